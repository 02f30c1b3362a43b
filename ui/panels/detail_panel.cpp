#include "panels/detail_panel.h"

#include "core_text.h"
#include "session_context.h"
#include "verdict_style.h"

#include "metrics/metric_list.h"
#include "report/report_columns.h"
#include "tensor/shape_text.h"

#include <QCoreApplication>

#include <cmath>

namespace quantlens {
namespace {
    QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
    QString num(double v)
    {
        return std::isfinite(v) ? QString::number(v, 'g', 7) : QString::fromStdString(formatNumber(v));
    }
    // white-space:nowrap: a narrow dock must not break "-54.81703" into "-54.8170 / 3"; it
    // scrolls instead.
    QString row(const QString& key, const QString& value)
    {
        return QStringLiteral("<tr><td style='color:#555;padding-right:12px;white-space:nowrap'>%1</td>"
                              "<td style='white-space:nowrap'>%2</td></tr>")
            .arg(key, value);
    }
    QString cell(const QString& value)
    {
        return QStringLiteral("<td style='white-space:nowrap;padding-right:8px'>%1</td>").arg(value);
    }
    /// Five significant digits: enough to compare ranges, narrow enough for the statistics table.
    QString stat(double v)
    {
        return std::isfinite(v) ? QString::number(v, 'g', 5) : QString::fromStdString(formatNumber(v));
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
    connect(context, &SessionContext::thresholdsChanged, this, &DetailPanel::refresh);
    connect(context, &SessionContext::inspectionChanged, this, &DetailPanel::refresh);
    connect(context, &SessionContext::measurementChanged, this, &DetailPanel::refresh);
    refresh();
}

QString DetailPanel::measuredHtml(const LayerRow& r) const
{
    // What running the models measured for this tensor, or why nothing was measured.
    const auto analysis = m_context->analysis();
    QString html = QStringLiteral("<h4>%1</h4><table>").arg(tr("Measured (models run)"));
    if (!analysis->measured) {
        QString why = m_context->measuring() ? tr("measuring…")
            : analysis->measurementProblem   ? problemText(*analysis->measurementProblem)
                                             : tr("not measured");
        return html + row(tr("State"), why.toHtmlEscaped()) + QStringLiteral("</table>");
    }
    const Measurements& m = *analysis->measured;
    html += row(tr("Outputs now"), tr("cos %1 (mean of %2 inputs)").arg(num(m.baselineCos)).arg(m.inputs));
    if (r.measured) {
        const TensorMeasurement& t = *r.measured;
        if (!t.movesWith.empty())
            html += row(tr("This tensor"),
                tr("shares its scale and zero point with %1 and moves to 16 bit or float with it (not measured alone)")
                    .arg(esc(t.movesWith)));
        if (t.cos16)
            html += row(tr("This tensor at 16 bit"), tr("cos %1 (%2)").arg(num(*t.cos16), num(t.gain16.value_or(0))));
        if (t.cosFloat)
            html += row(
                tr("This tensor in float"), tr("cos %1 (%2)").arg(num(*t.cosFloat), num(t.gainFloat.value_or(0))));
        if (t.isolatedCos)
            html += row(tr("Its own error"),
                tr("cos %1, SQNR %2 dB (its node from float inputs)")
                    .arg(num(*t.isolatedCos), num(t.isolatedSqnrDb.value_or(0))));
    } else {
        html += row(tr("This tensor"), tr("not quantized by the model, or reaches no output"));
    }
    for (const auto& w : m.weights)
        if (w.layer == r.tensor)
            html += row(tr("Weight %1").arg(esc(w.weight)),
                tr("cos %1, SQNR %2 dB, worst channel %3, range spread %4× (%5)")
                    .arg(num(w.cos), num(w.sqnrDb), num(w.worstChannelCos), num(w.rangeSpread),
                        w.perChannel ? tr("per channel") : tr("per tensor")));
    return html + QStringLiteral("</table>");
}

QString DetailPanel::inspectionHtml(const LayerRow& r, std::size_t index) const
{
    // Why this tensor is where it is: the inspection's numbers (see `quantlens inspect`).
    const auto& inspections = m_context->inspections();
    if (index >= inspections.size())
        return {};
    const TensorInspection& t = inspections[index];
    QString html = QStringLiteral("<h4>%1</h4><table>").arg(tr("Range and own loss"));
    auto optional
        = [](const std::optional<double>& v, double factor = 1) { return v ? num(*v * factor) : QStringLiteral("–"); };
    if (t.lowPercentile && t.highPercentile)
        html += row(
            tr("0.01 % … 99.99 %"), QStringLiteral("%1 … %2").arg(stat(*t.lowPercentile), stat(*t.highPercentile)));
    if (t.rangeUse)
        html += row(tr("Range use"), optional(t.rangeUse, 100) + QStringLiteral(" %"));
    if (t.clipRatio)
        html += row(tr("Clipped"), optional(t.clipRatio, 100) + QStringLiteral(" %"));
    if (t.ownCos)
        html += row(tr("Own quantization"), tr("cos %1, SQNR %2 dB").arg(optional(t.ownCos), optional(t.ownSqnrDb)));
    html += row(tr("Local drop"), optional(t.localDrop));
    if (!t.flags.empty()) {
        QStringList flags;
        for (const auto& f : t.flags)
            flags << QString::fromStdString(f);
        html += row(tr("Inspection flags"),
            QStringLiteral("<b style='color:#b00'>%1</b>").arg(flags.join(QStringLiteral("; ")).toHtmlEscaped()));
    }
    for (std::size_t c = 0; c < r.results.size(); ++c) {
        const auto& s = r.results[c].stats;
        if (s && r.quant && s->candidateFiniteCount > 0) {
            const double n = static_cast<double>(s->candidateFiniteCount);
            html += row(tr("At lowest / highest level"),
                tr("%1 % / %2 % (%3)")
                    .arg(num(100.0 * static_cast<double>(s->candidateAtMin) / n),
                        num(100.0 * static_cast<double>(s->candidateAtMax) / n),
                        esc(m_context->analysis()->candidates[c].label)));
        }
    }
    html += QStringLiteral("</table>");
    // Advice is a sentence: a paragraph that wraps, not a cell of the no-wrap table.
    if (t.advice)
        html += QStringLiteral("<p style='white-space:normal'>%1</p>").arg(translated(*t.advice).toHtmlEscaped());
    return html;
}

void DetailPanel::refresh()
{
    const auto analysis = m_context->analysis();
    const int index = m_context->selectedRow();
    if (!analysis || index < 0) {
        setHtml(QStringLiteral("<p style='color:#777'>%1</p>")
                    .arg(tr("Select a layer in the graph, the table or the curves.")));
        return;
    }
    const LayerRow& r = analysis->rows[static_cast<std::size_t>(index)];
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(esc(r.tensor));
    html += row(tr("Op"), esc(r.opType));
    if (!r.nodeName.empty()) // the graph labels nodes, reports list tensors: name both
        html += row(tr("Node"), esc(r.nodeName));
    html += row(tr("Shape"), esc(shapeToString(r.shape)));
    html += row(tr("Position"), tr("%1 of %2 in topological order").arg(r.order).arg(analysis->rows.size()));
    if (const std::string flags = rowFlags(r, 0); !flags.empty())
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
    if (!analysis->modelOnly())
        html += measuredHtml(r);
    html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Quantization"));
    if (r.quant) {
        const QuantParams& q = *r.quant;
        html += row(tr("Type"),
            esc(dtypeName(q.dtype))
                + tr(" (%1 bit, %2)").arg(q.bits).arg(q.perChannel() ? tr("per channel") : tr("per tensor")));
        if (!q.scales.empty())
            html += row(tr("Scale"),
                q.perChannel() ? tr("%1 channels, axis %2").arg(q.scales.size()).arg(q.axis.value_or(-1))
                               : num(q.scales.front()));
        if (q.zeroPoints.size() == 1)
            html += row(tr("Zero point"), QString::number(q.zeroPoints.front()));
        if (q.hasRange()) // none when quantized at run time (dynamic): "From" names DynamicQuantizeLinear
            html += row(tr("Float range"), QStringLiteral("[%1, %2]").arg(num(q.rangeMin()), num(q.rangeMax())));
        html += row(tr("From"), esc(q.origin));
    } else {
        html += row(tr("Type"), tr("not quantized, or no quantized model given"));
    }
    html += QStringLiteral("</table>");
    html += inspectionHtml(r, static_cast<std::size_t>(index));

    for (std::size_t c = 0; c < r.results.size(); ++c) {
        const CandidateResult& res = r.results[c];
        html += QStringLiteral("<h4>%1</h4>")
                    .arg(tr("%1 against %2").arg(esc(analysis->candidates[c].label), esc(analysis->reference.label)));
        const Verdict verdict = res.verdict(m_context->thresholds());
        const QString badge = QStringLiteral("<span style='background:%1'>&nbsp;%2&nbsp;</span>")
                                  .arg(verdictStyle::fill(verdict).name(), verdictStyle::name(verdict).toHtmlEscaped());
        if (!res.metrics) {
            html += QStringLiteral("<p>%1 <span style='color:#b00'>%2</span></p>")
                        .arg(badge, (res.problem ? problemText(*res.problem) : QString()).toHtmlEscaped());
            continue;
        }
        const PairMetrics& m = *res.metrics;
        html += QStringLiteral("<table>");
        html += row(tr("Verdict"),
            badge + QStringLiteral(" ") + translated(verdictReason(m, m_context->thresholds())).toHtmlEscaped());
        for (const MetricDescriptor& metric : metricList())
            if (!std::isnan(m.*metric.field)) // an imported run has only the vendor's few numbers
                html += row(QCoreApplication::translate("Metrics", metric.title), num(m.*metric.field));
        if (!res.imported.empty()) {
            QStringList numbers;
            for (const auto& [key, value] : res.imported)
                numbers << QStringLiteral("%1 %2").arg(esc(key), num(value));
            html += row(tr("Vendor's numbers"), numbers.join(QStringLiteral("<br/>")));
        }
        if (res.quantizationStep)
            html += row(tr("Its quantization step"),
                tr("cos %1, SQNR %2 dB (%3 before QuantizeLinear)")
                    .arg(num(res.quantizationStep->cosine), num(res.quantizationStep->sqnrDb),
                        esc(res.match.preQuantizationEntry)));
        QString how = translated(matchRuleText(res.match.candidateRule)).toHtmlEscaped();
        if (res.match.candidateRule == MatchRule::Structure)
            how += tr(", confidence %1").arg(num(res.match.confidence));
        html += row(tr("Matched as"), esc(res.match.candidateEntry) + QStringLiteral(" (") + how + QStringLiteral(")"));
        // The scale and zero point the dump itself keeps (SigmaStar), next to the model's above.
        const DumpSet* dump = c < analysis->candidateDumps.size() ? analysis->candidateDumps[c].get() : nullptr;
        if (const DumpEntry* entry = dump ? dump->entry(res.match.candidateEntry) : nullptr; entry && entry->stored)
            html += row(tr("Stored in the dump"),
                tr("%1, scale %2, zero point %3")
                    .arg(esc(entry->stored->storageType), num(entry->stored->scale))
                    .arg(entry->stored->zeroPoint));
        if (analysis->candidates[c].imported) { // a vendor's table: no values of its own to describe
            html += QStringLiteral("</table>");
            continue;
        }
        // One column per side, one row per statistic: narrow enough for a docked panel.
        html += QStringLiteral("</table><table><tr><th></th><th align='left'>%1</th><th align='left'>%2</th></tr>")
                    .arg(esc(analysis->reference.label), esc(analysis->candidates[c].label));
        const struct {
            QString name;
            double ref, cand;
        } stats[] = { { tr("min"), m.reference.min, m.candidate.min }, { tr("max"), m.reference.max, m.candidate.max },
            { tr("mean"), m.reference.mean, m.candidate.mean }, { tr("std"), m.reference.std, m.candidate.std },
            { QStringLiteral("NaN"), double(m.reference.nanCount), double(m.candidate.nanCount) },
            { QStringLiteral("Inf"), double(m.reference.infCount), double(m.candidate.infCount) } };
        for (const auto& st : stats)
            html += QStringLiteral("<tr>") + cell(st.name) + cell(stat(st.ref)) + cell(stat(st.cand))
                + QStringLiteral("</tr>");
        html += QStringLiteral("</table>");
    }
    setHtml(html);
}

} // namespace quantlens
