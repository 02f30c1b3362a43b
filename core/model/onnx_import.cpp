#include "model/onnx_import.h"

#include "model/deferred_weights.h"
#include "model/onnx_attributes.h"
#include "model/onnx_payload_strip.h"
#include "model/onnx_tensor_reader.h"
#include "model/onnx_types.h"
#include "tensor/mapped_file.h"

#include <google/protobuf/arena.h>
#include <google/protobuf/io/coded_stream.h>
#include <onnx/onnx_pb.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <new>
#include <optional>
#include <utility>
#include <vector>

namespace quantlens {
namespace {
    using GraphResult = Result<std::shared_ptr<const Graph>>;

    // Above this size protobuf's historical default limit may refuse the message; a CodedInputStream with a
    // raised limit reads models up to protobuf's hard 2 GiB ceiling.
    constexpr std::size_t kPlainParseLimit = std::size_t { 64 } << 20;
    // Weights of this size or more stay in the model file until something reads them (deferred_weights.h);
    // smaller ones cost less parsed with the rest than read one by one.
    constexpr std::size_t kDeferredWeightBytes = std::size_t { 16 } << 10;

    std::string normalizedDomain(const std::string& domain) { return domain == "ai.onnx" ? std::string() : domain; }

    struct ImportContext {
        std::string source;
        const onnx::ModelProto& model;
        std::shared_ptr<const void> storage;
        OnnxTensorReader reader;
        std::vector<Problem> warnings;
        std::shared_ptr<const DeferredWeights> deferredWeights; ///< of the main graph; null when none
    };

    // Scalars in a Constant's value_float / value_int are returned by value from protobuf, so they need a
    // one-element buffer of their own.
    template <class T> TensorView scalarView(T value, DType dtype, const std::string& source)
    {
        auto buffer = std::make_shared<T>(value);
        TensorView view;
        view.data = reinterpret_cast<const std::byte*>(buffer.get());
        view.owner = std::move(buffer);
        view.dtype = dtype;
        view.source = source;
        return view;
    }

    template <class Field> TensorView listView(const Field& field, DType dtype, const ImportContext& ctx)
    {
        TensorView view;
        view.data = reinterpret_cast<const std::byte*>(field.data());
        view.owner = ctx.storage;
        view.dtype = dtype;
        view.shape = { static_cast<std::int64_t>(field.size()) };
        view.strides = TensorView::rowMajorStrides(view.shape);
        view.source = ctx.source;
        return view;
    }

    /// The tensor a Constant node yields, viewed as a weight named after its output.
    Result<std::optional<TensorView>> constantWeight(const onnx::NodeProto& node, ImportContext& ctx)
    {
        using R = Result<std::optional<TensorView>>;
        const std::string& output = node.output(0);
        for (const auto& a : node.attribute()) {
            if (a.name() == "value")
                return ctx.reader.read(a.t(), output);
            if (a.name() == "value_float")
                return R::success(scalarView(a.f(), DType::Float32, ctx.source));
            if (a.name() == "value_int")
                return R::success(scalarView(a.i(), DType::Int64, ctx.source));
            if (a.name() == "value_floats")
                return R::success(listView(a.floats(), DType::Float32, ctx));
            if (a.name() == "value_ints")
                return R::success(listView(a.ints(), DType::Int64, ctx));
        }
        const Text where = text("where.tensor", { output });
        if (node.attribute_size() == 0)
            return R::success(std::nullopt, { Problem::make(ctx.source, where, text("onnx.constant_without_value")) });
        return R::success(std::nullopt,
            { Problem::make(ctx.source, where, text("onnx.constant_not_numeric", { node.attribute(0).name() })) });
    }

    GraphResult importGraph(const onnx::GraphProto& proto, ImportContext& ctx);

    std::optional<Problem> importNode(const onnx::NodeProto& proto, ImportContext& ctx, GraphBuilder& builder)
    {
        Node node;
        node.name = proto.name();
        node.opType = proto.op_type();
        node.domain = normalizedDomain(proto.domain());
        node.inputs.assign(proto.input().begin(), proto.input().end());
        node.outputs.assign(proto.output().begin(), proto.output().end());
        for (const auto& a : proto.attribute()) {
            node.attributes.push_back(attributeFromOnnx(a));
            if (effectiveAttributeType(a) == onnx::AttributeProto::TENSOR && node.opType != "Constant") {
                // Tensor-valued attributes (ConstantOfShape's `value`) are data the executor needs; a
                // Constant's value is already a weight of the graph.
                auto value
                    = ctx.reader.read(a.t(), (proto.name().empty() ? proto.op_type() : proto.name()) + "." + a.name());
                if (!value)
                    return value.error();
                ctx.warnings.insert(ctx.warnings.end(), value.warnings().begin(), value.warnings().end());
                node.attributes.back().tensor = std::move(value.value());
            }
            std::vector<const onnx::GraphProto*> bodies;
            const auto type = effectiveAttributeType(a);
            if (type == onnx::AttributeProto::GRAPH)
                bodies.push_back(&a.g());
            else if (type == onnx::AttributeProto::GRAPHS)
                for (const auto& g : a.graphs())
                    bodies.push_back(&g);
            for (const auto* body : bodies) {
                auto sub = importGraph(*body, ctx);
                if (!sub)
                    return sub.error();
                node.subgraphs.push_back(std::move(sub).value());
            }
        }
        if (node.opType == "Constant" && node.domain.empty() && !node.outputs.empty() && !node.outputs[0].empty()) {
            auto weight = constantWeight(proto, ctx);
            if (!weight)
                return weight.error();
            ctx.warnings.insert(ctx.warnings.end(), weight.warnings().begin(), weight.warnings().end());
            if (weight.value())
                builder.addWeight(node.outputs[0], std::move(*weight.value()));
        }
        builder.addNode(std::move(node));
        return std::nullopt;
    }

    GraphResult importGraph(const onnx::GraphProto& proto, ImportContext& ctx)
    {
        GraphBuilder builder(ctx.source);
        builder.setStorage(ctx.storage);
        if (&proto == &ctx.model.graph()) {
            builder.setOnnxModel(ctx.storage);
            if (ctx.deferredWeights)
                builder.setDeferredWeights(ctx.deferredWeights);
        }
        builder.setIrVersion(ctx.model.ir_version());
        builder.setProducerName(ctx.model.producer_name());
        for (const auto& opset : ctx.model.opset_import())
            builder.setOpset(normalizedDomain(opset.domain()), opset.version());

        for (const auto& init : proto.initializer()) {
            if (init.name().empty()) {
                ctx.warnings.push_back(Problem::make(ctx.source, {}, text("onnx.unnamed_initializer")));
                continue;
            }
            auto weight = ctx.reader.read(init, init.name());
            if (!weight)
                return GraphResult::failure(weight.error());
            ctx.warnings.insert(ctx.warnings.end(), weight.warnings().begin(), weight.warnings().end());
            if (weight.value())
                builder.addWeight(init.name(), std::move(*weight.value()));
        }
        for (const auto& sparse : proto.sparse_initializer())
            ctx.warnings.push_back(Problem::make(
                ctx.source, text("where.tensor", { sparse.values().name() }), text("onnx.sparse_initializer")));
        for (const auto& info : proto.input())
            builder.addInput(valueFromInfo(info));
        for (const auto& info : proto.output())
            builder.addOutput(valueFromInfo(info));
        for (const auto& info : proto.value_info())
            builder.addValueInfo(valueFromInfo(info));
        for (const auto& node : proto.node())
            if (auto problem = importNode(node, ctx, builder))
                return GraphResult::failure(std::move(*problem));
        return builder.build();
    }

    /// Large weights the parse left out, and where they will be read into (onnx_payload_strip.h).
    struct LeftInFile {
        const OnnxTensorReader::StrippedTensors* tensors = nullptr;
        std::shared_ptr<DeferredWeights> weights;
    };

    GraphResult importParsed(std::shared_ptr<const onnx::ModelProto> model, const std::string& source,
        const std::string& baseDirectory, const LeftInFile& leftInFile = {})
    {
        if (!model->has_graph())
            return GraphResult::failure(Problem::make(source, {}, text("onnx.no_graph")));
        if (model->graph().node_size() == 0)
            return GraphResult::failure(Problem::make(source, {}, text("onnx.no_nodes")));
        ImportContext ctx { source, *model, model, OnnxTensorReader(source, baseDirectory, model), {},
            leftInFile.weights };
        if (leftInFile.tensors != nullptr)
            ctx.reader.readStrippedFrom(leftInFile.tensors, leftInFile.weights);
        auto graph = importGraph(model->graph(), ctx);
        if (!graph)
            return graph;
        return GraphResult::success(std::move(graph).value(), std::move(ctx.warnings));
    }

    // Protobuf refuses messages nested deeper than 100 levels, and every If/Loop/Scan body adds three
    // (node, attribute, graph): about 32 levels of subgraphs. A model nested deeper is valid ONNX, so
    // "not a valid model" would send the user looking for corruption; a second parse with a higher limit
    // tells the two apart. The higher limit stays bounded: the import and shape inference recurse per level.
    constexpr int kProtobufDefaultDepth = 100;
    constexpr int kDefaultSubgraphDepth = (kProtobufDefaultDepth - 2) / 3;
    constexpr int kDiagnosticDepth = 1000;

    int subgraphDepth(const onnx::GraphProto& root)
    {
        int deepest = 0;
        std::vector<std::pair<const onnx::GraphProto*, int>> stack { { &root, 0 } };
        while (!stack.empty()) {
            const auto [graph, depth] = stack.back();
            stack.pop_back();
            deepest = std::max(deepest, depth);
            for (const auto& node : graph->node())
                for (const auto& attribute : node.attribute()) {
                    if (attribute.has_g())
                        stack.emplace_back(&attribute.g(), depth + 1);
                    for (const auto& g : attribute.graphs())
                        stack.emplace_back(&g, depth + 1);
                }
        }
        return deepest;
    }

    /// For a model that parses only with the higher limit (the recursion limit is all that differs, so
    /// it nests too deep), how deep its subgraphs go; nullopt when it does not parse either (then it
    /// really is no ONNX model).
    std::optional<int> subgraphDepthBeyondLimit(const std::byte* bytes, std::size_t size)
    {
        onnx::ModelProto model;
        google::protobuf::io::CodedInputStream in(reinterpret_cast<const std::uint8_t*>(bytes), static_cast<int>(size));
        in.SetTotalBytesLimit(INT_MAX);
        in.SetRecursionLimit(kDiagnosticDepth);
        if (!model.ParseFromCodedStream(&in) || !in.ConsumedEntireMessage())
            return std::nullopt;
        return subgraphDepth(model.graph());
    }

    /// Parses a model of at most INT_MAX bytes; false when protobuf refuses it.
    bool parse(onnx::ModelProto& model, const void* bytes, std::size_t size)
    {
        if (size <= kPlainParseLimit)
            return model.ParseFromArray(bytes, static_cast<int>(size));
        google::protobuf::io::CodedInputStream in(static_cast<const std::uint8_t*>(bytes), static_cast<int>(size));
        in.SetTotalBytesLimit(INT_MAX);
        return model.ParseFromCodedStream(&in) && in.ConsumedEntireMessage();
    }

    /// An empty model on an arena of its own, which the returned pointer keeps alive: the parse takes
    /// its messages from a few large blocks instead of one allocation each, and they all go at once.
    std::shared_ptr<onnx::ModelProto> modelOnArena(std::size_t messageBytes)
    {
        google::protobuf::ArenaOptions options;
        options.start_block_size = std::clamp<std::size_t>(messageBytes / 2, 4096, std::size_t { 1 } << 20);
        options.max_block_size = std::size_t { 1 } << 20;
        auto arena = std::make_shared<google::protobuf::Arena>(options);
        auto* model = google::protobuf::Arena::CreateMessage<onnx::ModelProto>(arena.get());
        return std::shared_ptr<onnx::ModelProto>(std::move(arena), model);
    }

    GraphResult importBytes(
        const std::byte* bytes, std::size_t size, const std::string& source, const std::string& baseDirectory)
    {
        if (size == 0)
            return GraphResult::failure(Problem::make(source, {}, text("onnx.empty_file")));
        if (size > static_cast<std::size_t>(INT_MAX))
            return GraphResult::failure(Problem::make(source, {}, text("onnx.too_large")));
        auto model = modelOnArena(size);
        if (!parse(*model, bytes, size)) {
            if (const auto depth = subgraphDepthBeyondLimit(bytes, size))
                return GraphResult::failure(Problem::make(source, {},
                    text("onnx.nested_too_deep", { std::to_string(*depth), std::to_string(kDefaultSubgraphDepth) })));
            return GraphResult::failure(Problem::make(source, {}, text("onnx.not_a_model")));
        }
        return importParsed(std::move(model), source, baseDirectory);
    }

    /// The import of a model file that leaves its large weights in the file, to be read when first asked
    /// for. nullopt when the model has none, or anything about it is unusual: the file is then parsed
    /// whole, which also words any problem with it.
    std::optional<GraphResult> importLeavingWeights(
        const MappedFile& mapped, const std::string& source, const std::string& baseDirectory)
    {
        if (mapped.size() > static_cast<std::size_t>(INT_MAX) || mapped.file() == nullptr)
            return std::nullopt;
        auto stripped = stripLargePayloads(mapped.data(), mapped.size(), kDeferredWeightBytes);
        if (!stripped)
            return std::nullopt;
        auto model = modelOnArena(stripped->bytes.size());
        if (!parse(*model, stripped->bytes.data(), stripped->bytes.size()))
            return std::nullopt;
        // Protobuf keeps repeated fields in file order, so the stripper's indices name the parsed tensors.
        OnnxTensorReader::StrippedTensors tensors;
        std::uint64_t room = 0;
        const onnx::GraphProto& graph = model->graph();
        for (const auto& [index, range] : stripped->initializers) {
            if (index >= graph.initializer_size())
                return std::nullopt;
            tensors.emplace(&graph.initializer(index), range);
            room += DeferredWeights::roomFor(range.length);
        }
        for (const auto& constant : stripped->constants) {
            if (constant.node >= graph.node_size() || constant.attribute >= graph.node(constant.node).attribute_size())
                return std::nullopt;
            tensors.emplace(&graph.node(constant.node).attribute(constant.attribute).t(), constant.range);
            room += DeferredWeights::roomFor(constant.range.length);
        }
        auto file = mapped.file()->duplicate();
        if (!file)
            return std::nullopt;
        auto weights = DeferredWeights::create(std::move(file), room);
        if (!weights)
            return std::nullopt;
        return importParsed(std::move(model), source, baseDirectory, { &tensors, weights.value() });
    }
}

Result<std::shared_ptr<const Graph>> importOnnxBytes(
    const std::byte* bytes, std::size_t size, const std::string& source, const std::string& baseDirectory)
{
    try {
        return importBytes(bytes, size, source, baseDirectory);
    } catch (const std::bad_alloc&) {
        return GraphResult::failure(Problem::make(source, {}, text("onnx.out_of_memory")));
    } catch (const std::exception& e) {
        return GraphResult::failure(Problem::make(source, {}, text("onnx.cannot_read", { e.what() })));
    }
}

Result<std::shared_ptr<const Graph>> importOnnxFile(const std::string& path)
{
    try {
        auto file = FileReader::open(path);
        if (!file)
            return GraphResult::failure(file.error());
        auto mapped = MappedFile::map(std::move(file).value());
        if (!mapped)
            return GraphResult::failure(mapped.error());
        std::string directory = std::filesystem::path(path).parent_path().string();
        if (directory.empty())
            directory = ".";
        // The parsed model copies what it keeps and reads what it left in the file through a descriptor
        // of its own, so the mapping can go when this returns.
        if (auto graph = importLeavingWeights(*mapped.value(), path, directory))
            return std::move(*graph);
        return importOnnxBytes(mapped.value()->data(), mapped.value()->size(), path, directory);
    } catch (const std::bad_alloc&) {
        return GraphResult::failure(Problem::make(path, {}, text("onnx.out_of_memory")));
    } catch (const std::exception& e) {
        return GraphResult::failure(Problem::make(path, {}, text("onnx.cannot_read", { e.what() })));
    }
}

} // namespace quantlens
