#pragma once
#include "runtime/dump_naming.h"
#include "runtime/tensor.h"
#include "util/result.h"
#include "util/unique_file_names.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace quantlens::runtime {

/// Writes a run's tensors as a QuantLens dump folder (one .npy per tensor and manifest.json, values
/// before quantization under prequant/), each tensor as soon as it is produced. Everything goes into a
/// temporary folder beside the target, renamed into place by commit(): an interrupted run leaves no
/// half folder, and an earlier dump folder at the target is replaced only then. Files and subfolders
/// are named by UniqueFileNames: any tensor or sample name works, and none leads out of the folder.
class DumpFolderWriter {
public:
    /// Refuses a target that exists and is neither empty nor a dump folder holding only what a run
    /// writes (it would be replaced, and with it any file of the user's), and the current folder or one
    /// above it (replacing it would pull the folder from under the shell).
    static Result<std::unique_ptr<DumpFolderWriter>> begin(const std::string& folder);
    ~DumpFolderWriter();
    DumpFolderWriter(const DumpFolderWriter&) = delete;
    DumpFolderWriter& operator=(const DumpFolderWriter&) = delete;

    /// Writes one tensor of run `run` ("" for the folder itself, a sample's name for a subfolder).
    /// Values that are not floating point are skipped unless they are graph outputs.
    std::optional<Problem> write(const std::string& run, const DumpName& name, const Tensor& value);
    /// Writes the manifests and moves the folder into place.
    std::optional<Problem> commit();
    const std::string& folder() const { return m_folder; }
    std::size_t written() const { return m_written; }

private:
    explicit DumpFolderWriter(std::string folder, std::string temporary);
    struct Listing {
        std::vector<std::string> entries; ///< manifest items, JSON text
        UniqueFileNames files { "tensor" };
        bool created = false;
    };
    std::string m_folder;
    std::string m_temporary;
    std::map<std::string, Listing> m_listings; ///< by subfolder ("", "prequant", "a", "a/prequant")
    UniqueFileNames m_runFolderNames { "sample" };
    std::map<std::string, std::string> m_runFolders; ///< run name → its subfolder
    std::size_t m_written = 0;
    bool m_committed = false;
};

} // namespace quantlens::runtime
