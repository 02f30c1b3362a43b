#include "panels/detail_panel.h"

#include "session_context.h"

#include "report/report_columns.h"
#include "tensor/shape_text.h"

#include <cmath>

namespace quantlens {
namespace {
    QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
    QString num(double v) { return std::isfinite(v) ? QString::number(v, 'g', 7) : QString::fromStdString(formatNumber(v)); }
    QString row(const QString& key, const QString& value)
    {
        return QStringLiteral("<tr><td style='color:#555;padding-right:12px'>%1</td><td>%2</td></tr>").arg(key, value);
    }
}

DetailPanel::DetailPanel(SessionContext* context, QWidget* parent)
    : QTextBrowser(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("detailPanel"));
    setOpenLinks(false);
    connect(context, &SessionContext::selectionChanged, this, &DetailPanel::refresh);
    connect(context, &SessionContext::analysisChanged, this, &DetailPanel::refresh);
    refresh();
}

void DetailPanel::refresh()
{
    const auto analysis = m_context->analysis();
    const int index = m_context->selectedRow();
    if (!analysis || index < 0) {
        setHtml(QStringLiteral("<p style='color:#777'>%1</p>").arg(tr("Select a layer in the graph, the table or the curves.")));
        return;
    }
    const LayerRow& r = analysis->rows[static_cast<std::size_t>(index)];
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(esc(r.tensor));
    html += row(tr("Op"), esc(r.opType) + (r.nodeName.empty() ? QString() : QStringLiteral(" · ") + esc(r.nodeName)));
    html += row(tr("Shape"), esc(shapeToString(r.shape)));
    html += row(tr("Position"), tr("%1 of %2 in topological order").arg(r.order).arg(analysis->rows.size()));
    if (const std::string flags = rowFlags(r); !flags.empty())
        html += row(tr("Flags"), QStringLiteral("<b style='color:#b00'>%1</b>").arg(esc(flags)));
    html += QStringLiteral("</table>");

    if (analysis->floatGraph && !r.nodeName.empty()) {
        const Graph& g = *analysis->floatGraph;
        const int n = g.nodeIndex(r.nodeName);
        if (n >= 0 && !g.nodes()[static_cast<std::size_t>(n)].attributes.empty()) {
            html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Attributes"));
            for (const auto& a : g.nodes()[static_cast<std::size_t>(n)].attributes)
                html += row(esc(a.name), esc(a.display));
            html += QStringLiteral("</table>");
        }
    }
    html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Quantization"));
    if (r.quant) {
        const QuantParams& q = *r.quant;
        html += row(tr("Type"), esc(dtypeName(q.dtype)) + QStringLiteral(" (%1 bit, %2)").arg(q.bits).arg(
                                   q.perChannel() ? tr("per channel") : tr("per tensor")));
        if (!q.scales.empty())
            html += row(tr("Scale"), q.perChannel() ? tr("%1 channels, axis %2").arg(q.scales.size()).arg(q.axis.value_or(-1))
                                                    : num(q.scales.front()));
        if (q.zeroPoints.size() == 1)
            html += row(tr("Zero point"), QString::number(q.zeroPoints.front()));
        html += row(tr("Float range"), QStringLiteral("[%1, %2]").arg(num(q.rangeMin()), num(q.rangeMax())));
        html += row(tr("From"), esc(q.origin));
    } else {
        html += row(tr("Type"), tr("not quantized, or no quantized model given"));
    }
    html += QStringLiteral("</table>");

    for (std::size_t c = 0; c < r.results.size(); ++c) {
        const CandidateResult& res = r.results[c];
        html += QStringLiteral("<h4>%1</h4>").arg(tr("%1 against %2").arg(esc(analysis->candidates[c].label), esc(analysis->reference.label)));
        if (!res.metrics) {
            html += QStringLiteral("<p style='color:#b00'>%1</p>").arg(esc(res.status));
            continue;
        }
        const PairMetrics& m = *res.metrics;
        html += QStringLiteral("<table>");
        html += row(tr("Cosine similarity"), num(m.cosine));
        html += row(tr("RMSE / MSE"), num(m.rmse) + QStringLiteral(" / ") + num(m.mse));
        html += row(tr("Max / mean abs error"), num(m.maxAbsError) + QStringLiteral(" / ") + num(m.meanAbsError));
        html += row(tr("SQNR"), num(m.sqnrDb) + QStringLiteral(" dB"));
        html += row(tr("Relative L2 norm error"), num(m.relativeL2NormError));
        html += row(tr("SigmaStar relative L1"), num(m.sigmaStarRelativeL1));
        html += row(tr("Matched as"), esc(res.match.candidateEntry) + QStringLiteral(" (") + esc(matchRuleName(res.match.candidateRule)) + QStringLiteral(")"));
        html += QStringLiteral("</table><table><tr><th></th><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>NaN</th><th>Inf</th></tr>")
                    .arg(tr("min"), tr("max"), tr("mean"), tr("std"));
        for (const auto& [label, side] : { std::pair { analysis->reference.label, &m.reference },
                 std::pair { analysis->candidates[c].label, &m.candidate } })
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td><td>%7</td></tr>")
                        .arg(esc(label), num(side->min), num(side->max), num(side->mean), num(side->std))
                        .arg(side->nanCount)
                        .arg(side->infCount);
        html += QStringLiteral("</table>");
    }
    setHtml(html);
}

} // namespace quantlens
