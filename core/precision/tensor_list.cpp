// A plain list of the 16-bit activations, one tensor name per line (for quantizers that take a list).
#include "precision/plan_format.h"

#include <sstream>

namespace quantlens {

Result<std::string> writeTensorList(
    const PrecisionPlan& plan, const PlanContext& context, const std::optional<std::string>&, const std::string& file)
{
    using R = Result<std::string>;
    if (const auto unknown = unknownPlanTensors(plan, context); !unknown.empty())
        return R::failure(unknownNamesProblem(file, unknown));
    // A list has no rules or types: the whole-model and op-type rules are spelled out tensor by tensor.
    // One name per line: a name holding a line break, or one a reader takes for a comment or trims,
    // cannot be written.
    std::string out;
    std::vector<std::string> unsafe;
    for (const auto& [t, p] : widePlanTensors(plan, context)) {
        const std::string& name = t->name;
        if (name.empty() || name.find_first_of("\r\n") != std::string::npos || name[0] == '#'
            || name.find_first_of(" \t") == 0 || name.find_last_of(" \t") == name.size() - 1)
            unsafe.push_back(name);
        out += name + "\n";
    }
    if (!unsafe.empty())
        return R::failure(unsafeNamesProblem(file, unsafe, "list"));
    return R::success(std::move(out));
}

Result<PrecisionPlan> readTensorList(const std::string& content, const PlanContext& context, const std::string& file)
{
    using R = Result<PrecisionPlan>;
    if (content.find('\0') != std::string::npos)
        return R::failure(Problem::make(file, {}, text("plan.list_binary")));
    PrecisionPlan plan;
    std::vector<std::string> unknown;
    std::stringstream in(content);
    for (std::string line; std::getline(in, line);) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.pop_back();
        line.erase(0, line.find_first_not_of(" \t"));
        if (line.empty() || line[0] == '#')
            continue;
        if (!context.find(line)) {
            unknown.push_back(line);
            continue;
        }
        plan.tensors[line] = { Precision::U16, PlanSource::Imported, text("plan.reason_imported", { file }) };
    }
    std::vector<Problem> warnings;
    if (!unknown.empty())
        warnings.push_back(unknownNamesProblem(file, unknown));
    return R::success(std::move(plan), std::move(warnings));
}

} // namespace quantlens
