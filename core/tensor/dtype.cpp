#include "tensor/dtype.h"

#include <array>
#include <limits>
#include <utility>

namespace quantlens {
namespace {
    struct DTypeInfo {
        DType type;
        const char* name;
        std::size_t size;
        long long minValue;
        long long maxValue;
    };
    constexpr std::array kInfos {
        DTypeInfo { DType::Float16, "float16", 2, 0, 0 },
        DTypeInfo { DType::Float32, "float32", 4, 0, 0 },
        DTypeInfo { DType::Float64, "float64", 8, 0, 0 },
        DTypeInfo { DType::Int8, "int8", 1, -128, 127 },
        DTypeInfo { DType::UInt8, "uint8", 1, 0, 255 },
        DTypeInfo { DType::Int16, "int16", 2, -32768, 32767 },
        DTypeInfo { DType::UInt16, "uint16", 2, 0, 65535 },
        DTypeInfo { DType::Int32, "int32", 4, std::numeric_limits<int>::min(), std::numeric_limits<int>::max() },
        DTypeInfo { DType::UInt32, "uint32", 4, 0, std::numeric_limits<unsigned>::max() },
        DTypeInfo {
            DType::Int64, "int64", 8, std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max() },
        // uint64's max does not fit a long long; ranges of such tensors are never asked for.
        DTypeInfo { DType::UInt64, "uint64", 8, 0, std::numeric_limits<long long>::max() },
        DTypeInfo { DType::Bool, "bool", 1, 0, 1 },
    };
    const DTypeInfo& info(DType type)
    {
        for (const auto& i : kInfos)
            if (i.type == type)
                return i;
        return kInfos[1];
    }
}

std::size_t dtypeSize(DType type) { return info(type).size; }
std::string dtypeName(DType type) { return info(type).name; }

std::optional<DType> dtypeFromName(std::string_view name)
{
    for (const auto& i : kInfos)
        if (name == i.name)
            return i.type;
    return std::nullopt;
}

bool isIntegerType(DType type) { return type != DType::Float16 && type != DType::Float32 && type != DType::Float64; }
long long integerMin(DType type) { return info(type).minValue; }
long long integerMax(DType type) { return info(type).maxValue; }

} // namespace quantlens
