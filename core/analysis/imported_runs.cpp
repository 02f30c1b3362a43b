#include "analysis/imported_runs.h"

#include "match/name_rules.h"
#include "util/number_text.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>

namespace quantlens {
namespace {
    constexpr std::size_t kSniffTableBytes = 64 * 1024; // a build log's table may start a few screens in

    /// SigmaStar drops ':' from names and every tool may turn other characters into '_'.
    std::string looseName(std::string_view name)
    {
        std::string kept;
        for (char ch : name)
            if (ch != ':')
                kept += ch;
        return sanitizeTensorName(kept);
    }

    /// The table's line for each float tensor, by the rules in order of trust.
    class LineFinder {
    public:
        LineFinder(const ImportedTable& table, const QuantInfo* quant)
        {
            for (std::size_t i = 0; i < table.rows.size(); ++i) {
                const std::string& name = table.rows[i].tensor;
                if (isCutName(name)) {
                    m_cut.emplace_back(std::string(cutNamePrefix(name)), i);
                    continue;
                }
                m_exact.emplace(name, i);
                m_loose.emplace(looseName(name), i);
                if (quant)
                    if (const auto it = quant->floatNameOf.find(name); it != quant->floatNameOf.end())
                        m_viaQuant.emplace(it->second, i);
            }
        }

        std::optional<std::size_t> find(const std::string& floatName, const TensorMap* userMap) const
        {
            if (userMap)
                if (const auto it = userMap->find(floatName); it != userMap->end())
                    if (const auto line = m_exact.find(it->second); line != m_exact.end())
                        return line->second;
            // lower_bound: of a name listed twice, its first line.
            for (const auto* index : { &m_exact, &m_viaQuant })
                if (const auto it = index->lower_bound(floatName); it != index->end() && it->first == floatName)
                    return it->second;
            if (const auto it = m_loose.find(looseName(floatName));
                it != m_loose.end() && m_loose.count(it->first) == 1)
                return it->second;
            std::optional<std::size_t> prefixed;
            for (const auto& [prefix, line] : m_cut)
                if (floatName.starts_with(prefix)) {
                    if (prefixed)
                        return std::nullopt; // two cut names fit: neither is sure
                    prefixed = line;
                }
            // A cut name is one tensor's: taken only when its beginning fits no other tensor.
            if (prefixed && m_cutFits.at(*prefixed) != 1)
                return std::nullopt;
            return prefixed;
        }

        /// Counts, for each cut line, the float tensors its beginning fits; returns the lines that
        /// fit more than one (each is matched to none, and said so).
        std::vector<std::pair<std::size_t, std::size_t>> settleCutNames(const std::vector<LayerRow>& rows)
        {
            std::vector<std::pair<std::size_t, std::size_t>> ambiguous;
            for (const auto& [prefix, line] : m_cut) {
                std::size_t fits = 0;
                for (const LayerRow& row : rows)
                    fits += row.tensor.starts_with(prefix) ? 1 : 0;
                m_cutFits[line] = fits;
                if (fits > 1)
                    ambiguous.emplace_back(line, fits);
            }
            return ambiguous;
        }

    private:
        std::multimap<std::string, std::size_t> m_exact, m_loose, m_viaQuant;
        std::vector<std::pair<std::string, std::size_t>> m_cut;
        std::map<std::size_t, std::size_t> m_cutFits; ///< cut line → float tensors its beginning fits
    };

    /// A cosine no comparison can give (beyond [−1, 1], not a number): the table is misread or
    /// broken, and judging it "pass" would be a lie.
    bool impossibleCosine(double cos) { return std::isinf(cos) || cos > 1 + 1e-6 || cos < -1 - 1e-6; }

    int firstColumn(const ImportedTable& table, ImportedColumn::Meaning meaning)
    {
        for (std::size_t i = 0; i < table.columns.size(); ++i)
            if (table.columns[i].meaning == meaning)
                return static_cast<int>(i);
        return -1;
    }

    /// What the table says in the metrics' terms; NaN for everything it does not say.
    std::optional<PairMetrics> metricsOf(const ImportedTable& table, const ImportedRow& line)
    {
        const int cos = firstColumn(table, ImportedColumn::Meaning::Cosine);
        if (cos < 0 || std::isnan(line.values[static_cast<std::size_t>(cos)]))
            return std::nullopt;
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        PairMetrics m;
        m.mse = m.rmse = m.maxAbsError = m.meanAbsError = m.relativeL2NormError = m.sqnrDb = m.sigmaStarRelativeL1
            = nan;
        m.cosine = line.values[static_cast<std::size_t>(cos)];
        if (const int mse = firstColumn(table, ImportedColumn::Meaning::Mse); mse >= 0) {
            m.mse = line.values[static_cast<std::size_t>(mse)];
            m.rmse = std::sqrt(m.mse);
        }
        if (const int rel = firstColumn(table, ImportedColumn::Meaning::RelativeL1); rel >= 0)
            m.sigmaStarRelativeL1 = line.values[static_cast<std::size_t>(rel)];
        return m;
    }
}

bool isImportedTablePath(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return false;
    std::ifstream in(path, std::ios::binary);
    std::string head(kSniffTableBytes, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return looksLikeImportedTable(head);
}

void addImportedRun(Analysis& analysis, const RunInfo& run, const ImportedTable& table, const QuantInfo* quant,
    const TensorMap* userMap)
{
    LineFinder finder(table, quant);
    for (const auto& [line, fits] : finder.settleCutNames(analysis.rows))
        analysis.warnings.push_back(
            Problem::make(table.file, text("where.line", { std::to_string(table.rows[line].line) }),
                text("imported.cut_name_ambiguous", { table.rows[line].tensor, std::to_string(fits) })));
    std::vector<bool> claimed(table.rows.size(), false);
    std::size_t impossible = 0;
    // A tensor listed twice (a table printed twice into one log, say): the first line is used, said.
    std::map<std::string, std::pair<std::size_t, std::size_t>> lines; // name → (first row, count)
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        auto [it, added] = lines.try_emplace(table.rows[i].tensor, i, 0);
        ++it->second.second;
        if (!added)
            claimed[i] = true; // not "unclaimed" either: it is a repeat
    }
    for (const auto& [name, seen] : lines)
        if (seen.second > 1)
            analysis.warnings.push_back(
                Problem::make(table.file, text("where.line", { std::to_string(table.rows[seen.first].line) }),
                    text("imported.duplicate_lines",
                        { name, std::to_string(seen.second), std::to_string(table.rows[seen.first].line) })));
    for (LayerRow& row : analysis.rows) {
        // Read before `result` exists: GCC 12 took row.results for the new result's own vectors and
        // warned they might be uninitialized.
        std::string referenceEntry = row.results.empty() ? row.tensor : row.results.front().match.referenceEntry;
        CandidateResult result;
        result.match.floatName = row.tensor;
        result.match.order = row.order;
        result.match.referenceEntry = std::move(referenceEntry);
        const auto line = finder.find(row.tensor, userMap);
        if (!line) {
            result.problem = Problem::make(table.file, text("where.tensor", { row.tensor }), text("imported.no_line"));
            row.results.push_back(std::move(result));
            continue;
        }
        const ImportedRow& found = table.rows[*line];
        claimed[*line] = true;
        result.match.candidateEntry = found.tensor;
        result.match.candidateRule = found.tensor == row.tensor ? MatchRule::Exact : MatchRule::Sanitized;
        for (std::size_t c = 0; c < table.columns.size(); ++c)
            result.imported.emplace_back(table.columns[c].key, found.values[c]);
        result.metrics = metricsOf(table, found);
        if (result.metrics && impossibleCosine(result.metrics->cosine)) {
            if (impossible++ == 0)
                analysis.warnings.push_back(
                    Problem::make(table.file, text("where.line", { std::to_string(found.line) }),
                        text("imported.impossible_cosine", { formatNumber(result.metrics->cosine), found.tensor })));
            result.problem = Problem::make(table.file, text("where.line", { std::to_string(found.line) }),
                text("imported.impossible_cosine", { formatNumber(result.metrics->cosine), found.tensor }));
            result.metrics.reset();
        }
        if (!result.metrics && !result.problem)
            result.problem = Problem::make(table.file, text("where.line", { std::to_string(found.line) }),
                firstColumn(table, ImportedColumn::Meaning::Cosine) < 0
                    ? text("imported.no_cosine_column") // Pulsar2's outlier table: ratios only
                    : text("imported.empty_line", { found.tensor }));
        row.results.push_back(std::move(result));
    }
    std::vector<std::string> unused;
    for (std::size_t i = 0; i < table.rows.size(); ++i)
        if (!claimed[i])
            unused.push_back(table.rows[i].tensor);
    if (!unused.empty())
        analysis.warnings.push_back(Problem::make(table.file, {},
            text("imported.unclaimed_lines",
                { std::to_string(unused.size()), std::to_string(table.rows.size()), run.label, unused.front() })));
    analysis.candidates.push_back(run);
    analysis.candidates.back().imported = true;
    analysis.candidateDumps.push_back(nullptr);
    analysis.unusedCandidateEntries.push_back(std::move(unused));
}

} // namespace quantlens
