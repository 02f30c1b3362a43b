// Our layered layout against Graphviz dot (the quality and speed reference of STACK.md §6) and dagre, on the
// same synthetic network-shaped graphs, in the same run. Run on demand:
//   build/release/tests/bench/layout_bench [--sizes 1000,5000,20000] [--repeat 3] [--timeout 120] [--seed 1]
//                                          [--sweeps 4] [--ours-only | --no-dot | --no-dagre]
// dot and node run as subprocesses killed at the timeout; dagre is installed with npm into the build tree.
#include "layout_bench_io.h"
#include "synthetic_network.h"

#include "layout/layered_layout.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

using namespace quantlens;
using namespace quantlens::bench;
namespace fs = std::filesystem;

namespace {
constexpr const char* kDagrePackage = "@dagrejs/dagre@3.1.3";

struct Options {
    std::vector<std::size_t> sizes { 1000, 5000, 20000 };
    int repeat = 3;
    double timeout = 120;
    std::uint64_t seed = 1;
    bool dot = true;
    bool dagre = true;
    int sweeps = LayoutOptions {}.crossingSweeps;
};

double seconds(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool ensureDagre(const fs::path& prefix, double timeout)
{
    if (fs::exists(prefix / "node_modules/@dagrejs/dagre/package.json"))
        return true;
    fs::create_directories(prefix);
    std::printf("installing %s into %s ...\n", kDagrePackage, prefix.c_str());
    std::fflush(stdout);
    const RunResult r = run({ "npm", "install", "--prefix", prefix.string(), kDagrePackage, "--no-audit", "--no-fund" },
        prefix / "npm-install.log", std::max(timeout, 300.0));
    return r.exitCode == 0 && fs::exists(prefix / "node_modules/@dagrejs/dagre/package.json");
}

std::string cell(std::optional<double> value, const char* missing, const char* format = "%.3f")
{
    if (!value)
        return missing;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, format, *value);
    return buffer;
}

bool parse(int argc, char** argv, Options& o)
{
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--sizes") {
            o.sizes.clear();
            std::istringstream s(next());
            for (std::string item; std::getline(s, item, ',');)
                o.sizes.push_back(std::stoul(item));
        } else if (a == "--repeat") {
            o.repeat = std::max(1, std::atoi(next()));
        } else if (a == "--timeout") {
            o.timeout = std::atof(next());
        } else if (a == "--seed") {
            o.seed = std::strtoull(next(), nullptr, 10);
        } else if (a == "--sweeps") {
            o.sweeps = std::atoi(next());
        } else if (a == "--ours-only") {
            o.dot = o.dagre = false;
        } else if (a == "--no-dot") {
            o.dot = false;
        } else if (a == "--no-dagre") {
            o.dagre = false;
        } else {
            std::fprintf(stderr, "unknown option %s\n", a.c_str());
            return false;
        }
    }
    return true;
}
}

int main(int argc, char** argv)
{
    Options o;
    if (!parse(argc, argv, o))
        return 2;
    LayoutOptions layoutOptions;
    layoutOptions.crossingSweeps = o.sweeps;
    const fs::path work = fs::temp_directory_path() / ("quantlens_layout_bench_" + std::to_string(getpid()));
    fs::create_directories(work);
    bool dagre = o.dagre && ensureDagre(QUANTLENS_BENCH_NPM_PREFIX, o.timeout);
    if (o.dagre && !dagre)
        std::printf("dagre: npm install failed (see %s/npm-install.log); skipping dagre\n", QUANTLENS_BENCH_NPM_PREFIX);
    bool dot = o.dot;

    std::printf("%7s %7s %9s %10s %10s %9s %10s | %9s %9s %9s | %11s %11s %11s\n", "nodes", "edges", "ours s", "dot s",
        "dagre s", "dot/ours", "dagre/ours", "cross us", "cross dot", "cross dg", "length us", "length dot",
        "length dg");
    int status = 0;
    for (std::size_t size : o.sizes) {
        const auto network = bench::makeSyntheticNetwork(size, o.seed);
        const LayoutGraph& g = network.layout;
        std::vector<double> times;
        LayeredLayout layout;
        for (int i = 0; i < o.repeat; ++i) {
            const auto start = std::chrono::steady_clock::now();
            layout = layoutLayered(g, layoutOptions);
            times.push_back(seconds(start));
        }
        std::sort(times.begin(), times.end());
        const double ours = times[times.size() / 2];
        if (layout.centers.size() != g.widths.size())
            status = 1;
        const Quality ourQuality = measure(g, Drawing { layout.centers, layout.edgeRoutes });

        std::string dotCell = dot ? "" : "-";
        std::optional<double> dotTime;
        std::optional<Quality> dotQuality;
        if (dot) {
            const fs::path in = work / ("graph_" + std::to_string(size) + ".dot");
            const fs::path out = work / ("graph_" + std::to_string(size) + ".plain");
            writeDot(g, layoutOptions, in);
            const RunResult r = run({ "dot", "-Tplain", "-o", out.string(), in.string() }, work / "dot.log", o.timeout);
            if (r.timedOut) {
                dotCell = "TIMEOUT";
            } else if (!r.started) {
                dotCell = "absent";
                dot = false;
                std::printf("dot: not found on PATH; skipping Graphviz\n");
            } else if (r.exitCode != 0) {
                dotCell = "FAILED";
                explainFailure("dot", work / "dot.log");
            } else if (auto drawing = readDotPlain(g, out)) {
                dotTime = r.seconds;
                dotQuality = measure(g, *drawing);
            } else {
                dotCell = "FAILED";
            }
        }
        std::string dagreCell = dagre ? "" : "-";
        std::optional<double> dagreTime;
        std::optional<Quality> dagreQuality;
        if (dagre) {
            const fs::path in = work / ("graph_" + std::to_string(size) + ".json");
            const fs::path out = work / ("dagre_" + std::to_string(size) + ".txt");
            writeJson(g, layoutOptions, in);
            const RunResult r = run({ "node", "--stack-size=" + std::to_string(bench::nodeStackKiB()),
                                        QUANTLENS_DAGRE_SCRIPT, QUANTLENS_BENCH_NPM_PREFIX, in.string() },
                out, o.timeout);
            auto parsed = r.exitCode == 0 ? readDagre(g, out) : std::nullopt;
            if (r.timedOut) {
                dagreCell = "TIMEOUT";
            } else if (!parsed) {
                dagreCell = "FAILED";
                explainFailure("dagre", out);
            } else {
                dagreTime = parsed->first;
                dagreQuality = measure(g, parsed->second);
            }
        }
        auto ratio = [&](std::optional<double> t) -> std::optional<double> {
            return t ? std::optional<double>(*t / ours) : std::nullopt;
        };
        auto crossings = [](const std::optional<Quality>& q) -> std::optional<double> {
            return q ? std::optional<double>(static_cast<double>(q->crossings)) : std::nullopt;
        };
        auto length = [](const std::optional<Quality>& q) -> std::optional<double> {
            return q ? std::optional<double>(q->edgeLength) : std::nullopt;
        };
        std::printf("%7zu %7zu %9.4f %10s %10s %9s %10s | %9zu %9s %9s | %11.0f %11s %11s\n", size, g.edges.size(),
            ours, cell(dotTime, dotCell.c_str()).c_str(), cell(dagreTime, dagreCell.c_str()).c_str(),
            cell(ratio(dotTime), "-", "%.0fx").c_str(), cell(ratio(dagreTime), "-", "%.0fx").c_str(),
            ourQuality.crossings, cell(crossings(dotQuality), "-", "%.0f").c_str(),
            cell(crossings(dagreQuality), "-", "%.0f").c_str(), ourQuality.edgeLength,
            cell(length(dotQuality), "-", "%.0f").c_str(), cell(length(dagreQuality), "-", "%.0f").c_str());
        std::fflush(stdout);
    }
    std::printf("ours: median of %d runs in process; dot: wall time of `dot -Tplain`; dagre: dagre.layout() timed "
                "inside node. Crossings counted at node rows; lengths in points.\n",
        o.repeat);
    std::error_code ignored;
    fs::remove_all(work, ignored);
    return status;
}
