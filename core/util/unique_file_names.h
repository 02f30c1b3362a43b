#pragma once
#include <set>
#include <string>
#include <string_view>

namespace quantlens {

/// Names the files (or folders) of one folder after arbitrary names (tensor names, run labels, file
/// stems a user chose) so that no two names share a file and no file can leave the folder: every
/// character but ASCII letters, digits, '_' and '-' becomes '_' (so "..", "/" and "." cannot appear),
/// a name longer than a file system takes is cut and given a hash of the whole name, and a name whose
/// form is taken already gets "_2", "_3", … until it is free — checked against every name given out,
/// so a later "a_2" does not land on the file an earlier second "a" got.
class UniqueFileNames {
public:
    /// `fallback` names what has no usable character at all ("" → "tensor").
    explicit UniqueFileNames(std::string fallback);
    /// Keeps `stem` from being given out (a name the folder uses itself, e.g. "prequant").
    void reserve(const std::string& stem);
    /// The stem for `name`, never given out before by this object.
    std::string claim(std::string_view name);

    /// The longest file-name form of a name, before a number is added (with suffixes such as "_12",
    /// ".cosine.json" or ".npy" it still fits in the 255 bytes a Linux file name may have).
    static constexpr std::size_t kMaxStem = 120;

private:
    std::string m_fallback;
    std::set<std::string> m_taken;
};

/// The file-name form of a name alone: the character rule and the length cut of UniqueFileNames,
/// without the numbering.
std::string fileNameForm(std::string_view name, std::string_view fallback);

} // namespace quantlens
