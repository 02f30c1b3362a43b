#pragma once
#include "tensor/npy_reader.h"
#include "tensor/tensor_view.h"
#include "util/result.h"

#include <memory>
#include <string>
#include <vector>

namespace quantlens {

/// An .npz archive (a zip of .npy members, stored or deflated, Zip64 or not).
/// Stored members are viewed in place through a memory map, their CRC checked on first use; a
/// deflated member's array is inflated on request into a buffer owned by the returned view, one
/// tensor at a time, up to inflateLimitBytes().
class NpzArchive {
public:
    static Result<std::shared_ptr<const NpzArchive>> open(const std::string& path);
    ~NpzArchive();

    /// Array names: member names without the ".npy" suffix, in archive order.
    const std::vector<std::string>& names() const { return m_names; }
    bool contains(const std::string& name) const;
    /// The member's .npy header (inflating only its first bytes), with its payload size checked.
    Result<NpyHeader> header(const std::string& name) const;
    Result<TensorView> tensor(const std::string& name) const;
    const std::string& path() const { return m_path; }

private:
    struct Impl;
    NpzArchive() = default;
    std::unique_ptr<Impl> m_impl;
    std::vector<std::string> m_names;
    std::string m_path;
};

/// The most bytes one deflated member is inflated into (half this machine's memory).
std::uint64_t inflateLimitBytes();
/// Overrides inflateLimitBytes() (0: back to the machine's); tests only.
void setInflateLimitForTesting(std::uint64_t bytes);

} // namespace quantlens
