#include "graph/graph_coloring.h"

#include "compare/run_parting.h"
#include "layout/box_tensor.h"

#include <cmath>

namespace quantlens {

GraphColoring::GraphColoring(
    const Analysis& analysis, const RowIndex& rows, const std::vector<OutlineNode>& boxes, const Options& options)
    : m_options(options)
{
    // The scale covers every compared row, not only visible boxes, so the legend stays put when
    // groups expand or collapse.
    std::vector<double> values;
    for (std::size_t r = 0; r < analysis.rows.size(); ++r)
        if (const auto v = rowValue(analysis, r))
            values.push_back(*v);
    if (options.encoding != nullptr)
        m_scale = MetricColorScale::forEncodingChange();
    else if (options.leverGains != nullptr)
        m_scale = MetricColorScale::forLeverGain(values);
    else if (comparingRuns())
        m_scale
            = MetricColorScale::forRunDifference(options.metric, values, options.candidateLabel, options.againstLabel);
    else
        m_scale = options.inspection
            ? MetricColorScale::forInspection(*options.inspection, options.rules, values, options.thresholds)
            : MetricColorScale::forMetric(options.metric, options.thresholds, values);
    m_values.reserve(boxes.size());
    for (const OutlineNode& box : boxes)
        m_values.push_back(boxValue(analysis, rows, box));
}

std::optional<double> GraphColoring::value(int box) const
{
    if (box < 0 || static_cast<std::size_t>(box) >= m_values.size())
        return std::nullopt;
    return m_values[static_cast<std::size_t>(box)];
}

QColor GraphColoring::color(int box) const
{
    const auto v = value(box);
    return v ? m_scale.colorFor(*v) : MetricColorScale::notComparedColor();
}

std::optional<double> GraphColoring::rowValue(const Analysis& analysis, std::size_t row) const
{
    if (m_options.encoding != nullptr) {
        const auto& changed = m_options.encoding->changedByTensor;
        const auto it = changed.find(analysis.rows[row].tensor);
        return it == changed.end() ? std::nullopt : std::optional(it->second ? 1.0 : 0.0);
    }
    if (m_options.leverGains != nullptr) {
        const auto it = m_options.leverGains->find(analysis.rows[row].tensor);
        return it == m_options.leverGains->end() ? std::nullopt : std::optional(it->second);
    }
    if (!m_options.inspection && comparingRuns() && m_options.candidate >= 0)
        return runDifference(analysis.rows[row], m_options.metric, static_cast<std::size_t>(m_options.candidate),
            static_cast<std::size_t>(m_options.against));
    if (!m_options.inspection)
        return graphRowValue(analysis.rows[row], m_options.metric, m_options.candidate);
    if (m_options.inspections == nullptr || row >= m_options.inspections->size())
        return std::nullopt;
    return inspectionValue((*m_options.inspections)[row], *m_options.inspection);
}

std::optional<double> GraphColoring::boxValue(
    const Analysis& analysis, const RowIndex& rows, const OutlineNode& box) const
{
    const Graph* graph = analysis.floatGraph.get();
    if (graph == nullptr)
        return std::nullopt;
    auto valueOf = [&](const std::string& tensor) -> std::optional<double> {
        const auto it = rows.find(tensor);
        if (it == rows.end())
            return std::nullopt;
        return rowValue(analysis, it->second);
    };
    const auto& nodes = graph->nodes();
    if (box.kind == OutlineNode::Kind::Op) {
        if (box.graphNode < 0 || static_cast<std::size_t>(box.graphNode) >= nodes.size())
            return std::nullopt;
        // The first output with a value speaks for the op (Split and friends have several), by the rule
        // the HTML page follows too.
        return valueOf(tensorOfBox(box, *graph, [&](const std::string& out) { return valueOf(out).has_value(); }));
    }
    std::optional<double> worst;
    for (int member : box.members) {
        if (member < 0 || static_cast<std::size_t>(member) >= nodes.size())
            continue;
        for (const std::string& out : nodes[static_cast<std::size_t>(member)].outputs) {
            const auto v = valueOf(out);
            if (v && (!worst || worse(*v, *worst)))
                worst = v;
        }
    }
    return worst;
}

bool GraphColoring::worse(double a, double b) const
{
    // A group with one changed member (the largest difference, the site that helps most) shows it.
    if (m_options.encoding != nullptr || m_options.leverGains != nullptr || (!m_options.inspection && comparingRuns()))
        return a > b;
    return graphMetricWorse(a, b, m_options.metric);
}

} // namespace quantlens
