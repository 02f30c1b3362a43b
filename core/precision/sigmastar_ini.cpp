// SigmaStar input_config.ini, section [CONV_CONFIG] (FORMATS.md 1.6): `input_format = ALL_INT16;`
// for the whole model, else `tensor_arrays = a,b;` naming convolution inputs. SigmaStar documents
// the keys but not the syntax of tensor_arrays; we write it like the file's other lists. Merging
// rewrites those two keys only and keeps every other line, comment and section.
#include "precision/plan_format.h"
#include "util/text_lines.h"

#include <algorithm>
#include <sstream>

namespace quantlens {
namespace {
    constexpr const char* kSection = "[CONV_CONFIG]";
    constexpr const char* kNote
        = "; QuantLens precision plan: these convolution inputs run at INT16. SigmaStar does not "
          "document tensor_arrays; it is written like the other lists.";

    std::string trimmed(const std::string& s)
    {
        const auto b = s.find_first_not_of(" \t\r");
        const auto e = s.find_last_not_of(" \t\r");
        return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
    }

    /// The line as a section header's name ("[CONV_CONFIG]"), else empty: a byte order mark before
    /// it and a comment after it ("[CONV_CONFIG] ; int16 layers") do not hide a section.
    std::string sectionOf(std::string line)
    {
        if (line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3);
        std::string t = trimmed(line);
        if (t.empty() || t[0] != '[')
            return {};
        const auto close = t.find(']');
        return close == std::string::npos ? std::string() : t.substr(0, close + 1);
    }

    /// Whether a key's value goes on past this line: SigmaStar ends its lists with ';', so a value
    /// without one (`tensor_arrays = a,`) continues on the next lines until one ends with ';'.
    bool valueContinues(const std::string& line)
    {
        std::string t = trimmed(line);
        if (const auto comment = t.find_first_of(";#"); comment != std::string::npos && t[comment] == '#')
            t = trimmed(t.substr(0, comment));
        return !t.empty() && t.back() != ';';
    }

    /// A name input_config.ini cannot carry: its list separators, quotes, a comment or section
    /// start, or a line break would change what the file says.
    bool iniUnsafe(const std::string& name)
    {
        return name.empty() || name.find_first_of(",;=\"'[]#\r\n") != std::string::npos
            || name.find_first_of(" \t") == 0 || name.find_last_of(" \t") == name.size() - 1;
    }

    /// "input_format    = ALL_INT16;" -> "input_format"; empty for comments and other lines.
    std::string keyOf(const std::string& line)
    {
        const std::string t = trimmed(line);
        if (t.empty() || t[0] == ';' || t[0] == '#' || t[0] == '[')
            return {};
        const auto eq = t.find_first_of("=:");
        return eq == std::string::npos ? std::string() : trimmed(t.substr(0, eq));
    }

    /// The value with SigmaStar's punctuation stripped, split on commas.
    std::vector<std::string> listOf(const std::string& line)
    {
        std::string value = trimmed(line.substr(line.find_first_of("=:") + 1));
        while (!value.empty() && (value.back() == ';' || value.back() == '"' || value.back() == '\''))
            value.pop_back();
        std::vector<std::string> out;
        std::stringstream in(value);
        for (std::string item; std::getline(in, item, ',');) {
            item = trimmed(item);
            item.erase(std::remove(item.begin(), item.end(), '"'), item.end());
            if (!item.empty())
                out.push_back(item);
        }
        return out;
    }

    Result<std::vector<std::string>> planLines(
        const PrecisionPlan& plan, const PlanContext& context, const std::string& file)
    {
        using R = Result<std::vector<std::string>>;
        if (!plan.opTypes.empty())
            return R::failure(
                Problem::make(file, text("where.key", { "op_types" }), text("plan.sigmastar_no_op_types")));
        if (plan.wholeModel) {
            if (!isWide(*plan.wholeModel) || *plan.wholeModel == Precision::Float)
                return R::failure(
                    Problem::make(file, {}, text("plan.sigmastar_int16_only", { precisionKey(*plan.wholeModel) })));
            return R::success({ kNote, "input_format = ALL_INT16;" });
        }
        std::vector<std::string> tensors, notConv, unsafe;
        for (const auto& [t, p] : widePlanTensors(plan, context)) {
            if (p == Precision::Float)
                return R::failure(Problem::make(
                    file, text("where.tensor", { t->name }), text("plan.sigmastar_int16_only", { "FP32" })));
            if (iniUnsafe(t->name))
                unsafe.push_back(t->name);
            (t->convolutionInput ? tensors : notConv).push_back(t->name);
        }
        if (!unsafe.empty())
            return R::failure(unsafeNamesProblem(file, unsafe, "input_config.ini"));
        if (!notConv.empty()) {
            std::string list;
            for (std::size_t i = 0; i < notConv.size() && i < 10; ++i)
                list += (i ? ", " : "") + notConv[i];
            return R::failure(Problem::make(
                file, {}, text("plan.sigmastar_not_conv_inputs", { std::to_string(notConv.size()), list })));
        }
        if (tensors.empty())
            return R::success({});
        std::string joined;
        for (const auto& t : tensors)
            joined += (joined.empty() ? "" : ",") + t;
        return R::success({ kNote, "tensor_arrays = " + joined + ";" });
    }
}

Result<std::string> writeSigmaStarIni(const PrecisionPlan& plan, const PlanContext& context,
    const std::optional<std::string>& existing, const std::string& file)
{
    using R = Result<std::string>;
    if (const auto unknown = unknownPlanTensors(plan, context); !unknown.empty())
        return R::failure(unknownNamesProblem(file, unknown));
    auto ours = planLines(plan, context, file);
    if (!ours)
        return R::failure(ours.error());
    const std::string eol = existing && existing->find("\r\n") != std::string::npos ? "\r\n" : "\n";
    std::vector<std::string> lines = existing ? splitLines(*existing) : std::vector<std::string> {};
    for (auto& l : lines)
        if (!l.empty() && l.back() == '\r')
            l.pop_back();
    // Our lines go where the section's first input_format / tensor_arrays was, or at its end.
    auto section
        = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return sectionOf(l) == kSection; });
    std::vector<std::string> out(lines.begin(), section);
    if (section == lines.end()) {
        if (!ours.value().empty()) {
            if (!out.empty() && !trimmed(out.back()).empty())
                out.push_back("");
            out.push_back(kSection);
            out.insert(out.end(), ours.value().begin(), ours.value().end());
        }
    } else {
        out.push_back(*section);
        auto it = section + 1;
        bool placed = false;
        std::vector<std::string> body;
        for (; it != lines.end() && sectionOf(*it).empty(); ++it) {
            const std::string key = keyOf(*it);
            if (key == "input_format" || key == "tensor_arrays" || *it == kNote) {
                if (!placed)
                    body.insert(body.end(), ours.value().begin(), ours.value().end());
                placed = true;
                // The old value's continuation lines go with it.
                while (valueContinues(*it) && it + 1 != lines.end() && sectionOf(*(it + 1)).empty()
                    && keyOf(*(it + 1)).empty())
                    ++it;
                continue;
            }
            body.push_back(*it);
        }
        if (!placed) {
            auto end = body.end();
            while (end != body.begin() && trimmed(*(end - 1)).empty())
                --end;
            body.insert(end, ours.value().begin(), ours.value().end());
        }
        out.insert(out.end(), body.begin(), body.end());
        out.insert(out.end(), it, lines.end());
    }
    std::string result;
    for (const auto& l : out)
        result += l + eol;
    if (existing && !existing->empty() && existing->back() != '\n' && !result.empty() && section != lines.end())
        result.resize(result.size() - eol.size()); // keep a missing final newline missing
    return R::success(std::move(result));
}

Result<PrecisionPlan> readSigmaStarIni(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    PrecisionPlan plan;
    std::vector<Problem> warnings;
    std::vector<std::string> unknown;
    bool inSection = false, sawSection = false;
    std::size_t lineNumber = 0;
    const auto lines = splitLines(content);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string line = lines[i];
        lineNumber = i + 1;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (const std::string section = sectionOf(line); !section.empty()) {
            inSection = section == kSection;
            sawSection = sawSection || inSection;
            continue;
        }
        const std::string key = keyOf(line);
        if (!inSection || key.empty())
            continue;
        // A value spread over lines is one value: its continuation lines join it.
        while (valueContinues(line) && i + 1 < lines.size() && sectionOf(lines[i + 1]).empty()
            && keyOf(lines[i + 1]).empty()) {
            std::string next = lines[++i];
            if (!next.empty() && next.back() == '\r')
                next.pop_back();
            line += next;
        }
        const auto values = listOf(line);
        if (key == "input_format") {
            const std::string format = values.empty() ? std::string() : values.front();
            if (format == "ALL_INT16")
                plan.wholeModel = Precision::S16;
            else if (format != "ALL_UINT8")
                warnings.push_back(Problem::make(file, text("where.line", { std::to_string(lineNumber) }),
                    text("plan.sigmastar_format_not_read", { format })));
        } else if (key == "tensor_arrays") {
            for (const auto& name : values) {
                if (!context.find(name)) {
                    unknown.push_back(name);
                    continue;
                }
                plan.tensors[name] = { Precision::S16, PlanSource::Imported, text("plan.reason_imported", { file }) };
            }
        }
    }
    if (!sawSection && content.find('[') == std::string::npos)
        return R::failure(Problem::make(file, {}, text("plan.sigmastar_not_ini")));
    if (!unknown.empty())
        warnings.push_back(unknownNamesProblem(file, unknown));
    return R::success(std::move(plan), std::move(warnings));
}

} // namespace quantlens
