#pragma once
#include "analysis/analysis.h"
#include "analysis/inspection.h"
#include "precision/plan_cost.h"
#include "precision/plan_exports.h"
#include "ticket/ticket_inputs.h"
#include "triage/triage.h"
#include "workspace/workspace.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace quantlens {

/// An input file with the SHA-256 the ticket gives it.
struct HashedInput {
    TicketInput input;
    QString sha256; ///< hex; empty when the file could not be read
};

/// Everything a ticket's summary says, gathered once and written in each language.
struct TicketFacts {
    std::shared_ptr<const Analysis> analysis;
    Workspace workspace;
    Thresholds thresholds;
    std::vector<AnalysisSummary> summaries; ///< per run, at `thresholds`
    QString selected; ///< the tensor the pictures select
    std::optional<TensorInspection> selectedInspection;
    TriageResult triage;
    QString toolchain;
    PrecisionPlan plan;
    bool planSuggested = false; ///< the workspace had no plan: `plan` is QuantLens' suggestion
    PlanCost cost;
    std::vector<PlanExport> exports;
    std::vector<HashedInput> inputs;
    std::vector<std::string> skippedInputs; ///< links in dump folders to files outside them: not listed
    QStringList viewIds; ///< the views pictured
    std::vector<std::string> attachments; ///< dumps/<run>/<tensor>.npy files in the bundle, if asked
    std::size_t carriedInputs = 0; ///< model inputs carried whole under inputs/
    QDateTime created;
    QString platform; ///< "Debian GNU/Linux 12 (bookworm), Qt 6.4.2"
};

} // namespace quantlens
