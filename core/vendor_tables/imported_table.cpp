// Telling the vendor tables apart by what they print (users rename logs freely), and reading them from disk.
#include "vendor_tables/imported_table.h"
#include "util/format_keys.h"

#include "util/whole_file.h"

#include "vendor_tables/table_text.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace quantlens {
namespace {
    constexpr std::uintmax_t kMaxFileBytes = 64ull << 20; // far above any real table; keeps a wrong pick cheap

    bool contains(std::string_view text, std::string_view what) { return text.find(what) != std::string_view::npos; }

    bool hasPulsar2Precision(std::string_view text)
    {
        return contains(text, "Quant Precision Table") || (contains(text, "Output Tensor") && contains(text, "Cosin"));
    }

    bool hasPulsar2Outliers(std::string_view text)
    {
        return contains(text, "Ratio of outliers")
            || (contains(text, "Op outputs") && contains(text, "Sparse channel ratio"));
    }

    /// "layer_name" opening a line, and the simulator's group name somewhere.
    bool hasRknnHeader(std::string_view text)
    {
        if (!contains(text, "simulator_error"))
            return false;
        for (std::size_t at = text.find("layer_name"); at != std::string_view::npos;
             at = text.find("layer_name", at + 1)) {
            std::size_t start = at;
            while (start > 0 && (text[start - 1] == ' ' || text[start - 1] == '\t'))
                --start;
            if (start == 0 || text[start - 1] == '\n')
                return true;
        }
        return false;
    }

    /// A line with "MSE:", "COS:" and "RMSE:", as SigmaStar's compare tools print.
    bool hasSigmaStarLine(std::string_view text)
    {
        for (std::size_t start = 0; start < text.size();) {
            const std::size_t end = std::min(text.find('\n', start), text.size());
            const std::string_view line = text.substr(start, end - start);
            const std::size_t rmse = line.find("RMSE:");
            if (rmse != std::string_view::npos && contains(line, "COS:")
                && (line.find("MSE:") < rmse || line.find("MSE:", rmse + 1) != std::string_view::npos))
                return true;
            start = end + 1;
        }
        return false;
    }

    Result<ImportedTable> parsePulsar2PrecisionAlone(std::string_view content, const std::string& file)
    {
        auto result = parsePulsar2PrecisionTable(content, file);
        // One result per file: the outlier table of the same log has to be imported on its own.
        if (result && hasPulsar2Outliers(content))
            result.addWarning(Problem::make(file, {}, text("vendor_table.outliers_not_read")));
        return result;
    }
}

const std::vector<TableFormat>& tableFormats()
{
    // In the order they are tried: a Pulsar2 log can hold both of its tables, the precision one wins.
    static const std::vector<TableFormat> formats {
        { format_keys::kPulsar2Precision, hasPulsar2Precision, parsePulsar2PrecisionAlone },
        { format_keys::kPulsar2Outliers, hasPulsar2Outliers, parsePulsar2OutlierTable },
        { format_keys::kRknnErrorAnalysis, hasRknnHeader, parseRknnErrorAnalysis },
        { format_keys::kSigmaStarRmseLog, hasSigmaStarLine, parseSigmaStarRmseLog },
    };
    return formats;
}

const TableFormat* detectTableFormat(std::string_view text)
{
    if (vendor::looksBinary(text))
        return nullptr;
    for (const auto& f : tableFormats())
        if (f.detect(text))
            return &f;
    return nullptr;
}

Result<ImportedTable> parseImportedTable(std::string_view content, const std::string& file)
{
    using R = Result<ImportedTable>;
    if (vendor::looksBinary(content))
        return R::failure(Problem::make(file, {}, text("vendor_table.not_text")));
    if (const TableFormat* format = detectTableFormat(content))
        return format->parse(content, file);
    return R::failure(Problem::make(file, {}, text("vendor_table.unknown_kind")));
}

Result<ImportedTable> readImportedTable(const std::string& path)
{
    using R = Result<ImportedTable>;
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec)
        return R::failure(Problem::make(path, {}, text("file.cannot_open", { ec.message() })));
    if (!std::filesystem::is_regular_file(status)) // a FIFO or device would block or never end
        return R::failure(Problem::make(path, {}, text("file.not_regular")));
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        return R::failure(Problem::make(path, {}, text("file.cannot_open", { ec.message() })));
    if (size > kMaxFileBytes)
        return R::failure(Problem::make(path, {}, text("vendor_table.too_large", { std::to_string(size >> 20) })));

    const auto content = readWholeFile(path, kMaxFileBytes);
    if (!content)
        return R::failure(content.error());
    return parseImportedTable(content.value(), path);
}

bool looksLikeImportedTable(std::string_view head) { return detectTableFormat(head) != nullptr; }

} // namespace quantlens
