// Large models in the window: how long a model-only graph takes to open (layout and scene), how
// long a frame takes while the user zooms and pans (painted synchronously on the offscreen
// platform, as the window paints), and how long the graph search takes to find a node. The
// 100,000-node graph is measured against a 1,000-node one in the same run. Run on demand:
//   QT_QPA_PLATFORM=offscreen build/release/tests/bench/graph_view_bench [--sizes 1000,100000] [--shape S]
// --shape picks the graph instead of a network: fan-in (one Sum of all the other nodes, the probe's
// 100,000-input join; --fan-in says the same), wide (parallel branches of 4 ops that never join: 25,000
// boxes per rank at 100,000 nodes) or deep (one chain). Peak memory is printed too: the scene's index
// grew to 23 GB on the join.
#include "synthetic_network.h"

#include "analysis/analysis.h"
#include "bench_timing.h"
#include "graph/graph_panel.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "session_context.h"

#include <QApplication>
#include <QScrollBar>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>

using namespace quantlens;
using namespace quantlens::bench;

namespace {
struct Measured {
    std::size_t nodes = 0;
    double openSeconds = 0;
    std::vector<double> frames; ///< seconds per repaint while zooming and panning
    double searchExact = 0; ///< seconds to find and focus a node by its full name
    double searchPart = 0; ///< by part of its name
    double peakMegabytes = 0; ///< the process's peak resident memory after this size
};

double peakResidentMegabytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

double quantile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

/// One step of a pan or zoom and the synchronous repaint it causes: one frame.
template <class Step> double frame(GraphPanel& panel, Step step)
{
    const auto start = std::chrono::steady_clock::now();
    step();
    panel.view()->viewport()->repaint();
    QCoreApplication::processEvents();
    return secondsSince(start);
}

SyntheticNetwork makeNetwork(const std::string& shape, std::size_t nodes)
{
    if (shape == "fan-in")
        return makeFanInNetwork(nodes);
    if (shape == "wide")
        return makeWideNetwork(nodes);
    if (shape == "deep")
        return makeDeepNetwork(nodes);
    return makeSyntheticNetwork(nodes);
}

Measured measure(std::size_t nodes, const std::string& shape)
{
    Measured m;
    m.nodes = nodes;
    const SyntheticNetwork network = makeNetwork(shape, nodes);
    auto analysis = std::make_shared<Analysis>(); // a model opened with no runs yet
    analysis->floatGraph = makeSyntheticGraph(network, true);
    analysis->floatNodeCount = nodes;
    SessionContext context;
    GraphPanel panel(&context);
    panel.resize(1600, 1000);
    panel.show();
    QCoreApplication::processEvents();

    const auto start = std::chrono::steady_clock::now();
    context.setAnalysis(analysis);
    panel.waitForLayout(600000);
    QCoreApplication::processEvents();
    panel.view()->viewport()->repaint();
    m.openSeconds = secondsSince(start);

    // Zoom in from the fitted view to reading size and out again around the middle, then pan across
    // the graph at reading size, one frame per step, like a wheel and a drag.
    GraphView* view = panel.view();
    const QRectF scene = view->sceneRect();
    view->centerOnScenePoint(scene.center());
    for (int step = 0; step < 24; ++step)
        m.frames.push_back(frame(panel, [&] { view->setZoom(view->zoom() * 1.35); }));
    m.frames.push_back(frame(panel, [&] { view->setZoom(1.0); }));
    for (int step = 0; step < 40; ++step)
        m.frames.push_back(frame(panel, [&] {
            view->centerOnScenePoint(
                QPointF(scene.left() + scene.width() * (step % 8) / 8.0, scene.top() + scene.height() * step / 40.0));
        }));
    for (int step = 0; step < 24; ++step)
        m.frames.push_back(frame(panel, [&] { view->setZoom(view->zoom() / 1.35); }));

    // A node near the end (the search must not depend on where the node lies) by name, then by part.
    const std::string& last = network.names[nodes - 2];
    auto searchStart = std::chrono::steady_clock::now();
    const bool foundExact = panel.searchAndSelect(QString::fromStdString(last));
    QCoreApplication::processEvents();
    m.searchExact = secondsSince(searchStart);
    const std::string part = last.substr(last.size() / 2);
    searchStart = std::chrono::steady_clock::now();
    const bool foundPart = panel.searchAndSelect(QString::fromStdString(part));
    QCoreApplication::processEvents();
    m.searchPart = secondsSince(searchStart);
    if (!foundExact || !foundPart)
        std::fprintf(stderr, "graph_view_bench: the search did not find %s\n", last.c_str());
    return m;
}

std::vector<std::size_t> parseSizes(int argc, char** argv)
{
    std::vector<std::size_t> sizes { 1000, 100000 };
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--sizes") {
            sizes.clear();
            std::stringstream list(argv[i + 1]);
            for (std::string item; std::getline(list, item, ',');)
                sizes.push_back(std::stoul(item));
        }
    return sizes;
}
}

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const auto sizes = parseSizes(argc, argv);
    std::string shape = "network";
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--fan-in")
            shape = "fan-in";
        if (std::string(argv[i]) == "--shape" && i + 1 < argc)
            shape = argv[i + 1];
    }
    if (shape != "network" && shape != "fan-in" && shape != "wide" && shape != "deep") {
        std::fprintf(stderr, "graph_view_bench: --shape is network, fan-in, wide or deep\n");
        return 2;
    }
    std::printf("graph shape: %s\n", shape.c_str());
    std::vector<Measured> results;
    for (std::size_t n : sizes) {
        results.push_back(measure(n, shape));
        // Sizes run smallest first, so the peak so far is this size's.
        results.back().peakMegabytes = peakResidentMegabytes();
    }
    const Measured& base = results.front();
    std::printf("%8s %9s %12s %12s %12s %12s %12s %9s\n", "nodes", "open s", "frame med ms", "frame p95 ms",
        "frame max ms", "search ms", "part ms", "peak MB");
    for (const Measured& m : results)
        std::printf("%8zu %9.2f %12.1f %12.1f %12.1f %12.2f %12.2f %9.0f\n", m.nodes, m.openSeconds,
            1e3 * quantile(m.frames, 0.5), 1e3 * quantile(m.frames, 0.95), 1e3 * quantile(m.frames, 1.0),
            1e3 * m.searchExact, 1e3 * m.searchPart, m.peakMegabytes);
    for (std::size_t i = 1; i < results.size(); ++i)
        std::printf("%zu nodes against %zu: frames %.1fx (median) %.1fx (max), search %.1fx\n", results[i].nodes,
            base.nodes, quantile(results[i].frames, 0.5) / quantile(base.frames, 0.5),
            quantile(results[i].frames, 1.0) / quantile(base.frames, 1.0), results[i].searchExact / base.searchExact);
    return 0;
}
