// What makes the suspect stand out in a graph red everywhere downstream of it: numbered suspect tags,
// fading what the selection does not reach; and the Find plan dialog's empty plot saying what it will
// show instead of drawing axes 0 to 5.
#include "graph/graph_focus.h"
#include "graph_test_support.h"
#include "plots/pareto_plot.h"
#include "session_context.h"

#include <QToolButton>

#include <gtest/gtest.h>
#include <qcustomplot.h>

using namespace quantlens;
using namespace quantlens::graphtest;

TEST(GraphFocus, ReachesWhatLiesDownstreamOnly)
{
    // 0 → 1 → 3, 0 → 2, 4 → 3
    const std::vector<OutlineEdge> edges { { 0, 1, "a" }, { 1, 3, "b" }, { 0, 2, "c" }, { 4, 3, "d" } };
    EXPECT_EQ(graph_focus::reachedFrom(1, edges, 5), (std::vector<char> { 0, 1, 0, 1, 0 }));
    EXPECT_EQ(graph_focus::reachedFrom(0, edges, 5), (std::vector<char> { 1, 1, 1, 1, 0 }));
    EXPECT_EQ(graph_focus::reachedFrom(-1, edges, 5), (std::vector<char>(5, 0)));
    EXPECT_EQ(graph_focus::reachedFrom(7, edges, 5), (std::vector<char>(5, 0)));
    const std::vector<OutlineEdge> cycle { { 0, 1, "a" }, { 1, 0, "b" } }; // no endless walk
    EXPECT_EQ(graph_focus::reachedFrom(1, cycle, 2), (std::vector<char> { 1, 1 }));
}

TEST(GraphFocus, SuspectsGetNumberedTagsAndTheRestFades)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    TriageResult triage;
    triage.culprits = { "relu_out", "y", "no_such_tensor" };
    context.setTriage(triage);
    EXPECT_EQ(boxOf(panel, "relu_out")->suspectRank(), 1);
    EXPECT_EQ(boxOf(panel, "y")->suspectRank(), 2);
    EXPECT_EQ(boxOf(panel, "conv_out")->suspectRank(), 0);

    auto* focus = panel.findChild<QToolButton*>(QStringLiteral("graphFocus"));
    ASSERT_NE(focus, nullptr);
    context.select(QStringLiteral("relu_out"));
    EXPECT_DOUBLE_EQ(boxOf(panel, "conv_out")->opacity(), 1.0) << "nothing fades until asked";
    focus->setChecked(true);
    EXPECT_LT(boxOf(panel, "conv_out")->opacity(), 0.5) << "upstream of the selection";
    for (const char* reached : { "relu_out", "gate", "y" })
        EXPECT_DOUBLE_EQ(boxOf(panel, reached)->opacity(), 1.0) << reached;
    // Another selection fades another part; the choice is kept in the workspace.
    context.select(QStringLiteral("y"));
    EXPECT_LT(boxOf(panel, "relu_out")->opacity(), 0.5);
    EXPECT_DOUBLE_EQ(boxOf(panel, "y")->opacity(), 1.0);
    EXPECT_EQ(panel.saveState().value("fade_unreached", false), true);
    focus->setChecked(false);
    EXPECT_DOUBLE_EQ(boxOf(panel, "relu_out")->opacity(), 1.0);
    panel.restoreState({ { "fade_unreached", true } });
    EXPECT_TRUE(focus->isChecked());
}

TEST(ParetoPlot, SaysWhatItWillShowUntilThereArePlans)
{
    ParetoPlot plot;
    plot.resize(500, 300);
    plot.show();
    EXPECT_FALSE(plot.plot()->isVisible()) << "no axes 0 to 5 before a search";
    plot.setPoints({ { 1, 0.5, 0.97, false }, { 2, 1.0, 0.991, true } }, 0.99);
    EXPECT_TRUE(plot.plot()->isVisible());
    plot.setPoints({}, 0.99);
    EXPECT_FALSE(plot.plot()->isVisible());
}
