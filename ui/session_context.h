#pragma once
#include "advisor/fix_advisor.h"
#include "analysis/analysis.h"
#include "analysis/inspection.h"
#include "analysis/measure_analysis.h"
#include "calibration/calibration_study.h"
#include "compare/encoding_diff.h"
#include "precision/plan_context.h"
#include "precision/plan_cost.h"
#include "precision/plan_suggestion.h"
#include "precision/precision_plan.h"
#include "simulation/simulator.h"
#include "toolchain/toolchain.h"
#include "triage/triage.h"
#include "workers/latest_job.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <vector>

namespace quantlens {

/// The one place views read shared state from: the current analysis, the selected tensor and the
/// thresholds (with the summaries they give). Panels subscribe to its signals and never call each
/// other, so one click selects a layer in every view.
class PlanEditCommand;

class SessionContext : public QObject {
    Q_OBJECT
public:
    explicit SessionContext(QObject* parent = nullptr);

    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    /// Asks the window to analyse one input of the data set shown alone (a bad case opened).
    void openInput(const QString& file) { emit inputOpenRequested(file); }
    /// Asks the window to go back to the data set an input was opened from.
    void returnToDataSet() { emit dataSetReturnRequested(); }
    /// While one input opened from a data set is shown: the data set's input count; else 0.
    int dataSetToReturnTo() const { return m_dataSetToReturnTo; }
    void setDataSetToReturnTo(int inputs) { m_dataSetToReturnTo = inputs; }
    /// Float tensor name of the selection; empty when nothing is selected.
    const QString& selectedTensor() const { return m_selected; }
    /// Row index of the selection in analysis()->rows, -1 when none.
    int selectedRow() const { return m_selectedRow; }
    /// Row of any float tensor in the current analysis, -1 when absent.
    int rowOf(const QString& tensor) const;

    const Thresholds& thresholds() const { return m_thresholds; }
    /// A candidate run's summary under the current thresholds; an empty one without an analysis.
    const AnalysisSummary& summary(std::size_t candidate = 0) const;
    /// The triage of the current analysis under the current thresholds, inspection rules and
    /// toolchain; nullopt while it runs (it reads inputs again, off the UI thread) and without runs.
    const std::optional<TriageResult>& triage() const { return m_triage; }
    /// The one suspect (suspectOf() the triage): where the window opens, what pictures select and
    /// what the ticket names. Empty while the triage runs or when it names no tensor.
    QString suspectTensor() const;
    /// The toolchain the session works for (core/toolchain): whose thresholds and next steps the triage
    /// follows ("generic": the thresholds set in the window), the 16-bit type plan edits write and which
    /// tensors may take it. One choice for the triage, the plan and the ticket.
    const Toolchain& toolchain() const;
    const QString& toolchainKey() const { return m_toolchain; }
    /// Unknown keys are ignored; aliases are taken.
    void setToolchain(const QString& key);
    /// Selects the suspect as soon as the triage names it, unless something is selected by then (a
    /// window opening with no saved selection; a picture of it).
    void selectSuspectWhenKnown();
    /// Hands in a triage computed elsewhere (a ticket's), instead of running one.
    void setTriage(TriageResult result);
    /// Blocks (at most `ms`) until the running triage is delivered; true when none is pending.
    bool waitForTriage(int ms);

    const InspectionRules& inspectionRules() const { return m_rules; }
    /// Every row's inspection under the current rules (one per row, in row order).
    const std::vector<TensorInspection>& inspections() const { return *m_inspections; }

    /// The precision plan: the one thing users edit. Every change goes through the undo stack.
    const PrecisionPlan& plan() const { return m_plan; }
    /// The current model's activations as the plan sees them (names, shapes, MACs).
    const PlanContext& planContext() const { return m_planContext; }
    PlanCost planCost() const;
    QUndoStack* undoStack() const { return m_undo; }
    /// A tensor's precision in the plan (its op type's and the whole model's rules included).
    Precision precisionOf(const QString& tensor) const;
    bool isWide(const QString& tensor) const { return quantlens::isWide(precisionOf(tensor)); }

    /// Sets tensors to `precision` as the user's own choice (U8 for "back to the default"), as one
    /// undoable step called `what`.
    void setPrecision(const QStringList& tensors, Precision precision, const QString& what);
    /// 16 bit when the tensor is 8 bit, else back to 8 bit.
    void togglePrecision(const QString& tensor);
    /// Replaces the whole plan (suggestion, import, clear) as one undoable step.
    void replacePlan(const PrecisionPlan& plan, const QString& what);
    /// Starts over with `plan` (a workspace opened): no undo history.
    void resetPlan(const PrecisionPlan& plan);

    /// Measuring by running the models: after an analysis whose models can run arrives, they run off
    /// the UI thread (each tensor at 16 bit and in float, isolated errors, weights) and the analysis is
    /// replaced by the measured one (measurementChanged, not analysisChanged: views keep their place).
    /// On unless QUANTLENS_MEASURE=0.
    bool measureEnabled() const { return m_measureEnabled; }
    void setMeasureEnabled(bool on);
    bool measuring() const { return m_measuring; }
    /// Progress of the running measurement (done of total); null when none runs.
    const JobProgress* measurementProgress() const { return m_measuring ? m_measureJob.progress() : nullptr; }
    void cancelMeasurement();
    /// Blocks (at most `ms`) until the running measurement is delivered; true when none is pending.
    bool waitForMeasurement(int ms) { return m_measureJob.wait(ms); }
    /// The measured analysis's simulator, for what-if runs of plans; null until measured.
    std::shared_ptr<const sim::Simulator> simulator() const { return m_simulator; }

    /// The calibration lab (calibration/calibration_study.h) on the measured model: run off the UI thread
    /// once the models are measured when the analysis has calibration inputs, again on request. Null
    /// until then; calibrationProblem() says why there is none when it failed.
    const std::shared_ptr<const calib::CalibrationStudy>& calibrationStudy() const { return m_calibrationStudy; }
    const QString& calibrationProblem() const { return m_calibrationProblem; }
    bool studyingCalibration() const { return m_calibrationJob.isPending(); }
    const JobProgress* calibrationProgress() const { return m_calibrationJob.progress(); }
    /// Starts the lab on the measured simulator; false (nothing started) before measuring or without
    /// calibration inputs.
    bool studyCalibration();
    /// Hands in a study made elsewhere (a ticket's pictures), instead of running one.
    void setCalibrationStudy(std::shared_ptr<const calib::CalibrationStudy> study);
    void cancelCalibrationStudy();
    /// The fix advisor's levers as the Advisor view last measured them on these models (null: not
    /// measured, or the models changed since): what a ticket quotes.
    const std::shared_ptr<const advisor::Advice>& advice() const { return m_advice; }
    void setAdvice(std::shared_ptr<const advisor::Advice> advice);
    /// Blocks (at most `ms`) until the running study is delivered; true when none is pending.
    bool waitForCalibrationStudy(int ms) { return m_calibrationJob.wait(ms); }
    /// The calibration method the session measures with (a calib::rangeMethods() key; empty: the quantized
    /// model's own ranges). The plan's prediction and the plan search follow it.
    const QString& calibrationMethod() const { return m_calibrationMethod; }
    /// As one undoable step called `what`; the models are measured again starting from that method.
    void setCalibrationMethod(const QString& method, const QString& what);
    /// Starts over with `method` (a workspace opened): no undo step. Unknown keys mean the model's own.
    void resetCalibrationMethod(const QString& method);
    /// The fix advisor's levers the session measures with (null: none): a what-if of the model rebuilt
    /// with them, which the plan, its prediction and the plan search start from. Dropped with the models.
    const std::shared_ptr<const sim::AppliedLevers>& appliedLevers() const { return m_appliedLevers; }
    /// As one undoable step called `what`; the models are measured again with them.
    void setAppliedLevers(std::shared_ptr<const sim::AppliedLevers> levers, const QString& what);

    /// The analysis's quantized model compared with another (Analysis ▸ Compare encodings): which
    /// tensors' encodings differ, for the graph's "Encoding changed" colouring. Null until compared;
    /// cleared when an analysis of another quantized model arrives.
    const std::shared_ptr<const EncodingComparison>& encodingComparison() const { return m_encoding; }
    /// The model the analysis's quantized model was compared with.
    const QString& encodingComparedWith() const { return m_encodingOther; }
    /// Reads both quantized models and compares them off the UI thread; encodingComparisonChanged or
    /// encodingComparisonFailed follows. False (nothing started) without an analysis of a quantized model.
    bool compareEncodingsWith(const QString& otherQuantModel);
    /// Blocks (at most `ms`) until the running comparison is delivered; true when none is pending.
    bool waitForEncodingComparison(int ms) { return m_encodingJob.wait(ms); }

public slots:
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    /// Selects a float tensor by name (unknown names clear the selection).
    void select(const QString& tensor);
    /// Ignores thresholds that contradict each other (Thresholds::problem()); the editors prevent them.
    void setThresholds(const Thresholds& thresholds);
    /// Ignores unusable rules (InspectionRules::problem()).
    void setInspectionRules(const InspectionRules& rules);

signals:
    void analysisChanged();
    void inputOpenRequested(const QString& file);
    void dataSetReturnRequested();
    void selectionChanged(const QString& tensor);
    void thresholdsChanged();
    void inspectionChanged();
    void planChanged();
    /// The triage started again (triage() is empty) or finished.
    void triageChanged();
    /// A measurement started, finished (the analysis now carries it) or was given up.
    void measurementChanged();
    /// The toolchain changed (the triage runs again).
    void toolchainChanged();
    /// The calibration study started, finished or failed (calibrationStudy(), calibrationProblem()).
    void calibrationStudyChanged();
    /// The calibration method the session measures with changed.
    void calibrationMethodChanged();
    /// The levers the session measures with changed (appliedLevers()).
    void appliedLeversChanged();
    /// The Advisor view's measurement was set or dropped (advice()).
    void adviceChanged();
    /// A comparison of encodings arrived or was cleared.
    void encodingComparisonChanged();
    /// A comparison could not be made: `message` names the file and the problem.
    void encodingComparisonFailed(const QString& message);
    /// A tensor was set to 16 bit that the toolchain cannot set (SigmaStar: not a convolution
    /// input); `carriers` are the nearby convolution inputs that would carry the choice instead
    /// (empty: no convolution input change can reach it).
    void widenedOutsideToolchainRules(const QString& tensor, const QStringList& carriers);

private:
    friend class PlanEditCommand;
    friend class CalibrationMethodCommand;
    friend class AppliedLeversCommand;
    void applyCalibrationMethod(const QString& method); ///< for the undo commands
    void applyLevers(std::shared_ptr<const sim::AppliedLevers> levers); ///< for the undo commands
    void applyPlan(const PrecisionPlan& plan); ///< for the undo commands
    void resummarize();
    void reinspect();
    void retriage();
    /// Starts the triage of the current analysis on a worker (or drops the old result); true when
    /// triageChanged is due. retriage() emits it at once; setAnalysis after the panels took the analysis.
    bool startTriage();
    void triageDelivered(TriageResult result);
    /// Selects the triage's suspect and keeps following it (a later triage, e.g. once measured, may name
    /// another) until the user selects something.
    void selectSuspect();
    void setSelection(const QString& tensor); ///< select() without ending the following
    struct MeasuredResult {
        std::shared_ptr<const Analysis> source; ///< the analysis that was measured
        std::optional<MeasuredAnalysis> measured; ///< none when cancelled
    };
    void remeasure();
    /// Measures `source` (an unmeasured analysis) with the session's calibration method.
    void startMeasuring(const std::shared_ptr<const Analysis>& source);
    /// The method's ranges as the calibration study computed them; inactive without a study of it.
    sim::Recalibration recalibrationFromStudy(const std::string& method) const;
    void measurementDelivered(MeasuredResult result);
    struct StudyResult {
        std::shared_ptr<const sim::Simulator> simulator; ///< the one studied
        std::shared_ptr<const calib::CalibrationStudy> study; ///< null when it failed or was cancelled
        QString problem;
    };
    void calibrationStudyDelivered(StudyResult result);

    std::shared_ptr<const Analysis> m_analysis;
    int m_dataSetToReturnTo = 0;
    QString m_selected;
    int m_selectedRow = -1;
    Thresholds m_thresholds;
    std::vector<AnalysisSummary> m_summaries;
    AnalysisSummary m_empty;
    InspectionRules m_rules;
    /// Shared with the triage's worker thread as it is (20,000 inspections copied for it took 20 ms);
    /// replaced, never changed, when the analysis or the rules change.
    std::shared_ptr<const std::vector<TensorInspection>> m_inspections
        = std::make_shared<const std::vector<TensorInspection>>();
    PrecisionPlan m_plan;
    PlanContext m_planContext;
    QUndoStack* m_undo;
    QString m_toolchain = QStringLiteral("generic");
    std::optional<TriageResult> m_triage;
    bool m_selectSuspect = false;
    bool m_followSuspect = false; ///< the selection is the suspect the window opened at, not the user's
    LatestJob<TriageResult> m_triageJob;
    bool m_measureEnabled = true;
    bool m_measuring = false;
    std::shared_ptr<const sim::Simulator> m_simulator;
    LatestJob<MeasuredResult> m_measureJob;
    /// The analysis as read, before measuring: measured again when the calibration method changes.
    std::shared_ptr<const Analysis> m_measureSource;
    QString m_calibrationMethod;
    std::shared_ptr<const calib::CalibrationStudy> m_calibrationStudy;
    std::shared_ptr<const advisor::Advice> m_advice;
    std::shared_ptr<const sim::AppliedLevers> m_appliedLevers;
    QString m_calibrationProblem;
    LatestJob<StudyResult> m_calibrationJob;
    struct EncodingResult {
        QString other;
        std::shared_ptr<const EncodingComparison> comparison; ///< null when it failed
        QString problem;
    };
    void encodingDelivered(EncodingResult result);
    std::shared_ptr<const EncodingComparison> m_encoding;
    QString m_encodingOther;
    LatestJob<EncodingResult> m_encodingJob;
};

} // namespace quantlens
