#pragma once
#include "tensor/dtype.h"
#include "tensor/file_reader.h"
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace quantlens {

/// Weights whose bytes stay in the model file until something reads them (Graph::weight).
///
/// Why: the analysis of a dump pair reads a float model's weights not at all and a quantized model's
/// only in part, but parsing copies every weight into memory the process has never touched, which costs
/// more than reading the dumps on the virtual machines users run us on (README, Performance).
///
/// Each weight gets its place in one reserved stretch of memory when the model is imported, so its
/// view never changes; the place is filled from the file, with `pread`, the first time the weight is
/// asked for. The file stays open: a model replaced by a new file (as exporters save) keeps its bytes.
/// One rewritten in place is noticed by its size and time, and its unread weights become NaN (zero
/// for integer types) with problem() saying why, rather than bytes of another model.
class DeferredWeights {
public:
    /// `file` is the model file the import parsed; `capacity` bounds the bytes that reserve() hands out.
    static Result<std::shared_ptr<DeferredWeights>> create(std::unique_ptr<FileReader> file, std::uint64_t capacity);
    ~DeferredWeights();
    DeferredWeights(const DeferredWeights&) = delete;
    DeferredWeights& operator=(const DeferredWeights&) = delete;

    /// The capacity one weight of `length` bytes takes.
    static std::uint64_t roomFor(std::uint64_t length);
    /// During import, once per weight: where the weight of `length` bytes at `offset` of the file will be.
    /// nullptr when the capacity is spent, which the import's sum of roomFor() rules out.
    const std::byte* reserve(std::uint64_t offset, std::uint64_t length, DType dtype);

    /// Fills the weight at `data` (a place reserve() gave) on its first call; other pointers are ignored.
    /// Safe from many threads: later callers wait for the first one.
    void load(const std::byte* data) const;
    void loadAll() const;
    /// Why a weight could not be read as it was when the model was opened; nullopt while all could.
    std::optional<Problem> problem() const;

private:
    struct Entry {
        std::uint64_t offset = 0;
        std::uint64_t length = 0;
        DType dtype = DType::Float32;
        std::byte* place = nullptr;
        mutable std::once_flag filled;
    };

    DeferredWeights() = default;
    void fill(const Entry& entry) const;
    bool fileUnchanged() const;

    std::unique_ptr<FileReader> m_file;
    std::int64_t m_size = 0; ///< of the file when it was parsed
    std::int64_t m_modifiedNs = 0; ///< its modification time then
    std::byte* m_memory = nullptr;
    std::uint64_t m_capacity = 0;
    std::uint64_t m_used = 0;
    std::unordered_map<const std::byte*, Entry> m_entries; ///< by place; only reserve() adds
    mutable std::mutex m_problemMutex;
    mutable std::optional<Problem> m_problem;
};

} // namespace quantlens
