#include "model/quant_import.h"
#include "util/json_parse.h"

#include "tensor/mapped_file.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <exception>
#include <string_view>

namespace quantlens {
namespace {
    using R = Result<QuantInfo>;

    // nlohmann's messages start with "[json.exception.parse_error.101] "; the id means nothing to a user.
    std::string plainJsonMessage(const std::string& what)
    {
        const auto close = what.find("] ");
        return close == std::string::npos ? what : what.substr(close + 2);
    }

    std::optional<std::vector<double>> numberList(const nlohmann::json& item, const char* key)
    {
        auto it = item.find(key);
        if (it == item.end() || !it->is_array())
            return std::nullopt;
        std::vector<double> values;
        for (const auto& v : *it) {
            if (!v.is_number())
                return std::nullopt;
            values.push_back(v.get<double>());
        }
        return values;
    }

    // save_quant_param.py maps UINT8/INT8 to 8, INT16/INT32/FLOAT32 to 16 and UINT4/INT4 to 4, so 32 only comes
    // from hand-written files; it is taken as int32.
    bool applyBits(QuantParams& p, long long bit)
    {
        switch (bit) {
        case 4:
            p.dtype = DType::Int8; // no 4-bit DType: the range comes from min/max anyway
            break;
        case 8: p.dtype = DType::UInt8; break;
        case 16: p.dtype = DType::Int16; break;
        case 32: p.dtype = DType::Int32; break;
        default: return false;
        }
        p.bits = static_cast<int>(bit);
        return true;
    }

    std::optional<Problem> readItem(const std::string& path, const nlohmann::json& item, std::size_t index,
        QuantInfo& info, std::map<std::string, std::size_t>& seen, std::vector<Problem>& warnings)
    {
        const std::string number = std::to_string(index + 1);
        Text where = text("where.item", { number });
        auto fail = [&](Text message) { return Problem::make(path, where, std::move(message)); };
        if (!item.is_object())
            return fail(text("sigmastar_json.item_not_object"));
        auto nameIt = item.find("name");
        if (nameIt == item.end() || !nameIt->is_string() || nameIt->get<std::string>().empty())
            return fail(text("sigmastar_json.missing_name"));
        const std::string name = nameIt->get<std::string>();
        where = text("where.item_named", { number, name });
        if (auto [it, inserted] = seen.emplace(name, index); !inserted)
            return fail(text("sigmastar_json.duplicate_name", { name, std::to_string(it->second + 1) }));

        auto mins = numberList(item, "min");
        auto maxs = numberList(item, "max");
        if (!mins)
            return fail(text("sigmastar_json.bad_min"));
        if (!maxs)
            return fail(text("sigmastar_json.bad_max"));
        if (mins->size() != maxs->size())
            return fail(
                text("sigmastar_json.min_max_lengths", { std::to_string(mins->size()), std::to_string(maxs->size()) }));
        for (std::size_t c = 0; c < mins->size(); ++c)
            if (!std::isfinite((*mins)[c]) || !std::isfinite((*maxs)[c]))
                return fail(text("sigmastar_json.not_finite", { std::to_string(c) }));

        auto bitIt = item.find("bit");
        const bool integral = bitIt != item.end() && bitIt->is_number()
            && bitIt->get<double>() == std::floor(bitIt->get<double>()) && std::abs(bitIt->get<double>()) < 1e6;
        QuantParams p;
        if (!integral)
            return fail(text("sigmastar_json.bad_bit"));
        if (!applyBits(p, std::llround(bitIt->get<double>())))
            return fail(text("sigmastar_json.unsupported_bit", { bitIt->dump() }));

        if (mins->empty()) {
            warnings.push_back(Problem::make(path, where, text("sigmastar_json.empty_range")));
            return std::nullopt;
        }
        for (std::size_t c = 0; c < mins->size(); ++c)
            if ((*mins)[c] > (*maxs)[c]) {
                warnings.push_back(Problem::make(path, where,
                    text("sigmastar_json.min_above_max",
                        { std::to_string((*mins)[c]), std::to_string((*maxs)[c]), std::to_string(c) })));
                break;
            }
        p.rangeMins = std::move(*mins);
        p.rangeMaxs = std::move(*maxs);
        p.origin = "SigmaStar JSON";
        info.byFloatTensor.emplace(name, std::move(p));
        return std::nullopt;
    }

    R readFile(const std::string& path)
    {
        auto file = MappedFile::open(path);
        if (!file)
            return R::failure(file.error());
        if (file.value()->size() == 0)
            return R::failure(Problem::make(path, {}, text("sigmastar_json.empty_file")));
        const auto* begin = reinterpret_cast<const char*>(file.value()->data());
        const std::string_view content(begin, file.value()->size());

        nlohmann::json doc;
        try {
            doc = nlohmann::json::parse(content.begin(), content.end(), depthLimited<nlohmann::json>());
        } catch (const JsonTooDeep&) {
            return R::failure(Problem::make(path, {}, text("json.too_deep", { std::to_string(kMaxJsonDepth) })));
        } catch (const nlohmann::json::parse_error& e) {
            const Text where = text("where.byte", { std::to_string(e.byte) });
            if (content.find("NaN") != std::string_view::npos || content.find("Infinity") != std::string_view::npos)
                return R::failure(
                    Problem::make(path, where, text("sigmastar_json.not_json_nan", { plainJsonMessage(e.what()) })));
            return R::failure(
                Problem::make(path, where, text("sigmastar_json.not_json", { plainJsonMessage(e.what()) })));
        } catch (const nlohmann::json::exception& e) { // e.g. a number too large for a double
            return R::failure(Problem::make(path, {}, text("sigmastar_json.not_json", { plainJsonMessage(e.what()) })));
        }
        if (!doc.is_array())
            return R::failure(Problem::make(path, {}, text("sigmastar_json.not_a_list", { doc.type_name() })));

        QuantInfo info;
        std::map<std::string, std::size_t> seen;
        std::vector<Problem> warnings;
        for (std::size_t i = 0; i < doc.size(); ++i) {
            if (auto problem = readItem(path, doc[i], i, info, seen, warnings))
                return R::failure(std::move(*problem));
        }
        if (doc.empty())
            warnings.push_back(Problem::make(path, {}, text("sigmastar_json.empty_list")));
        return R::success(std::move(info), std::move(warnings));
    }
}

Result<QuantInfo> readSigmaStarQuantJson(const std::string& path)
{
    try {
        return readFile(path);
    } catch (const std::exception& e) {
        return R::failure(Problem::make(path, {}, text("sigmastar_json.cannot_read", { plainJsonMessage(e.what()) })));
    }
}

} // namespace quantlens
