#include "analysis/input_checks.h"

#include "analysis/model_pair_check.h"
#include "tensor/shape_text.h"

#include <algorithm>

namespace quantlens {
namespace {
    constexpr std::size_t kDetails = 1000;
    // A dump most of whose named tensors have shapes the model cannot produce is another model's
    // dump (or another input's): an error, however many tensors happen to fit.
    constexpr double kForeignShare = 0.5;
    constexpr std::size_t kForeignMinimum = 3;

    struct Tally {
        std::size_t checked = 0;
        std::size_t mismatched = 0;
        std::vector<std::string> details;
    };

    /// A raw payload (no shape of its own) fits when it holds as many elements as the model's shape,
    /// or the model leaves a dimension open.
    bool sameCount(const std::vector<std::int64_t>& flat, const std::vector<std::int64_t>& model)
    {
        if (std::any_of(model.begin(), model.end(), [](std::int64_t d) { return d < 0; }))
            return true;
        return flat.size() == 1 && flat.front() == shapeElementCount(model);
    }

    /// Whether the entry fits the model's shape for the tensor; true when the model does not know it.
    bool fits(const DumpEntry* entry, const std::string& tensor, const InferredShapes& model, Tally& tally,
        std::vector<std::int64_t>& expected)
    {
        const auto it = model.shapes.find(tensor);
        if (entry == nullptr || it == model.shapes.end())
            return true;
        ++tally.checked;
        if (shapeFits(entry->shape, it->second) || (!entry->shapeKnown && sameCount(entry->shape, it->second)))
            return true;
        ++tally.mismatched;
        expected = it->second;
        if (tally.details.size() < kDetails)
            tally.details.push_back(
                tensor + ": dump " + shapeToString(entry->shape) + ", model " + modelShapeText(it->second));
        return false;
    }

    void report(const Tally& tally, const RunDump& dump, std::vector<Finding>& findings)
    {
        if (tally.mismatched == 0)
            return;
        const bool foreign = tally.mismatched >= kForeignMinimum
            && static_cast<double>(tally.mismatched) >= kForeignShare * static_cast<double>(tally.checked);
        Finding f { foreign ? Finding::Severity::Error : Finding::Severity::Warning,
            Problem::make(dump.set.path(), {},
                text(foreign ? "check.dump_foreign" : "check.dump_shapes",
                    { std::to_string(tally.mismatched), std::to_string(tally.checked), dump.label,
                        tally.details.front() })),
            tally.details };
        findings.push_back(std::move(f));
    }
}

std::vector<std::int64_t> inputShapeInModelLayout(
    const std::vector<std::int64_t>& dumped, const std::optional<std::string>& declaredLayout, const Value& input)
{
    if (dumped.size() != 4)
        return dumped;
    const std::vector<std::int64_t> nchw { dumped[0], dumped[3], dumped[1], dumped[2] };
    // The model's own dimensions decide when they can: a dump declaring NHWC may still hold a
    // tensor as the model has it (a manifest written for a model that takes NHWC).
    auto fitsModel = [&](const std::vector<std::int64_t>& s) {
        if (!input.shapeKnown || input.shape.size() != 4)
            return false;
        for (std::size_t i = 0; i < 4; ++i)
            if (input.shape[i] >= 0 && input.shape[i] != s[i])
                return false;
        return true;
    };
    const bool direct = fitsModel(dumped), transposed = fitsModel(nchw);
    if (direct && !transposed)
        return dumped;
    if (transposed && !direct)
        return nchw; // implied: only the NCHW reading fits the model's fixed dimensions
    return declaredLayout == std::optional<std::string>("NHWC") ? nchw : dumped;
}

std::map<std::string, std::vector<std::int64_t>> inputShapesInDump(
    const std::vector<TensorPair>& pairs, const DumpSet& reference, const Graph& graph)
{
    std::map<std::string, std::vector<std::int64_t>> shapes;
    for (const auto& pair : pairs) {
        const Value* v = graph.value(pair.floatName);
        if (v == nullptr || !v->isGraphInput)
            continue;
        if (const DumpEntry* e = reference.entry(pair.referenceEntry))
            shapes[pair.floatName] = inputShapeInModelLayout(e->shape, reference.declaredLayout(), *v);
    }
    return shapes;
}

std::map<std::string, std::vector<std::int64_t>> inputShapesByName(const DumpSet& reference, const Graph& graph)
{
    std::map<std::string, std::vector<std::int64_t>> shapes;
    for (const auto& value : graph.values())
        if (value.isGraphInput)
            if (const DumpEntry* e = reference.entry(value.name))
                shapes[value.name] = inputShapeInModelLayout(e->shape, reference.declaredLayout(), value);
    return shapes;
}

bool looksForeign(const std::vector<TensorPair>& pairs, const InferredShapes& model, const DumpSet& candidate)
{
    Tally tally;
    std::vector<std::int64_t> expected;
    for (const auto& pair : pairs)
        fits(candidate.entry(pair.candidateEntry), pair.floatName, model, tally, expected);
    return tally.mismatched >= kForeignMinimum
        && static_cast<double>(tally.mismatched) >= kForeignShare * static_cast<double>(tally.checked);
}

void checkDumpShapes(std::vector<TensorPair>& pairs, const InferredShapes& model, const RunDump& reference,
    const RunDump& candidate, bool checkReference, std::vector<Finding>& findings)
{
    Tally ref, cand;
    for (auto& pair : pairs) {
        std::vector<std::int64_t> expected;
        const DumpEntry* r = reference.set.entry(pair.referenceEntry);
        const DumpEntry* c = candidate.set.entry(pair.candidateEntry);
        const bool refFits = fits(r, pair.floatName, model, ref, expected);
        if (!refFits) {
            pair.problem
                = text("match.dump_vs_model", { reference.label, shapeToString(r->shape), modelShapeText(expected) });
            continue; // its candidate would be compared against data that belongs elsewhere
        }
        if (!fits(c, pair.floatName, model, cand, expected))
            pair.problem
                = text("match.dump_vs_model", { candidate.label, shapeToString(c->shape), modelShapeText(expected) });
    }
    if (checkReference)
        report(ref, reference, findings);
    report(cand, candidate, findings);
}

} // namespace quantlens
