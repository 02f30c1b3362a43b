// RKNN-Toolkit2's <model>.quantization.cfg (hybrid quantization step 1, FORMATS.md 4.2): the plan's
// tensors go under `custom_quantize_layers:` as `<output tensor name>: int16` (float16 for tensors the
// plan keeps in float). Merging rewrites only the entries the plan decides: the user's own entries,
// every other key (quantize_parameters with its floats), comment, line ending and the byte order mark
// stay as they were. The merge works on lines, so a file it could not keep exactly (a second block, an
// alias, a nested or multi-line value, a JSON document) is refused, naming the line, never rewritten.
#include "precision/plan_format.h"
#include "precision/rknn_cfg_lines.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <set>

namespace quantlens {
namespace {
    using namespace rknn_cfg;
    constexpr const char* kBlock = "custom_quantize_layers";
    constexpr const char* kParameters = "quantize_parameters";
    // An export's entries follow a note that counts them and end at an end line: the next export replaces
    // those entries and only them, so that an entry the user adds under them, above or below the end
    // line, stays. (Notes of exports before the count said ": these tensors ...", without end line.)
    constexpr const char* kNote = "# QuantLens precision plan";
    constexpr const char* kNoteCount = " (entries: ";
    constexpr const char* kNoteTail = "): these tensors are quantized as written here";
    constexpr const char* kEnd = "# end of the QuantLens precision plan (your own entries go after this line)";

    bool isOurs(const std::string& line, const char* comment)
    {
        const auto at = line.find_first_not_of(" \t");
        return at != std::string::npos && line.compare(at, std::strlen(comment), comment) == 0;
    }

    /// The entry count an export's note gives; nullopt for a note without one.
    std::optional<std::size_t> noteCount(const std::string& line)
    {
        const std::size_t at = line.find(kNote) + std::strlen(kNote);
        if (line.compare(at, std::strlen(kNoteCount), kNoteCount) != 0)
            return std::nullopt;
        std::size_t count = 0, i = at + std::strlen(kNoteCount);
        for (; i < line.size() && i < at + 20 && std::isdigit(static_cast<unsigned char>(line[i])); ++i)
            count = count * 10 + static_cast<std::size_t>(line[i] - '0');
        return line.compare(i, std::strlen(kNoteTail), kNoteTail) == 0 ? std::optional(count) : std::nullopt;
    }

    std::string dtypeFor(Precision p) { return p == Precision::Float ? "float16" : "int16"; }

    std::optional<Precision> precisionFor(const std::string& dtype)
    {
        if (dtype == "int16")
            return Precision::S16;
        if (dtype == "float16")
            return Precision::Float;
        if (dtype == "int8")
            return Precision::U8;
        return std::nullopt;
    }

    /// A line as a message quotes it: without its indentation, cut (between characters) when long.
    std::string shownLine(const std::string& line)
    {
        std::string shown = line.substr(std::min(line.size(), line.find_first_not_of(" \t")));
        if (shown.size() > 80) {
            std::size_t cut = 77;
            while (cut > 0 && (static_cast<unsigned char>(shown[cut]) & 0xC0) == 0x80)
                --cut;
            shown = shown.substr(0, cut) + "...";
        }
        return shown;
    }

    /// Why the merge leaves the file alone, naming the line and quoting it.
    Problem refusalProblem(const std::string& file, const std::vector<std::string>& lines, const Refusal& r)
    {
        const std::string shown = shownLine(lines[r.line]);
        const Text what = r.what == Construct::Alias ? text("plan.rknn_block_alias", { shown })
            : r.what == Construct::NotMapping        ? text("plan.rknn_block_not_mapping", { shown })
                                                     : text("plan.rknn_block_structure", { shown });
        return Problem::make(file, text("where.line", { std::to_string(r.line + 1) }), what);
    }

    /// The names quantize_parameters lists: the only keys step 2 accepts ("Invalid operands name").
    std::set<std::string> parameterNames(const std::vector<std::string>& lines)
    {
        std::set<std::string> names;
        bool inBlock = false;
        std::string childIndent;
        for (const auto& line : lines) {
            if (const std::string key = topLevelKey(line); !key.empty()) {
                inBlock = key == kParameters;
                childIndent.clear();
                continue;
            }
            if (!inBlock)
                continue;
            const auto e = entryOf(line);
            if (!e)
                continue;
            const std::string indent = indentOf(line);
            if (childIndent.empty())
                childIndent = indent;
            if (indent == childIndent) // a tensor, not one of its fields
                names.insert(e->name);
        }
        return names;
    }
}

Result<std::string> writeRknnQuantCfg(const PrecisionPlan& plan, const PlanContext& context,
    const std::optional<std::string>& existing, const std::string& file)
{
    using R = Result<std::string>;
    if (const auto unknown = unknownPlanTensors(plan, context); !unknown.empty())
        return R::failure(unknownNamesProblem(file, unknown));
    // What the plan decides: its 16-bit and float tensors, and the ones it sets back to 8 bit.
    std::map<std::string, std::string> ours;
    std::vector<std::string> unsafe;
    for (const auto& [t, p] : widePlanTensors(plan, context)) {
        if (t->name.find_first_of("\r\n") != std::string::npos || t->name.empty())
            unsafe.push_back(t->name);
        ours[t->name] = dtypeFor(p);
    }
    if (!unsafe.empty())
        return R::failure(unsafeNamesProblem(file, unsafe, "quantization.cfg"));
    std::set<std::string> decided;
    for (const auto& [name, entry] : plan.tensors)
        decided.insert(name);
    for (const auto& [name, dtype] : ours)
        decided.insert(name);

    const CfgText in = splitCfg(existing.value_or(""));
    const std::size_t n = in.lines.size();
    // Step 2 refuses names that quantize_parameters does not list: say so now, naming them.
    if (const auto known = parameterNames(in.lines); !known.empty()) {
        std::vector<std::string> missing;
        for (const auto& [name, dtype] : ours)
            if (!known.count(name))
                missing.push_back(name);
        if (!missing.empty()) {
            std::string list;
            for (std::size_t i = 0; i < missing.size() && i < 10; ++i)
                list += (i ? ", " : "") + missing[i];
            return R::failure(Problem::make(file, text("where.key", { kParameters }),
                text("plan.rknn_not_in_parameters", { std::to_string(missing.size()), list })));
        }
    }
    // YAML readers keep the last of duplicate keys, a line-by-line merge would fill the first.
    std::vector<std::size_t> headers;
    for (std::size_t i = 0; i < n; ++i)
        if (topLevelKey(in.lines[i]) == kBlock)
            headers.push_back(i);
    if (headers.size() > 1) {
        std::string list;
        for (std::size_t k = 0; k < headers.size(); ++k)
            list += (k ? ", " : "") + std::to_string(headers[k] + 1);
        return R::failure(Problem::make(
            file, text("where.line", { std::to_string(headers[1] + 1) }), text("plan.rknn_block_twice", { list })));
    }

    // A file without the block gets it on top, which fits a block mapping only (not JSON, a flow mapping,
    // a "---" document or an indented one).
    for (std::size_t i = 0; headers.empty() && i < n; ++i) {
        const auto first = in.lines[i].find_first_not_of(" \t");
        if (first == std::string::npos || in.lines[i][first] == '#')
            continue;
        if (first != 0 || topLevelKey(in.lines[i]).empty())
            return R::failure(Problem::make(file, text("where.line", { std::to_string(i + 1) }),
                text("plan.rknn_not_block_mapping", { shownLine(in.lines[i]) })));
        break;
    }

    struct Line {
        std::string text, end; ///< end empty: the file's own line end
    };
    const auto original = [&](std::size_t i) { return Line { in.lines[i], in.ends[i] }; };
    const std::size_t header = headers.empty() ? n : headers.front();
    std::size_t after = n; // the lines from here on stay after the block
    std::string indent = "    ";
    BlockShape shape;
    std::vector<Line> block; // the block's lines that stay (the user's entries, comments), and ours
    // Where an earlier export's entries were: ours go there again, so that the user's entries written
    // after our end line (as it asks) stay after it, and exporting the same plan again changes nothing.
    std::optional<std::size_t> ourPlace;
    if (header < n) {
        // The block runs to the next top-level key; blank lines before that key stay after our entries.
        std::size_t end = header + 1;
        while (end < n && topLevelKey(in.lines[end]).empty())
            ++end;
        after = end;
        while (after > header + 1 && in.lines[after - 1].find_first_not_of(" \t") == std::string::npos)
            --after;
        shape = blockShape(in.lines, header, after);
        if (shape.refusal)
            return R::failure(refusalProblem(file, in.lines, *shape.refusal));
        if (!shape.indent.empty())
            indent = shape.indent;
        // A flow mapping ("custom_quantize_layers: {a: int8}") becomes block lines with the same entries.
        for (const auto& e : shape.flow)
            if (!decided.count(e.name))
                block.push_back({ indent + yamlKey(e.name) + (e.raw.empty() ? ":" : ": " + e.raw), {} });
        bool previousExport = false, closed = false; // closed: an end line follows the note
        std::optional<std::size_t> left; // the earlier export's entries still to come, as its note counts them
        for (std::size_t i = header + 1; i < after; ++i) {
            const std::string& l = in.lines[i];
            if (shape.flowLine == i)
                continue;
            if (isOurs(l, kNote)) {
                if (!ourPlace)
                    ourPlace = block.size();
                previousExport = true;
                left = noteCount(l);
                closed = false;
                for (std::size_t j = i + 1; j < after && !closed && !isOurs(in.lines[j], kNote); ++j)
                    closed = isOurs(in.lines[j], kEnd);
                continue;
            }
            if (isOurs(l, kEnd)) {
                previousExport = false;
                continue;
            }
            const auto e = entryOf(l);
            if (previousExport && left && e)
                previousExport = (*left)-- > 0;
            else if (previousExport && !left && !closed && !e)
                previousExport = false;
            if ((previousExport && e) || (e && decided.count(e->name)))
                continue;
            block.push_back(original(i));
        }
    }
    const auto wide = widePlanTensors(plan, context); // graph order
    if (!wide.empty()) {
        std::vector<Line> planned { { indent + kNote + kNoteCount + std::to_string(wide.size()) + kNoteTail, {} } };
        for (const auto& [t, p] : wide)
            planned.push_back({ indent + yamlKey(t->name) + ": " + ours[t->name], {} });
        planned.push_back({ indent + kEnd, {} });
        block.insert(block.begin() + static_cast<std::ptrdiff_t>(ourPlace.value_or(block.size())), planned.begin(),
            planned.end());
    }
    const bool anyEntry
        = std::any_of(block.begin(), block.end(), [](const Line& l) { return entryOf(l.text).has_value(); });
    // The user's header line stays (with its comment) unless it must change form. Step 1 writes the block
    // first; a file without one gets it at the top (after the byte order mark).
    std::vector<Line> out;
    for (std::size_t i = 0; header < n && i < header; ++i)
        out.push_back(original(i));
    if (header < n && !shape.valueOnHeader && anyEntry)
        out.push_back(original(header));
    else
        out.push_back({ std::string(kBlock) + (anyEntry ? ":" : ": {}")
                + (shape.headerComment.empty() ? "" : "  " + shape.headerComment),
            header < n ? in.ends[header] : std::string() });
    out.insert(out.end(), block.begin(), block.end());
    for (std::size_t i = header < n ? after : 0; i < n; ++i)
        out.push_back(original(i));
    std::string result = in.bom;
    for (std::size_t i = 0; i < out.size(); ++i)
        result += out[i].text
            + (i + 1 == out.size() && !in.finalNewline() ? ""
                    : out[i].end.empty()                 ? in.eol
                                                         : out[i].end);
    return R::success(std::move(result));
}

Result<PrecisionPlan> readRknnQuantCfg(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    const CfgText in = splitCfg(content);
    PrecisionPlan plan;
    std::vector<Problem> warnings;
    std::vector<std::string> unknown;
    bool found = false;
    const auto take = [&](const Entry& e, std::size_t line) {
        const auto p = precisionFor(e.value);
        if (!p) {
            warnings.push_back(Problem::make(file, text("where.line", { std::to_string(line) }),
                text("plan.rknn_dtype_not_read", { e.name, e.value })));
            return;
        }
        if (!context.find(e.name)) {
            unknown.push_back(e.name);
            return;
        }
        plan.tensors[e.name] = { *p, PlanSource::Imported, text("plan.reason_imported", { file }) };
    };
    for (std::size_t i = 0; i < in.lines.size(); ++i) {
        if (topLevelKey(in.lines[i]) != kBlock)
            continue;
        found = true;
        std::size_t end = i + 1;
        while (end < in.lines.size() && topLevelKey(in.lines[end]).empty())
            ++end;
        // What the merge would refuse is still read as far as it goes: its one-line entries.
        const BlockShape shape = blockShape(in.lines, i, end);
        for (const auto& e : shape.flow)
            take(e, shape.flowLine.value_or(i) + 1);
        for (std::size_t j = i + 1; j < end; ++j)
            if (const auto e = entryOf(in.lines[j]); e && j != shape.flowLine)
                take(*e, j + 1);
    }
    if (!found)
        return R::failure(Problem::make(file, {}, text("plan.rknn_no_block")));
    if (!unknown.empty())
        warnings.push_back(unknownNamesProblem(file, unknown));
    return R::success(std::move(plan), std::move(warnings));
}

bool isRknnQuantCfgText(const std::string& text)
{
    for (const auto& line : splitCfg(text).lines) {
        const std::string key = rknn_cfg::topLevelKey(line);
        if (key == kBlock || key == kParameters)
            return true;
    }
    return false;
}

} // namespace quantlens
