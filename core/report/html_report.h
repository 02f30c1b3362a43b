#pragma once
// `quantlens report --format html`: one self-contained file anyone can open in a browser (the
// ticket's readers need not install anything): the graph, curves, table, detail, findings and triage.
#include "analysis/analysis.h"
#include "triage/triage.h"

#include <string>

namespace quantlens {

struct HtmlReportOptions {
    const TriageResult* triage = nullptr; ///< shown when given
    std::string language = "en"; ///< the page's own words: "en" or "zh_CN"
    std::string title; ///< defaults to the float model's file name
};

/// The page: resources/report/report_template.html with the report's JSON document, the laid-out
/// float graph and the triage embedded (no network access needed, no other file).
std::string renderHtmlReport(const Analysis& analysis, const HtmlReportOptions& options = {});

/// The embedded page template (generated from resources/report/report_template.html at build time).
std::string_view htmlReportTemplate();

} // namespace quantlens
