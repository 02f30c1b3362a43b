// --input arguments: "NAME=FILE", or a path that has '=' in it. "run=3/x.npy" for a model whose input
// is x was read as input "run" from "3/x.npy" and failed with "3/x.npy: cannot open".
#include "onnx_test_models.h"

#include "runtime/compiled_model.h"
#include "runtime/model_inputs.h"
#include "tensor/npy_writer.h"

#include <gtest/gtest.h>

using namespace quantlens;
using namespace quantlens::runtime;
using namespace quantlens::onnx_test;

namespace {
class ModelInputArguments : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = makeTempDir("model_inputs");
        auto proto = makeModel();
        auto& g = *proto.mutable_graph();
        addInput(g, "x", { 2 });
        addNode(g, "Relu", { "x" }, { "y" }, "relu");
        addOutput(g, "y", { 2 });
        auto graph = importModel(proto);
        ASSERT_TRUE(graph.ok());
        auto model = CompiledModel::compile(graph.value());
        ASSERT_TRUE(model.ok());
        m_model = model.value();
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string writeInput(const std::string& relative)
    {
        const auto path = m_dir / relative;
        std::filesystem::create_directories(path.parent_path());
        const float values[] = { 1.0f, -2.0f };
        writeFile(path, npyHeader(DType::Float32, { 2 }) + std::string(reinterpret_cast<const char*>(values), 8));
        return path.string();
    }

    std::filesystem::path m_dir;
    std::shared_ptr<const CompiledModel> m_model;
};
}

TEST_F(ModelInputArguments, APathWithAnEqualsSignIsReadWhole)
{
    const std::string path = writeInput("run=3/x.npy");
    auto inputs = readModelInputs(*m_model, { parseInputArgument(path) });
    ASSERT_TRUE(inputs.ok()) << inputs.error().toString();
    EXPECT_EQ(inputs.value().at("x").data<float>()[1], -2.0f);
}

TEST_F(ModelInputArguments, ANameTheModelDoesNotHaveIsTheProblemNamed)
{
    const std::string missing = (m_dir / "run=3" / "none.npy").string();
    auto inputs = readModelInputs(*m_model, { parseInputArgument(missing) });
    ASSERT_FALSE(inputs.ok());
    const std::string message = inputs.error().toString();
    EXPECT_NE(message.find("run'; its inputs are 'x'"), std::string::npos) << message;
    EXPECT_NE(message.find("'x'"), std::string::npos) << message;
    EXPECT_EQ(message.find("cannot open"), std::string::npos) << message;
}
