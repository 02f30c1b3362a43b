// SessionContext: the calibration lab on the measured model and the calibration method the session
// measures with (the free fix chosen before any 16-bit layer).
#include "session_context.h"

#include "applied_levers_command.h"
#include "calibration_method_command.h"
#include "core_text.h"

#include "calibration/recalibration.h"
#include "simulation/calibration_ranges.h"

namespace quantlens {
namespace {
    /// The progress callback a job's work hands to core: reports and asks whether to go on.
    template <class Control> ProgressCallback reporting(const Control& control)
    {
        return [&control](std::size_t done, std::size_t total) {
            control.progress->done = done;
            control.progress->total = total;
            return control.keepGoing();
        };
    }
}

sim::Recalibration SessionContext::recalibrationFromStudy(const std::string& method) const
{
    sim::Recalibration out;
    if (!m_calibrationStudy)
        return out;
    for (const auto& m : m_calibrationStudy->lab.methods)
        if (m.key == method && m_calibrationStudy->lab.options.percentile == calib::MethodOptions {}.percentile) {
            // The lab computed these ranges over the same inputs with the same options: the calibration
            // inputs need not run again.
            out.method = method;
            out.ranges = [ranges = m.ranges](const runtime::CompiledModel&, const sim::QuantStructure&,
                             runtime::ThreadPool&, const ProgressCallback&) {
                return Result<std::map<std::string, sim::TensorRange>>::success(ranges);
            };
        }
    return out;
}

void SessionContext::startMeasuring(const std::shared_ptr<const Analysis>& source)
{
    MeasureOptions options;
    if (const calib::RangeMethod* method = calib::rangeMethod(m_calibrationMethod.toStdString());
        method && !source->calibration.empty()) {
        options.recalibration = recalibrationFromStudy(method->key);
        // No study of these inputs yet (a workspace opened with a method): the ranges are gathered again.
        // Unreadable calibration inputs leave the model's own ranges; the Calibration view says why.
        if (!options.recalibration.active())
            if (auto files = sim::calibrationFiles(source->calibration))
                options.recalibration
                    = calib::recalibrationBy(*method, std::move(files).value(), calib::MethodOptions {});
    }
    options.levers = m_appliedLevers;
    m_measuring = true;
    m_measureJob.start(
        [source, options](const LatestJob<MeasuredResult>::Control& control) {
            MeasuredResult out;
            out.source = source;
            if (auto measured = measureAnalysis(source, options, reporting(control))) // else cancelled
                out.measured = std::move(measured).value();
            return out;
        },
        [this](quint64, MeasuredResult result) { measurementDelivered(std::move(result)); });
    emit measurementChanged();
}

bool SessionContext::studyCalibration()
{
    m_calibrationJob.cancel();
    if (!m_simulator || !m_analysis || m_analysis->calibration.empty())
        return false;
    m_calibrationStudy.reset();
    m_calibrationProblem.clear();
    m_calibrationJob.start(
        [simulator = m_simulator, entries = m_analysis->calibration](const LatestJob<StudyResult>::Control& control) {
            StudyResult out;
            out.simulator = simulator;
            auto files = sim::calibrationFiles(entries);
            if (!files) {
                out.problem = problemText(files.error());
                return out;
            }
            auto study = calib::studyCalibration(*simulator, files.value(), {}, reporting(control));
            if (study)
                out.study = std::make_shared<const calib::CalibrationStudy>(std::move(study).value());
            else if (!isCancellation(study.error()))
                out.problem = problemText(study.error());
            return out;
        },
        [this](quint64, StudyResult result) { calibrationStudyDelivered(std::move(result)); });
    emit calibrationStudyChanged();
    return true;
}

void SessionContext::setCalibrationStudy(std::shared_ptr<const calib::CalibrationStudy> study)
{
    m_calibrationJob.cancel();
    calibrationStudyDelivered({ nullptr, std::move(study), {} });
}

void SessionContext::cancelCalibrationStudy()
{
    if (!m_calibrationJob.isPending())
        return;
    m_calibrationJob.cancel();
    emit calibrationStudyChanged();
}

void SessionContext::calibrationStudyDelivered(StudyResult result)
{
    m_calibrationStudy = std::move(result.study);
    m_calibrationProblem = result.problem;
    emit calibrationStudyChanged();
    if (m_calibrationStudy)
        retriage(); // the triage names the free fix it measured
}

void SessionContext::setCalibrationMethod(const QString& method, const QString& what)
{
    const QString known = calib::rangeMethod(method.toStdString()) ? method : QString();
    if (known == m_calibrationMethod)
        return;
    m_undo->push(new CalibrationMethodCommand(this, m_calibrationMethod, known, what));
}

void SessionContext::resetCalibrationMethod(const QString& method)
{
    m_calibrationMethod = calib::rangeMethod(method.toStdString()) ? method : QString();
    emit calibrationMethodChanged();
}

void SessionContext::applyCalibrationMethod(const QString& method)
{
    m_calibrationMethod = method;
    emit calibrationMethodChanged();
    if (m_measureEnabled && m_measureSource && !m_measureSource->quantModelPath.empty())
        startMeasuring(m_measureSource); // what the plan and the prediction follow
}

void SessionContext::setAdvice(std::shared_ptr<const advisor::Advice> advice)
{
    if (advice == m_advice)
        return;
    m_advice = std::move(advice);
    emit adviceChanged();
}

void SessionContext::setAppliedLevers(std::shared_ptr<const sim::AppliedLevers> levers, const QString& what)
{
    if (levers == m_appliedLevers)
        return;
    m_undo->push(new AppliedLeversCommand(this, m_appliedLevers, std::move(levers), what));
}

void SessionContext::applyLevers(std::shared_ptr<const sim::AppliedLevers> levers)
{
    m_appliedLevers = std::move(levers);
    emit appliedLeversChanged();
    if (m_measureEnabled && m_measureSource && !m_measureSource->quantModelPath.empty())
        startMeasuring(m_measureSource); // what the plan and the prediction follow
}

} // namespace quantlens
