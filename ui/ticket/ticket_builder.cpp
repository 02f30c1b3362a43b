#include "ticket/ticket_builder.h"

#include "ticket/input_hashes.h"
#include "ticket/ticket_language.h"
#include "ticket/ticket_summary.h"

#include "analysis/analysis_runner.h"
#include "language.h"
#include "match/name_rules.h"
#include "precision/plan_context.h"
#include "precision/plan_json.h"
#include "precision/plan_suggestion.h"
#include "report/advice_report.h"
#include "report/calibration_report.h"
#include "report/html_report.h"
#include "report/inspection_report.h"
#include "report/report_format.h"
#include "report/table_writer.h"
#include "report/triage_report.h"
#include "session_context.h"
#include "tensor/npy_writer.h"
#include "toolchain/toolchain.h"
#include "triage/run_values.h"
#include "util/library_versions.h"
#include "util/unique_file_names.h"
#include "util/whole_file.h"
#include "util/zip_writer.h"
#include "view_exporter.h"
#include "view_registry.h"

#include <QFileInfo>
#include <QSysInfo>
#include <QWidget>

#include <filesystem>

namespace quantlens {
namespace {
    /// Folder the bundle's plan and workspace name paths from: the float model's, so a support
    /// engineer who lays the files out the same way can open them.
    std::string modelFolder(const Workspace& w)
    {
        return QFileInfo(QString::fromStdString(w.floatModel)).absolutePath().toStdString();
    }
}

TicketBuilder::TicketBuilder(
    std::shared_ptr<const Analysis> analysis, Workspace workspace, Thresholds thresholds, TicketOptions options)
    : m_options(std::move(options))
{
    m_facts.analysis = std::move(analysis);
    m_facts.workspace = std::move(workspace);
    m_facts.thresholds = thresholds;
    m_facts.toolchain = m_options.toolchain;
}

TicketBuilder::~TicketBuilder() = default;

void TicketBuilder::prepareTexts()
{
    const Analysis& a = *m_facts.analysis;
    for (std::size_t c = 0; c < a.candidates.size(); ++c)
        m_facts.summaries.push_back(summarize(a, c, m_facts.thresholds));
    const auto inspections = inspect(a, InspectionRules {});
    addReports(inspections); // the triage first: its suspect is what the pictures select
    m_facts.selected = chooseSelection();
    if (const int row = a.rowOf(m_facts.selected.toStdString()); row >= 0)
        m_facts.selectedInspection = inspections[static_cast<std::size_t>(row)];
    addPlan(inspections);
    if (m_options.attachSuspectDumps)
        addSuspectDumps();
    Workspace shown = m_facts.workspace;
    shown.plan = m_facts.planSuggested ? PrecisionPlan {} : m_facts.plan;
    shown.view.selectedTensor = m_facts.selected.toStdString();
    shown.view.thresholds = m_facts.thresholds;
    add("workspace.quantlens.json", workspaceJson(shown, modelFolder(m_facts.workspace)));
    add("versions.txt", versionsText());
    m_facts.viewIds = quantlens::viewIds();
}

void TicketBuilder::preparePictures()
{
    m_viewContext = std::make_unique<SessionContext>();
    m_viewContext->setMeasureEnabled(false); // the pictures show what the ticket measured, nothing more
    m_viewContext->setThresholds(m_facts.thresholds);
    m_viewContext->setAnalysis(m_facts.analysis);
    m_viewContext->resetPlan(m_facts.plan);
    if (m_options.calibration)
        m_viewContext->setCalibrationStudy(m_options.calibration);
    m_viewContext->setTriage(m_facts.triage); // the ticket's own, not one run again per picture
    m_viewContext->select(m_facts.selected);
}

QString TicketBuilder::chooseSelection() const
{
    const Analysis& a = *m_facts.analysis;
    if (!m_options.selection.isEmpty() && a.rowOf(m_options.selection.toStdString()) >= 0)
        return m_options.selection;
    return QString::fromStdString(suspectOf(m_facts.triage, a)); // the one suspect
}

void TicketBuilder::addReports(const std::vector<TensorInspection>& inspections)
{
    const Analysis& a = *m_facts.analysis;
    add("report/report.csv", renderCsvReport(a));
    add("report/report.md", renderMarkdownReport(a));
    add("report/inspection.csv", renderInspection(a, InspectionRules {}, ReportFormat::Csv));
    add("report/outliers.csv", renderOutliers(a, OutlierOptions {}, ReportFormat::Csv));
    // The triage the window shows for this toolchain: its own thresholds, or (generic) the window's.
    const Toolchain* toolchain = findToolchain(m_options.toolchain.toStdString());
    TriageOptions options;
    options.preset = (toolchain ? *toolchain : genericToolchain()).triage;
    if (!options.preset.ownThresholds)
        options.preset.thresholds = m_facts.thresholds;
    options.inspections = &inspections;
    const auto& study = m_options.calibration;
    if (study)
        options.calibration = &study->finding;
    m_facts.triage = triage(a, options);
    if (m_options.advice)
        insertAdviceStep(m_facts.triage.nextSteps, *m_options.advice, options.calibration);
    add("report/triage.md", renderTriageMarkdown(m_facts.triage, a));
    add("report/triage.json", renderTriageJson(m_facts.triage));
    // Everything above as one page for the reader who installs nothing.
    HtmlReportOptions page;
    page.triage = &m_facts.triage;
    page.language = installedLanguage().startsWith(u"zh") ? "zh_CN" : "en";
    page.translate = translatedInInstalledLanguage;
    std::optional<CalibrationReport> lab;
    if (study) {
        lab = calibrationReportOf(*study, a);
        page.calibration = &*lab;
        add("report/calibration.json", renderCalibration(*lab, ReportFormat::Json));
        add("report/calibration.md", renderCalibration(*lab, ReportFormat::Markdown));
    }
    if (const auto& advice = m_options.advice) { // the window's may come without a lab of the session's
        const auto labels = evalInputNames(a, advice->asIs.samples.size());
        add("report/advice.json", renderAdvice(*advice, labels, ReportFormat::Json, toolchain));
        add("report/advice.md", renderAdvice(*advice, labels, ReportFormat::Markdown, toolchain));
    }
    add("report/report.html", renderHtmlReport(a, page));
}

void TicketBuilder::addSuspectDumps()
{
    const Analysis& a = *m_facts.analysis;
    const int selected = a.rowOf(m_facts.selected.toStdString());
    if (selected < 0)
        return;
    // The suspect's node: its output and the inputs it read, in every run that compared them.
    std::vector<const LayerRow*> rows { &a.rows[static_cast<std::size_t>(selected)] };
    if (const Node* node = a.floatGraph ? a.floatGraph->producer(m_facts.selected.toStdString()) : nullptr)
        for (const auto& input : node->inputs)
            if (const int r = a.rowOf(input); r >= 0)
                rows.push_back(&a.rows[static_cast<std::size_t>(r)]);
    for (const LayerRow* row : rows) {
        const std::string file = sanitizeTensorName(row->tensor) + ".npy";
        if (auto values = readRunValues(a, *row, RunIndex::referenceRun()))
            addAttachment(
                "dumps/" + sanitizeTensorName(a.reference.label) + "/" + file, npyFloat32(row->shape, values.value()));
        for (std::size_t c = 0; c < a.candidates.size(); ++c)
            if (!a.candidates[c].imported && row->results[c].compared())
                if (auto values = readRunValues(a, *row, RunIndex::candidateRun(c)))
                    addAttachment("dumps/" + sanitizeTensorName(a.candidates[c].label) + "/" + file,
                        npyFloat32(row->shape, values.value()));
    }
}

void TicketBuilder::addModelInputs(const std::vector<TicketInput>& inputs)
{
    // The inputs the models ran on reproduce every number of the ticket: carried whole when small
    // enough to mail, else named and hashed in inputs.csv only.
    constexpr std::uint64_t kLargestCarried = 64ull << 20;
    UniqueFileNames names("input");
    for (const auto& input : inputs) {
        if (input.kind != "model_input" || input.size > kLargestCarried)
            continue;
        auto bytes = readWholeFile(input.path, kLargestCarried);
        if (!bytes)
            continue;
        const std::string stem = std::filesystem::path(input.shownPath).stem().string();
        add("inputs/" + names.claim(stem) + ".npy", std::move(bytes).value());
        ++m_facts.carriedInputs;
    }
}

void TicketBuilder::addAttachment(const std::string& name, std::string bytes)
{
    m_facts.attachments.push_back(name);
    add(name, std::move(bytes));
}

void TicketBuilder::addPlan(const std::vector<TensorInspection>& inspections)
{
    const Analysis& a = *m_facts.analysis;
    const PlanContext context = planContextOf(a);
    m_facts.plan = m_facts.workspace.plan;
    // A suggestion only where 16 bit is the fix: an input, board, pairing or calibration problem is
    // fixed where it lies, and a ticket must not send anyone widening layers for it.
    if (m_facts.plan.empty() && fixedBySixteenBit(m_facts.triage.category)) {
        SuggestionOptions suggestion;
        const Toolchain* toolchain = findToolchain(m_options.toolchain.toStdString());
        suggestion.rule = (toolchain ? *toolchain : genericToolchain()).sixteenBit;
        m_facts.plan = suggestPlan({}, a, inspections, context, suggestion);
        m_facts.planSuggested = true;
    }
    m_facts.cost = planCost(m_facts.plan, context);
    add("plan/plan.json",
        planFileText({ m_facts.plan, a.floatModelPath, a.quantModelPath }, modelFolder(m_facts.workspace)));
    if (m_facts.plan.empty())
        return; // nothing to export: no vendor config the support side could mistake for a fix
    m_facts.exports = exportPlanEverywhere(m_facts.plan, context, m_options.existingConfig);
    for (const auto& e : m_facts.exports) {
        if (!e.content)
            continue;
        add("plan/" + e.fileName, *e.content);
        add("plan/" + e.fileName + ".diff", e.diff);
    }
}

QString TicketBuilder::renderView(int index)
{
    if (!startView(index))
        return {};
    waitUntilReady(m_view.get(), 60000);
    return finishView();
}

bool TicketBuilder::startView(int index)
{
    m_view.reset();
    if (index < 0 || index >= m_facts.viewIds.size() || !m_viewContext)
        return false;
    m_viewId = m_facts.viewIds[index];
    m_view.reset(createView(m_viewId, m_viewContext.get()));
    if (!m_view)
        return false;
    m_view->resize(m_options.imageSize);
    m_viewContext->select(m_facts.selected); // a view built after the selection shows it too
    const ViewDescriptor* descriptor = findView(m_viewId);
    if (auto it = m_facts.workspace.view.states.find(m_viewId.toStdString());
        descriptor && descriptor->restoreState && it != m_facts.workspace.view.states.end())
        descriptor->restoreState(m_view.get(), it->second);
    return true;
}

bool TicketBuilder::currentViewReady() { return !m_view || waitUntilReady(m_view.get(), 0); }

QString TicketBuilder::finishView()
{
    if (!m_view)
        return {};
    const std::unique_ptr<QWidget> view = std::move(m_view);
    revealSelectionFor(view.get(), 60000); // the suspect in sight, wherever the saved view state was
    for (const char* format : { "png", "svg" }) {
        QByteArray bytes;
        const QString failure = renderWidget(view.get(), m_options.imageSize, QString::fromLatin1(format), bytes);
        if (!failure.isEmpty())
            return m_viewId + QStringLiteral(": ") + failure;
        add("views/" + m_viewId.toStdString() + "." + format, bytes.toStdString());
    }
    return {};
}

void TicketBuilder::finishPictures()
{
    m_view.reset(); // before the session it reads
    m_viewContext.reset();
}

std::string TicketBuilder::versionsText() const
{
    std::string text;
    for (const auto& [name, value] : libraryVersions())
        text += name + ": " + value + "\n";
    text += std::string("Qt: ") + qVersion() + "\n";
    for (const auto& [name, value] : systemDescription())
        text += name + ": " + value + "\n";
    return text;
}

std::string TicketBuilder::inputsCsv() const
{
    std::string csv = "kind,run,path,bytes,sha256\n";
    for (const auto& h : m_facts.inputs)
        csv += csvField(h.input.kind) + "," + csvField(h.input.run) + "," + csvField(h.input.shownPath) + ","
            + std::to_string(h.input.size) + "," + h.sha256.toStdString() + "\n";
    return csv;
}

Result<bool> TicketBuilder::finish(const std::string& path, const ProgressCallback& progress)
{
    const auto inputs = ticketInputs(m_facts.workspace, &m_facts.skippedInputs);
    std::size_t totalBytes = 0;
    for (const auto& input : inputs)
        totalBytes += input.size;
    bool cancelled = false;
    m_facts.inputs = hashInputs(inputs, [&](std::size_t done, std::size_t total) {
        cancelled = progress && !progress(done, total);
        return !cancelled;
    });
    const auto cancelledProblem = [&] { return Result<bool>::failure(cancellation(path)); };
    if (cancelled)
        return cancelledProblem();
    add("inputs.csv", inputsCsv());
    addModelInputs(inputs);
    m_facts.created = QDateTime::currentDateTime();
    m_facts.platform = QSysInfo::prettyProductName() + QStringLiteral(", Qt ") + QString::fromLatin1(qVersion());
    add("README.md", ticketSummary(m_facts, TicketLanguage(QStringLiteral("en_US"))).toStdString());
    add("README.zh_CN.md", ticketSummary(m_facts, TicketLanguage(QStringLiteral("zh_CN"))).toStdString());
    ZipWriter zip;
    for (const auto& [name, bytes] : m_files)
        zip.add("quantlens-ticket/" + name, bytes, !name.ends_with(".png"));
    // Asked once more: a Cancel while the summaries were written must not leave a ticket behind.
    if (progress && !progress(totalBytes, totalBytes))
        return cancelledProblem();
    return zip.write(path);
}

} // namespace quantlens
