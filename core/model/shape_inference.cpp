#include "model/shape_inference.h"

#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <google/protobuf/arena.h>

#include "model/guarded_schemas.h"
#include "model/onnx_types.h"

#include <algorithm>
#include <limits>

namespace quantlens {
namespace {
    // Weights above this many elements lose their payload in the copy: shape inference reads the
    // values only of small integer tensors (Reshape targets, Slice bounds, Resize sizes).
    constexpr std::int64_t kKeepPayloadElements = 4096;

    /// Saturates instead of overflowing: the import leaves tensors it does not read (strings,
    /// unknown types) unchecked, and their dims may be anything a file says.
    std::int64_t elementCount(const onnx::TensorProto& t)
    {
        std::int64_t n = 1;
        for (auto d : t.dims()) {
            if (d <= 0)
                return 0;
            if (__builtin_mul_overflow(n, d, &n))
                return std::numeric_limits<std::int64_t>::max();
        }
        return n;
    }

    /// Whether inference may need the values of this tensor, not only its type and dims.
    bool keepsPayload(const onnx::TensorProto& t)
    {
        return elementCount(t) <= kKeepPayloadElements || t.data_type() == onnx::TensorProto::INT64;
    }

    /// `from` without its values when inference cannot need them: name, type and dims only.
    void copyTensor(const onnx::TensorProto& from, onnx::TensorProto& to)
    {
        if (keepsPayload(from)) {
            to = from;
            return;
        }
        to.set_name(from.name());
        to.set_data_type(from.data_type());
        *to.mutable_dims() = from.dims();
    }

    /// A Constant node's copy without its large value: copying the node whole and clearing the
    /// value afterwards copied every Constant-held weight (four tenths of inferring det's shapes).
    void copyConstant(const onnx::NodeProto& from, onnx::NodeProto& to)
    {
        to.set_name(from.name());
        to.set_op_type(from.op_type());
        to.set_domain(from.domain());
        *to.mutable_input() = from.input();
        *to.mutable_output() = from.output();
        for (const auto& attribute : from.attribute()) {
            auto* a = to.add_attribute();
            if (!attribute.has_t()) {
                *a = attribute;
                continue;
            }
            a->set_name(attribute.name());
            a->set_type(attribute.type());
            copyTensor(attribute.t(), *a->mutable_t());
        }
    }

    /// The copy lives in `arena`: its tens of thousands of small messages are made and freed at
    /// once (freeing them one by one took an eighth of inferring a 20,000-node model's shapes).
    onnx::ModelProto& lightCopy(const onnx::ModelProto& model, google::protobuf::Arena& arena)
    {
        onnx::ModelProto& copy = *google::protobuf::Arena::CreateMessage<onnx::ModelProto>(&arena);
        copy.set_ir_version(model.ir_version());
        *copy.mutable_opset_import() = model.opset_import();
        *copy.mutable_functions() = model.functions();
        const onnx::GraphProto& g = model.graph();
        onnx::GraphProto* out = copy.mutable_graph();
        out->set_name(g.name());
        *out->mutable_input() = g.input();
        *out->mutable_output() = g.output();
        *out->mutable_value_info() = g.value_info();
        for (const auto& init : g.initializer())
            copyTensor(init, *out->add_initializer());
        for (const auto& node : g.node()) {
            if (node.op_type() == "Constant")
                copyConstant(node, *out->add_node());
            else
                *out->add_node() = node;
        }
        return copy;
    }

    void bindInputs(onnx::ModelProto& model, const std::map<std::string, std::vector<std::int64_t>>& inputShapes)
    {
        for (auto& input : *model.mutable_graph()->mutable_input()) {
            const auto it = inputShapes.find(input.name());
            if (it == inputShapes.end() || !input.type().has_tensor_type())
                continue;
            auto* shape = input.mutable_type()->mutable_tensor_type()->mutable_shape();
            if (shape->dim_size() != 0 && shape->dim_size() != static_cast<int>(it->second.size()))
                continue; // a dump of another rank cannot be this input; the dump check reports it
            shape->clear_dim();
            for (auto d : it->second)
                shape->add_dim()->set_dim_value(d);
        }
    }

    void collect(const google::protobuf::RepeatedPtrField<onnx::ValueInfoProto>& infos, InferredShapes& out)
    {
        for (const auto& info : infos) {
            if (!info.type().has_tensor_type())
                continue;
            if (const auto dtype = dtypeFromOnnx(info.type().tensor_type().elem_type()))
                out.dtypes[info.name()] = *dtype;
            if (!info.type().tensor_type().has_shape())
                continue;
            std::vector<std::int64_t> dims;
            for (const auto& d : info.type().tensor_type().shape().dim())
                dims.push_back(d.has_dim_value() ? d.dim_value() : -1);
            out.shapes[info.name()] = std::move(dims);
        }
    }

    InferredShapes declaredShapes(const Graph& graph)
    {
        InferredShapes out;
        for (const auto& v : graph.values()) {
            if (v.shapeKnown && !v.isWeight)
                out.shapes[v.name] = v.shape;
            if (v.dtype && !v.isWeight)
                out.dtypes[v.name] = *v.dtype;
        }
        return out;
    }
}

InferredShapes inferShapes(const Graph& graph, const std::map<std::string, std::vector<std::int64_t>>& inputShapes)
{
    const auto* model = static_cast<const onnx::ModelProto*>(graph.onnxModel().get());
    if (model == nullptr)
        return declaredShapes(graph);
    try {
        google::protobuf::Arena arena;
        onnx::ModelProto& copy = lightCopy(*model, arena);
        bindInputs(copy, inputShapes);
        onnx::shape_inference::InferShapes(copy, &guardedSchemas());
        InferredShapes out;
        collect(copy.graph().input(), out);
        collect(copy.graph().value_info(), out);
        collect(copy.graph().output(), out);
        return out;
    } catch (const std::exception& e) {
        InferredShapes out = declaredShapes(graph);
        out.error = e.what();
        return out;
    }
}

bool shapeFits(const std::vector<std::int64_t>& actual, const std::vector<std::int64_t>& expected)
{
    auto equal = [](const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& e) {
        if (a.size() != e.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (e[i] >= 0 && a[i] != e[i])
                return false;
        return true;
    };
    if (equal(actual, expected))
        return true;
    if (expected.size() == 4 && actual.size() == 4 && equal({ actual[0], actual[3], actual[1], actual[2] }, expected))
        return true; // stored NHWC
    auto squeezed = [](const std::vector<std::int64_t>& s) {
        std::vector<std::int64_t> out;
        for (auto d : s)
            if (d != 1)
                out.push_back(d);
        return out;
    };
    return equal(squeezed(actual), squeezed(expected));
}

} // namespace quantlens
