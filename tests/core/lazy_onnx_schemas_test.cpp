// Schemas built one at a time must be the ones ONNX's registry holds, for every operator and version
// of the default domain libonnx knows, and shape inference through them must give what it gives with
// the registry.
#include "model/guarded_schemas.h"
#include "model/lazy_onnx_schemas.h"
#include "onnx_test_models.h"

#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>

#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <tuple>

using namespace quantlens;
using namespace quantlens::onnx_test;

namespace {
/// Everything a schema tells shape inference and the checker, as text to compare.
std::string fingerprint(const onnx::OpSchema& s)
{
    std::ostringstream out;
    out << s.Name() << '|' << s.domain() << '|' << s.SinceVersion() << '|' << s.Deprecated() << '|' << s.min_input()
        << '-' << s.max_input() << '|' << s.min_output() << '-' << s.max_output() << '|'
        << s.has_type_and_shape_inference_function() << s.has_data_propagation_function() << s.HasFunction()
        << s.HasContextDependentFunction() << '\n';
    auto parameters = [&out](const char* kind, const std::vector<onnx::OpSchema::FormalParameter>& list) {
        for (const auto& p : list) {
            out << kind << ' ' << p.GetName() << ' ' << p.GetTypeStr() << ' ' << static_cast<int>(p.GetOption()) << ' '
                << p.GetIsHomogeneous() << ' ' << p.GetMinArity() << " {";
            std::set<std::string> types; // a hash set of interned strings: its order says nothing
            for (const auto* type : p.GetTypes())
                types.insert(*type);
            for (const auto& type : types)
                out << type << ',';
            out << "}\n";
        }
    };
    parameters("in", s.inputs());
    parameters("out", s.outputs());
    for (const auto& [name, a] : s.attributes())
        out << "attr " << name << ' ' << a.type << ' ' << a.required << ' ' << a.default_value.SerializeAsString()
            << '\n';
    for (const auto& c : s.typeConstraintParams()) {
        out << "constraint " << c.type_param_str;
        for (const auto& t : c.allowed_type_strs)
            out << ' ' << t;
        out << '\n';
    }
    if (s.HasFunction())
        out << "function " << s.GetFunction()->SerializeAsString() << '\n';
    return out.str();
}

/// The shapes ONNX infers for `model` with the schemas `registry` gives, or why it could not.
std::string inferred(onnx::ModelProto model, const onnx::ISchemaRegistry* registry)
{
    try {
        onnx::shape_inference::InferShapes(model, registry);
    } catch (const std::exception& e) {
        return std::string("failed: ") + e.what();
    }
    return model.graph().SerializeAsString();
}
}

TEST(LazyOnnxSchemas, EveryVersionOfEveryDefaultDomainOperatorIsBuiltAsTheRegistryHasIt)
{
    const auto& range = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map().at(onnx::ONNX_DOMAIN);
    const int fallbacksBefore = registryFallbacks();
    int compared = 0;
    for (const auto& schema : onnx::OpSchemaRegistry::get_all_schemas_with_history()) {
        if (!schema.domain().empty())
            continue;
        // Every version a model can ask for that picks this schema in the registry, and one past the
        // newest version libonnx knows.
        for (int version = schema.SinceVersion(); version <= range.second + 1; ++version) {
            const onnx::OpSchema* expected = onnx::OpSchemaRegistry::Schema(schema.Name(), version, "");
            ASSERT_NE(expected, nullptr);
            if (expected->SinceVersion() != schema.SinceVersion())
                break; // a newer schema of the operator answers from here on
            SCOPED_TRACE(schema.Name() + " asked for at version " + std::to_string(version));
            const onnx::OpSchema* built = lazyOnnxSchema(schema.Name(), version, "");
            ASSERT_NE(built, nullptr);
            EXPECT_EQ(fingerprint(*built), fingerprint(*expected));
            ++compared;
        }
    }
    EXPECT_GT(compared, 1000); // some 420 schemas, most of them answering several versions
    EXPECT_EQ(registryFallbacks(), fallbacksBefore) << "every default-domain schema should be built alone";
}

TEST(LazyOnnxSchemas, WhatTheRegistryDoesNotHoldIsNotFoundEither)
{
    // A version below the operator's first, an operator libonnx does not have, a name no function can
    // have, a domain libonnx does not know, and ONNX's domain under its long name (the registry keys
    // it as the empty string).
    const std::vector<std::tuple<std::string, int, std::string>> absent { { "Celu", 11, "" },
        { "NoSuchOperator", 13, "" }, { "Relu) ", 13, "" }, { "QLinearSigmoid", 1, "com.microsoft" },
        { "Relu", 13, "ai.onnx" }, { "Relu", 0, "" } };
    for (const auto& [op, version, domain] : absent) {
        SCOPED_TRACE(op + " " + std::to_string(version) + " in '" + domain + "'");
        EXPECT_EQ(onnx::OpSchemaRegistry::Schema(op, version, domain), nullptr);
        EXPECT_EQ(lazyOnnxSchema(op, version, domain), nullptr);
    }
    // The ML domain's operators are the registry's own.
    const onnx::OpSchema* encoder = lazyOnnxSchema("LabelEncoder", 2, "ai.onnx.ml");
    ASSERT_NE(encoder, nullptr);
    EXPECT_EQ(encoder, onnx::OpSchemaRegistry::Schema("LabelEncoder", 2, "ai.onnx.ml"));
}

TEST(LazyOnnxSchemas, ShapeInferenceGivesWhatItGivesWithTheRegistry)
{
    const std::vector<std::pair<std::string, onnx::ModelProto>> models { { "conv relu add", convReluAddModel() },
        { "constant weights", constantWeightsModel() }, { "if with a subgraph", ifModel() }, { "qdq", qdqModel() },
        { "qdq 16 bit, opset 21", qdq16Model() }, { "qoperator", qoperatorModel() }, { "many ops", manyOpsModel() } };
    for (const auto& [name, model] : models) {
        SCOPED_TRACE(name);
        const std::string withRegistry = inferred(model, onnx::OpSchemaRegistry::Instance());
        EXPECT_EQ(inferred(model, &guardedSchemas()), withRegistry);
        EXPECT_NE(withRegistry, model.graph().SerializeAsString()) << "inference added nothing to compare";
    }
}
