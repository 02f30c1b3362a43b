// HiSilicon NNIE's high-precision layers (FORMATS.md §3): with `[compile_mode] 2` in the mapper's cfg,
// a layer whose name ends in `_hp` in the prototxt runs at 16 bit. The plan is written into a copy of
// the user's prototxt: the planned layers' `name:` get the suffix (or lose it when the plan sets them
// back to 8 bit), every other byte stays. The cfg line is the other format here.
#include "model/caffe/caffe_import.h"
#include "precision/plan_format.h"
#include "util/text_lines.h"
#include "util/utf8.h"
#include "util/whole_file.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace quantlens {
namespace {
    constexpr const char* kSuffix = "_hp";

    /// A `layer { ... }` block of the prototxt: where its own `name:` value sits, and its tops.
    struct LayerText {
        std::string name; ///< as protobuf reads it: adjacent literals joined, escapes decoded
        std::size_t nameBegin = 0, nameEnd = 0; ///< the value's literals, quotes included
        std::vector<std::string> tops;
    };

    /// A string literal's escape at text[i] (after the backslash), as protobuf's tokenizer reads it;
    /// `i` ends on its last character.
    void unescape(const std::string& text, std::size_t& i, std::string& out)
    {
        const auto digitsAt = [&](std::size_t from, std::size_t most, int base) {
            std::size_t n = 0;
            while (n < most && from + n < text.size()
                && (base == 8 ? text[from + n] >= '0' && text[from + n] <= '7'
                              : std::isxdigit(static_cast<unsigned char>(text[from + n])) != 0))
                ++n;
            return n;
        };
        const char c = text[i];
        if (c >= '0' && c <= '7') {
            const std::size_t n = digitsAt(i, 3, 8);
            out += static_cast<char>(std::stoi(text.substr(i, n), nullptr, 8));
            i += n - 1;
            return;
        }
        if (c == 'x' || c == 'X') {
            if (const std::size_t n = digitsAt(i + 1, 2, 16)) {
                out += static_cast<char>(std::stoi(text.substr(i + 1, n), nullptr, 16));
                i += n;
                return;
            }
        }
        if (c == 'u' || c == 'U') {
            const std::size_t want = c == 'u' ? 4 : 8;
            if (digitsAt(i + 1, want, 16) == want) {
                const unsigned long code = std::stoul(text.substr(i + 1, want), nullptr, 16);
                appendUtf8(out, code);
                i += want;
                return;
            }
        }
        switch (c) {
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'v': out += '\v'; break;
        default: out += c; // \\, \', \", \?
        }
    }

    /// The string value starting with the literal at text[at]: protobuf's text format joins adjacent
    /// literals ("conv" '2b' is conv2b), with whitespace and # comments between them. `end` gets the
    /// position after the last literal's closing quote.
    std::string stringValue(const std::string& text, std::size_t at, std::size_t& end)
    {
        std::string value;
        end = at;
        for (std::size_t i = at; i < text.size() && (text[i] == '"' || text[i] == '\'');) {
            const char quote = text[i++];
            while (i < text.size() && text[i] != quote) {
                if (text[i] == '\\' && i + 1 < text.size())
                    unescape(text, ++i, value);
                else
                    value += text[i];
                ++i;
            }
            end = i = std::min(i + 1, text.size());
            for (;;) { // to the next literal, if one follows
                while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
                    ++i;
                if (i >= text.size() || text[i] != '#')
                    break;
                while (i < text.size() && text[i] != '\n')
                    ++i;
            }
        }
        return value;
    }

    /// `value` as one double-quoted literal protobuf reads back unchanged.
    std::string literal(const std::string& value)
    {
        static const char* const kHex = "0123456789abcdef";
        std::string out = "\"";
        for (const char c : value) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                out += '\\';
                out += c;
            } else if (u < 0x20 || u == 0x7F) {
                out += "\\x";
                out += kHex[u >> 4];
                out += kHex[u & 0xF];
            } else {
                out += c;
            }
        }
        return out + "\"";
    }

    /// The layers of a prototxt, read as text (strings and # comments respected) so that the file can
    /// be changed in place. Only fields directly inside a layer block count (not those of its params).
    std::vector<LayerText> layersOf(const std::string& text)
    {
        std::vector<LayerText> layers;
        int depth = 0, layerDepth = -1;
        std::string word; // the identifier before ':' or '{'
        bool wordEnded = false; // whitespace followed it: a new identifier starts a new word
        std::string lastKey;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '#') {
                while (i < text.size() && text[i] != '\n')
                    ++i;
                continue;
            }
            if (c == '"' || c == '\'') {
                std::size_t end = i;
                const std::string value = stringValue(text, i, end);
                if (layerDepth >= 0 && depth == layerDepth + 1) {
                    LayerText& l = layers.back();
                    if (lastKey == "name" && l.nameEnd == 0) {
                        l.name = value;
                        l.nameBegin = i;
                        l.nameEnd = end;
                    } else if (lastKey == "top") {
                        l.tops.push_back(value);
                    }
                }
                i = end - 1;
                lastKey.clear();
                word.clear();
                wordEnded = false;
                continue;
            }
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
                if (wordEnded)
                    word.clear();
                wordEnded = false;
                word += c;
                continue;
            }
            if (std::isspace(static_cast<unsigned char>(c))) {
                wordEnded = !word.empty(); // "layer {": the word still names the block
                continue;
            }
            if (c == ':') {
                lastKey = word;
            } else if (c == '{') {
                if (depth == 0 && word == "layer") {
                    layerDepth = depth;
                    layers.emplace_back();
                }
                ++depth;
                lastKey.clear();
            } else if (c == '}') {
                --depth;
                if (depth == layerDepth)
                    layerDepth = -1;
                lastKey.clear();
            }
            word.clear();
            wordEnded = false;
        }
        return layers;
    }

    /// The tensors a layer writes, named as the import names them: a top the layer writes last keeps
    /// the blob's name, an earlier in-place value is `<layer>_output<k>`.
    std::map<std::string, std::size_t> layerOfTensor(const std::vector<LayerText>& layers)
    {
        std::map<std::string, std::size_t> lastWriter, out;
        for (std::size_t i = 0; i < layers.size(); ++i)
            for (const auto& top : layers[i].tops)
                lastWriter[top] = i;
        for (std::size_t i = 0; i < layers.size(); ++i)
            for (std::size_t k = 0; k < layers[i].tops.size(); ++k) {
                const std::string& top = layers[i].tops[k];
                out[lastWriter[top] == i ? top : layers[i].name + "_output" + std::to_string(k)] = i;
            }
        return out;
    }

    std::string withoutSuffix(const std::string& name)
    {
        return name.ends_with(kSuffix) ? name.substr(0, name.size() - 3) : name;
    }
}

Result<std::string> writeNnieHpPrototxt(const PrecisionPlan& plan, const PlanContext& context,
    const std::optional<std::string>& existing, const std::string& file)
{
    using R = Result<std::string>;
    if (const auto unknown = unknownPlanTensors(plan, context); !unknown.empty())
        return R::failure(unknownNamesProblem(file, unknown));
    // Without a file to merge into: a copy of the prototxt the plan's model was read from.
    std::string source;
    if (existing) {
        source = *existing;
    } else if (isCaffeModelContext(context)) {
        auto read = readWholeFile(context.graph->sourcePath(), file_limits::kConfig);
        if (!read)
            return R::failure(read.error());
        source = std::move(read).value();
    } else {
        return R::failure(Problem::make(file, {}, text("plan.nnie_needs_prototxt")));
    }
    const std::string& prototxt = source;
    const auto layers = layersOf(prototxt);
    if (layers.empty())
        return R::failure(Problem::make(file, {}, text("plan.nnie_not_prototxt")));
    // The layer of each tensor the prototxt names, its own name without a suffix a user added.
    std::map<std::string, std::size_t> byTensor;
    for (const auto& [tensor, layer] : layerOfTensor(layers)) {
        byTensor[tensor] = layer;
        // The import names shadowed in-place values after the layer without its _hp.
        const std::string& name = layers[layer].name;
        if (name.ends_with(kSuffix) && tensor.starts_with(name + "_output"))
            byTensor[withoutSuffix(name) + tensor.substr(name.size())] = layer;
    }
    std::map<std::size_t, bool> wanted; // layer → high precision
    std::vector<std::string> missing;
    for (const auto& [t, p] : widePlanTensors(plan, context)) {
        const auto it = byTensor.find(t->name);
        if (it == byTensor.end())
            missing.push_back(t->name);
        else
            wanted[it->second] = true;
    }
    // What the plan sets back to 8 bit loses a suffix; layers the plan does not name keep theirs.
    for (const auto& [name, entry] : plan.tensors)
        if (const auto it = byTensor.find(name);
            it != byTensor.end() && !isWide(entry.precision) && !wanted.count(it->second))
            wanted[it->second] = false;
    if (!missing.empty()) {
        std::string list;
        for (std::size_t i = 0; i < missing.size() && i < 10; ++i)
            list += (i ? ", " : "") + missing[i];
        return R::failure(
            Problem::make(file, {}, text("plan.nnie_no_layer", { std::to_string(missing.size()), list })));
    }
    std::string out;
    std::size_t at = 0;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const auto w = wanted.find(i);
        if (w == wanted.end() || layers[i].nameEnd == 0)
            continue;
        const std::string& name = layers[i].name;
        const std::string renamed = w->second ? withoutSuffix(name) + kSuffix : withoutSuffix(name);
        if (renamed == name) // the user's spelling stays
            continue;
        // One literal for the whole value: a suffix put in one of several literals, or an escape
        // copied as decoded text, would name another layer.
        out += prototxt.substr(at, layers[i].nameBegin - at) + literal(renamed);
        at = layers[i].nameEnd;
    }
    out += prototxt.substr(at);
    return R::success(std::move(out));
}

Result<PrecisionPlan> readNnieHpPrototxt(
    const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    const auto layers = layersOf(content);
    if (layers.empty())
        return R::failure(Problem::make(file, {}, text("plan.nnie_not_prototxt")));
    PrecisionPlan plan;
    std::vector<std::string> unknown;
    for (const auto& [tensor, layer] : layerOfTensor(layers)) {
        const std::string& name = layers[layer].name;
        if (!name.ends_with(kSuffix))
            continue;
        std::string t = tensor;
        if (t.starts_with(name + "_output"))
            t = withoutSuffix(name) + t.substr(name.size());
        if (!context.find(t)) {
            unknown.push_back(t);
            continue;
        }
        plan.tensors[t] = { Precision::S16, PlanSource::Imported, text("plan.reason_imported", { file }) };
    }
    std::vector<Problem> warnings;
    if (!unknown.empty())
        warnings.push_back(unknownNamesProblem(file, unknown));
    return R::success(std::move(plan), std::move(warnings));
}

bool isCaffePrototxtText(const std::string& text)
{
    const auto layers = layersOf(text);
    return !layers.empty() && !layers.front().name.empty();
}

bool isCaffeModelContext(const PlanContext& context)
{
    return context.graph && isCaffeModelPath(context.graph->sourcePath());
}

// The mapper's cfg: one `[key] value` per line.
std::string nnieCfgWithHighPrecisionLayers(const std::optional<std::string>& existing)
{
    const std::string line = "[compile_mode] 2";
    if (!existing)
        return line + "\n";
    const std::string eol = existing->find("\r\n") != std::string::npos ? "\r\n" : "\n";
    std::string out;
    bool placed = false;
    for (std::string l : splitLines(*existing)) {
        if (!l.empty() && l.back() == '\r')
            l.pop_back();
        const auto first = l.find_first_not_of(" \t");
        if (first != std::string::npos && l.compare(first, 14, "[compile_mode]") == 0) {
            if (!placed)
                out += line + eol;
            placed = true;
            continue;
        }
        out += l + eol;
    }
    if (!placed)
        out += line + eol;
    else if (!existing->empty() && existing->back() != '\n')
        out.resize(out.size() - eol.size()); // keep a missing final newline missing
    return out;
}

} // namespace quantlens
