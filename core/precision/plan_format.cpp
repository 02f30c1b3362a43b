#include "precision/plan_format.h"
#include "util/format_keys.h"

#include "util/message_areas.h"

#include <algorithm>

namespace quantlens {

const std::vector<PlanFormat>& planFormats()
{
    static const std::vector<PlanFormat> formats {
        { format_keys::kPulsar2Config, QT_TRANSLATE_NOOP("PlanFormats", "AXera Pulsar2 config (quant.layer_configs)"),
            ".json", "pulsar2_config.json",
            QT_TRANSLATE_NOOP("PlanFormats",
                "Layers are selected by node name, other tensors by tensor name. Pulsar2 silently ignores names that "
                "its optimized graph (output/frontend/optimized.onnx) does not have: check them there. Merging keeps "
                "every other key and comment of the config."),
            writePulsar2Config, readPulsar2Config, isJsonObjectText },
        // Before the JSON array: an ini's "[INPUT_CONFIG]" reads as a one-word array to a relaxed parser.
        { format_keys::kSigmaStarIni, QT_TRANSLATE_NOOP("PlanFormats", "SigmaStar input_config.ini ([CONV_CONFIG])"),
            ".ini", "input_config.ini",
            QT_TRANSLATE_NOOP("PlanFormats",
                "SigmaStar sets INT16 only on convolution inputs. The syntax of tensor_arrays is not documented by "
                "SigmaStar: QuantLens writes it like the file's other lists (comma-separated, ending in ';'). "
                "Merging keeps the other sections and keys."),
            writeSigmaStarIni, readSigmaStarIni, hasIniSectionLine },
        { format_keys::kSigmaStarQuantParams,
            QT_TRANSLATE_NOOP("PlanFormats", "SigmaStar quantization parameters (JSON, bit 16)"), ".json",
            "quant_param.json",
            QT_TRANSLATE_NOOP("PlanFormats",
                "The calibrator's --quant_file: one entry per tensor with its range and bit width. Merging changes "
                "only the bit of the model's activations and adds the missing ones."),
            writeSigmaStarQuantParams, readSigmaStarQuantParams, isJsonArrayText },
        { format_keys::kRknnQuantCfg,
            QT_TRANSLATE_NOOP("PlanFormats", "Rockchip RKNN hybrid quantization (<model>.quantization.cfg)"), ".cfg",
            "model.quantization.cfg",
            QT_TRANSLATE_NOOP("PlanFormats",
                "Merge into the .quantization.cfg that hybrid_quantization_step1 wrote, then run step 2. The tensors "
                "go under custom_quantize_layers as int16 (RKNN's 16-bit type; float16 for tensors the plan keeps in "
                "float); names must be keys of its quantize_parameters. Merging keeps every other line, comment and "
                "your own entries."),
            writeRknnQuantCfg, readRknnQuantCfg, isRknnQuantCfgText },
        { format_keys::kNnieHpPrototxt, QT_TRANSLATE_NOOP("PlanFormats", "HiSilicon NNIE prototxt (_hp layers)"),
            ".prototxt", "net_hp.prototxt",
            QT_TRANSLATE_NOOP("PlanFormats",
                "Merge into a copy of your deploy prototxt: the planned layers' names get the _hp suffix (high "
                "precision, read by nnie_mapper when its cfg says [compile_mode] 2: quantlens export --nnie-cfg sets "
                "it). Every other line stays as it is; without a file to merge into, the prototxt the plan's model "
                "was read from is copied."),
            writeNnieHpPrototxt, readNnieHpPrototxt, isCaffePrototxtText, isCaffeModelContext },
        { "list", QT_TRANSLATE_NOOP("PlanFormats", "Tensor list (one name per line)"), ".txt", "list.txt",
            QT_TRANSLATE_NOOP("PlanFormats",
                "The 16-bit activations by tensor name, for quantizers that take a list (such as ONNX Runtime's "
                "16-bit or exclusion lists)."),
            writeTensorList, readTensorList, anyText },
    };
    return formats;
}

const PlanFormat* planFormat(const std::string& key)
{
    for (const auto& f : planFormats())
        if (key == f.key)
            return &f;
    return nullptr;
}

std::vector<std::string> unknownPlanTensors(const PrecisionPlan& plan, const PlanContext& context)
{
    std::vector<std::string> unknown;
    for (const auto& [name, entry] : plan.tensors)
        if (!context.find(name))
            unknown.push_back(name);
    return unknown;
}

std::vector<std::pair<const PlanTensor*, Precision>> widePlanTensors(
    const PrecisionPlan& plan, const PlanContext& context)
{
    std::vector<std::pair<const PlanTensor*, Precision>> wide;
    for (const PlanTensor& t : context.tensors) {
        const Precision p = plan.precisionOf(t.name, t.opType);
        if (isWide(p))
            wide.emplace_back(&t, p);
    }
    return wide;
}

Problem unknownNamesProblem(const std::string& file, const std::vector<std::string>& names)
{
    std::string list;
    for (std::size_t i = 0; i < names.size() && i < 10; ++i)
        list += (i ? ", " : "") + names[i];
    if (names.size() > 10)
        list += ", …";
    return Problem::make(file, {}, text("plan.unknown_names", { std::to_string(names.size()), list }));
}

Problem unsafeNamesProblem(const std::string& file, const std::vector<std::string>& names, const std::string& format)
{
    std::string list;
    for (std::size_t i = 0; i < names.size() && i < 10; ++i) {
        std::string shown;
        for (const char c : names[i])
            shown += c == '\n' ? std::string("\\n") : c == '\r' ? std::string("\\r") : std::string(1, c);
        list += (i ? ", " : "") + ("'" + shown + "'");
    }
    if (names.size() > 10)
        list += ", …";
    return Problem::make(file, {}, text("plan.unsafe_names", { std::to_string(names.size()), format, list }));
}

} // namespace quantlens
