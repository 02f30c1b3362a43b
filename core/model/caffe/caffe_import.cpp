#include "model/caffe/caffe_import.h"

#include "model/caffe/caffe_layers.h"
#include "model/onnx_import.h"
#include "util/whole_file.h"

#include "model/caffe/caffe.pb.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/text_format.h>
#include <google/protobuf/unknown_field_set.h>

#include <climits>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>

namespace quantlens {
namespace {
    using namespace caffe_import;
    using GraphResult = Result<std::shared_ptr<const Graph>>;
    namespace fs = std::filesystem;

    constexpr std::uint64_t kMaxPrototxt = 64ull << 20;
    constexpr std::uint64_t kMaxCaffemodel = 2000ull << 20; // protobuf's hard ceiling is 2 GiB

    /// Collects the text parser's complaints with their line and column.
    class ParseErrors final : public google::protobuf::io::ErrorCollector {
    public:
        void AddError(int line, int column, const std::string& message) override
        {
            if (first.empty())
                first = std::to_string(line + 1) + ":" + std::to_string(column + 1) + ": " + message;
        }
        std::string first;
    };

    Blob blobOf(const caffe::BlobProto& p)
    {
        Blob b;
        if (p.has_shape())
            b.shape.assign(p.shape().dim().begin(), p.shape().dim().end());
        else if (p.has_num() || p.has_channels() || p.has_height() || p.has_width())
            b.shape = { p.num(), p.channels(), p.height(), p.width() }; // the legacy 4-D form
        if (p.data_size() > 0)
            b.data.assign(p.data().begin(), p.data().end());
        else
            for (double d : p.double_data())
                b.data.push_back(static_cast<float>(d));
        return b;
    }

    /// The graph inputs: Input layers' tops, or the net's own `input` with input_shape / input_dim.
    void addInputs(const caffe::NetParameter& net, OnnxBuilder& b, std::set<std::string>& defined)
    {
        for (int i = 0; i < net.input_size(); ++i) {
            std::vector<std::int64_t> dims;
            if (i < net.input_shape_size())
                dims.assign(net.input_shape(i).dim().begin(), net.input_shape(i).dim().end());
            else
                for (int d = 4 * i; d < 4 * i + 4 && d < net.input_dim_size(); ++d)
                    dims.push_back(net.input_dim(d));
            b.input(net.input(i), dims);
            defined.insert(net.input(i));
        }
    }

    bool isTrainOnly(const caffe::LayerParameter& l)
    {
        for (const auto& rule : l.include())
            if (rule.has_phase() && rule.phase() == caffe::TRAIN)
                return true;
        return false;
    }
}

bool isCaffeModelPath(const std::string& path)
{
    const std::string ext = fs::path(path).extension().string();
    return ext == ".prototxt" || ext == ".PROTOTXT";
}

namespace {
    std::mutex givenWeightsMutex;
    std::map<std::string, std::string>& givenWeights()
    {
        static std::map<std::string, std::string> byPrototxt;
        return byPrototxt;
    }
    std::string pathKey(const std::string& path)
    {
        std::error_code ec;
        const fs::path absolute = fs::absolute(path, ec);
        return (ec ? fs::path(path) : absolute).lexically_normal().string();
    }
}

namespace {
    /// Why a .caffemodel that parsed has no layer: empty, an ONNX model (its graph is field 7, bytes
    /// where a Caffe net has a bool), Caffe's old V1 layout (field 2, `layers`), or something else.
    Text withoutLayersProblem(const caffe::NetParameter& trained, const std::string& bytes)
    {
        if (bytes.empty())
            return quantlens::text("caffe.empty_caffemodel");
        const auto& unknown = trained.GetReflection()->GetUnknownFields(trained);
        auto has = [&](int number) {
            for (int i = 0; i < unknown.field_count(); ++i)
                if (unknown.field(i).number() == number
                    && unknown.field(i).type() == google::protobuf::UnknownField::TYPE_LENGTH_DELIMITED)
                    return true;
            return false;
        };
        if (has(7))
            return quantlens::text("caffe.onnx_as_caffemodel");
        if (has(2))
            return quantlens::text("caffe.v1_caffemodel");
        return quantlens::text("caffe.bad_caffemodel");
    }
}

void useCaffeWeights(const std::string& prototxt, const std::string& caffemodel)
{
    std::lock_guard lock(givenWeightsMutex);
    givenWeights()[pathKey(prototxt)] = caffemodel;
}

std::string caffeWeightsBeside(const std::string& prototxt)
{
    {
        std::lock_guard lock(givenWeightsMutex);
        const auto given = givenWeights().find(pathKey(prototxt));
        if (given != givenWeights().end())
            return given->second;
    }
    fs::path weights = fs::path(prototxt).replace_extension(".caffemodel");
    // Anything there is the weights the user means: a pipe or a link to a device is refused when read,
    // naming it, rather than said to be missing.
    std::error_code ec;
    return fs::exists(fs::symlink_status(weights, ec)) ? weights.string() : std::string();
}

Result<std::shared_ptr<const Graph>> importCaffeFiles(const std::string& prototxt, const std::string& givenWeights)
{
    auto text = readWholeFile(prototxt, kMaxPrototxt);
    if (!text)
        return GraphResult::failure(text.error());
    caffe::NetParameter net;
    google::protobuf::TextFormat::Parser parser;
    ParseErrors errors;
    parser.RecordErrorsTo(&errors);
    if (!parser.ParseFromString(text.value(), &net))
        return GraphResult::failure(
            Problem::make(prototxt, {}, quantlens::text("caffe.bad_prototxt", { errors.first })));

    const std::string weightsPath = givenWeights.empty() ? caffeWeightsBeside(prototxt) : givenWeights;
    if (weightsPath.empty())
        return GraphResult::failure(Problem::make(prototxt, {}, quantlens::text("caffe.no_caffemodel")));
    auto bytes = readWholeFile(weightsPath, kMaxCaffemodel);
    if (!bytes)
        return GraphResult::failure(bytes.error());
    caffe::NetParameter trained;
    google::protobuf::io::CodedInputStream stream(
        reinterpret_cast<const std::uint8_t*>(bytes.value().data()), static_cast<int>(bytes.value().size()));
    stream.SetTotalBytesLimit(INT_MAX);
    if (!trained.ParseFromCodedStream(&stream))
        return GraphResult::failure(Problem::make(weightsPath, {}, quantlens::text("caffe.bad_caffemodel")));
    std::map<std::string, std::vector<Blob>> weights;
    for (const auto& layer : trained.layer())
        for (const auto& blob : layer.blobs())
            weights[layer.name()].push_back(blobOf(blob));
    if (weights.empty() && trained.layer_size() == 0)
        return GraphResult::failure(Problem::make(weightsPath, {}, withoutLayersProblem(trained, bytes.value())));

    // Which layer writes each blob last: the blob's name goes to it; an in-place writer before it gets
    // "<layer>_output<k>" (as the NNIE mapper splits in-place layers).
    std::vector<const caffe::LayerParameter*> layers;
    for (const auto& l : net.layer())
        if (!isTrainOnly(l))
            layers.push_back(&l);
    std::map<std::string, std::size_t> lastWriter;
    for (std::size_t i = 0; i < layers.size(); ++i)
        for (const auto& top : layers[i]->top())
            lastWriter[top] = i;

    OnnxBuilder b;
    std::set<std::string> defined;
    addInputs(net, b, defined);
    std::map<std::string, std::string> current; // blob → tensor holding its value now
    for (const auto& name : defined)
        current[name] = name;
    std::vector<std::string> unsupported, renamed;
    std::vector<Problem> warnings;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const caffe::LayerParameter& l = *layers[i];
        if (l.type() == "Input") {
            for (int k = 0; k < l.top_size(); ++k) {
                const auto& shape = l.input_param().shape_size() > k ? l.input_param().shape(k)
                    : l.input_param().shape_size() > 0               ? l.input_param().shape(0)
                                                                     : caffe::BlobShape();
                b.input(l.top(k), std::vector<std::int64_t>(shape.dim().begin(), shape.dim().end()));
                current[l.top(k)] = l.top(k);
            }
            continue;
        }
        LayerIo io;
        for (const auto& bottom : l.bottom()) {
            const auto it = current.find(bottom);
            io.inputs.push_back(it == current.end() ? bottom : it->second);
        }
        for (int k = 0; k < l.top_size(); ++k) {
            const std::string& top = l.top(k);
            const bool last = lastWriter[top] == i;
            const std::string tensor = last ? top : l.name() + "_output" + std::to_string(k);
            if (!last)
                renamed.push_back(l.name() + " → " + tensor);
            io.outputs.push_back(tensor);
            current[top] = tensor;
        }
        // A layer marked for NNIE's high precision ("conv1_hp") keeps the weights trained as "conv1".
        auto blobs = weights.find(l.name());
        if (blobs == weights.end() && l.name().ends_with("_hp"))
            blobs = weights.find(l.name().substr(0, l.name().size() - 3));
        static const std::vector<Blob> none;
        io.blobs = blobs == weights.end() ? &none : &blobs->second;
        if (auto why = translateLayer(l, io, b)) {
            unsupported.push_back(rendered(*why));
            continue;
        }
    }
    if (!unsupported.empty()) {
        std::string list;
        for (std::size_t i = 0; i < unsupported.size() && i < 10; ++i)
            list += (i ? "; " : "") + unsupported[i];
        if (unsupported.size() > 10)
            list += "; …";
        return GraphResult::failure(Problem::make(
            prototxt, {}, quantlens::text("caffe.cannot_translate", { std::to_string(unsupported.size()), list })));
    }
    // The blobs no layer reads are the net's outputs.
    std::set<std::string> read;
    for (const auto& node : b.model().graph().node())
        for (const auto& input : node.input())
            read.insert(input);
    for (const auto& node : b.model().graph().node())
        for (const auto& output : node.output())
            if (!read.count(output))
                b.output(output);
    if (!renamed.empty()) {
        std::string examples;
        for (std::size_t i = 0; i < renamed.size() && i < 3; ++i)
            examples += (i ? ", " : "") + renamed[i];
        warnings.push_back(Problem::make(
            prototxt, {}, quantlens::text("caffe.in_place", { std::to_string(renamed.size()), examples })));
    }
    const std::string serialized = b.model().SerializeAsString();
    auto graph = importOnnxBytes(reinterpret_cast<const std::byte*>(serialized.data()), serialized.size(), prototxt,
        fs::path(prototxt).parent_path().string());
    if (!graph)
        return graph;
    std::vector<Problem> importWarnings = graph.warnings();
    auto out = GraphResult::success(std::move(graph).value(), std::move(importWarnings));
    for (auto& w : warnings)
        out.addWarning(std::move(w));
    return out;
}

} // namespace quantlens
