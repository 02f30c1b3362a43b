#pragma once
#include "analysis/inspection.h"
#include "compare/encoding_diff.h"
#include "graph/metric_color_scale.h"
#include "layout/graph_outline.h"

#include <QColor>

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

/// Which row of the analysis holds a float tensor, built once per analysis.
using RowIndex = std::unordered_map<std::string, std::size_t>;

/// The colour of every box for one metric and candidate: an op box takes its output tensor's value,
/// a group its worst member's, so a collapsed scope never hides a bad layer.
class GraphColoring {
public:
    struct Options {
        GraphMetric metric = GraphMetric::Cosine;
        int candidate = 0;
        Thresholds thresholds;
        /// Set: colour by this inspection number instead of `metric` (from `inspections`, one per row).
        std::optional<InspectionMetric> inspection;
        const std::vector<TensorInspection>* inspections = nullptr;
        InspectionRules rules;
        /// Set: colour by whether each tensor's encoding differs between two quantized models
        /// (1 changed, 0 the same; tensors quantized in neither are not compared).
        const EncodingComparison* encoding = nullptr;
        /// Set: colour by the output cos gained by the transform site that rescales each tensor (by float
        /// tensor; tensors of no site are not compared).
        const std::map<std::string, double>* leverGains = nullptr;
        /// A run index other than `candidate`: colour by |metric in candidate − metric in this run|.
        int against = -1;
        QString candidateLabel, againstLabel; ///< for the legend's title when comparing runs
    };

    GraphColoring() = default;
    GraphColoring(
        const Analysis& analysis, const RowIndex& rows, const std::vector<OutlineNode>& boxes, const Options& options);

    const MetricColorScale& scale() const { return m_scale; }
    std::optional<double> value(int box) const;
    bool compared(int box) const { return value(box).has_value(); }
    QColor color(int box) const;

private:
    std::optional<double> rowValue(const Analysis& analysis, std::size_t row) const;
    std::optional<double> boxValue(const Analysis& analysis, const RowIndex& rows, const OutlineNode& box) const;
    bool worse(double a, double b) const;
    bool comparingRuns() const { return m_options.against >= 0 && m_options.against != m_options.candidate; }

    Options m_options;
    MetricColorScale m_scale;
    std::vector<std::optional<double>> m_values;
};

} // namespace quantlens
