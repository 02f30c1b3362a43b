// GraphPanel: boxes coloured by the chosen metric, one selection shared with the SessionContext,
// search, and rendering with grab() while never shown (the snapshot CLI does exactly that).
#include "graph_test_support.h"

#include "advisor/fix_advisor.h"
#include "graph/graph_box_item.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "session_context.h"

#include <QComboBox>
#include <QCompleter>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <gtest/gtest.h>

#include <cmath>

#include <map>

using namespace quantlens;
using namespace quantlens::graphtest;

namespace {
// Clicks a box's centre on the view's viewport the way a user would.
void clickBox(GraphPanel& panel, const GraphBoxItem* item)
{
    const QPoint p = panel.view()->mapFromScene(item->sceneBoundingRect().center());
    QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, p);
}
}

TEST(GraphPanel, ShowsOneBoxPerOpAndNoneForConstants)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    ASSERT_EQ(panel.scene()->boxCount(), 4);
    for (int i = 0; i < panel.scene()->boxCount(); ++i) {
        const GraphBoxItem* item = panel.scene()->boxItem(i);
        ASSERT_NE(item, nullptr);
        EXPECT_NE(item->title(), QStringLiteral("Constant"));
    }
    EXPECT_EQ(boxOf(panel, "conv_out")->title(), QStringLiteral("Conv"));
    EXPECT_EQ(boxOf(panel, "conv_out")->subtitle(), QStringLiteral("conv1/Conv"));
    EXPECT_EQ(panel.scene()->edgeItems().size(), 4u); // conv→relu, relu→sigmoid, relu→add, sigmoid→add
}

TEST(GraphPanel, ColoursBoxesByCosineAndGreysTheUncompared)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    EXPECT_TRUE(greenish(boxOf(panel, "conv_out")->brush().color()))
        << boxOf(panel, "conv_out")->brush().color().name().toStdString();
    EXPECT_TRUE(reddish(boxOf(panel, "y")->brush().color())) << boxOf(panel, "y")->brush().color().name().toStdString();
    const QColor warn = boxOf(panel, "relu_out")->brush().color(); // 0.985: between warning and threshold
    EXPECT_GT(warn.red(), 200);
    EXPECT_GT(warn.green(), 200);
    const GraphBoxItem* gate = boxOf(panel, "gate");
    EXPECT_FALSE(gate->isCompared());
    EXPECT_EQ(gate->brush().color(), MetricColorScale::notComparedColor());

    // Raising the threshold above 0.999 turns the Conv yellow.
    Thresholds stricter;
    stricter.cosWarnBelow = 0.9995;
    stricter.cosFailBelow = 0.99;
    context.setThresholds(stricter);
    EXPECT_FALSE(greenish(boxOf(panel, "conv_out")->brush().color()));
}

TEST(GraphPanel, RecoloursForAnotherMetricAndCandidate)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis(2));
    auto* candidate = panel.findChild<QComboBox*>(QStringLiteral("graphCandidate"));
    ASSERT_NE(candidate, nullptr);
    EXPECT_EQ(candidate->count(), 2);

    panel.setMetric(GraphMetric::Rmse); // RMSE 0.5 at y is the worst: red; 0.001 at Conv the best: green
    EXPECT_TRUE(reddish(boxOf(panel, "y")->brush().color()));
    EXPECT_TRUE(greenish(boxOf(panel, "conv_out")->brush().color()));
    panel.setMetric(GraphMetric::Sqnr); // higher is better, bands where the cos thresholds fall: the same verdicts
    EXPECT_TRUE(reddish(boxOf(panel, "y")->brush().color()));
    EXPECT_TRUE(greenish(boxOf(panel, "conv_out")->brush().color()));

    panel.setMetric(GraphMetric::Cosine);
    panel.setCandidate(1); // the board run is good everywhere
    EXPECT_TRUE(greenish(boxOf(panel, "y")->brush().color()));
}

TEST(GraphPanel, ClickingABoxSelectsItsTensor)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(800, 600);
    context.setAnalysis(smallAnalysis());
    clickBox(panel, boxOf(panel, "relu_out"));
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("relu_out"));
    EXPECT_TRUE(boxOf(panel, "relu_out")->isHighlighted());
}

TEST(GraphPanel, SelectionElsewhereHighlightsTheBox)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    context.select(QStringLiteral("y"));
    EXPECT_TRUE(boxOf(panel, "y")->isHighlighted());
    EXPECT_EQ(panel.scene()->highlightedBox(), panel.scene()->boxOfTensor("y"));
    context.select(QStringLiteral("conv_out"));
    EXPECT_FALSE(boxOf(panel, "y")->isHighlighted());
    EXPECT_TRUE(boxOf(panel, "conv_out")->isHighlighted());
    context.select(QString());
    EXPECT_EQ(panel.scene()->highlightedBox(), -1);
}

TEST(GraphPanel, SearchSelectsByTensorOrNodeName)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(800, 600);
    context.setAnalysis(smallAnalysis());
    auto* search = panel.findChild<QLineEdit*>(QStringLiteral("graphSearch"));
    ASSERT_NE(search, nullptr);
    // The names are listed when a search starts: typing offers them for completion.
    QTest::keyClicks(search, QStringLiteral("rel"));
    ASSERT_NE(search->completer(), nullptr);
    EXPECT_GE(search->completer()->completionCount(), 1);
    EXPECT_EQ(search->completer()->currentCompletion(), QStringLiteral("relu_out"));
    search->setText(QStringLiteral("relu_out"));
    QTest::keyClick(search, Qt::Key_Return);
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("relu_out"));
    EXPECT_GE(panel.view()->zoom(), 0.99); // zoomed in to read it

    EXPECT_TRUE(panel.searchAndSelect(QStringLiteral("/head/Add"))); // a node name selects its output
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("y"));
    EXPECT_TRUE(panel.searchAndSelect(QStringLiteral("CONV1"))); // a fragment, any case
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("conv_out"));
    EXPECT_FALSE(panel.searchAndSelect(QStringLiteral("no such thing")));
    EXPECT_EQ(context.selectedTensor(), QStringLiteral("conv_out"));
}

TEST(GraphPanel, GrabsANonBlankImageWithoutBeingShown)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    context.select(QStringLiteral("relu_out"));
    panel.resize(800, 600);
    ASSERT_TRUE(panel.waitForLayout(10000));
    const QImage image = panel.grab().toImage().convertToFormat(QImage::Format_RGB32);
    ASSERT_EQ(image.size(), QSize(800, 600));
    image.save(QStringLiteral("/tmp/graphshots/graph_panel.png"));

    const QColor green = boxOf(panel, "conv_out")->brush().color();
    const QColor red = boxOf(panel, "y")->brush().color();
    int greens = 0;
    int reds = 0;
    double sum = 0;
    double sumSq = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            greens += p == green.rgb();
            reds += p == red.rgb();
            const double v = qGray(p);
            sum += v;
            sumSq += v * v;
        }
    }
    const double n = double(image.width()) * image.height();
    EXPECT_GT(sumSq / n - (sum / n) * (sum / n), 1.0);
    EXPECT_GT(greens, 100);
    EXPECT_GT(reds, 100);
}

TEST(GraphPanel, RendersTheWholeGraphIntoAnyPainter)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    QImage image(400, 600, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        panel.renderGraph(&painter, QRectF(0, 0, 400, 600));
    }
    const QColor red = boxOf(panel, "y")->brush().color();
    int reds = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            reds += image.pixel(x, y) == red.rgb();
    EXPECT_GT(reds, 100);
}

TEST(GraphPanel, WheelZoomsAndStopsFollowingResizes)
{
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(800, 600);
    context.setAnalysis(smallAnalysis());
    panel.grab(); // lays out the hidden panel
    GraphView& view = *panel.view();
    ASSERT_TRUE(view.isAutoFit());
    const double before = view.zoom();
    const QPointF at(view.viewport()->width() / 2.0, view.viewport()->height() / 2.0);
    QWheelEvent wheel(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, -240), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewport(), &wheel);
    EXPECT_LT(view.zoom(), before);
    EXPECT_FALSE(view.isAutoFit());
    panel.fitToView();
    EXPECT_TRUE(view.isAutoFit());
    EXPECT_DOUBLE_EQ(view.zoom(), before);
}

TEST(GraphPanel, ShowsNothingWithoutAGraph)
{
    SessionContext context;
    GraphPanel panel(&context);
    auto analysis = std::make_shared<Analysis>();
    analysis->candidates.push_back({ "simulator", "" });
    context.setAnalysis(analysis);
    EXPECT_EQ(panel.scene()->boxCount(), 0);
    panel.resize(400, 300);
    EXPECT_FALSE(panel.grab().isNull());
    context.setAnalysis(smallAnalysis());
    EXPECT_EQ(panel.scene()->boxCount(), 4);
}

TEST(GraphPanel, LabelsCarryEnoughScopeToTellBlocksApart)
{
    // PyTorch exports name every block's layers alike: "conv_s1/Conv" alone would repeat.
    auto a = std::make_shared<Analysis>();
    a->floatGraph = buildGraph({ { "Conv", "/encoder/stage1/conv_s1/Conv", { "x" }, { "e1" } },
                                   { "Conv", "/encoder/stage2/conv_s1/Conv", { "e1" }, { "e2" } },
                                   { "Conv", "/decoder/stage1d/conv_s1/Conv", { "e2" }, { "d1" } },
                                   { "Sigmoid", "/Sigmoid", { "d1" }, { "y" } } },
        { "y" });
    a->candidates.push_back({ "simulator", "" });
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(a);
    EXPECT_EQ(boxOf(panel, "e1")->subtitle(), QStringLiteral("stage1/conv_s1/Conv"));
    EXPECT_EQ(boxOf(panel, "e2")->subtitle(), QStringLiteral("stage2/conv_s1/Conv"));
    EXPECT_EQ(boxOf(panel, "d1")->subtitle(), QStringLiteral("stage1d/conv_s1/Conv"));
    EXPECT_EQ(boxOf(panel, "y")->subtitle(), QStringLiteral("Sigmoid"));
    // The hover names the node and the tensor in full: the graph labels nodes, reports list tensors.
    const QString tip = panel.scene()->toolTipOf(boxOf(panel, "e2"));
    EXPECT_TRUE(tip.contains(QStringLiteral("/encoder/stage2/conv_s1/Conv"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("e2"))) << tip.toStdString();
}

TEST(GraphPanel, BadgesTheBoxesWhoseTensorsTheInspectionFlags)
{
    // relu_out is quantized to uint8 over a range of 40: u8-range>20 flags it; conv_out's range is 10.
    auto a = std::const_pointer_cast<Analysis>(smallAnalysis());
    for (auto& row : a->rows) {
        QuantParams q;
        q.dtype = DType::UInt8;
        q.scales = { (row.tensor == "relu_out" ? 40.0 : 10.0) / 255 };
        q.zeroPoints = { 0 };
        q.computeRanges();
        row.quant = q;
    }
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(a);
    EXPECT_EQ(boxOf(panel, "relu_out")->flags(), QStringLiteral("u8-range>20"));
    EXPECT_TRUE(panel.scene()->toolTipOf(boxOf(panel, "relu_out")).contains(QStringLiteral("u8-range>20")));
    EXPECT_TRUE(boxOf(panel, "conv_out")->flags().isEmpty());
    // Raising the limit clears the badge.
    InspectionRules rules;
    rules.u8RangeAbove = 50;
    context.setInspectionRules(rules);
    EXPECT_TRUE(boxOf(panel, "relu_out")->flags().isEmpty());
}

TEST(GraphPanel, ColoursByAnInspectionNumberAtItsLimits)
{
    // Own quantization SQNR: conv_out 40 dB (fine), relu_out 5 dB (below the 20 dB limit).
    auto a = std::const_pointer_cast<Analysis>(smallAnalysis());
    for (auto& row : a->rows) {
        TensorStats s;
        s.lowPercentile = 0;
        s.ownLoss = OwnLoss { 0.999, row.tensor == "relu_out" ? 5.0 : 40.0 };
        row.results[0].stats = s;
    }
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(a);
    panel.setInspectionMetric(InspectionMetric::OwnSqnr);
    ASSERT_EQ(panel.inspectionMetric(), std::optional(InspectionMetric::OwnSqnr));
    EXPECT_TRUE(greenish(boxOf(panel, "conv_out")->brush().color()));
    EXPECT_TRUE(reddish(boxOf(panel, "relu_out")->brush().color()));
    EXPECT_EQ(panel.scene()->coloring().scale().title(), QStringLiteral("Own quantization SQNR (dB)"));
    // The limit moves the bands: at 3 dB relu_out passes too.
    InspectionRules rules;
    rules.ownSqnrBelowDb = 3;
    context.setInspectionRules(rules);
    EXPECT_FALSE(reddish(boxOf(panel, "relu_out")->brush().color()));
    // The choice is kept in the workspace state.
    EXPECT_EQ(panel.saveState().at("metric"), "own_sqnr_db");
    GraphPanel other(&context);
    other.restoreState(panel.saveState());
    EXPECT_EQ(other.inspectionMetric(), std::optional(InspectionMetric::OwnSqnr));
}

TEST(GraphPanel, ColoursByWhetherTheEncodingChangedAgainstAnotherQuantizedModel)
{
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        return f.fileName();
    };
    // SigmaStar quantization-parameter files of two builds: relu_out's range differs.
    const QString ours = write(QStringLiteral("ours.json"),
        R"([{"name": "conv_out", "min": [-1], "max": [1], "bit": 8},
            {"name": "relu_out", "min": [0], "max": [4], "bit": 8},
            {"name": "y", "min": [-2], "max": [2], "bit": 8}])");
    const QString theirs = write(QStringLiteral("theirs.json"),
        R"([{"name": "conv_out", "min": [-1], "max": [1], "bit": 8},
            {"name": "relu_out", "min": [0], "max": [6], "bit": 8},
            {"name": "y", "min": [-2], "max": [2], "bit": 8}])");
    auto analysis = std::const_pointer_cast<Analysis>(smallAnalysis());
    analysis->quantModelPath = ours.toStdString();
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(analysis);
    EXPECT_FALSE(panel.showEncodingChange()); // nothing compared yet

    ASSERT_TRUE(context.compareEncodingsWith(theirs));
    ASSERT_TRUE(context.waitForEncodingComparison(10000));
    ASSERT_TRUE(context.encodingComparison());
    EXPECT_TRUE(panel.encodingChangeShown()); // the graph shows what was asked for
    EXPECT_EQ(panel.scene()->coloring().scale().title(), QStringLiteral("Encoding changed"));
    EXPECT_TRUE(reddish(boxOf(panel, "relu_out")->brush().color()));
    EXPECT_TRUE(greenish(boxOf(panel, "conv_out")->brush().color()));
    EXPECT_FALSE(boxOf(panel, "gate")->isCompared()); // quantized in neither model

    // A file that is no quantized model: the failure names it and the comparison stays.
    const QString notes = write(QStringLiteral("notes.onnx"), "not a model");
    QSignalSpy failed(&context, &SessionContext::encodingComparisonFailed);
    ASSERT_TRUE(context.compareEncodingsWith(notes));
    ASSERT_TRUE(context.waitForEncodingComparison(10000));
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains(QStringLiteral("notes.onnx")));
    EXPECT_TRUE(panel.encodingChangeShown());

    // An analysis of another quantized model: the comparison was of the old one and goes.
    auto other = std::make_shared<Analysis>(*analysis);
    other->quantModelPath = theirs.toStdString();
    context.setAnalysis(other);
    EXPECT_FALSE(context.encodingComparison());
    EXPECT_FALSE(panel.encodingChangeShown());
    EXPECT_EQ(
        panel.findChild<QComboBox*>(QStringLiteral("graphMetric"))->findText(QStringLiteral("Encoding changed")), -1);
}

// The Advisor view's sites (each transform site measured alone): "Helped by SmoothQuant / CLE" colours the
// tensors a site rescales by its gain — deep where it helps most, red where it costs, grey off its sites.
TEST(GraphPanel, ColoursBySiteGainsWhileTheAdviceHoldsSites)
{
    SessionContext context;
    GraphPanel panel(&context);
    context.setAnalysis(smallAnalysis());
    EXPECT_FALSE(panel.showLeverGains()); // no advice yet
    auto advice = std::make_shared<advisor::Advice>();
    advice->sites = { { "equalization", { "conv_out" }, { "conv", "next" }, 0.02 },
        { "smooth_quant", { "relu_out" }, {}, -0.01 } };
    context.setAdvice(advice);
    ASSERT_TRUE(panel.showLeverGains());
    EXPECT_TRUE(panel.leverGainsShown());
    EXPECT_TRUE(panel.scene()->coloring().scale().leverGain());
    const QColor helps = boxOf(panel, "conv_out")->brush().color();
    EXPECT_GT(helps.greenF(), helps.redF() + 0.2); // teal
    EXPECT_TRUE(reddish(boxOf(panel, "relu_out")->brush().color()));
    EXPECT_FALSE(boxOf(panel, "gate")->isCompared());
    // The advice dropped (new models): the item goes and the graph is back on cosine.
    context.setAdvice(nullptr);
    EXPECT_FALSE(panel.leverGainsShown());
    EXPECT_EQ(panel.findChild<QComboBox*>(QStringLiteral("graphMetric"))
                  ->findText(QStringLiteral("Helped by SmoothQuant / CLE (measured)")),
        -1);
}
