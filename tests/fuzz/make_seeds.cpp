// Writes the seed corpus of every fuzz target from the test fixtures: the committed .npy/.npz
// files, and inputs built by the same writers the unit tests use (ONNX test models, SigmaStar
// dumps, vendor tables, plans exported through the plan formats). Usage: make_seeds DATA_DIR OUT_DIR
#include "caffe_fuzz_net.h"
#include "onnx_test_models.h"
#include "precision_test_model.h"
#include "sigmastar_dump_writer.h"
#include "vendor_table_writers.h"

#include "match/tensor_map_file.h"
#include "precision/plan_format.h"
#include "precision/plan_json.h"
#include "workspace/workspace.h"

#include "model/caffe/caffe.pb.h"

#include <google/protobuf/text_format.h>
#include <zip.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

namespace fs = std::filesystem;
using namespace quantlens;

namespace {
fs::path g_out;

void seed(const std::string& target, const std::string& name, const std::string& bytes)
{
    const fs::path dir = g_out / target;
    fs::create_directories(dir);
    std::ofstream(dir / name, std::ios::binary) << bytes;
}

std::string fileBytes(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return { std::istreambuf_iterator<char>(in), {} };
}

/// A zip written by libzip, members stored or deflated.
std::string zipBytes(const std::vector<std::tuple<std::string, std::string, bool>>& members)
{
    const fs::path path = g_out / "scratch.zip";
    int error = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    for (const auto& [name, bytes, deflate] : members) {
        zip_source_t* source = zip_source_buffer(archive, bytes.data(), bytes.size(), 0);
        const zip_int64_t index = zip_file_add(archive, name.c_str(), source, ZIP_FL_ENC_UTF_8);
        zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), deflate ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0);
    }
    zip_close(archive);
    std::string bytes = fileBytes(path);
    fs::remove(path);
    return bytes;
}

void dumpSeeds(const fs::path& data)
{
    std::string firstNpy;
    for (const auto& entry : fs::directory_iterator(data / "npy")) {
        const std::string name = entry.path().filename().string();
        const std::string bytes = fileBytes(entry.path());
        if (entry.path().extension() == ".npy") {
            seed("npy_header", name, bytes);
            seed("dump_file", name, std::string(1, '\0') + bytes);
            if (firstNpy.empty() || name == "f4_v1.npy")
                firstNpy = bytes;
        } else if (entry.path().extension() == ".npz") {
            seed("npz", name, bytes);
            seed("zip_directory", name, bytes);
            seed("dump_file", name, std::string(1, '\1') + bytes);
        }
    }
    const std::string mixed
        = zipBytes({ { "a.npy", firstNpy, false }, { "b.npy", firstNpy, true }, { "notes.txt", "x", true } });
    seed("npz", "libzip_mixed.npz", mixed);
    seed("zip_directory", "libzip_mixed.npz", mixed);

    using namespace quantlens::test;
    auto conv = sigmaRecord("conv1/Relu", { 1, 2, 2, 2 });
    conv.payload = sigmaPayload<float>({ 0.5f, -1, 2, 3, 4, 5, 6, 7 });
    auto flat = sigmaRecord("logits", { 1, 4 });
    flat.payload = sigmaPayload<float>({ 1, 2, 3, 4 }) + std::string(8, '\0'); // padded payload
    flat.trailer = Trailer::Tflite;
    const std::string floatDump = sigmaDump(true, { sigmaBinaryRecord(conv), sigmaBinaryRecord(flat) });
    auto q16 = sigmaQuantized("conv1/Relu", { 1, 2, 2, 1 }, "SGS_S16", "0.000244", 0);
    q16.payload = sigmaPayload<std::int16_t>({ 100, -200, 300, 4000 });
    auto q8 = sigmaQuantized("pool", { 1, 2 }, "SGS_U8", "0.1", 128);
    q8.payload = sigmaPayload<std::uint8_t>({ 1, 255 });
    q8.trailer = Trailer::None;
    const std::string intDump = sigmaDump(false, { sigmaBinaryRecord(q16), sigmaBinaryRecord(q8) });
    const std::string textDump
        = sigmaDump(true, { sigmaHeaderLines(conv) + sigmaTextRecord<float>(conv, { 0.5f, -1, 2, 3, 4, 5, 6, 7 }) });
    seed("dump_file", "sigmastar_float.bin", std::string(1, '\2') + floatDump);
    seed("dump_file", "sigmastar_int.bin", std::string(1, '\2') + intDump);
    seed("dump_file", "sigmastar_text.txt", std::string(1, '\4') + textDump);
    std::string hex; // NNIE mapper: 20.12 fixed point, two's complement, one value per line (2·3·4)
    for (int i = 0; i < 24; ++i)
        hex += (i % 5 == 0 ? "fffff" : "00000") + std::string(i % 2 ? "abc" : "400") + (i % 7 == 0 ? "\r\n" : "\n");
    seed("dump_file", "nnie_output.hex", std::string(1, '\5') + hex);
    seed("dump_file", "raw_float.bin", std::string(1, '\3') + sigmaPayload<float>({ 1, 2, 3, 4, 5, 6 }));
}

void modelSeeds()
{
    using namespace quantlens::onnx_test;
    const std::pair<const char*, onnx::ModelProto> models[] = {
        { "conv_relu_add.onnx", convReluAddModel() },
        { "constant_weights.onnx", constantWeightsModel() },
        { "if.onnx", ifModel() },
        { "qdq.onnx", qdqModel() },
        { "qdq16.onnx", qdq16Model() },
        { "qoperator.onnx", qoperatorModel() },
        { "many_ops.onnx", manyOpsModel() },
    };
    for (const auto& [name, model] : models) {
        seed("onnx", name, serialize(model));
        seed("executor", name, serialize(model)); // runs them too
    }
}

void configSeeds()
{
    const auto graph = precision_test::smallNetwork();
    const PlanContext context = planContextOf(graph);
    PrecisionPlan plan;
    plan.tensors["c1"] = { Precision::U16, PlanSource::User, {} };
    plan.tensors["a1"] = { Precision::S16, PlanSource::User, {} };
    plan.opTypes["Sigmoid"] = Precision::U16;
    const auto& formats = planFormats();
    for (std::size_t i = 0; i < formats.size(); ++i) {
        auto written = formats[i].write(plan, context, std::nullopt, "seed");
        if (!written)
            continue;
        seed("plan_config", std::string(formats[i].key) + "_read",
            std::string(1, static_cast<char>(i)) + written.value());
        seed("plan_config", std::string(formats[i].key) + "_merge",
            std::string(1, static_cast<char>(i | 0x80)) + written.value());
        if (std::string(formats[i].key) == "sigmastar-json")
            seed("quant_json", "quant_param.json", written.value());
    }
    seed("quant_json", "ranges.json",
        R"([{"name": "c1", "min": [-1.5], "max": [2.0], "bit": 8}, {"name": "r1", "min": [0, 0], "max": [6, 3], "bit": 16}])");

    PlanFile planFile { plan, "/models/float.onnx", "/models/quant.onnx" };
    seed("plan_file", "plan.json", std::string(1, '\0') + planFileText(planFile, "/models"));
    TensorMap map;
    map["c1"] = "conv1_out";
    map["r1"] = "relu1:0";
    seed("plan_file", "tensor_map.json", std::string(1, '\1') + tensorMapJson(map));

    Workspace w;
    w.floatModel = (g_out / "models/float.onnx").string();
    w.quantModel = "/data/quant.onnx";
    w.reference = { "float", (g_out / "dumps/float").string() };
    w.candidates = { { "simulator", (g_out / "dumps/sim").string() }, { "board", "/mnt/board" } };
    w.view.selectedTensor = "c1";
    w.view.states["graph"] = { { "metric", "rmse" }, { "zoom", 0.75 } };
    w.view.visiblePanels = { "graph", "curves" };
    w.plan = plan;
    const fs::path workspace = g_out / "workspace" / "w.quantlens.json";
    fs::create_directories(workspace.parent_path());
    saveWorkspace(w, workspace.string());
    seed("workspace", "legacy.json",
        R"({"format": "quantlens-workspace", "version": 1, "inputs": {"float_model": "m.onnx"},
        "view": {"cos_threshold": 0.995, "cos_warning_threshold": 0.97, "graph_metric": "cosine"}})");

    seed("manifest", "manifest.json", R"({"format": "quantlens-dump", "version": 1, "layout": "NCHW", "tensors": [
        {"name": "conv1/out:0", "file": "conv1_out.npy", "shape": [1, 4, 8, 8], "dtype": "float32", "op_type": "Conv",
         "op_name": "conv1", "order": 0},
        {"name": "relu", "file": "run.npz", "member": "relu.npy", "order": 1}]})");
}

/// Nesting far past the readers' limit (64) where a string, object or list is expected (the probe's
/// stack overflow), and files of many entries near the fuzzers' input limit, for every JSON reader.
void hostileJsonSeeds()
{
    const auto nested = [](std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); };
    const std::string deep = nested(20000);
    const auto many = [](const std::string& item, std::size_t count) {
        std::string out;
        for (std::size_t i = 0; i < count; ++i)
            out += (i ? ", " : "") + item;
        return out;
    };
    seed("workspace", "deep_inputs.json", R"({"format": "quantlens-workspace", "version": 2, "inputs": )" + deep + "}");
    seed("workspace", "deep_reason.json",
        R"({"format": "quantlens-workspace", "version": 2, "plan": {"tensors": [{"name": "c1", "precision": "U16",
        "source": "user", "reason": {"key": "x", "args": )"
            + deep + "}}]}}");
    seed("workspace", "many_runs.json",
        R"({"format": "quantlens-workspace", "version": 2, "inputs": {"candidates": [)"
            + many(R"({"label": "run", "dump": "d"})", 1500) + "]}}");
    seed("plan_file", "deep_source.json",
        std::string(1, '\0') + R"({"format": "quantlens-plan", "version": 1, "tensors": [{"name": "c1", "source": )"
            + deep + "}]}");
    seed("plan_file", "many_tensors.json",
        std::string(1, '\0') + R"({"format": "quantlens-plan", "version": 1, "tensors": [)"
            + many(R"({"name": "t", "precision": "U16"})", 1500) + "]}");
    seed("plan_file", "deep_map.json", std::string(1, '\1') + R"({"c1": )" + deep + "}");
    seed("plan_file", "many_map.json", std::string(1, '\1') + "{" + many(R"("a": "b")", 5000) + "}");
    seed("manifest", "deep_tensors.json",
        R"({"format": "quantlens-dump", "version": 1, "tensors": [{"name": )" + deep + "}]}");
    seed("manifest", "many_tensors.json",
        R"({"format": "quantlens-dump", "version": 1, "tensors": [)" + many(R"({"name": "t", "file": "t.npy"})", 2000)
            + "]}");
    seed("quant_json", "deep_min.json", R"([{"name": "c1", "min": )" + deep + "}]");
    seed(
        "quant_json", "many_ranges.json", "[" + many(R"({"name": "c", "min": [0], "max": [1], "bit": 8})", 1200) + "]");
    const auto& formats = planFormats();
    for (std::size_t i = 0; i < formats.size(); ++i) {
        const std::string key = formats[i].key;
        if (key != "pulsar2" && key != "sigmastar-json")
            continue;
        for (const unsigned merge : { 0u, 0x80u }) {
            const std::string tag = std::string(1, static_cast<char>(i | merge));
            const std::string suffix = merge ? "_merge" : "_read";
            seed("plan_config", key + "_deep" + suffix,
                tag
                    + (key == "pulsar2" ? R"({"quant": {"layer_configs": [{"layer_name": )" + deep + "}]}}"
                                        : R"([{"name": )" + deep + "}]"));
            seed("plan_config", key + "_many" + suffix,
                tag
                    + (key == "pulsar2" ? R"({"quant": {"layer_configs": [)"
                                + many(R"({"layer_name": "c1", "data_type": "U16"})", 1000) + "]}}"
                                        : "[" + many(R"({"name": "c1", "bit": 16})", 1500) + "]"));
        }
    }
}

void caffeSeeds()
{
    caffe::NetParameter weights;
    google::protobuf::TextFormat::ParseFromString(fuzz::caffeWeightsText(), &weights);
    seed("caffe", "prototxt", std::string(1, '\0') + fuzz::kCaffePrototxt);
    seed("caffe", "caffemodel", std::string(1, '\1') + weights.SerializeAsString());
    // What the probe gave as weights: nothing, and an ONNX model (both once read as "old V1 layout").
    seed("caffe", "caffemodel_empty", std::string(1, '\1'));
    seed("caffe", "caffemodel_is_onnx", std::string(1, '\1') + onnx_test::serialize(onnx_test::convReluAddModel()));
}

/// The line merges the third hostile-input probe broke: RKNN cfgs with a byte order mark before another
/// key, classic Mac line ends, a duplicate block, aliases, flow values; NNIE names in adjacent literals.
void hostileConfigSeeds()
{
    const std::string parameters = "quantize_parameters:\n    c1:\n        dtype: int8\n        min: [-1.0]\n";
    const std::string withCr = [&] {
        std::string text = "custom_quantize_layers: {}\n" + parameters;
        std::replace(text.begin(), text.end(), '\n', '\r');
        return text;
    }();
    const std::pair<const char*, std::string> rknn[] = {
        { "bom_other_key", "\xEF\xBB\xBF" + parameters },
        { "cr_only", withCr },
        { "duplicate_block", "custom_quantize_layers:\n    a1: int16\n" + parameters + "custom_quantize_layers: {}\n" },
        { "alias", "base: &base {a1: int16}\ncustom_quantize_layers: *base\n" + parameters },
        { "merge_key", "custom_quantize_layers:\n    <<: *base\n" + parameters },
        { "flow", "custom_quantize_layers: {a1: int8, 'r1, c2': 'float16',}  # mine\n" + parameters },
        { "comment_then_braces", "custom_quantize_layers:\n  # by hand\n  {}\n" + parameters },
    };
    const std::string nnie = "name: \"net\"\nlayer {\n  name: \"c\" '1'  # two literals\n  type: \"Convolution\"\n"
                             "  bottom: \"x\"\n  top: \"c\"\n       \"1\"\n}\n";
    const auto& formats = planFormats();
    for (std::size_t i = 0; i < formats.size(); ++i) {
        const std::string key = formats[i].key;
        for (const unsigned merge : { 0u, 0x80u }) {
            const std::string tag = std::string(1, static_cast<char>(i | merge));
            const std::string suffix = merge ? "_merge" : "_read";
            if (key == "rknn-cfg")
                for (const auto& [name, text] : rknn)
                    seed("plan_config", key + "_" + name + suffix, tag + text);
            if (key == "nnie-prototxt")
                seed("plan_config", key + "_adjacent_literals" + suffix, tag + nnie);
        }
    }
}

/// What `verify` reads: a quantized ONNX model, SigmaStar JSON, an RKNN cfg, a Pulsar2 table.
void builtSeeds()
{
    seed("built_precisions", "qdq.onnx", std::string(1, '\0') + onnx_test::serialize(onnx_test::qdqModel()));
    seed("built_precisions", "sigmastar.json",
        std::string(1, '\1') + R"([{"name": "c1", "min": [-1], "max": [1], "bit": 16}])");
    seed("built_precisions", "rknn.cfg",
        std::string(1, '\2')
            + "custom_quantize_layers:\r\n    c1: int16\r\nquantize_parameters:\r\n    \"c:1\":\r\n"
              "        dtype: int16\r\n        min: [-1.0]\r\n");
    seed("built_precisions", "pulsar2.txt",
        std::string(1, '\3')
            + test::richTable(test::pulsar2PrecisionColumns(),
                { { "conv1", "Conv", "c1", "(1, 4, 8, 8)", "FP32", "U16", "0.99921", "0.00012" } },
                test::titled("Quant Precision Table")));
}

void tableSeeds()
{
    using namespace quantlens::test;
    const std::vector<std::vector<std::string>> rows = {
        { "conv1", "Conv", "conv1_out", "(1, 4, 8, 8)", "FP32", "U8", "0.99921", "0.00012" },
        { "relu1", "Relu", "relu1_out_with_a_long_name_that_wraps", "(1, 4, 8, 8)", "FP32", "U8", "0.98110", "0.0043" },
    };
    seed("vendor_table", "pulsar2_precision.txt",
        "build log line\n"
            + richTable(pulsar2PrecisionColumns(), rows, titled("Quant Precision Table 【PerLayer Reference】")));
    seed("vendor_table", "pulsar2_precision_ascii.txt",
        richTable(pulsar2PrecisionColumns(), rows, titled("Quant Precision Table", "  ", false, true)));
    seed("vendor_table", "rknn_error_analysis.txt",
        rknnErrorAnalysis(
            { { "simulator_error", "entire", { "cos", "euc" } }, { "simulator_error", "single", { "cos", "euc" } } },
            { { "[Conv] conv1_out", { "0.99450", "1.2", "0.99990", "0.3" } },
                { "[Relu] relu1_out", { "nan", "nan" } } }));
    seed("vendor_table", "sigmastar_rmse.log",
        sigmaStarLine("0.conv1.xx.output0", "CONV_2D", 0.0001, 0.999, 0.01)
            + sigmaStarLine("1.relu.xx.output0", "RELU", 0.2, 0.95, 0.3, 0.5, true));
    seed("vendor_table", "dump_debug.txt",
        dumpDebugLine(0, "conv1", 0.001, 0.998, 0.02) + dumpDebugLine(1, "relu", 0.1, 0.9, 0.2));
}
}

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::cerr << "usage: make_seeds DATA_DIR OUT_DIR\n";
        return 2;
    }
    g_out = argv[2];
    fs::remove_all(g_out);
    fs::create_directories(g_out);
    dumpSeeds(argv[1]);
    modelSeeds();
    configSeeds();
    tableSeeds();
    caffeSeeds();
    builtSeeds();
    hostileJsonSeeds();
    hostileConfigSeeds();
    std::size_t count = 0;
    for (const auto& entry : fs::recursive_directory_iterator(g_out))
        count += entry.is_regular_file();
    std::cout << "wrote " << count << " seeds to " << g_out.string() << "\n";
    return 0;
}
