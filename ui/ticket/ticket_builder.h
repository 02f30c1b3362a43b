#pragma once
#include "advisor/fix_advisor.h"
#include "calibration/calibration_study.h"
#include "ticket/ticket_facts.h"
#include "ticket/ticket_inputs.h"
#include "util/progress.h"
#include "util/result.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace quantlens {

class SessionContext;

}

class QWidget;

namespace quantlens {

struct TicketOptions {
    QString selection; ///< the tensor the pictures select; empty: the triage's suspect
    QString toolchain = QStringLiteral("generic");
    std::optional<ExistingConfig> existingConfig; ///< the user's vendor config, merged and diffed
    QSize imageSize { 1600, 1000 };
    /// Attach the selected tensor and its node's inputs as every run compared them (.npy, float32,
    /// in the float model's layout, quantized runs dequantized): what support asks for first.
    bool attachSuspectDumps = false;
    /// The calibration lab's study (the window's, or the command's): the triage names its finding, the
    /// page shows its method table, report/calibration.* carry it and the Calibration view is pictured.
    std::shared_ptr<const calib::CalibrationStudy> calibration;
    /// The fix advisor's levers measured on top of that study: the triage's next steps quote the advised
    /// combination, report/advice.* carry the table.
    std::shared_ptr<const advisor::Advice> advice;
};

/// Assembles a support ticket (one zip: pictures of every view, reports, triage, the precision plan
/// and its vendor exports with diffs, input hashes, versions, a summary in English and Chinese) in
/// three stages, so the window can keep working: prepare() the texts, renderView() each picture on
/// the UI thread (widgets), then finish() on any thread (hashes, summaries, the zip, written
/// atomically). `quantlens ticket` runs the same stages in a row; the window runs them through
/// TicketExport.
class TicketBuilder {
public:
    TicketBuilder(
        std::shared_ptr<const Analysis> analysis, Workspace workspace, Thresholds thresholds, TicketOptions options);
    ~TicketBuilder();

    /// The texts: reports, triage, the plan and its exports, the workspace (any thread).
    void prepareTexts();
    /// What the pictures show, in a session of their own (UI thread; after prepareTexts()).
    void preparePictures();
    /// Both, in a row (the command line).
    void prepare()
    {
        prepareTexts();
        preparePictures();
    }
    const QStringList& viewIds() const { return m_facts.viewIds; }
    /// PNG and SVG of one view of viewIds(), waiting for its background work; "" or why it failed
    /// (the ticket still gets the others).
    QString renderView(int index);
    /// The same in steps, for the window: create the view, ask whether its background work (the
    /// graph's layout, the histograms, the triage) is done without waiting, then draw it.
    bool startView(int index);
    bool currentViewReady();
    QString finishView();
    /// Drops the pictures' session (UI thread), so the builder may end on any thread.
    void finishPictures();
    /// Hashes the inputs and writes the zip to `path`; progress counts input bytes and may cancel.
    Result<bool> finish(const std::string& path, const ProgressCallback& progress);

    const QString& selectedTensor() const { return m_facts.selected; }
    /// The bundle's files so far (name → bytes), for tests and the finish step.
    const std::vector<std::pair<std::string, std::string>>& files() const { return m_files; }

private:
    void add(std::string name, std::string bytes) { m_files.emplace_back(std::move(name), std::move(bytes)); }
    QString chooseSelection() const;
    void addReports(const std::vector<TensorInspection>& inspections);
    void addPlan(const std::vector<TensorInspection>& inspections);
    /// TicketOptions::attachSuspectDumps: the selected tensor's node as every run holds it.
    void addSuspectDumps();
    void addAttachment(const std::string& name, std::string bytes);
    void addModelInputs(const std::vector<TicketInput>& inputs);
    std::string versionsText() const;
    std::string inputsCsv() const;

    TicketFacts m_facts;
    TicketOptions m_options;
    std::vector<std::pair<std::string, std::string>> m_files;
    std::unique_ptr<SessionContext> m_viewContext; ///< what the pictures show; never the window's own
    std::unique_ptr<QWidget> m_view; ///< the view being drawn
    QString m_viewId;
};

} // namespace quantlens
