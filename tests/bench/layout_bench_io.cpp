#include "layout_bench_io.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace quantlens::bench {
namespace fs = std::filesystem;

namespace {
    constexpr rlim_t kChildStack = rlim_t { 1 } << 30;

    double seconds(std::chrono::steady_clock::time_point start)
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }

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

    LayoutPoint bezier(const LayoutPoint* p, double t)
    {
        const double u = 1 - t;
        return { u * u * u * p[0].x + 3 * u * u * t * p[1].x + 3 * u * t * t * p[2].x + t * t * t * p[3].x,
            u * u * u * p[0].y + 3 * u * u * t * p[1].y + 3 * u * t * t * p[2].y + t * t * t * p[3].y };
    }
}

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
            stack.rlim_cur = std::min(stack.rlim_max, kChildStack);
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
    auto rowOf = [&](double y) {
        return std::lower_bound(rows.begin(), rows.end(), std::round(y * 100) / 100) - rows.begin();
    };
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

void writeDot(const LayoutGraph& g, const LayoutOptions& o, const fs::path& path)
{
    std::ofstream out(path);
    // No arrowheads: dot would stop the edge splines short of the nodes to make room for them.
    out << "digraph G {\n graph [ranksep=" << o.rankSeparation / 72 << ", nodesep=" << o.nodeSeparation / 72
        << "];\n node [shape=box, fixedsize=true, label=\"\"];\n edge [arrowhead=none];\n";
    for (std::size_t v = 0; v < g.widths.size(); ++v)
        out << " n" << v << " [width=" << g.widths[v] / 72 << ", height=" << g.heights[v] / 72 << "];\n";
    for (const auto& [a, b] : g.edges)
        out << " n" << a << " -> n" << b << ";\n";
    out << "}\n";
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

long nodeStackKiB()
{
    rlimit stack {};
    rlim_t limit = kChildStack;
    if (getrlimit(RLIMIT_STACK, &stack) == 0 && stack.rlim_cur != RLIM_INFINITY)
        limit = std::min(stack.rlim_max, kChildStack); // what run() sets in the child
    // Leave a quarter for what node puts on the stack outside JavaScript.
    return static_cast<long>(limit / 1024 * 3 / 4);
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

} // namespace quantlens::bench
