#pragma once
// What a data-set pass measured, one line per input, appended as each input is measured, so a pass
// that was cancelled, killed or ran out of battery resumes where it stopped. JSON lines: a header
// {"format": "quantlens-data-set-journal", "version": 1, "models": KEY, "tensors": [...]} and per input
// {"key", "file", "outputs": [{"name", "cosine", "sqnr_db", "top1"?, "kind"?, "agreement"?, "equal"?,
// "top5"?}], "tensor_cos": [...]} (NaN as null). An input is known by the SHA-256 of its tensor file,
// so an image preprocessed again into another temporary file is still recognised; the models by the
// SHA-256 of both files. A torn last line (the process killed mid-write) is ignored.
#include "analysis/data_set_pass.h"
#include "util/file_digest.h"

#include <map>
#include <optional>
#include <string>

namespace quantlens {

class DataSetJournal {
public:
    /// Opens `path`, creating it with its header when it does not exist or is empty. Fails naming the
    /// file when it is not a journal, or one of other models or other tensors (it is never overwritten).
    static Result<DataSetJournal> open(
        const std::string& path, const std::string& modelsKey, const std::vector<std::string>& tensors);

    /// The input recorded under `key`, if any.
    const DataSetPass::Input* find(const std::string& key) const;
    /// Appends one input's line and flushes it to the file.
    std::optional<Problem> append(const std::string& key, const DataSetPass::Input& input);
    std::size_t recorded() const { return m_inputs.size(); }

private:
    std::string m_path;
    std::map<std::string, DataSetPass::Input> m_inputs;
};

} // namespace quantlens
