// SessionContext: one selection for every view; signals only on real changes.
#include "session_context.h"
#include "ui_test_support.h"

#include <QCoreApplication>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
std::shared_ptr<const Analysis> analysisWith(std::initializer_list<const char*> tensors)
{
    auto a = std::make_shared<Analysis>();
    int order = 0;
    for (const char* t : tensors) {
        LayerRow row;
        row.order = order++;
        row.tensor = t;
        row.results.emplace_back();
        a->rows.push_back(row);
    }
    a->indexRows();
    return a;
}
}

TEST(SessionContext, SelectsKnownTensorsOnlyAndSignalsOncePerChange)
{
    SessionContext context;
    context.setAnalysis(analysisWith({ "a", "b" }));
    QSignalSpy spy(&context, &SessionContext::selectionChanged);
    context.select(QStringLiteral("b"));
    context.select(QStringLiteral("b"));
    EXPECT_EQ(spy.count(), 1);
    EXPECT_EQ(context.selectedRow(), 1);
    context.select(QStringLiteral("nope"));
    EXPECT_TRUE(context.selectedTensor().isEmpty());
    EXPECT_EQ(context.selectedRow(), -1);
    EXPECT_EQ(spy.count(), 2);
}

TEST(SessionContext, KeepsTheSelectionAcrossAReloadWhenTheTensorStillExists)
{
    SessionContext context;
    context.setAnalysis(analysisWith({ "a", "b" }));
    context.select(QStringLiteral("b"));
    context.setAnalysis(analysisWith({ "b", "c" }));
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("b"));
    EXPECT_EQ(context.selectedRow(), 0);
    context.setAnalysis(analysisWith({ "x" }));
    EXPECT_TRUE(context.selectedTensor().isEmpty());
}

namespace {
/// decliningAnalysis() with its tensors renamed `<prefix><i>`.
std::shared_ptr<const Analysis> decliningWithNames(int n, const std::string& prefix)
{
    auto a = std::make_shared<Analysis>(*uitest::decliningAnalysis(n));
    for (auto& row : a->rows)
        row.tensor = prefix + row.tensor.substr(1);
    a->indexRows();
    return a;
}
}

TEST(SessionContext, TheSelectionFollowsTheSuspectUntilTheUserChoosesATensor)
{
    SessionContext context;
    context.setAnalysis(decliningWithNames(8, "a"));
    context.selectSuspectWhenKnown();
    ASSERT_TRUE(context.waitForTriage(30000));
    QCoreApplication::processEvents();
    ASSERT_FALSE(context.suspectTensor().isEmpty());
    EXPECT_EQ(context.selectedTensor(), context.suspectTensor());

    // A new triage (here: a reload whose tensors are named otherwise; in the window also the measured
    // ranking) names another suspect: the window's own choice follows it.
    context.setAnalysis(decliningWithNames(8, "b"));
    ASSERT_TRUE(context.waitForTriage(30000));
    QCoreApplication::processEvents();
    ASSERT_TRUE(context.suspectTensor().startsWith(QLatin1Char('b')));
    EXPECT_EQ(context.selectedTensor(), context.suspectTensor());

    // Once the user has chosen, a new triage leaves the selection alone.
    context.select(QStringLiteral("b1"));
    context.setAnalysis(decliningWithNames(8, "b"));
    ASSERT_TRUE(context.waitForTriage(30000));
    QCoreApplication::processEvents();
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("b1"));
}
