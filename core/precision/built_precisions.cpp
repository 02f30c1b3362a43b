#include "precision/built_precisions.h"
#include "util/format_keys.h"

#include "model/quant_import.h"
#include "model/quantized_model.h"
#include "precision/rknn_cfg_lines.h"
#include "tensor/file_head.h"
#include "util/text_lines.h"
#include "util/whole_file.h"
#include "vendor_tables/imported_table.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace quantlens {
namespace {
    using R = Result<BuiltPrecisions>;

    BuiltType typeOfBits(int bits)
    {
        return bits >= 32 ? BuiltType::Float : bits >= 16 ? BuiltType::Wide : BuiltType::Narrow;
    }

    std::string upper(std::string s)
    {
        for (auto& c : s)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return s;
    }

    /// Quantized models (ONNX, SigmaStar JSON): every tensor with parameters by its bits; every other
    /// float tensor of an ONNX model runs in float.
    BuiltPrecisions fromQuantInfo(const QuantInfo& info, std::string kind, const Graph* graph)
    {
        BuiltPrecisions out;
        out.kind = std::move(kind);
        if (graph)
            for (const Value& v : graph->values())
                if (!v.isWeight && (!v.dtype || *v.dtype == DType::Float32 || *v.dtype == DType::Float16)) {
                    out.tensors[v.name] = BuiltType::Float;
                    out.shown[v.name] = "float";
                }
        for (const auto& [name, p] : info.byFloatTensor) {
            if (p.dtype == DType::Int32)
                continue; // a bias
            out.tensors[name] = typeOfBits(p.bits);
            out.shown[name] = p.origin == "SigmaStar JSON" ? "bit " + std::to_string(p.bits) : dtypeName(p.dtype);
        }
        return out;
    }

    /// Pulsar2's QDType ("U16", "S16", "U8", "FP32", "BF16").
    BuiltType pulsar2Type(const std::string& printed)
    {
        const std::string t = upper(printed);
        if (t.find("16") != std::string::npos && t.find("FP") == std::string::npos && t.find("BF") == std::string::npos)
            return BuiltType::Wide;
        if (t.starts_with("FP") || t.starts_with("BF") || t.starts_with("FLOAT"))
            return BuiltType::Float;
        if (t.find('8') != std::string::npos || t.find('4') != std::string::npos)
            return BuiltType::Narrow;
        return BuiltType::Present;
    }

    /// quantize_parameters: each tensor (child key) and its `dtype:` field.
    R fromRknnCfg(const std::string& content)
    {
        BuiltPrecisions out;
        out.kind = format_keys::kRknnQuantCfg;
        bool inBlock = false;
        std::string childIndent, current;
        for (std::string line : splitLines(content)) {
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            if (const std::string key = rknn_cfg::topLevelKey(line); !key.empty()) {
                inBlock = key == "quantize_parameters";
                childIndent.clear();
                continue;
            }
            const auto e = rknn_cfg::entryOf(line);
            if (!inBlock || !e)
                continue;
            const std::string indent = rknn_cfg::indentOf(line);
            if (childIndent.empty())
                childIndent = indent;
            if (indent == childIndent) {
                current = e->name;
                out.tensors[current] = BuiltType::Present;
            } else if (e->name == "dtype" && !current.empty()) {
                out.tensors[current] = e->value == "int16"           ? BuiltType::Wide
                    : e->value == "float16" || e->value == "float32" ? BuiltType::Float
                                                                     : BuiltType::Narrow;
                out.shown[current] = e->value;
            }
        }
        return R::success(std::move(out));
    }

    BuiltPrecisions fromTable(const ImportedTable& table)
    {
        BuiltPrecisions out;
        out.kind = table.format;
        for (const auto& row : table.rows) {
            if (row.tensor.empty())
                continue;
            const bool noValues
                = std::all_of(row.values.begin(), row.values.end(), [](double v) { return std::isnan(v); });
            BuiltType t = row.dataType.empty() ? BuiltType::Present : pulsar2Type(row.dataType);
            // RKNN leaves a fused layer's row empty (FORMATS 4.1); a Pulsar2 row always has numbers.
            if (table.format == format_keys::kRknnErrorAnalysis && noValues)
                t = BuiltType::Fused;
            out.tensors[row.tensor] = t;
            if (!row.dataType.empty())
                out.shown[row.tensor] = row.dataType;
        }
        return out;
    }
}

Result<BuiltPrecisions> readBuiltPrecisions(const std::string& path)
{
    auto head = readFileHead(path); // refuses what is no regular file
    if (!head)
        return R::failure(head.error());
    // ONNX is protobuf: binary. Everything else the builds write is text.
    const auto bytes = head.value().view();
    const bool binary = path.ends_with(".onnx")
        || std::any_of(bytes.begin(), bytes.end(), [](std::byte b) { return b == std::byte { 0 }; });
    if (binary) {
        auto model = loadQuantizedOnnx(path);
        if (!model)
            return R::failure(model.error());
        return R::success(fromQuantInfo(model.value().info, "onnx", model.value().graph.get()));
    }
    auto content = readWholeFile(path, file_limits::kConfig);
    if (!content)
        return R::failure(content.error());
    const std::string& body = content.value();
    if (const auto first = body.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
        first != std::string::npos && body[first] == '[') {
        // A JSON array is SigmaStar's parameter list or nothing we read: its own error names the item.
        auto info = readSigmaStarQuantJson(path);
        if (!info)
            return R::failure(info.error());
        return R::success(fromQuantInfo(info.value(), format_keys::kSigmaStarQuantParams, nullptr));
    }
    for (const auto& line : splitLines(body)) {
        const std::string key = rknn_cfg::topLevelKey(line.ends_with('\r') ? line.substr(0, line.size() - 1) : line);
        if (key == "quantize_parameters" || key == "custom_quantize_layers")
            return fromRknnCfg(body);
    }
    if (const TableFormat* table = detectTableFormat(body)) {
        auto parsed = table->parse(body, path);
        if (!parsed)
            return R::failure(parsed.error());
        return R::success(fromTable(parsed.value()), parsed.warnings());
    }
    return R::failure(Problem::make(path, {}, text("verify.unknown_build")));
}

} // namespace quantlens
