#pragma once
// What layout_bench needs around the layouters: subprocesses with a timeout, the file formats of dot and of
// dagre_layout.mjs, and one quality measure applied to every drawing.
#include "layout/layered_layout.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace quantlens::bench {

struct RunResult {
    bool started = false;
    bool timedOut = false;
    int exitCode = -1;
    double seconds = 0;
};

/// Runs argv with stdout into `out` and stderr into `out`.err; kills it after `timeout` seconds.
RunResult run(const std::vector<std::string>& argv, const std::filesystem::path& out, double timeout);
/// Prints the last line a failed subprocess wrote to stderr.
void explainFailure(const char* tool, const std::filesystem::path& out);

/// Node centres and edge polylines in one coordinate system, whoever computed them.
struct Drawing {
    std::vector<LayoutPoint> centers;
    std::vector<std::vector<LayoutPoint>> routes;
};

struct Quality {
    std::size_t crossings = 0; ///< counted where edges pass the rows of node centres
    double edgeLength = 0;
};

Quality measure(const LayoutGraph& g, const Drawing& d);

/// DOT in inches with the same node sizes and separations; -Tplain read back in points, y down.
void writeDot(const LayoutGraph& g, const LayoutOptions& o, const std::filesystem::path& path);
std::optional<Drawing> readDotPlain(const LayoutGraph& g, const std::filesystem::path& path);

/// The JSON dagre_layout.mjs reads, and its output: dagre's own time and the drawing.
void writeJson(const LayoutGraph& g, const LayoutOptions& o, const std::filesystem::path& path);
std::optional<std::pair<double, Drawing>> readDagre(const LayoutGraph& g, const std::filesystem::path& path);

/// A stack size for node (in KiB, for --stack-size) that fits the stack limit run() gives its children.
long nodeStackKiB();

} // namespace quantlens::bench
