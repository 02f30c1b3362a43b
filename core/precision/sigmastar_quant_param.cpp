// SigmaStar's quantization-parameter file for `calibrator --quant_file` (FORMATS.md 1.7): a list of
// {"name", "min": [..], "max": [..], "bit"}; `bit: 16` forces a tensor to 16 bit. Merging changes
// the bit of the model's activations only and adds the plan's missing ones; every other entry and
// key stays (the file is rewritten with the indent save_quant_param.py uses).
#include "precision/plan_format.h"
#include "util/json_parse.h"
#include "util/json_text.h"

#include <nlohmann/json.hpp>
#include <set>

namespace quantlens {
namespace {
    using ojson = nlohmann::ordered_json;
    constexpr int kWideBits = 16;
    constexpr int kNarrowBits = 8;

    Result<ojson> parsedList(const std::string& content, const std::string& file)
    {
        using R = Result<ojson>;
        ojson doc;
        try {
            doc = ojson::parse(content, depthLimited<ojson>());
        } catch (const JsonTooDeep&) {
            return R::failure(Problem::make(file, {}, text("json.too_deep", { std::to_string(kMaxJsonDepth) })));
        } catch (const ojson::parse_error& e) {
            return R::failure(
                Problem::make(file, text("where.byte", { std::to_string(e.byte) }), text("plan.not_json")));
        } catch (const ojson::exception&) { // a number beyond a double's range: valid JSON, not readable
            return R::failure(Problem::make(file, {}, text("plan.not_json")));
        }
        if (!doc.is_array())
            return R::failure(Problem::make(file, {}, text("plan.sigmastar_json_not_list")));
        for (std::size_t i = 0; i < doc.size(); ++i)
            if (!doc[i].is_object() || !doc[i].contains("name") || !doc[i].at("name").is_string())
                return R::failure(Problem::make(
                    file, text("where.item", { std::to_string(i) }), text("plan.sigmastar_json_bad_entry")));
        return R::success(std::move(doc));
    }
}

Result<std::string> writeSigmaStarQuantParams(const PrecisionPlan& plan, const PlanContext& context,
    const std::optional<std::string>& existing, const std::string& file)
{
    using R = Result<std::string>;
    if (const auto unknown = unknownPlanTensors(plan, context); !unknown.empty())
        return R::failure(unknownNamesProblem(file, unknown));
    auto parsed = existing ? parsedList(*existing, file) : Result<ojson>::success(ojson::array());
    if (!parsed)
        return R::failure(parsed.error());
    ojson list = std::move(parsed).value();
    std::vector<Problem> warnings;
    std::set<std::string> wide, notConv;
    std::vector<std::string> noRange;
    for (const auto& [t, p] : widePlanTensors(plan, context)) {
        if (p == Precision::Float)
            return R::failure(
                Problem::make(file, text("where.tensor", { t->name }), text("plan.sigmastar_int16_only", { "FP32" })));
        wide.insert(t->name);
        if (!t->convolutionInput)
            notConv.insert(t->name);
    }
    std::set<std::string> present;
    for (auto& entry : list) {
        const std::string name = entry.at("name").get<std::string>();
        present.insert(name);
        if (!context.find(name))
            continue; // weights and tensors of other models stay as they are
        if (wide.count(name))
            entry["bit"] = kWideBits;
        else if (const auto bit = entry.find("bit");
                 bit != entry.end() && bit->is_number() && bit->get<double>() >= kWideBits)
            entry["bit"] = kNarrowBits; // a "bit" of another type is the user's: left as written
    }
    for (const PlanTensor& t : context.tensors) {
        if (!wide.count(t.name) || present.count(t.name))
            continue;
        if (!t.rangeMin || !t.rangeMax) {
            noRange.push_back(t.name);
            continue;
        }
        list.push_back(
            { { "name", t.name }, { "min", { *t.rangeMin } }, { "max", { *t.rangeMax } }, { "bit", kWideBits } });
    }
    if (!noRange.empty())
        return R::failure(
            Problem::make(file, text("where.tensor", { noRange.front() }), text("plan.sigmastar_json_no_range")));
    if (!notConv.empty())
        warnings.push_back(Problem::make(file, text("where.tensor", { *notConv.begin() }),
            text("plan.sigmastar_json_not_conv", { std::to_string(notConv.size()) })));
    return R::success(jsonText(list, 4) + "\n", std::move(warnings));
}

Result<PrecisionPlan> readSigmaStarQuantParams(
    const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    auto parsed = parsedList(content, file);
    if (!parsed)
        return R::failure(parsed.error());
    PrecisionPlan plan;
    std::vector<std::string> unknown;
    for (const auto& entry : parsed.value()) {
        const auto bit = entry.value("bit", ojson(kNarrowBits));
        if (!bit.is_number() || bit.get<double>() < kWideBits)
            continue;
        const std::string name = entry.at("name").get<std::string>();
        if (!context.find(name)) {
            if (!context.graph || !context.graph->hasWeight(name))
                unknown.push_back(name); // 16-bit weights are the calibrator's business, not the plan's
            continue;
        }
        plan.tensors[name] = { Precision::S16, PlanSource::Imported, text("plan.reason_imported", { file }) };
    }
    std::vector<Problem> warnings;
    if (!unknown.empty())
        warnings.push_back(unknownNamesProblem(file, unknown));
    return R::success(std::move(plan), std::move(warnings));
}

Result<std::string> writeSigmaStarCalibratedRanges(const std::optional<std::string>& existing,
    const std::map<std::string, sim::TensorRange>& ranges, const std::string& file)
{
    using R = Result<std::string>;
    auto parsed = existing ? parsedList(*existing, file) : Result<ojson>::success(ojson::array());
    if (!parsed)
        return R::failure(parsed.error());
    ojson list = std::move(parsed).value();
    std::set<std::string> present;
    for (auto& entry : list) {
        const std::string name = entry.at("name").get<std::string>();
        present.insert(name);
        if (const auto it = ranges.find(name); it != ranges.end()) {
            entry["min"] = { it->second.low };
            entry["max"] = { it->second.high };
        }
    }
    for (const auto& [name, range] : ranges)
        if (!present.count(name))
            list.push_back(
                { { "name", name }, { "min", { range.low } }, { "max", { range.high } }, { "bit", kNarrowBits } });
    return R::success(jsonText(list, 4) + "\n");
}

} // namespace quantlens
