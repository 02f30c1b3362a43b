// SessionContext: one selection for every view; signals only on real changes.
#include "session_context.h"

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
