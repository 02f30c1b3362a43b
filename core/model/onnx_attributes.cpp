#include "model/onnx_attributes.h"

#include "tensor/shape_text.h"

#include "model/onnx_types.h"

#include <charconv>

namespace quantlens {
namespace {
    constexpr std::size_t kMaxListItems = 8;
    constexpr std::size_t kMaxStringChars = 60;

    std::string floatText(float value)
    {
        char buffer[32];
        auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
        return ec == std::errc() ? std::string(buffer, end) : std::string("?");
    }

    // Attribute strings are bytes; keep the display printable and short.
    std::string shortText(const std::string& text)
    {
        std::string out;
        for (char c : text.substr(0, kMaxStringChars))
            out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? '?' : c;
        if (text.size() > kMaxStringChars)
            out += "...";
        return out;
    }

    template <class Items, class Format> std::string listText(const Items& items, Format format)
    {
        std::string text = "[";
        const auto count = static_cast<std::size_t>(items.size());
        for (std::size_t i = 0; i < count && i < kMaxListItems; ++i)
            text += (i ? ", " : "") + format(items[static_cast<int>(i)]);
        if (count > kMaxListItems)
            text += ", ... (" + std::to_string(count) + " values)";
        return text + "]";
    }

    std::string tensorText(const char* prefix, const onnx::TensorProto& t)
    {
        return std::string(prefix) + onnxTypeName(t.data_type()) + " "
            + shapeToString(std::vector<std::int64_t>(t.dims().begin(), t.dims().end()));
    }
}

onnx::AttributeProto::AttributeType effectiveAttributeType(const onnx::AttributeProto& a)
{
    if (a.type() != onnx::AttributeProto::UNDEFINED)
        return a.type();
    if (a.has_f())
        return onnx::AttributeProto::FLOAT;
    if (a.has_i())
        return onnx::AttributeProto::INT;
    if (a.has_s())
        return onnx::AttributeProto::STRING;
    if (a.has_t())
        return onnx::AttributeProto::TENSOR;
    if (a.has_g())
        return onnx::AttributeProto::GRAPH;
    if (a.has_sparse_tensor())
        return onnx::AttributeProto::SPARSE_TENSOR;
    if (a.floats_size() > 0)
        return onnx::AttributeProto::FLOATS;
    if (a.ints_size() > 0)
        return onnx::AttributeProto::INTS;
    if (a.strings_size() > 0)
        return onnx::AttributeProto::STRINGS;
    if (a.tensors_size() > 0)
        return onnx::AttributeProto::TENSORS;
    if (a.graphs_size() > 0)
        return onnx::AttributeProto::GRAPHS;
    return onnx::AttributeProto::UNDEFINED;
}

Attribute attributeFromOnnx(const onnx::AttributeProto& a)
{
    Attribute out;
    out.name = a.name();
    switch (effectiveAttributeType(a)) {
    case onnx::AttributeProto::FLOAT:
        out.kind = Attribute::Kind::Float;
        out.numbers = { static_cast<double>(a.f()) };
        out.display = floatText(a.f());
        break;
    case onnx::AttributeProto::INT:
        out.kind = Attribute::Kind::Int;
        out.numbers = { static_cast<double>(a.i()) };
        out.integers = { a.i() };
        out.display = std::to_string(a.i());
        break;
    case onnx::AttributeProto::STRING:
        out.kind = Attribute::Kind::String;
        out.strings = { a.s() };
        out.display = shortText(a.s());
        break;
    case onnx::AttributeProto::FLOATS:
        out.kind = Attribute::Kind::Floats;
        out.numbers.assign(a.floats().begin(), a.floats().end());
        out.display = listText(a.floats(), floatText);
        break;
    case onnx::AttributeProto::INTS:
        out.kind = Attribute::Kind::Ints;
        for (auto v : a.ints())
            out.numbers.push_back(static_cast<double>(v));
        out.integers.assign(a.ints().begin(), a.ints().end());
        out.display = listText(a.ints(), [](std::int64_t v) { return std::to_string(v); });
        break;
    case onnx::AttributeProto::STRINGS:
        out.kind = Attribute::Kind::Strings;
        out.strings.assign(a.strings().begin(), a.strings().end());
        out.display = listText(a.strings(), [](const std::string& s) { return "\"" + shortText(s) + "\""; });
        break;
    case onnx::AttributeProto::TENSOR:
        out.kind = Attribute::Kind::Tensor;
        out.display = tensorText("tensor ", a.t());
        break;
    case onnx::AttributeProto::GRAPH:
        out.kind = Attribute::Kind::Graph;
        out.display = "graph " + (a.g().name().empty() ? std::string() : "'" + a.g().name() + "' ") + "("
            + std::to_string(a.g().node_size()) + " nodes)";
        break;
    case onnx::AttributeProto::GRAPHS:
        out.kind = Attribute::Kind::Graph;
        out.display = std::to_string(a.graphs_size()) + " graphs";
        break;
    case onnx::AttributeProto::SPARSE_TENSOR:
        out.display = "sparse tensor " + onnxTypeName(a.sparse_tensor().values().data_type()) + " "
            + shapeToString(
                std::vector<std::int64_t>(a.sparse_tensor().dims().begin(), a.sparse_tensor().dims().end()));
        break;
    case onnx::AttributeProto::TENSORS: out.display = std::to_string(a.tensors_size()) + " tensors"; break;
    case onnx::AttributeProto::SPARSE_TENSORS:
        out.display = std::to_string(a.sparse_tensors_size()) + " sparse tensors";
        break;
    case onnx::AttributeProto::TYPE_PROTO:
    case onnx::AttributeProto::TYPE_PROTOS: out.display = "type"; break;
    default: out.display = "(empty)"; break;
    }
    return out;
}

} // namespace quantlens
