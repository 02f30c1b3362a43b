#pragma once
#include "tensor/tensor_view.h"
#include "util/result.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace quantlens {

class DeferredWeights;
class Graph;

/// One node attribute, kept both typed (for code) and as display text (for the detail panel).
struct Attribute {
    enum class Kind { Float, Int, String, Tensor, Graph, Floats, Ints, Strings, Other };
    std::string name;
    Kind kind = Kind::Other;
    std::vector<double> numbers; ///< Float/Int/Floats/Ints
    std::vector<std::int64_t> integers; ///< Int/Ints exactly (doubles lose int64 limits such as Slice's ends)
    std::optional<TensorView> tensor; ///< Tensor: its value (ConstantOfShape's `value`), viewed in the model
    std::vector<std::string> strings; ///< String/Strings
    std::string display; ///< short human-readable value, e.g. "[1, 1, 1, 1]"
};

/// One operator.
struct Node {
    std::string name; ///< never empty: unnamed nodes get "<OpType>_<index in file>"
    bool generatedName = false; ///< true when the model had no name for it
    std::string opType;
    std::string domain; ///< "" for the default ONNX domain
    std::vector<std::string> inputs; ///< value names; "" marks an omitted optional input
    std::vector<std::string> outputs;
    std::vector<Attribute> attributes;
    std::vector<std::shared_ptr<const Graph>> subgraphs; ///< bodies of If/Loop/Scan, owned by the node
    std::vector<std::string> scope; ///< the name split on '/' and '.', without the last part

    const Attribute* attribute(const std::string& attributeName) const;
};

/// One tensor flowing in the graph (a node output, a graph input or a weight).
struct Value {
    std::string name;
    std::optional<DType> dtype; ///< unknown when the model does not say
    std::vector<std::int64_t> shape; ///< -1 for a dynamic or unknown dimension
    std::vector<std::string> dimNames; ///< symbolic names of dynamic dimensions ("" when static)
    bool shapeKnown = false;
    int producer = -1; ///< index into Graph::nodes(), -1 for inputs and initializers
    std::vector<int> consumers; ///< indices into Graph::nodes()
    bool isGraphInput = false;
    bool isGraphOutput = false;
    bool isWeight = false; ///< an initializer or the output of a Constant node
};

/// What a weight's view says about it besides its data.
struct WeightLayout {
    DType dtype = DType::Float32;
    std::vector<std::int64_t> shape;
};

/// A model's graph in neutral form. Nodes are in a stable topological order (file order where the
/// data flow allows). Weight data stays in the parsed model and is viewed, never copied; a model file's large
/// weights stay in the file until first asked for (model/deferred_weights.h).
class Graph {
public:
    const std::vector<Node>& nodes() const { return m_nodes; }
    const std::vector<Value>& values() const { return m_values; }
    const Value* value(const std::string& name) const;
    const Node* producer(const std::string& valueName) const;
    int nodeIndex(const std::string& nodeName) const; ///< -1 when absent

    const std::vector<std::string>& inputs() const { return m_inputs; } ///< real inputs (no initializers)
    const std::vector<std::string>& outputs() const { return m_outputs; }

    /// Data of a weight: an initializer or a Constant node's tensor. nullptr when `name` is none.
    /// A large weight of an ONNX file is read from the file here, the first time it is asked for.
    const TensorView* weight(const std::string& name) const;
    const std::unordered_map<std::string, TensorView>& weights() const; ///< all read, in no order
    /// Whether `name` is a weight, without reading its data.
    bool hasWeight(const std::string& name) const { return m_weights.count(name) != 0; }
    /// A weight's type and shape without reading its data, for questions about its layout only (the
    /// quantized model's importers ask them of every weight; few of those weights are read).
    std::optional<WeightLayout> weightLayout(const std::string& name) const;
    /// Why a weight read from the model file after its import holds NaN instead (the file was rewritten
    /// in place since); nullopt while every weight read was intact.
    std::optional<Problem> weightReadProblem() const;
    /// Total number of weight elements (initializers and Constant tensors), subgraph bodies included.
    std::size_t weightElementCount() const;

    std::int64_t irVersion() const { return m_irVersion; }
    std::int64_t opsetVersion(const std::string& domain = "") const; ///< 0 when the domain is not imported
    const std::string& producerName() const { return m_producerName; }
    const std::string& sourcePath() const { return m_sourcePath; }
    /// The parsed onnx::ModelProto this graph came from (top-level graphs of ONNX imports only),
    /// for ONNX-specific work such as shape inference; null otherwise.
    const std::shared_ptr<const void>& onnxModel() const { return m_onnxModel; }

private:
    friend class GraphBuilder;
    std::vector<Node> m_nodes;
    std::vector<Value> m_values;
    // Looked up by name all over the analysis (tens of thousands of times for a large model), never
    // walked in order: hashed.
    std::unordered_map<std::string, int> m_valueIndex;
    std::unordered_map<std::string, int> m_nodeIndex;
    std::vector<std::string> m_inputs;
    std::vector<std::string> m_outputs;
    std::unordered_map<std::string, TensorView> m_weights; // looked up by name only
    std::map<std::string, std::int64_t> m_opsets;
    std::int64_t m_irVersion = 0;
    std::string m_producerName;
    std::string m_sourcePath;
    std::shared_ptr<const void> m_storage; ///< the parsed model the weight views point into
    std::shared_ptr<const void> m_onnxModel;
    std::shared_ptr<const DeferredWeights> m_deferredWeights; ///< those of m_weights still in the file
};

/// Fills a Graph; used by importers (ONNX now, other formats later). Computes the topological
/// order, producer/consumer links, generated names and scopes in build().
class GraphBuilder {
public:
    explicit GraphBuilder(std::string sourcePath);
    void setStorage(std::shared_ptr<const void> storage);
    void setOnnxModel(std::shared_ptr<const void> model); ///< an onnx::ModelProto
    void setIrVersion(std::int64_t v);
    void setOpset(const std::string& domain, std::int64_t version);
    void setProducerName(std::string name);
    void addInput(Value value); ///< a graph input (skipped if it names an initializer)
    void addOutput(Value value);
    void addValueInfo(Value value); ///< shape/type of an intermediate tensor
    void addWeight(const std::string& name, TensorView view);
    /// The weights whose views point into `weights`, read when first asked for.
    void setDeferredWeights(std::shared_ptr<const DeferredWeights> weights);
    void addNode(Node node); ///< in file order; name may be empty
    /// Fails (with the file and the reason) on duplicate producers or a cycle.
    Result<std::shared_ptr<const Graph>> build();
    /// A copy of `graph` whose weights named in `replaced` hold other values of the same type and shape (a
    /// float model transformed before quantization: the same nodes and names). nullopt when one is not a
    /// weight of the graph or differs in type or shape.
    static std::optional<std::shared_ptr<const Graph>> withWeights(
        const Graph& graph, const std::map<std::string, TensorView>& replaced);

private:
    /// Each output name's node, as views of the nodes' own names.
    using ProducerTable = std::unordered_map<std::string_view, std::size_t>;
    /// Fills `producerOf` while checking that no name is produced twice.
    std::optional<Problem> checkProducers(const std::vector<std::string>& realInputs, ProducerTable& producerOf) const;
    std::optional<Problem> sortTopologically(const ProducerTable& producerOf);
    void buildValues(const std::vector<std::string>& realInputs);

    std::shared_ptr<Graph> m_graph;
    std::vector<Value> m_pendingValues; ///< value_info entries, merged into values in build()
    std::vector<Value> m_inputValues;
    std::vector<Value> m_outputValues;
    std::vector<std::string> m_weightOrder; ///< weights in the order they were added
    std::vector<std::string> m_duplicateWeights;
};

} // namespace quantlens
