#include "session_context.h"

#include "analysis/analysis_runner.h"
#include "analysis/measure_analysis.h"
#include "plan_edit_command.h"

#include <future>
#include <utility>

namespace quantlens {

SessionContext::SessionContext(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_triageJob(this)
    , m_measureEnabled(qEnvironmentVariable("QUANTLENS_MEASURE") != QStringLiteral("0"))
    , m_measureJob(this)
    , m_calibrationJob(this)
    , m_encodingJob(this)
{ }

void SessionContext::setMeasureEnabled(bool on)
{
    if (on == m_measureEnabled)
        return;
    m_measureEnabled = on;
    if (on)
        remeasure();
    else
        cancelMeasurement();
}

void SessionContext::cancelMeasurement()
{
    m_measureJob.cancel();
    if (std::exchange(m_measuring, false))
        emit measurementChanged();
}

void SessionContext::remeasure()
{
    const auto& a = m_analysis;
    if (!m_measureEnabled || !a || a->modelOnly() || a->measured || a->measurementProblem || a->quantModelPath.empty())
        return;
    startMeasuring(a);
}

void SessionContext::measurementDelivered(MeasuredResult result)
{
    m_measuring = false;
    // Given up, or measured for an analysis replaced since: nothing changes.
    if (!result.measured || result.source != m_measureSource) {
        emit measurementChanged();
        return;
    }
    const bool sameModels = m_simulator && m_calibrationStudy; // a method changed: the study still holds
    m_analysis = result.measured->analysis;
    m_simulator = result.measured->simulator;
    reinspect();
    emit measurementChanged();
    emit inspectionChanged();
    if (!sameModels)
        studyCalibration();
    retriage();
}

PlanCost SessionContext::planCost() const { return quantlens::planCost(m_plan, m_planContext); }

Precision SessionContext::precisionOf(const QString& tensor) const
{
    const std::string name = tensor.toStdString();
    const PlanTensor* t = m_planContext.find(name);
    return m_plan.precisionOf(name, t ? t->opType : std::string());
}

void SessionContext::setPrecision(const QStringList& tensors, Precision precision, const QString& what)
{
    PrecisionPlan next = m_plan;
    for (const auto& tensor : tensors) {
        const std::string name = tensor.toStdString();
        next.tensors.erase(name);
        // Back to the default needs no entry unless a rule (op type, whole model) says otherwise.
        const PlanTensor* t = m_planContext.find(name);
        if (next.precisionByRules(t ? t->opType : std::string()) != precision)
            next.tensors[name] = { precision, PlanSource::User, {} };
    }
    replacePlan(next, what);
}

void SessionContext::togglePrecision(const QString& tensor)
{
    if (isWide(tensor)) {
        setPrecision({ tensor }, m_plan.defaultPrecision, tr("8 bit: %1").arg(tensor));
        return;
    }
    const SixteenBitRule& rule = toolchain().sixteenBit;
    setPrecision({ tensor }, rule.type, tr("16 bit: %1").arg(tensor));
    // Said at once, not at export: the toolchain's config has no place for this choice.
    const PlanTensor* t = m_planContext.find(tensor.toStdString());
    if (t && !rule.allows(*t)) {
        QStringList carriers;
        for (const auto& name : sixteenBitCarriers(t->name, m_planContext, rule))
            carriers << QString::fromStdString(name);
        emit widenedOutsideToolchainRules(tensor, carriers);
    }
}

void SessionContext::replacePlan(const PrecisionPlan& plan, const QString& what)
{
    if (plan == m_plan)
        return;
    m_undo->push(new PlanEditCommand(this, m_plan, plan, what));
}

void SessionContext::resetPlan(const PrecisionPlan& plan)
{
    m_undo->clear();
    applyPlan(plan);
}

void SessionContext::applyPlan(const PrecisionPlan& plan)
{
    m_plan = plan;
    emit planChanged();
}

int SessionContext::rowOf(const QString& tensor) const
{
    if (!m_analysis || tensor.isEmpty())
        return -1;
    return m_analysis->rowOf(tensor.toStdString());
}

const AnalysisSummary& SessionContext::summary(std::size_t candidate) const
{
    return candidate < m_summaries.size() ? m_summaries[candidate] : m_empty;
}

QString SessionContext::suspectTensor() const
{
    return m_analysis && m_triage ? QString::fromStdString(suspectOf(*m_triage, *m_analysis)) : QString();
}

const Toolchain& SessionContext::toolchain() const
{
    const Toolchain* t = findToolchain(m_toolchain.toStdString());
    return t ? *t : genericToolchain();
}

void SessionContext::setToolchain(const QString& key)
{
    const Toolchain* t = findToolchain(key.toStdString());
    if (!t || QLatin1String(t->key) == m_toolchain)
        return;
    m_toolchain = QLatin1String(t->key);
    emit toolchainChanged();
    retriage();
}

void SessionContext::setTriage(TriageResult result)
{
    m_triageJob.cancel();
    triageDelivered(std::move(result));
}

void SessionContext::triageDelivered(TriageResult result)
{
    m_triage = std::move(result);
    emit triageChanged();
    if ((std::exchange(m_selectSuspect, false) && m_selected.isEmpty()) || m_followSuspect)
        selectSuspect();
}

void SessionContext::selectSuspect()
{
    const QString suspect = suspectTensor();
    if (suspect.isEmpty())
        return;
    setSelection(suspect);
    m_followSuspect = true;
}

void SessionContext::selectSuspectWhenKnown()
{
    if (m_triage) {
        if (m_selected.isEmpty())
            selectSuspect();
        return;
    }
    m_selectSuspect = true;
}

bool SessionContext::waitForTriage(int ms) { return m_triageJob.wait(ms); }

void SessionContext::retriage()
{
    if (startTriage())
        emit triageChanged();
}

bool SessionContext::startTriage()
{
    m_triageJob.cancel();
    const bool hadResult = m_triage.has_value();
    m_triage.reset();
    if (!m_analysis || m_analysis->modelOnly())
        return hadResult;
    TriageOptions options;
    options.preset = toolchain().triage;
    if (!options.preset.ownThresholds) // the generic guide works with the thresholds set in the window
        options.preset.thresholds = m_thresholds;
    options.rules = m_rules;
    // This analysis's inspections under these rules, shared with the worker thread.
    auto inspections = m_inspections;
    m_triageJob.start(
        [analysis = m_analysis, options, inspections, study = m_calibrationStudy](
            const LatestJob<TriageResult>::Control&) {
            TriageOptions withInspections = options;
            withInspections.inspections = inspections.get();
            if (study) // the calibration lab's finding: a free fix the triage names before 16 bit
                withInspections.calibration = &study->finding;
            return quantlens::triage(*analysis, withInspections);
        },
        [this](quint64, TriageResult result) { triageDelivered(std::move(result)); });
    return true;
}

void SessionContext::resummarize()
{
    m_summaries.clear();
    if (m_analysis)
        for (std::size_t c = 0; c < m_analysis->candidates.size(); ++c)
            m_summaries.push_back(summarize(*m_analysis, c, m_thresholds));
}

void SessionContext::reinspect()
{
    m_inspections = std::make_shared<const std::vector<TensorInspection>>(
        m_analysis ? inspect(*m_analysis, m_rules) : std::vector<TensorInspection> {});
}

void SessionContext::setInspectionRules(const InspectionRules& rules)
{
    if (rules.problem())
        return;
    m_rules = rules;
    reinspect();
    emit inspectionChanged();
    retriage();
}

void SessionContext::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_measureJob.cancel();
    m_measuring = false;
    m_simulator.reset();
    m_measureSource = analysis && !analysis->measured ? analysis : nullptr;
    m_calibrationJob.cancel();
    const bool hadStudy = m_calibrationStudy || !m_calibrationProblem.isEmpty();
    m_calibrationStudy.reset();
    if (std::exchange(m_advice, nullptr))
        emit adviceChanged();
    if (std::exchange(m_appliedLevers, nullptr))
        emit appliedLeversChanged(); // they were the advice on the models replaced
    m_calibrationProblem.clear();
    const std::string previousQuant = m_analysis ? m_analysis->quantModelPath : std::string();
    m_analysis = std::move(analysis);
    if (m_encoding && (!m_analysis || m_analysis->quantModelPath != previousQuant)) {
        m_encodingJob.cancel();
        m_encoding.reset(); // it compared another quantized model
        m_encodingOther.clear();
        emit encodingComparisonChanged();
    }
    // The plan's context, the summaries and the inspection only read the analysis: the context is
    // built on the other core meanwhile (each takes a few dozen ms on a 20,000-node model).
    // A thread of its own, not the shared pool: a cancelled job still finishing there must not make
    // this wait.
    auto planContext = std::async(
        std::launch::async, [analysis = m_analysis] { return analysis ? planContextOf(*analysis) : PlanContext {}; });
    resummarize();
    reinspect();
    m_planContext = planContext.get();
    // The triage runs while the panels take in the analysis (a large graph's outline and labels);
    // its result is delivered through the event loop, so never before analysisChanged.
    const bool triageRestarted = startTriage();
    const QString keep = m_selected;
    m_selected.clear();
    m_selectedRow = -1;
    emit analysisChanged();
    setSelection(keep); // keep the selection across a reload when the tensor still exists
    if (triageRestarted)
        emit triageChanged();
    if (hadStudy)
        emit calibrationStudyChanged();
    remeasure();
}

void SessionContext::select(const QString& tensor)
{
    m_followSuspect = false; // the user's choice from now on
    setSelection(tensor);
}

void SessionContext::setSelection(const QString& tensor)
{
    const int row = rowOf(tensor);
    const QString next = row >= 0 ? tensor : QString();
    if (next == m_selected)
        return;
    m_selected = next;
    m_selectedRow = row;
    emit selectionChanged(m_selected);
}

void SessionContext::setThresholds(const Thresholds& thresholds)
{
    if (thresholds == m_thresholds || thresholds.problem())
        return;
    m_thresholds = thresholds;
    resummarize();
    emit thresholdsChanged();
    retriage();
}

} // namespace quantlens
