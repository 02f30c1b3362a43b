#pragma once
// `quantlens report --format html`: one self-contained file anyone can open in a browser (the
// ticket's readers need not install anything): the graph, curves, table, detail, findings and triage.
#include "analysis/analysis.h"
#include "report/calibration_report.h"
#include "triage/triage.h"

#include <functional>
#include <string>

namespace quantlens {

struct HtmlReportOptions {
    const TriageResult* triage = nullptr; ///< shown when given
    /// The calibration lab's method table and the calibration inputs that set ranges alone; shown when given.
    const CalibrationReport* calibration = nullptr;
    std::string language = "en"; ///< the page's language attribute: "en" or "zh_CN"
    std::string title; ///< defaults to the float model's file name
    /// Puts an English text of the catalog (Qt context "CoreMessage") or of the metric list ("Metrics")
    /// into the page's language, as the window translates them; none: the page is in English.
    std::function<std::string(const char* context, const char* english)> translate;
};

/// The catalog codes of the page's own words (core/util/messages_report_page.cpp) begin with this.
inline constexpr std::string_view kPageWordPrefix = "page.";

/// The page (resources/report/page/, its parts joined at build time) with the report's JSON document, the laid-out
/// float graph and the triage embedded (no network access needed, no other file).
std::string renderHtmlReport(const Analysis& analysis, const HtmlReportOptions& options = {});

/// The embedded page template (joined from resources/report/page/ at build time).
std::string_view htmlReportTemplate();

} // namespace quantlens
