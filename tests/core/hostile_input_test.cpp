// Hostile and broken inputs that once crashed, hung or hurt a user's file: each is refused with a
// message naming the file, or handled, never a crash. The command-line side (pipes, devices, links,
// the user's configs) is tests/e2e/check_hostile.py.
#include "analysis/analysis_runner.h"
#include "metrics/metrics_engine.h"
#include "precision/export_write.h"
#include "precision/plan_format.h"
#include "precision/plan_json.h"
#include "precision_test_model.h"
#include "sigmastar_dump_writer.h"
#include "tensor/dump_set.h"
#include "tensor/element_reader.h"
#include "ticket/ticket_inputs.h"
#include "util/json_parse.h"
#include "util/whole_file.h"
#include "workspace/workspace.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace quantlens {
namespace {
    namespace fs = std::filesystem;
    using test::sigmaBinaryRecord;
    using test::sigmaDump;
    using test::sigmaPayload;
    using test::sigmaQuantized;
    using test::sigmaRecord;

    /// A fresh folder under the test's temporary directory, removed with the fixture.
    struct TempDir {
        fs::path path;
        TempDir()
        {
            path = fs::temp_directory_path()
                / ("quantlens-hostile-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
            fs::remove_all(path);
            fs::create_directories(path);
        }
        ~TempDir() { fs::remove_all(path); }
        static int& counter()
        {
            static int n = 0;
            return n;
        }
        std::string file(const std::string& name, const std::string& content) const
        {
            std::ofstream(path / name, std::ios::binary) << content;
            return (path / name).string();
        }
    };

    std::string nested(int depth, const std::string& inner = "1")
    {
        return std::string(static_cast<std::size_t>(depth), '[') + inner
            + std::string(static_cast<std::size_t>(depth), ']');
    }

    PlanContext smallContext()
    {
        static const auto graph = precision_test::smallNetwork();
        return planContextOf(graph);
    }
}

TEST(HostileFiles, PipesDevicesAndHugeFilesAreRefusedBeforeReading)
{
    TempDir dir;
    const std::string fifo = (dir.path / "pipe").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto fromPipe = readWholeFile(fifo, file_limits::kConfig); // would wait for a writer forever
    ASSERT_FALSE(fromPipe.ok());
    EXPECT_EQ(fromPipe.error().what.code, "file.not_regular_read");
    EXPECT_EQ(fromPipe.error().file, fifo);

    fs::create_symlink("/dev/zero", dir.path / "zero");
    const auto fromZero = readWholeFile((dir.path / "zero").string(), file_limits::kConfig); // would never end
    ASSERT_FALSE(fromZero.ok());
    EXPECT_EQ(fromZero.error().what.code, "file.not_regular_read");

    const std::string huge = (dir.path / "huge.json").string();
    {
        std::ofstream(huge) << "{}";
    }
    fs::resize_file(huge, 100ull << 20); // sparse: costs no disk
    const auto tooLarge = readWholeFile(huge, file_limits::kConfig);
    ASSERT_FALSE(tooLarge.ok());
    EXPECT_EQ(tooLarge.error().what.code, "file.too_large");

    EXPECT_EQ(readWholeFile(dir.path.string(), file_limits::kConfig).error().what.code, "file.is_folder");
    EXPECT_EQ(readWholeFile(dir.file("ok.json", "{\"a\": 1}"), file_limits::kConfig).value(), "{\"a\": 1}");

    // Every reader of small files goes through it: a workspace, a plan, a tensor map behind a pipe.
    EXPECT_EQ(loadWorkspace(fifo).error().what.code, "file.not_regular_read");
    EXPECT_EQ(loadPlanFile(fifo).error().what.code, "file.not_regular_read");
}

TEST(HostileFiles, DeeplyNestedJsonIsRefusedNotOverflowingTheStack)
{
    TempDir dir;
    // Where a string or an object is expected, nested a hundred thousand levels deep.
    const std::string workspace = dir.file("deep.quantlens.json",
        "{\"format\": \"quantlens-workspace\", \"version\": 1, \"inputs\": " + nested(100000) + "}");
    const auto loaded = loadWorkspace(workspace);
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error().what.code, "json.too_deep");
    const std::string plan = dir.file("deep.plan.json",
        "{\"format\": \"quantlens-precision-plan\", \"version\": 1, \"plan\": {\"tensors\": [{\"name\": \"r1\", "
        "\"data_type\": \"U16\", \"source\": "
            + nested(100000) + "}]}}");
    ASSERT_FALSE(loadPlanFile(plan).ok());
    EXPECT_EQ(loadPlanFile(plan).error().what.code, "json.too_deep");
    // Shallow enough to parse, a wrong type is quoted briefly, never printed whole.
    const std::string wrong = dir.file("wrong.plan.json",
        "{\"format\": \"quantlens-precision-plan\", \"version\": 1, \"plan\": {\"tensors\": [{\"name\": \"r1\", "
        "\"data_type\": \"U16\", \"source\": "
            + nested(40, std::string(100000, '7')) + "}]}}");
    const auto quoted = loadPlanFile(wrong);
    ASSERT_FALSE(quoted.ok());
    EXPECT_LT(quoted.error().message.size(), 400u);
    // Vendor configs too.
    for (const auto& f : planFormats()) {
        const auto read = f.read(nested(100000), smallContext(), "deep");
        if (!read.ok()) {
            EXPECT_LT(read.error().message.size(), 400u) << f.key;
        }
    }
}

TEST(HostileFiles, AMappedDumpTruncatedWhileOpenIsAProblemNotACrash)
{
    TempDir dir;
    std::vector<float> values(200000, 0.5f);
    auto record = sigmaRecord("t", { 1, 200000 });
    record.payload = sigmaPayload(values);
    const std::string path = dir.file("sigma_outtensor_dump.bin", sigmaDump(true, { sigmaBinaryRecord(record) }));
    auto set = DumpSet::open(path);
    ASSERT_TRUE(set.ok()) << set.error().toString();
    auto view = set.value().tensor("t");
    ASSERT_TRUE(view.ok());
    ASSERT_TRUE(view.value().mapping); // read in place from the mapping
    // The simulator runs again and rewrites the file in place: it is shorter now.
    ASSERT_EQ(::truncate(path.c_str(), 100), 0);
    const ElementReader reader(view.value());
    std::vector<double> out(values.size());
    EXPECT_FALSE(reader.read(0, out.size(), out.data())); // SIGBUS would have ended the process
    // The metrics pass says which file changed.
    MetricsJob job;
    job.reference = view.value();
    job.candidate = view.value();
    const MetricsRun run = MetricsEngine::compute({ job }, MetricsEngine::Options {});
    ASSERT_FALSE(run.results[0].ok());
    EXPECT_EQ(run.results[0].error().what.code, "metrics.file_shrank");
}

TEST(HostileFiles, SigmaStarQuantizationIsCheckedPerTensor)
{
    TempDir dir;
    auto zeroScale = sigmaQuantized("zero_scale", { 4 }, "SGS_U8", "0.000000", 0);
    zeroScale.payload = std::string(4, '\x10');
    auto negative = sigmaQuantized("negative", { 4 }, "SGS_S8", "-0.5", 0);
    negative.payload = std::string(4, '\x10');
    auto unknown = sigmaQuantized("unknown", { 4 }, "SGS_S32", "0.5", 0);
    unknown.payload = std::string(16, '\x10');
    auto good = sigmaQuantized("good", { 4 }, "SGS_U8", "0.5", 3);
    good.payload = std::string(4, '\x10');
    const std::string path = dir.file("sigma_outtensor_dump.bin",
        sigmaDump(false,
            { sigmaBinaryRecord(zeroScale), sigmaBinaryRecord(negative), sigmaBinaryRecord(unknown),
                sigmaBinaryRecord(good) }));
    auto set = DumpSet::open(path);
    ASSERT_TRUE(set.ok()) << set.error().toString();
    EXPECT_FALSE(set.value().contains("zero_scale"));
    EXPECT_FALSE(set.value().contains("negative"));
    EXPECT_FALSE(set.value().contains("unknown"));
    EXPECT_TRUE(set.value().contains("good"));
    std::set<std::string> codes;
    for (const auto& w : set.warnings())
        codes.insert(w.what.code);
    EXPECT_TRUE(codes.count("sigmastar_dump.bad_scale"));
    EXPECT_TRUE(codes.count("sigmastar_dump.unknown_type"));

    // isFloat: 0, but every payload holds float32 values: read as floats, said once.
    auto floats = sigmaQuantized("f", { 5 }, "SGS_U8", "0.5", 0);
    floats.payload = sigmaPayload(std::vector<float> { 1.5f, -2, 3, 4, 5 }); // 20 bytes: no uint8 layout
    auto mixed = DumpSet::open(dir.file("floats.bin", sigmaDump(false, { sigmaBinaryRecord(floats) })));
    ASSERT_TRUE(mixed.ok());
    auto view = mixed.value().tensor("f");
    ASSERT_TRUE(view.ok());
    std::vector<double> got(5);
    ElementReader(view.value()).read(0, 5, got.data());
    EXPECT_EQ(got, (std::vector<double> { 1.5, -2, 3, 4, 5 }));
    ASSERT_FALSE(mixed.warnings().empty());
    EXPECT_EQ(mixed.warnings().back().what.code, "sigmastar_dump.floats_in_integer_file");

    // The same tensor written twice as an output: said, not silently one of them.
    auto twice
        = DumpSet::open(dir.file("twice.bin", sigmaDump(false, { sigmaBinaryRecord(good), sigmaBinaryRecord(good) })));
    ASSERT_TRUE(twice.ok());
    bool duplicateSaid = false;
    for (const auto& w : twice.warnings())
        duplicateSaid = duplicateSaid || w.what.code == "sigmastar_dump.duplicate_output";
    EXPECT_TRUE(duplicateSaid);
}

TEST(UsersConfigs, BackupsAreNewFilesAndTheFirstOriginalStays)
{
    TempDir dir;
    const std::string config = dir.file("c.ini", "original\n");
    const std::string victim = dir.file("victim", "not yours\n");
    fs::create_symlink(victim, dir.path / "c.ini.bak"); // a link where the backup would go
    auto first = writeWithBackup(config, "first\n");
    ASSERT_TRUE(first.ok()) << first.error().toString();
    EXPECT_EQ(first.value(), config + ".bak.1");
    EXPECT_EQ(readWholeFile(victim, 100).value(), "not yours\n"); // never written through
    EXPECT_EQ(readWholeFile(first.value(), 100).value(), "original\n");
    auto second = writeWithBackup(config, "second\n");
    ASSERT_TRUE(second.ok());
    EXPECT_EQ(second.value(), config + ".bak.2");
    EXPECT_EQ(readWholeFile(config + ".bak.1", 100).value(), "original\n"); // the first original stays
    EXPECT_EQ(readWholeFile(config, 100).value(), "second\n");
    EXPECT_EQ(writeWithBackup(config, "second\n").value(), ""); // nothing changes, nothing backed up

    // A read-only config is not replaced unless forced; forced, it keeps its mode.
    ASSERT_EQ(::chmod(config.c_str(), 0444), 0);
    if (::geteuid() != 0) { // root may write anything: the owner check still holds below
        const auto refused = writeWithBackup(config, "third\n");
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().what.code, "plan.config_not_ours");
    }
    const auto forced = writeWithBackup(config, "third\n", true);
    ASSERT_TRUE(forced.ok()) << forced.error().toString();
    struct stat info { };
    ASSERT_EQ(::stat(config.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0444u);
}

TEST(UsersConfigs, NamesAFormatCannotCarryAreRefusedNamingThem)
{
    // The tensors' names come from the model: build one whose names hold separators and a section.
    using namespace onnx_test;
    auto model = makeModel();
    auto& g = *model.mutable_graph();
    addInput(g, "x", { 1, 3, 4, 4 });
    addInitializer(g, floatTensor("w", { 4, 3, 1, 1 }, std::vector<float>(12, 0.1f)));
    addNode(g, "Relu", { "x" }, { "r,1" }, "relu_a");
    addNode(g, "Relu", { "r,1" }, { "r2\n[INPUT_CONFIG]" }, "relu_b");
    addNode(g, "Conv", { "r2\n[INPUT_CONFIG]", "w" }, { "c" }, "conv");
    addNode(g, "Conv", { "r,1", "w" }, { "d" }, "conv_d");
    addOutput(g, "c", { 1, 4, 4, 4 });
    addOutput(g, "d", { 1, 4, 4, 4 });
    auto graph = importModel(model);
    ASSERT_TRUE(graph.ok());
    const PlanContext context = planContextOf(graph.value());
    PrecisionPlan plan;
    plan.tensors["r,1"] = { Precision::S16, PlanSource::User, {} };
    plan.tensors["r2\n[INPUT_CONFIG]"] = { Precision::S16, PlanSource::User, {} };
    const auto ini = writeSigmaStarIni(plan, context, std::nullopt, "input_config.ini");
    ASSERT_FALSE(ini.ok());
    EXPECT_EQ(ini.error().what.code, "plan.unsafe_names");
    EXPECT_NE(ini.error().message.find("r2\\n[INPUT_CONFIG]"), std::string::npos) << ini.error().message;
    const auto list = writeTensorList(plan, context, std::nullopt, "list.txt");
    ASSERT_FALSE(list.ok());
    EXPECT_EQ(list.error().what.code, "plan.unsafe_names");
    // Pulsar2's JSON quotes any name: written, and read back the same.
    const auto json = writePulsar2Config(plan, context, std::nullopt, "config.json");
    ASSERT_TRUE(json.ok()) << json.error().toString();
    EXPECT_EQ(readPulsar2Config(json.value(), context, "config.json").value().tensors.size(), 2u);
}

TEST(UsersConfigs, SigmaStarMergeFindsItsSectionBehindABomOrAComment)
{
    const PlanContext c = smallContext();
    PrecisionPlan plan;
    plan.tensors["r1"] = { Precision::S16, PlanSource::User, {} };
    const std::string existing
        = "\xEF\xBB\xBF[CONV_CONFIG] ; int16 layers\r\ntensor_arrays = x,\r\n    r1;\r\n[OTHER]\r\nkey = 1;\r\n";
    const auto merged = writeSigmaStarIni(plan, c, existing, "input_config.ini");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const std::string& out = merged.value();
    EXPECT_EQ(out.find("[CONV_CONFIG]", out.find("[CONV_CONFIG]") + 1), std::string::npos) << out; // one section
    EXPECT_EQ(out.find("    r1;"), std::string::npos) << out; // the old value's continuation went with it
    EXPECT_NE(out.find("tensor_arrays = r1;\r\n"), std::string::npos) << out;
    EXPECT_NE(out.find("[OTHER]\r\nkey = 1;"), std::string::npos) << out;
    // Read back: the continuation lines are one value.
    const auto read = readSigmaStarIni(existing, c, "input_config.ini");
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read.value().tensors.size(), 2u);
}

TEST(UsersConfigs, Pulsar2MergeKeepsWhatFollowsTheLastKeptItem)
{
    const PlanContext c = smallContext();
    PrecisionPlan plan;
    plan.tensors["a1"] = { Precision::U16, PlanSource::User, {} };
    const std::string config = "{\r\n  \"quant\": {\r\n    \"layer_configs\": [\r\n"
                               "      {\"op_type\": \"Softmax\", \"data_type\": \"U16\"} // mine\r\n"
                               "      /* more to come */\r\n    ]\r\n  }\r\n}\r\n";
    const auto merged = writePulsar2Config(plan, c, config, "config.json");
    ASSERT_TRUE(merged.ok()) << merged.error().toString();
    const std::string& out = merged.value();
    EXPECT_NE(out.find("{\"op_type\": \"Softmax\", \"data_type\": \"U16\"}, // mine"), std::string::npos) << out;
    EXPECT_NE(out.find("/* more to come */"), std::string::npos) << out;
    EXPECT_EQ(out.find("\n", 0) - 1, out.find("\r\n")) << "CRLF kept";
    for (std::size_t at = out.find('\n'); at != std::string::npos; at = out.find('\n', at + 1))
        EXPECT_EQ(out[at - 1], '\r') << "a bare LF in a CRLF file at byte " << at << ":\n" << out;
    EXPECT_TRUE(readPulsar2Config(out, c, "config.json").ok());
}

TEST(TicketInputs, LinksToFilesOutsideADumpFolderAreNotListed)
{
    TempDir dir;
    fs::create_directories(dir.path / "dump");
    {
        std::ofstream(dir.path / "dump" / "a.npy") << "x";
    }
    {
        std::ofstream(dir.path / "secret") << "y";
    }
    fs::create_symlink(dir.path / "secret", dir.path / "dump" / "b.npy");
    fs::create_symlink("/etc/hostname", dir.path / "dump" / "c.npy");
    Workspace w;
    w.reference = { "float", (dir.path / "dump").string() };
    std::vector<std::string> skipped;
    const auto inputs = ticketInputs(w, &skipped);
    ASSERT_EQ(inputs.size(), 1u);
    EXPECT_EQ(inputs[0].shownPath, "a.npy");
    EXPECT_EQ(skipped, (std::vector<std::string> { "b.npy", "c.npy" }));
}

} // namespace quantlens
