#include "analysis/data_set_journal.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>

namespace quantlens {
namespace {
    constexpr const char* kFormat = "quantlens-data-set-journal";

    nlohmann::json number(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr); }
    double numberOf(const nlohmann::json& v)
    {
        return v.is_number() ? v.get<double>() : std::numeric_limits<double>::quiet_NaN();
    }

    nlohmann::json inputLine(const std::string& key, const DataSetPass::Input& input)
    {
        nlohmann::json outputs = nlohmann::json::array();
        for (const auto& o : input.outputs) {
            nlohmann::json j { { "name", o.name }, { "cosine", number(o.cosine) }, { "sqnr_db", number(o.sqnrDb) } };
            if (o.top1)
                j["top1"] = number(*o.top1);
            if (o.task) {
                j["kind"] = sim::outputKindName(o.task->kind);
                j["agreement"] = number(o.task->agreement);
                j["equal"] = o.task->equal;
                if (o.task->top5)
                    j["top5"] = *o.task->top5;
            }
            outputs.push_back(std::move(j));
        }
        nlohmann::json cos = nlohmann::json::array();
        for (double c : input.tensorCos)
            cos.push_back(number(c));
        return { { "key", key }, { "file", input.file }, { "outputs", outputs }, { "tensor_cos", cos } };
    }

    /// One input's line read back; nullopt when it is not one (a torn line).
    std::optional<std::pair<std::string, DataSetPass::Input>> readInputLine(
        const nlohmann::json& j, std::size_t tensors)
    {
        try {
            DataSetPass::Input input;
            input.file = j.at("file").get<std::string>();
            for (const auto& o : j.at("outputs")) {
                sim::OutputMeasure m;
                m.name = o.at("name").get<std::string>();
                m.cosine = numberOf(o.at("cosine"));
                m.sqnrDb = numberOf(o.at("sqnr_db"));
                if (o.contains("top1"))
                    m.top1 = numberOf(o["top1"]);
                if (o.contains("kind")) {
                    sim::TaskAgreement t;
                    if (!sim::parseOutputKind(o["kind"].get<std::string>(), t.kind))
                        return std::nullopt;
                    t.agreement = numberOf(o.at("agreement"));
                    t.equal = o.at("equal").get<bool>();
                    if (o.contains("top5"))
                        t.top5 = o["top5"].get<bool>();
                    m.task = t;
                }
                input.outputs.push_back(std::move(m));
            }
            for (const auto& c : j.at("tensor_cos"))
                input.tensorCos.push_back(numberOf(c));
            if (input.tensorCos.size() != tensors)
                return std::nullopt;
            return std::make_pair(j.at("key").get<std::string>(), std::move(input));
        } catch (const nlohmann::json::exception&) {
            return std::nullopt;
        }
    }

    std::optional<Problem> appendLine(const std::string& path, const nlohmann::json& line)
    {
        std::ofstream out(path, std::ios::app | std::ios::binary);
        if (!out)
            return Problem::make(path, {}, text("write.cannot_open", { std::strerror(errno) }));
        out << line.dump() << '\n';
        out.flush();
        if (!out)
            return Problem::make(path, {}, text("write.failed", { std::strerror(errno) }));
        return std::nullopt;
    }
}

Result<DataSetJournal> DataSetJournal::open(
    const std::string& path, const std::string& modelsKey, const std::vector<std::string>& tensors)
{
    using R = Result<DataSetJournal>;
    DataSetJournal journal;
    journal.m_path = path;
    const nlohmann::json header { { "format", kFormat }, { "version", 1 }, { "models", modelsKey },
        { "tensors", tensors } };
    std::ifstream in(path, std::ios::binary);
    std::string first;
    if (!in || !std::getline(in, first) || first.empty()) {
        if (auto problem = appendLine(path, header))
            return R::failure(std::move(*problem));
        return R::success(std::move(journal));
    }
    nlohmann::json read = nlohmann::json::parse(first, nullptr, false);
    if (read.is_discarded() || !read.is_object() || read.value("format", "") != kFormat)
        return R::failure(Problem::make(path, {}, text("journal.not_journal")));
    if (read.value("models", "") != modelsKey || read.value("tensors", nlohmann::json()) != nlohmann::json(tensors))
        return R::failure(Problem::make(path, {}, text("journal.other_models")));
    for (std::string line; std::getline(in, line);) {
        const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded() || !j.is_object())
            continue; // a torn line: that input is measured again
        if (auto entry = readInputLine(j, tensors.size()))
            journal.m_inputs[entry->first] = std::move(entry->second);
    }
    return R::success(std::move(journal));
}

const DataSetPass::Input* DataSetJournal::find(const std::string& key) const
{
    const auto it = m_inputs.find(key);
    return it == m_inputs.end() ? nullptr : &it->second;
}

std::optional<Problem> DataSetJournal::append(const std::string& key, const DataSetPass::Input& input)
{
    if (auto problem = appendLine(m_path, inputLine(key, input)))
        return problem;
    m_inputs[key] = input;
    return std::nullopt;
}

} // namespace quantlens
