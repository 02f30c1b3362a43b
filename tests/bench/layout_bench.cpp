// Our layered layout against Graphviz dot (the quality and speed reference of STACK.md §6) and dagre, on the
// same synthetic network-shaped graphs, in the same run. Run on demand:
//   build/release/tests/bench/layout_bench [--sizes 1000,5000,20000] [--repeat 3] [--timeout 120] [--seed 1]
//                                          [--ours-only | --no-dot | --no-dagre]
// dot and node run as subprocesses killed at the timeout; dagre is installed with npm into the build tree.
#include "synthetic_network.h"

#include "layout/layered_layout.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace quantlens;
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
};

double seconds(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct RunResult {
    bool started = false;
    bool timedOut = false;
    int exitCode = -1;
    double seconds = 0;
};

// fork/exec with stdout (and stderr) into files, killed at the timeout: popen cannot time out.
RunResult run(const std::vector<std::string>& argv, const fs::path& out, double timeout)
{
    RunResult r;
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0)
        return r;
    if (pid == 0) {
        const int fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = open((out.string() + ".err").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int in = open("/dev/null", O_RDONLY);
        // dagre recurses as deep as the graph has ranks; node gets a bigger stack (--stack-size) than the
        // default 8 MiB limit would allow without crashing.
        rlimit stack {};
        if (getrlimit(RLIMIT_STACK, &stack) == 0 && stack.rlim_cur != RLIM_INFINITY) {
            stack.rlim_cur = std::min<rlim_t>(stack.rlim_max, rlim_t { 1 } << 30);
            setrlimit(RLIMIT_STACK, &stack);
        }
        dup2(in, 0);
        dup2(fd, 1);
        dup2(err, 2);
        std::vector<char*> args;
        for (const auto& a : argv)
            args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execvp(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (seconds(start) > timeout) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            r.timedOut = true;
            r.seconds = seconds(start);
            return r;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    r.seconds = seconds(start);
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.started = r.exitCode != 127;
    return r;
}

// Node centres and edge polylines in one coordinate system, whoever computed them.
struct Drawing {
    std::vector<LayoutPoint> centers;
    std::vector<std::vector<LayoutPoint>> routes;
};

struct Quality {
    std::size_t crossings = 0;
    double edgeLength = 0;
};

std::size_t inversions(std::vector<double>& v, std::vector<double>& scratch, std::size_t lo, std::size_t hi)
{
    if (hi - lo < 2)
        return 0;
    const std::size_t mid = (lo + hi) / 2;
    std::size_t count = inversions(v, scratch, lo, mid) + inversions(v, scratch, mid, hi);
    std::size_t i = lo, j = mid, k = lo;
    while (i < mid || j < hi) {
        if (j == hi || (i < mid && v[i] <= v[j])) {
            scratch[k++] = v[i++];
        } else {
            count += mid - i; // strictly smaller than everything left in the first half
            scratch[k++] = v[j++];
        }
    }
    std::copy(scratch.begin() + lo, scratch.begin() + hi, v.begin() + lo);
    return count;
}

// Crossings counted where edges pass the rows of node centres: every edge is sampled at each row it spans and
// the straight pieces between adjacent rows are checked for inversions. Same measure for every layouter.
Quality measure(const LayoutGraph& g, const Drawing& d)
{
    Quality q;
    std::vector<double> rows;
    for (const auto& c : d.centers)
        rows.push_back(std::round(c.y * 100) / 100);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    auto rowOf = [&](double y) { return std::lower_bound(rows.begin(), rows.end(), std::round(y * 100) / 100) - rows.begin(); };
    std::vector<std::vector<std::pair<double, double>>> pieces(rows.size());
    for (std::size_t e = 0; e < g.edges.size() && e < d.routes.size(); ++e) {
        const auto& route = d.routes[e];
        for (std::size_t k = 1; k < route.size(); ++k)
            q.edgeLength += std::hypot(route[k].x - route[k - 1].x, route[k].y - route[k - 1].y);
        auto [a, b] = g.edges[e];
        if (a == b || route.size() < 2)
            continue;
        if (d.centers[a].y > d.centers[b].y)
            std::swap(a, b);
        const auto first = rowOf(d.centers[a].y);
        const auto last = rowOf(d.centers[b].y);
        double previous = d.centers[a].x;
        for (auto r = first + 1; r <= last; ++r) {
            double x = d.centers[b].x;
            for (std::size_t k = 1; r < last && k < route.size(); ++k) {
                const auto& p = route[k - 1];
                const auto& s = route[k];
                if ((p.y - rows[r]) * (s.y - rows[r]) <= 0 && p.y != s.y) {
                    x = p.x + (s.x - p.x) * (rows[r] - p.y) / (s.y - p.y);
                    break;
                }
            }
            pieces[r - 1].emplace_back(previous, x);
            previous = x;
        }
    }
    std::vector<double> lower;
    std::vector<double> scratch;
    for (auto& row : pieces) {
        std::sort(row.begin(), row.end());
        lower.clear();
        for (const auto& p : row)
            lower.push_back(p.second);
        scratch.resize(lower.size());
        q.crossings += inversions(lower, scratch, 0, lower.size());
    }
    return q;
}

Drawing oursDrawing(const LayeredLayout& layout) { return { layout.centers, layout.edgeRoutes }; }

// Graphviz works in inches; 72 points each, y up.
void writeDot(const LayoutGraph& g, const LayoutOptions& o, const fs::path& path)
{
    std::ofstream out(path);
    out << "digraph G {\n graph [ranksep=" << o.rankSeparation / 72 << ", nodesep=" << o.nodeSeparation / 72
        << "];\n node [shape=box, fixedsize=true, label=\"\"];\n";
    for (std::size_t v = 0; v < g.widths.size(); ++v)
        out << " n" << v << " [width=" << g.widths[v] / 72 << ", height=" << g.heights[v] / 72 << "];\n";
    for (const auto& [a, b] : g.edges)
        out << " n" << a << " -> n" << b << ";\n";
    out << "}\n";
}

LayoutPoint bezier(const LayoutPoint* p, double t)
{
    const double u = 1 - t;
    return { u * u * u * p[0].x + 3 * u * u * t * p[1].x + 3 * u * t * t * p[2].x + t * t * t * p[3].x,
        u * u * u * p[0].y + 3 * u * u * t * p[1].y + 3 * u * t * t * p[2].y + t * t * t * p[3].y };
}

std::optional<Drawing> readDotPlain(const LayoutGraph& g, const fs::path& path)
{
    std::ifstream in(path);
    Drawing d;
    d.centers.resize(g.widths.size());
    d.routes.resize(g.edges.size());
    std::map<std::pair<int, int>, std::vector<std::size_t>> pending; // dot prints edges in its own order
    for (std::size_t e = 0; e < g.edges.size(); ++e)
        pending[g.edges[e]].push_back(e);
    for (auto& [key, list] : pending)
        std::reverse(list.begin(), list.end());
    std::string line;
    std::size_t nodes = 0;
    while (std::getline(in, line)) {
        std::istringstream s(line);
        std::string kind, a, b;
        s >> kind;
        if (kind == "node") {
            double x, y;
            s >> a >> x >> y;
            d.centers[std::stoul(a.substr(1))] = { x * 72, -y * 72 };
            ++nodes;
        } else if (kind == "edge") {
            int count = 0;
            s >> a >> b >> count;
            std::vector<LayoutPoint> control(static_cast<std::size_t>(count));
            for (auto& p : control) {
                s >> p.x >> p.y;
                p = { p.x * 72, -p.y * 72 };
            }
            auto& list = pending[{ std::stoi(a.substr(1)), std::stoi(b.substr(1)) }];
            if (list.empty())
                continue;
            auto& route = d.routes[list.back()];
            list.pop_back();
            for (std::size_t k = 0; k + 3 < control.size(); k += 3)
                for (int step = 0; step < 8; ++step)
                    route.push_back(bezier(&control[k], step / 8.0));
            if (!control.empty())
                route.push_back(control.back());
        }
    }
    if (nodes != g.widths.size())
        return std::nullopt;
    return d;
}

void writeJson(const LayoutGraph& g, const LayoutOptions& o, const fs::path& path)
{
    std::ofstream out(path);
    out << "{\"ranksep\":" << o.rankSeparation << ",\"nodesep\":" << o.nodeSeparation << ",\"nodes\":[";
    for (std::size_t v = 0; v < g.widths.size(); ++v)
        out << (v ? "," : "") << "[" << g.widths[v] << "," << g.heights[v] << "]";
    out << "],\"edges\":[";
    for (std::size_t e = 0; e < g.edges.size(); ++e)
        out << (e ? "," : "") << "[" << g.edges[e].first << "," << g.edges[e].second << "]";
    out << "]}\n";
}

std::optional<std::pair<double, Drawing>> readDagre(const LayoutGraph& g, const fs::path& path)
{
    std::ifstream in(path);
    Drawing d;
    d.centers.resize(g.widths.size());
    d.routes.resize(g.edges.size());
    std::optional<double> time;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream s(line);
        std::string kind;
        std::size_t i = 0;
        s >> kind;
        if (kind == "seconds") {
            double t;
            s >> t;
            time = t;
        } else if (kind == "node" && (s >> i) && i < d.centers.size()) {
            s >> d.centers[i].x >> d.centers[i].y;
        } else if (kind == "edge" && (s >> i) && i < d.routes.size()) {
            LayoutPoint p;
            while (s >> p.x >> p.y)
                d.routes[i].push_back(p);
        }
    }
    if (!time)
        return std::nullopt;
    return std::make_pair(*time, std::move(d));
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

// Why a subprocess failed: the last line it wrote to stderr.
void explainFailure(const char* tool, const fs::path& out)
{
    std::ifstream in(out.string() + ".err");
    std::string line;
    std::string last;
    while (std::getline(in, line))
        if (!line.empty())
            last = line;
    std::printf("%s failed: %s\n", tool, last.empty() ? "(no message)" : last.c_str());
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
    const LayoutOptions layoutOptions;
    const fs::path work = fs::temp_directory_path() / ("quantlens_layout_bench_" + std::to_string(getpid()));
    fs::create_directories(work);
    bool dagre = o.dagre && ensureDagre(QUANTLENS_BENCH_NPM_PREFIX, o.timeout);
    if (o.dagre && !dagre)
        std::printf("dagre: npm install failed (see %s/npm-install.log); skipping dagre\n", QUANTLENS_BENCH_NPM_PREFIX);
    bool dot = o.dot;

    std::printf("%7s %7s %9s %10s %10s %9s %10s | %9s %9s %9s | %11s %11s %11s\n", "nodes", "edges", "ours s",
        "dot s", "dagre s", "dot/ours", "dagre/ours", "cross us", "cross dot", "cross dg", "length us", "length dot",
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
        const Quality ourQuality = measure(g, oursDrawing(layout));

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
            const RunResult r = run({ "node", "--stack-size=500000", QUANTLENS_DAGRE_SCRIPT, QUANTLENS_BENCH_NPM_PREFIX,
                                        in.string() },
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
        std::printf("%7zu %7zu %9.4f %10s %10s %9s %10s | %9zu %9s %9s | %11.0f %11s %11s\n", size, g.edges.size(), ours,
            cell(dotTime, dotCell.c_str()).c_str(), cell(dagreTime, dagreCell.c_str()).c_str(),
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
