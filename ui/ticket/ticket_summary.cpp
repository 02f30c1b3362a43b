#include "ticket/ticket_summary.h"

#include "report/markdown_cells.h"
#include "report/triage_report.h"
#include "tensor/shape_text.h"
#include "toolchain/toolchain.h"
#include "util/number_text.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <map>

namespace quantlens {
namespace {
    // Every text here is marked for lupdate in context "TicketSummary" and translated through the
    // ticket's own TicketLanguage, not the application's installed translator.
    QString cell(const std::string& s) { return QString::fromStdString(markdownCell(s)); }
    QString code(const std::string& s) { return QStringLiteral("`") + cell(s) + QStringLiteral("`"); }
    QString number(std::optional<double> v, int decimals) { return QString::fromStdString(fixedNumber(v, decimals)); }
    QString significant(double v) { return QString::fromStdString(formatSignificant(v)); }

    QString bytesText(std::uint64_t bytes)
    {
        return QLocale::c().formattedDataSize(static_cast<qint64>(bytes), 1, QLocale::DataSizeTraditionalFormat);
    }

    /// The toolchain the ticket's triage followed (the generic one for a key the registry lacks).
    const Toolchain& toolchainOf(const QString& key)
    {
        const Toolchain* t = findToolchain(key.toStdString());
        return t ? *t : genericToolchain();
    }

    class Writer {
    public:
        Writer(const TicketFacts& facts, const TicketLanguage& language)
            : f(facts)
            , l(language)
        { }

        QString write()
        {
            header();
            platform();
            inputs();
            reproducibleCase();
            perLayer();
            suspectedLayer();
            triageSection();
            planSection();
            problems();
            conclusions();
            contents();
            return m_out;
        }

    private:
        const TicketFacts& f;
        const TicketLanguage& l;
        QString m_out;

        void line(const QString& text = {}) { m_out += text + QLatin1Char('\n'); }
        void heading(const char* text) { line(), line(QStringLiteral("## ") + l.text(text)); }
        QString t(const char* text) const { return l.text(text); }
        const Analysis& a() const { return *f.analysis; }
        QString runName(std::size_t c) const { return QString::fromStdString(a().candidates[c].label); }

        void header()
        {
            line(QStringLiteral("# ") + t(QT_TRANSLATE_NOOP("TicketSummary", "QuantLens support ticket")));
            line();
            line(t(QT_TRANSLATE_NOOP("TicketSummary",
                       "Written by QuantLens %1 on %2. Fill in the sections marked ✎ before you send it."))
                     .arg(QCoreApplication::applicationVersion(), f.created.toString(Qt::ISODate)));
            line();
            line(QStringLiteral("> ")
                + t(QT_TRANSLATE_NOOP("TicketSummary",
                    "Cosine similarity on one input is not dataset accuracy (mAP, top-1): confirm any fix on a data "
                    "set.")));
        }

        void platform()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "1. Platform and toolchain ✎"));
            // The toolchain's own ticket template asks about its version and chip in its words.
            for (const QString& item :
                { t(QT_TRANSLATE_NOOP("TicketSummary", "Chip and board:")),
                    l.core(text(toolchainOf(f.toolchain).ticketToolchainCode)),
                    t(QT_TRANSLATE_NOOP("TicketSummary",
                        "Deployed on another platform before? Its vendor, chip, toolchain version, quantization script "
                        "or config and command:")),
                    t(QT_TRANSLATE_NOOP(
                        "TicketSummary", "Dataset metric of the float model, on the board, and which metric:")) })
                line(QStringLiteral("- ") + item);
            line();
            line(t(QT_TRANSLATE_NOOP("TicketSummary", "This analysis ran on %1 (see versions.txt).")).arg(f.platform));
        }

        void inputs()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "2. The inputs of this analysis"));
            line(QStringLiteral("| %1 | %2 | %3 | SHA-256 |")
                     .arg(t(QT_TRANSLATE_NOOP("TicketSummary", "role")), t(QT_TRANSLATE_NOOP("TicketSummary", "file")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "size"))));
            line(QStringLiteral("|---|---|---:|---|"));
            std::map<std::string, std::pair<std::size_t, std::uint64_t>> runs; // label → files, bytes
            for (const auto& h : f.inputs) {
                if (h.input.kind == "dump") {
                    auto& [count, bytes] = runs[h.input.run];
                    ++count;
                    bytes += h.input.size;
                    continue;
                }
                const char* role = h.input.kind == "float_model" ? QT_TRANSLATE_NOOP("TicketSummary", "float model")
                    : h.input.kind == "quant_model"              ? QT_TRANSLATE_NOOP("TicketSummary", "quantized model")
                    : h.input.kind == "model_input"              ? QT_TRANSLATE_NOOP("TicketSummary", "model input")
                                                                 : QT_TRANSLATE_NOOP("TicketSummary", "tensor map");
                line(QStringLiteral("| %1 | %2 | %3 | `%4` |")
                         .arg(t(role), code(QFileInfo(QString::fromStdString(h.input.path)).fileName().toStdString()),
                             bytesText(h.input.size), h.sha256));
            }
            const auto runRow = [&](const RunInfo& run, const char* role) {
                const auto it = runs.find(run.label);
                const auto [count, bytes] = it == runs.end() ? std::pair<std::size_t, std::uint64_t> {} : it->second;
                // The folder's or file's own name, never this machine's path; and what names its tensors.
                const QFileInfo info(QString::fromStdString(run.path));
                const QString shown
                    = info.fileName().isEmpty() ? QFileInfo(info.absolutePath()).fileName() : info.fileName();
                if (count == 0 && !a().modelInputs.empty()) {
                    // No dump: the run was computed here, by running its model on the model inputs above.
                    line(QStringLiteral("| %1 | %2 | | %3 |")
                             .arg(t(role).arg(QString::fromStdString(run.label)), code(shown.toStdString()),
                                 t(QT_TRANSLATE_NOOP("TicketSummary",
                                     "computed by running this model on the model "
                                     "inputs listed above"))));
                    return;
                }
                const QString names
                    = info.isDir() && QFileInfo::exists(info.absoluteFilePath() + QStringLiteral("/manifest.json"))
                    ? t(QT_TRANSLATE_NOOP("TicketSummary", "%1 files, in inputs.csv; tensor names from %2"))
                          .arg(count)
                          .arg(code(QString(shown + QStringLiteral("/manifest.json")).toStdString()))
                    : t(QT_TRANSLATE_NOOP("TicketSummary", "%1 files, in inputs.csv")).arg(count);
                line(QStringLiteral("| %1 | %2 | %3 | %4 |")
                         .arg(t(role).arg(QString::fromStdString(run.label)), code(shown.toStdString()),
                             bytesText(bytes), names));
            };
            runRow(a().reference, QT_TRANSLATE_NOOP("TicketSummary", "reference run '%1'"));
            for (const auto& run : a().candidates)
                runRow(run, QT_TRANSLATE_NOOP("TicketSummary", "run '%1'"));
            line();
            line(t(QT_TRANSLATE_NOOP("TicketSummary",
                "Every input file with its size and SHA-256 is listed in inputs.csv, so support can check they have "
                "the same files.")));
            if (!f.skippedInputs.empty())
                line(t(QT_TRANSLATE_NOOP("TicketSummary",
                           "Not listed: %1 links in the dump folders to files outside them (e.g. %2); they are not "
                           "part of the "
                           "runs' dumps."))
                         .arg(f.skippedInputs.size())
                         .arg(code(f.skippedInputs.front())));
        }

        void reproducibleCase()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "3. Minimal reproducible case ✎"));
            line(t(QT_TRANSLATE_NOOP("TicketSummary", "Attach, or say why you cannot:")));
            for (const QString& item : { t(QT_TRANSLATE_NOOP("TicketSummary", "the float ONNX model (listed above)")),
                     t(QT_TRANSLATE_NOOP("TicketSummary", "one test image and its preprocessing (Python or C++)")),
                     l.core(text(toolchainOf(f.toolchain).ticketConfigCode)),
                     t(QT_TRANSLATE_NOOP("TicketSummary", "the calibration subset")),
                     t(QT_TRANSLATE_NOOP("TicketSummary", "the build command and the complete compile log")) })
                line(QStringLiteral("- [ ] ") + item);
            line();
            line(t(QT_TRANSLATE_NOOP("TicketSummary",
                "If the model cannot be shared: a float model with random weights, the complete compile log, the "
                "toolchain's "
                "precision analysis output (Pulsar2: \"precision_analysis\": true, \"precision_analysis_method\": "
                "\"EndToEnd\", "
                "then output/quant/debug), the config, the calibration subset and the command. The tables and pictures "
                "of this "
                "bundle can be shared instead of the dumps.")));
        }

        void perLayer()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "4. Per-layer comparison"));
            line(t(
                QT_TRANSLATE_NOOP("TicketSummary",
                    "Thresholds: warning below cos %1, failure below cos %2, SigmaStar relative L1 above %3 (0: off)."))
                     .arg(significant(f.thresholds.cosWarnBelow), significant(f.thresholds.cosFailBelow),
                         significant(f.thresholds.relL1WarnAbove)));
            line();
            line(QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |")
                     .arg(t(QT_TRANSLATE_NOOP("TicketSummary", "run")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "compared")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "pass")), t(QT_TRANSLATE_NOOP("TicketSummary", "warn")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "fail")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "output cos")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "first warning")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "first failure")),
                         t(QT_TRANSLATE_NOOP("TicketSummary", "largest local drop"))));
            line(QStringLiteral("|---|---:|---:|---:|---:|---|---|---|---|"));
            for (std::size_t c = 0; c < f.summaries.size() && c < a().candidates.size(); ++c) {
                const AnalysisSummary& s = f.summaries[c];
                QStringList outputs;
                for (std::size_t r : s.finalOutputs) {
                    const auto& m = a().rows[r].results[c].metrics;
                    outputs << number(m ? std::optional(m->cosine) : std::nullopt, 4);
                }
                const auto rowName
                    = [&](std::optional<std::size_t> r) { return r ? code(a().rows[*r].tensor) : QStringLiteral("–"); };
                // Cells joined, not chained through arg(): a run label or tensor name may hold "%2".
                const QStringList cells { cell(runName(c).toStdString()),
                    QStringLiteral("%1/%2").arg(s.comparedCount).arg(s.tensorCount), QString::number(s.passCount),
                    QString::number(s.warnCount), QString::number(s.failCount), outputs.join(QStringLiteral(", ")),
                    rowName(s.firstWarn), rowName(s.firstFail), rowName(s.largestDrop) };
                line(QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |"));
            }
            line();
            line(t(QT_TRANSLATE_NOOP("TicketSummary",
                "Every tensor with every metric: report/report.csv and report/report.md, and report/report.html "
                "(graph, curves and table in any browser); ranges, clipping and own quantization loss: "
                "report/inspection.csv; per-channel outliers: report/outliers.csv.")));
        }

        void suspectedLayer()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "5. Suspected layer"));
            const int r = a().rowOf(f.selected.toStdString());
            if (r < 0) {
                line(t(QT_TRANSLATE_NOOP("TicketSummary", "Every compared tensor passes: no layer stands out.")));
                return;
            }
            const LayerRow& row = a().rows[static_cast<std::size_t>(r)];
            line(t(QT_TRANSLATE_NOOP("TicketSummary",
                       "%1, the output of node %2 (%3), shape %4: the triage's suspect (%5). Every picture in views/ "
                       "selects it."))
                     .arg(code(row.tensor), code(row.nodeName), cell(row.opType), cell(shapeToString(row.shape)),
                         l.core(triageCategoryText(f.triage.category))));
            for (const auto& e : f.triage.evidence)
                if (e.tensor == row.tensor)
                    line(QStringLiteral("- ") + l.core(e.text));
            line();
            for (std::size_t c = 0; c < row.results.size() && c < a().candidates.size(); ++c) {
                const CandidateResult& result = row.results[c];
                if (!result.metrics) {
                    line(QStringLiteral("- ") + runName(c) + QStringLiteral(": ")
                        + (result.problem ? l.core(result.problem->what, result.problem->message)
                                          : t(QT_TRANSLATE_NOOP("TicketSummary", "not compared"))));
                    continue;
                }
                const PairMetrics& m = *result.metrics;
                line(QStringLiteral("- ")
                    + t(QT_TRANSLATE_NOOP("TicketSummary", "%1: cos %2, RMSE %3, max abs error %4, SQNR %5 dB (%6)"))
                          .arg(runName(c), number(m.cosine, 6), QString::fromStdString(formatSignificant(m.rmse)),
                              QString::fromStdString(formatSignificant(m.maxAbsError)), number(m.sqnrDb, 1),
                              l.core(verdictReason(m, f.thresholds))));
            }
            if (const auto& i = f.selectedInspection) {
                line(QStringLiteral("- ")
                    + t(QT_TRANSLATE_NOOP("TicketSummary",
                            "float range [%1, %2]; representable [%3, %4]; range use %5; clipped %6; own quantization "
                            "SQNR %7 dB; cosine lost against its inputs %8"))
                          .arg(number(i->refMin, 4), number(i->refMax, 4), number(i->reprMin, 4), number(i->reprMax, 4),
                              number(i->rangeUse, 3), number(i->clipRatio, 4), number(i->ownSqnrDb, 1),
                              number(i->localDrop, 4)));
                if (!i->flags.empty()) {
                    QStringList flags;
                    for (const auto& flag : i->flags)
                        flags << code(flag);
                    line(QStringLiteral("- ")
                        + t(QT_TRANSLATE_NOOP("TicketSummary", "flags: %1")).arg(flags.join(QStringLiteral(", "))));
                }
                if (i->advice)
                    line(QStringLiteral("- ")
                        + t(QT_TRANSLATE_NOOP("TicketSummary", "advice: %1")).arg(l.core(*i->advice)));
            }
            line();
            if (f.attachments.empty())
                line(t(QT_TRANSLATE_NOOP("TicketSummary",
                    "Its float and quantized values are in the runs' dumps (see inputs.csv); attach those files if "
                    "support asks "
                    "for them (quantlens ticket --attach-suspect puts them in the bundle).")));
            else
                line(t(QT_TRANSLATE_NOOP("TicketSummary",
                    "Its node's output and inputs, as every run holds them, are attached in dumps/ (.npy, float32, in "
                    "the "
                    "float model's layout; quantized runs dequantized).")));
        }

        void triageSection()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "6. Triage (the vendors' debugging procedure)"));
            // Built as triage.md builds it, said in this summary's language.
            TriageMarkdownOptions options;
            options.say = [this](const Text& t) { return l.core(t).toStdString(); };
            options.headingMarks = "###";
            options.evidenceShown = 10;
            options.moreEvidenceIn = "report/triage.md";
            options.procedure = l.core(text(toolchainOf(f.toolchain).nameCode)).toStdString();
            line();
            m_out += QString::fromStdString(triageMarkdownBody(f.triage, options));
        }

        void planSection()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "7. Precision plan"));
            if (f.plan.empty() && !f.planSuggested) {
                line(t(
                    QT_TRANSLATE_NOOP("TicketSummary",
                        "The workspace has no plan, and QuantLens suggests none: the triage finds \"%1\", whose fix is "
                        "not moving layers to 16 bit (see 6. Triage)."))
                         .arg(l.core(triageCategoryText(f.triage.category))));
                return;
            }
            line((f.planSuggested
                         ? t(QT_TRANSLATE_NOOP("TicketSummary",
                             "The workspace has no plan yet: this is QuantLens' suggestion (the triage's culprit "
                             "ranking, within the default budget), not applied by anyone."))
                         : t(QT_TRANSLATE_NOOP("TicketSummary", "The plan of this workspace, as the user edited it.")))
                + QLatin1Char(' ')
                + t(QT_TRANSLATE_NOOP(
                        "TicketSummary", "%1 tensors at 16 bit; cost: %2 % of MACs, %3 % of activation bytes."))
                      .arg(f.cost.wideTensors)
                      .arg(significant(f.cost.macShare * 100), significant(f.cost.activationShare * 100)));
            if (!f.plan.tensors.empty()) {
                line();
                line(QStringLiteral("| %1 | %2 | %3 |")
                         .arg(t(QT_TRANSLATE_NOOP("TicketSummary", "tensor")),
                             t(QT_TRANSLATE_NOOP("TicketSummary", "type")),
                             t(QT_TRANSLATE_NOOP("TicketSummary", "why"))));
                line(QStringLiteral("|---|---|---|"));
                // In graph order, as the plan view lists them; names the model lacks last.
                std::vector<std::pair<int, const std::pair<const std::string, PlanEntry>*>> ordered;
                for (const auto& item : f.plan.tensors) {
                    const int r = a().rowOf(item.first);
                    ordered.emplace_back(
                        r < 0 ? std::numeric_limits<int>::max() : a().rows[static_cast<std::size_t>(r)].order, &item);
                }
                std::stable_sort(
                    ordered.begin(), ordered.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
                for (const auto& [order, item] : ordered)
                    line(QStringLiteral("| %1 | %2 | %3 |")
                             .arg(code(item->first), QString::fromLatin1(precisionKey(item->second.precision)),
                                 cell(l.core(item->second.reason).toStdString())));
            }
            line();
            line(t(QT_TRANSLATE_NOOP("TicketSummary", "Exported (plan/):")));
            line(QStringLiteral("- plan/plan.json: ")
                + t(QT_TRANSLATE_NOOP("TicketSummary", "the plan, for 'quantlens export' and the window")));
            for (const auto& e : f.exports) {
                const QString title = l.translate("PlanFormats", e.format->title);
                if (e.content)
                    line(QStringLiteral("- plan/%1: %2 (").arg(QString::fromStdString(e.fileName), title)
                        + t(QT_TRANSLATE_NOOP("TicketSummary", "changes: plan/%1.diff"))
                              .arg(QString::fromStdString(e.fileName))
                        + QLatin1Char(')'));
                else if (e.failure)
                    line(QStringLiteral("- %1: ").arg(title)
                        + t(QT_TRANSLATE_NOOP("TicketSummary", "not written: %1"))
                              .arg(l.core(e.failure->what, e.failure->message)));
            }
        }

        void problems()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "8. What QuantLens found wrong with the inputs"));
            if (a().findings.empty() && a().warnings.empty()) {
                line(t(QT_TRANSLATE_NOOP("TicketSummary", "Nothing: the models and dumps belong together.")));
                return;
            }
            for (const auto& finding : a().findings)
                line(QStringLiteral("- **%1** ")
                         .arg(finding.severity == Finding::Severity::Error
                                 ? t(QT_TRANSLATE_NOOP("TicketSummary", "error"))
                                 : t(QT_TRANSLATE_NOOP("TicketSummary", "warning")))
                    + problemLine(finding.problem));
            constexpr std::size_t kShown = 20;
            for (std::size_t i = 0; i < a().warnings.size() && i < kShown; ++i)
                line(QStringLiteral("- ") + problemLine(a().warnings[i]));
            if (a().warnings.size() > kShown)
                line(QStringLiteral("- ")
                    + t(QT_TRANSLATE_NOOP("TicketSummary", "… %1 more warnings in report/report.md"))
                          .arg(a().warnings.size() - kShown));
        }

        QString problemLine(const Problem& p) const
        {
            QString text = cell(QFileInfo(QString::fromStdString(p.file)).fileName().toStdString());
            for (const QString& part : { l.core(p.where, p.position), l.core(p.what, p.message) })
                if (!part.isEmpty())
                    text += (text.isEmpty() ? QString() : QStringLiteral(": ")) + cell(part.toStdString());
            return text;
        }

        void conclusions()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "9. Conclusions so far ✎"));
            line(t(QT_TRANSLATE_NOOP("TicketSummary",
                "What you tried (16-bit layers, calibration method and data, …) and what it changed:")));
        }

        void contents()
        {
            heading(QT_TRANSLATE_NOOP("TicketSummary", "Contents of this bundle"));
            QStringList views;
            for (const auto& id : f.viewIds)
                views << id;
            line(QStringLiteral("- views/: ")
                + t(QT_TRANSLATE_NOOP("TicketSummary", "PNG and SVG of every view (%1), with %2 selected"))
                      .arg(views.join(QStringLiteral(", ")), code(f.selected.toStdString())));
            line(QStringLiteral("- report/: ")
                + t(QT_TRANSLATE_NOOP("TicketSummary",
                    "per-tensor report (CSV, Markdown, one HTML page), inspection, outliers, triage (Markdown, "
                    "JSON)")));
            line(QStringLiteral("- plan/: ")
                + (f.exports.empty()
                        ? t(QT_TRANSLATE_NOOP("TicketSummary", "the precision plan (empty: none suggested)"))
                        : t(QT_TRANSLATE_NOOP(
                            "TicketSummary", "the precision plan, each vendor config and its diff"))));
            if (!f.attachments.empty())
                line(QStringLiteral("- dumps/: ")
                    + t(QT_TRANSLATE_NOOP("TicketSummary", "the suspect's node as every run holds it (%1 files)"))
                          .arg(f.attachments.size()));
            if (f.carriedInputs > 0)
                line(QStringLiteral("- inputs/: ")
                    + t(QT_TRANSLATE_NOOP("TicketSummary", "the model inputs the models ran on (%1 files)"))
                          .arg(f.carriedInputs));
            line(QStringLiteral("- inputs.csv: ")
                + t(QT_TRANSLATE_NOOP("TicketSummary", "every input file, its size and SHA-256")));
            line(QStringLiteral("- versions.txt: ")
                + t(QT_TRANSLATE_NOOP("TicketSummary", "QuantLens, its libraries and the system")));
            line(QStringLiteral("- workspace.quantlens.json: ")
                + t(QT_TRANSLATE_NOOP(
                    "TicketSummary", "reopens this analysis in QuantLens where the same files exist")));
            line(QStringLiteral("- README.md, README.zh_CN.md: ")
                + t(QT_TRANSLATE_NOOP("TicketSummary", "this summary in English and Chinese")));
        }
    };
}

QString ticketSummary(const TicketFacts& facts, const TicketLanguage& language)
{
    return Writer(facts, language).write();
}

} // namespace quantlens
