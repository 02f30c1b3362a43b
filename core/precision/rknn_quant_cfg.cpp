// RKNN-Toolkit2's <model>.quantization.cfg (hybrid quantization step 1, FORMATS.md 4.2): the plan's
// tensors go under `custom_quantize_layers:` as `<output tensor name>: int16` (float16 for tensors the
// plan keeps in float). Merging rewrites only the entries the plan decides: the user's own entries,
// every other key (quantize_parameters with its floats), comment, line ending and the byte order mark
// stay as they were.
#include "precision/plan_format.h"
#include "precision/rknn_cfg_lines.h"
#include "util/text_lines.h"

#include <algorithm>
#include <map>
#include <set>

namespace quantlens {
namespace {
    using namespace rknn_cfg;
    constexpr const char* kBlock = "custom_quantize_layers";
    constexpr const char* kParameters = "quantize_parameters";
    constexpr const char* kNote = "# QuantLens precision plan: these tensors are quantized as written here";

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

    struct Lines {
        std::vector<std::string> lines; ///< without '\n' and '\r'
        std::string eol = "\n";
        bool finalNewline = true;
    };

    Lines linesOf(const std::optional<std::string>& text)
    {
        Lines l;
        if (!text)
            return l;
        l.eol = text->find("\r\n") != std::string::npos ? "\r\n" : "\n";
        l.finalNewline = text->empty() || text->back() == '\n';
        l.lines = splitLines(*text);
        for (auto& line : l.lines)
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
        return l;
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

    Lines in = linesOf(existing);
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

    std::vector<std::string> out;
    const auto header
        = std::find_if(in.lines.begin(), in.lines.end(), [](const std::string& l) { return topLevelKey(l) == kBlock; });
    std::string indent = "    ";
    std::vector<std::string> kept; // the block's lines that stay (the user's entries, comments)
    auto after = in.lines.end();
    std::string bom;
    if (header != in.lines.end()) {
        if (header->rfind("\xEF\xBB\xBF", 0) == 0)
            bom = "\xEF\xBB\xBF";
        // An inline mapping ("custom_quantize_layers: {a: int8}") becomes a block with the same entries.
        if (const auto flow = flowEntries(inlineValue(*header)))
            for (const auto& e : *flow)
                if (!decided.count(e.name))
                    kept.push_back(indent + yamlKey(e.name) + ": " + e.value);
        // The block runs to the next top-level key; blank lines before that key stay after our entries.
        auto end = header + 1;
        while (end != in.lines.end() && topLevelKey(*end).empty())
            ++end;
        after = end;
        while (after != header + 1 && (after - 1)->find_first_not_of(" \t") == std::string::npos)
            --after;
        bool sawIndent = false, previousExport = false;
        for (auto it = header + 1; it != after; ++it) {
            const auto e = entryOf(*it);
            if (e && !sawIndent) {
                indent = indentOf(*it);
                sawIndent = true;
            }
            // The entries under our note are an earlier export's: this export replaces them all.
            if (it->find(kNote) != std::string::npos) {
                previousExport = true;
                continue;
            }
            previousExport = previousExport && e.has_value();
            if (previousExport || (e && decided.count(e->name)))
                continue;
            kept.push_back(*it);
        }
    }
    std::vector<std::string> block;
    block.insert(block.end(), kept.begin(), kept.end());
    if (!ours.empty())
        block.push_back(indent + kNote);
    for (const auto& [t, p] : widePlanTensors(plan, context)) // graph order
        block.push_back(indent + yamlKey(t->name) + ": " + ours[t->name]);
    const bool anyEntry
        = std::any_of(block.begin(), block.end(), [](const std::string& l) { return entryOf(l).has_value(); });
    // The user's header line stays (with its comment) unless it must change form.
    const bool blockHeader = header != in.lines.end() && inlineValue(*header).empty();
    const std::string headerLine = blockHeader && anyEntry ? *header : bom + kBlock + (anyEntry ? ":" : ": {}");

    if (header == in.lines.end()) {
        // Step 1 writes the block first; a file without one gets it at the top.
        out.push_back(headerLine);
        out.insert(out.end(), block.begin(), block.end());
        out.insert(out.end(), in.lines.begin(), in.lines.end());
    } else {
        out.insert(out.end(), in.lines.begin(), header);
        out.push_back(headerLine);
        out.insert(out.end(), block.begin(), block.end());
        out.insert(out.end(), after, in.lines.end());
    }
    std::string result;
    for (std::size_t i = 0; i < out.size(); ++i)
        result += out[i] + (i + 1 < out.size() || in.finalNewline ? in.eol : "");
    return R::success(std::move(result));
}

Result<PrecisionPlan> readRknnQuantCfg(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    const Lines in = linesOf(content);
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
        if (const auto flow = flowEntries(inlineValue(in.lines[i])))
            for (const auto& e : *flow)
                take(e, i + 1);
        for (std::size_t j = i + 1; j < in.lines.size() && topLevelKey(in.lines[j]).empty(); ++j)
            if (const auto e = entryOf(in.lines[j]))
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
    for (const auto& line : splitLines(text)) {
        std::string l = line;
        if (!l.empty() && l.back() == '\r')
            l.pop_back();
        const std::string key = rknn_cfg::topLevelKey(l);
        if (key == kBlock || key == kParameters)
            return true;
    }
    return false;
}

} // namespace quantlens
