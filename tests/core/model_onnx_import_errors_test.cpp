// External data, and ONNX inputs the importer must refuse with a message naming the file and the problem.
#include "model/onnx_import.h"
#include "onnx_test_models.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <random>

using namespace quantlens;
using namespace quantlens::onnx_test;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {
class OnnxFileTest : public ::testing::Test {
protected:
    void SetUp() override { m_dir = makeTempDir("onnx_import"); }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string write(const std::string& name, const std::string& bytes)
    {
        writeFile(m_dir / name, bytes);
        return (m_dir / name).string();
    }
    std::string writeModel(const onnx::ModelProto& model) { return write("model.onnx", serialize(model)); }

    std::filesystem::path m_dir;
};

/// A model whose initializers w [2, 3] and b [2] live in an external file.
onnx::ModelProto externalModel(const std::string& location, std::int64_t wOffset = 8)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 2, 3 });
    auto external
        = [&](const std::string& name, std::vector<std::int64_t> dims, std::int64_t offset, std::int64_t length) {
              auto* t = g.add_initializer();
              t->set_name(name);
              t->set_data_type(onnx::TensorProto::FLOAT);
              for (auto d : dims)
                  t->add_dims(d);
              t->set_data_location(onnx::TensorProto::EXTERNAL);
              for (auto [key, value] : { std::pair<std::string, std::string> { "location", location },
                       { "offset", std::to_string(offset) }, { "length", std::to_string(length) } }) {
                  auto* entry = t->add_external_data();
                  entry->set_key(key);
                  entry->set_value(value);
              }
          };
    external("w", { 2, 3 }, wOffset, 24);
    external("b", { 2 }, 32, 8);
    addNode(g, "Add", { "x", "w" }, { "y" }, "add");
    addOutput(g, "y", { 2, 3 });
    return model;
}

std::string externalBytes()
{
    std::string bytes(40, '\0');
    const float values[] = { 1, 2, 3, 4, 5, 6, -1, -2 };
    std::memcpy(bytes.data() + 8, values, sizeof values);
    return bytes;
}

std::string errorText(const Result<std::shared_ptr<const Graph>>& result)
{
    EXPECT_FALSE(result.ok());
    return result.ok() ? std::string() : result.error().toString();
}
}

TEST_F(OnnxFileTest, ExternalDataIsMappedNotCopied)
{
    write("weights.bin", externalBytes());
    const std::string path = writeModel(externalModel("weights.bin"));
    auto result = importOnnxFile(path);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    const Graph& g = *result.value();
    EXPECT_EQ(g.sourcePath(), path);
    EXPECT_THAT(weightValues(g, "w"), ElementsAre(1, 2, 3, 4, 5, 6));
    EXPECT_THAT(weightValues(g, "b"), ElementsAre(-1, -2));
    const TensorView* w = g.weight("w");
    ASSERT_NE(w->mapping, nullptr);
    EXPECT_EQ(w->mapping, g.weight("b")->mapping); // one mapping per external file
    EXPECT_THAT(w->source, HasSubstr("weights.bin"));
    EXPECT_EQ(g.weightElementCount(), 8u);
}

TEST_F(OnnxFileTest, ExternalDataInASubdirectoryIsAllowed)
{
    std::filesystem::create_directories(m_dir / "data");
    write("data/weights.bin", externalBytes());
    auto result = importOnnxFile(writeModel(externalModel("./data/../data/weights.bin")));
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_THAT(weightValues(*result.value(), "b"), ElementsAre(-1, -2));
}

// A named pipe where the weights should be would wait for a writer forever if opened blocking.
TEST_F(OnnxFileTest, ANamedPipeAsExternalDataIsRefusedWithoutWaiting)
{
    ASSERT_EQ(mkfifo((m_dir / "weights.bin").c_str(), 0600), 0);
    const std::string msg = errorText(importOnnxFile(writeModel(externalModel("weights.bin"))));
    EXPECT_THAT(msg, HasSubstr("weights.bin"));
    EXPECT_THAT(msg, HasSubstr("not a regular file"));
}

TEST_F(OnnxFileTest, EmptyFileIsRefused)
{
    const std::string path = write("empty.onnx", "");
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("empty file"));
}

TEST_F(OnnxFileTest, MissingModelFileIsRefused)
{
    const std::string path = (m_dir / "nope.onnx").string();
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("cannot open"));
}

TEST_F(OnnxFileTest, RandomBytesAreNotAModel)
{
    std::mt19937 rng(1234);
    std::string bytes(4096, '\0');
    for (auto& c : bytes)
        c = static_cast<char>(rng() & 0xff);
    const std::string path = write("random.onnx", bytes);
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("not a valid ONNX model"));
}

TEST_F(OnnxFileTest, TruncatedModelIsRefused)
{
    const std::string bytes = serialize(convReluAddModel());
    const std::string path = write("truncated.onnx", bytes.substr(0, bytes.size() / 2));
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("not a valid ONNX model (protobuf parse failed)"));
}

TEST_F(OnnxFileTest, MissingExternalFileIsNamed)
{
    const std::string path = writeModel(externalModel("weights.bin"));
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("tensor 'w'"));
    EXPECT_THAT(msg, HasSubstr((m_dir / "weights.bin").string()));
    EXPECT_THAT(msg, HasSubstr("cannot be read"));
}

TEST_F(OnnxFileTest, ShortExternalFileIsNamed)
{
    write("weights.bin", externalBytes().substr(0, 36));
    const std::string path = writeModel(externalModel("weights.bin"));
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("tensor 'b'"));
    EXPECT_THAT(msg, HasSubstr("weights.bin"));
    EXPECT_THAT(msg, HasSubstr("too short"));
}

TEST_F(OnnxFileTest, ExternalLocationEscapingTheDirectoryIsRefused)
{
    write("weights.bin", externalBytes());
    for (const std::string location : { "../weights.bin", "data/../../weights.bin", "/etc/passwd" }) {
        const std::string path = writeModel(externalModel(location));
        const std::string msg = errorText(importOnnxFile(path));
        EXPECT_THAT(msg, HasSubstr(path));
        EXPECT_THAT(msg, HasSubstr("tensor 'w'"));
        EXPECT_THAT(msg, HasSubstr(location));
        EXPECT_THAT(msg, HasSubstr("escapes the model's directory"));
    }
}

// A name inside the folder is not enough: what it links to must be inside too.
TEST_F(OnnxFileTest, ExternalDataLinkingOutOfTheFolderIsRefused)
{
    const auto outside = makeTempDir("onnx_import_outside");
    writeFile(outside / "secret.bin", externalBytes());
    std::filesystem::create_symlink(outside / "secret.bin", m_dir / "weights.bin");
    const std::string path = writeModel(externalModel("weights.bin"));
    const std::string msg = errorText(importOnnxFile(path));
    std::filesystem::remove_all(outside);
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("tensor 'w'"));
    EXPECT_THAT(msg, HasSubstr("escapes the model's directory"));
}

// A cache that links each file of a model to a blob folder elsewhere (Hugging Face's): the model and its
// weights resolve to one folder, and the weights are read.
TEST_F(OnnxFileTest, ExternalDataLinkedBesideTheLinkedModelIsRead)
{
    std::filesystem::create_directories(m_dir / "blobs");
    std::filesystem::create_directories(m_dir / "snapshots" / "main");
    writeFile(m_dir / "blobs" / "w-blob", externalBytes());
    writeFile(m_dir / "blobs" / "model-blob", serialize(externalModel("weights.bin")));
    std::filesystem::create_symlink("../../blobs/w-blob", m_dir / "snapshots" / "main" / "weights.bin");
    std::filesystem::create_symlink("../../blobs/model-blob", m_dir / "snapshots" / "main" / "model.onnx");
    auto result = importOnnxFile((m_dir / "snapshots" / "main" / "model.onnx").string());
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_THAT(weightValues(*result.value(), "b"), ElementsAre(-1, -2));
}

TEST_F(OnnxFileTest, ExternalLengthDisagreeingWithShapeIsRefused)
{
    write("weights.bin", externalBytes());
    auto model = externalModel("weights.bin");
    model.mutable_graph()->mutable_initializer(0)->mutable_external_data(2)->set_value("20");
    const std::string path = writeModel(model);
    const std::string msg = errorText(importOnnxFile(path));
    EXPECT_THAT(msg, HasSubstr(path));
    EXPECT_THAT(msg, HasSubstr("tensor 'w'"));
    EXPECT_THAT(msg, HasSubstr("data size mismatch"));
}

TEST(OnnxImportErrors, RawDataSizeNotMatchingShape)
{
    auto model = convReluAddModel();
    model.mutable_graph()->mutable_initializer(1)->mutable_raw_data()->resize(12); // conv.bias needs 16 bytes
    const std::string msg = errorText(importModel(model, "bad_bias.onnx"));
    EXPECT_THAT(msg, HasSubstr("bad_bias.onnx"));
    EXPECT_THAT(msg, HasSubstr("tensor 'conv.bias'"));
    EXPECT_THAT(msg, HasSubstr("raw_data holds 12 bytes"));
    EXPECT_THAT(msg, HasSubstr("needs 16"));
}

TEST(OnnxImportErrors, TypedFieldCountNotMatchingShape)
{
    auto model = convReluAddModel();
    auto* t = model.mutable_graph()->mutable_initializer(1);
    t->clear_raw_data();
    t->add_float_data(1.0f);
    const std::string msg = errorText(importModel(model, "m.onnx"));
    EXPECT_THAT(msg, HasSubstr("m.onnx"));
    EXPECT_THAT(msg, HasSubstr("float_data holds 1 values"));
}

TEST(OnnxImportErrors, CycleNamesANodeOnIt)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 4 });
    addNode(g, "Relu", { "x" }, { "a" }, "entry");
    addNode(g, "Add", { "a", "c" }, { "b" }, "loop_add");
    addNode(g, "Sigmoid", { "b" }, { "c" }, "loop_sigmoid");
    addNode(g, "Neg", { "b" }, { "y" }, "after");
    addOutput(g, "y", { 4 });
    const std::string msg = errorText(importModel(model, "cyclic.onnx"));
    EXPECT_THAT(msg, HasSubstr("cyclic.onnx"));
    EXPECT_THAT(msg, HasSubstr("cycle"));
    EXPECT_THAT(msg, ::testing::AnyOf(HasSubstr("'loop_add'"), HasSubstr("'loop_sigmoid'")));
}

TEST(OnnxImportErrors, SelfLoopIsACycle)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addNode(g, "Relu", { "a" }, { "a" }, "self");
    const std::string msg = errorText(importModel(model, "self.onnx"));
    EXPECT_THAT(msg, HasSubstr("self.onnx"));
    EXPECT_THAT(msg, HasSubstr("cycle through node 'self'"));
}

TEST(OnnxImportErrors, ValueProducedTwice)
{
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 4 });
    addNode(g, "Relu", { "x" }, { "a" }, "first");
    addNode(g, "Sigmoid", { "x" }, { "a" }, "second");
    addOutput(g, "a", { 4 });
    const std::string msg = errorText(importModel(model, "twice.onnx"));
    EXPECT_THAT(msg, HasSubstr("twice.onnx"));
    EXPECT_THAT(msg, HasSubstr("value 'a' is produced twice"));
    EXPECT_THAT(msg, HasSubstr("'first'"));
    EXPECT_THAT(msg, HasSubstr("'second'"));
}

TEST(OnnxImportErrors, NodeOverwritingAnInitializer)
{
    auto model = convReluAddModel();
    model.mutable_graph()->mutable_node(1)->set_output(0, "add.bias");
    const std::string msg = errorText(importModel(model, "shadow.onnx"));
    EXPECT_THAT(msg, HasSubstr("shadow.onnx"));
    EXPECT_THAT(msg, HasSubstr("'add.bias' is produced twice"));
}

TEST(OnnxImportErrors, ModelWithoutGraphOrNodes)
{
    onnx::ModelProto noGraph;
    noGraph.set_ir_version(8);
    std::string msg = errorText(importModel(noGraph, "nograph.onnx"));
    EXPECT_THAT(msg, HasSubstr("nograph.onnx"));
    EXPECT_THAT(msg, HasSubstr("no graph"));

    msg = errorText(importModel(makeModel(), "nonodes.onnx"));
    EXPECT_THAT(msg, HasSubstr("nonodes.onnx"));
    EXPECT_THAT(msg, HasSubstr("has no nodes"));
}

TEST(OnnxImportErrors, EmptyBytes)
{
    const std::string msg = errorText(importOnnxBytes(nullptr, 0, "mem.onnx"));
    EXPECT_THAT(msg, HasSubstr("mem.onnx"));
    EXPECT_THAT(msg, HasSubstr("empty"));
}

namespace {
/// A model whose If nodes nest `levels` deep: each then-branch holds the next If (the else-branch
/// is a leaf, so the model stays linear in size).
onnx::ModelProto nestedIfModel(int levels)
{
    onnx::GraphProto leaf;
    leaf.set_name("leaf");
    addNode(leaf, "Identity", { "x" }, { "out" }, "leaf");
    addOutput(leaf, "out", { 2 });
    onnx::GraphProto inner = leaf;
    for (int level = levels; level-- > 0;) {
        onnx::GraphProto outer;
        outer.set_name("level" + std::to_string(level));
        auto& node = addNode(outer, "If", { "cond" }, { "out" }, "if" + std::to_string(level));
        setGraph(node, "then_branch", inner);
        setGraph(node, "else_branch", leaf);
        addOutput(outer, "out", { 2 });
        inner = std::move(outer);
    }
    auto model = makeModel();
    *model.mutable_graph() = inner;
    model.mutable_graph()->set_name("main");
    addInput(*model.mutable_graph(), "cond", {}, onnx::TensorProto::BOOL);
    addInput(*model.mutable_graph(), "x", { 2 });
    return model;
}
}

TEST(OnnxImportErrors, AModelNestedDeeperThanTheParserAllowsSaysSo)
{
    const std::string bytes = serialize(nestedIfModel(50));
    const std::string msg
        = errorText(importOnnxBytes(reinterpret_cast<const std::byte*>(bytes.data()), bytes.size(), "deep.onnx"));
    EXPECT_THAT(msg, HasSubstr("deep.onnx"));
    EXPECT_THAT(msg, HasSubstr("nests deeper than the ONNX parser reads"));
    EXPECT_THAT(msg, HasSubstr("about 32 levels of If, Loop or Scan bodies; this model's bodies nest 50 levels"));
    EXPECT_THAT(msg, ::testing::Not(HasSubstr("not a valid ONNX model")));
}

TEST(OnnxImportErrors, ModeratelyNestedSubgraphsAreRead)
{
    const std::string bytes = serialize(nestedIfModel(10));
    auto graph = importOnnxBytes(reinterpret_cast<const std::byte*>(bytes.data()), bytes.size(), "nested.onnx");
    ASSERT_TRUE(graph.ok()) << graph.error().toString();
}
