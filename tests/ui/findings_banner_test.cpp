// Inputs that do not belong together are said loudly in the window: a banner over the graph and the
// Problems panel, errors first with their evidence.
#include "panels/findings_banner.h"
#include "panels/problems_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QLabel>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
std::shared_ptr<const Analysis> withFindings(bool error)
{
    auto a = std::const_pointer_cast<Analysis>(uitest::decliningAnalysis(5));
    Finding f;
    f.severity = error ? Finding::Severity::Error : Finding::Severity::Warning;
    f.problem = Problem::make("/dumps/board", {}, text("check.none_compared.pair_shapes"));
    f.details = { "t1: dump [1, 8], model [1, 16]" };
    a->findings.push_back(f);
    a->findings.push_back({ Finding::Severity::Warning,
        Problem::make("/dumps/ref", {}, text("check.swapped", { "9", "10", "board" })), {} });
    return a;
}
}

TEST(FindingsBanner, SaysLoudlyWhenInputsDoNotBelongTogetherAndHidesOtherwise)
{
    SessionContext context;
    FindingsBanner banner(&context);
    context.setAnalysis(withFindings(true));
    EXPECT_FALSE(banner.isHidden());
    const QString text = banner.findChild<QLabel*>()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("do not belong together"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("no tensor could be compared"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 more"))) << text.toStdString();
    context.setAnalysis(uitest::decliningAnalysis(5));
    EXPECT_TRUE(banner.isHidden());
}

TEST(FindingsBanner, TheProblemsPanelListsFindingsFirstWithTheirEvidence)
{
    SessionContext context;
    ProblemsPanel problems(&context);
    context.setAnalysis(withFindings(true));
    ASSERT_GE(problems.topLevelItemCount(), 2);
    QTreeWidgetItem* first = problems.topLevelItem(0);
    EXPECT_TRUE(first->text(0).startsWith(QStringLiteral("Error:"))) << first->text(0).toStdString();
    EXPECT_EQ(first->text(2), QStringLiteral("/dumps/board"));
    ASSERT_EQ(first->childCount(), 1);
    EXPECT_TRUE(first->child(0)->text(0).contains(QStringLiteral("model [1, 16]")));
    EXPECT_TRUE(problems.topLevelItem(1)->text(0).contains(QStringLiteral("swapped")));
}
