// The parts of a support ticket that need no window: the zip writer, the input file listing, the
// plan exported to every vendor format (merged into the user's own config, with its diff).
#include "precision/plan_exports.h"
#include "precision_test_model.h"
#include "tensor_test_support.h"
#include "ticket/ticket_inputs.h"
#include "util/zip_writer.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <zip.h>

#include <map>

namespace quantlens {
namespace {
    using ::testing::HasSubstr;

}

TEST(ZipWriter, WritesEveryMemberAsGivenStoredOrDeflated)
{
    test::TempDir dir;
    ZipWriter zip;
    zip.add("quantlens-ticket/README.md", "# 工单\nhello\n");
    zip.add("quantlens-ticket/views/graph.png", std::string("\x89PNG\r\n\x1a\n", 8) + std::string(5000, 'x'), false);
    zip.add("quantlens-ticket/empty.txt", "");
    ASSERT_TRUE(zip.write(dir.file("t.zip")).ok());
    std::map<std::string, int> methods;
    const auto members = test::zipMembers(dir.file("t.zip"), &methods);
    ASSERT_EQ(members.size(), 3u);
    EXPECT_EQ(members.at("quantlens-ticket/README.md"), "# 工单\nhello\n");
    EXPECT_EQ(members.at("quantlens-ticket/views/graph.png").size(), 5008u);
    EXPECT_EQ(methods.at("quantlens-ticket/views/graph.png"), ZIP_CM_STORE);
    EXPECT_EQ(methods.at("quantlens-ticket/README.md"), ZIP_CM_DEFLATE);
    EXPECT_EQ(members.at("quantlens-ticket/empty.txt"), "");
}

TEST(ZipWriter, ReplacesAFileWholeAndRefusesAFolderNamingIt)
{
    test::TempDir dir;
    test::writeBytes(dir.path() / "t.zip", "an older ticket");
    ZipWriter zip;
    zip.add("a.txt", "new");
    ASSERT_TRUE(zip.write(dir.file("t.zip")).ok());
    EXPECT_EQ(test::zipMembers(dir.file("t.zip")).at("a.txt"), "new");
    std::filesystem::create_directory(dir.path() / "folder.zip");
    const auto refused = zip.write(dir.file("folder.zip"));
    ASSERT_FALSE(refused.ok());
    EXPECT_THAT(refused.error().toString(), HasSubstr(dir.file("folder.zip")));
    EXPECT_TRUE(std::filesystem::is_empty(dir.path() / "folder.zip"));
}

TEST(TicketInputs, ListsModelsAndEveryDumpFileSortedWithSizes)
{
    test::TempDir dir;
    const auto p = dir.path();
    std::filesystem::create_directories(p / "float/sub");
    std::filesystem::create_directories(p / "sim");
    test::writeBytes(p / "m.onnx", "model");
    test::writeBytes(p / "float/b.npy", "bb");
    test::writeBytes(p / "float/a.npy", "a");
    test::writeBytes(p / "float/sub/c.npy", "ccc");
    test::writeBytes(p / "sim/run.npz", "zzzz");
    ASSERT_EQ(mkfifo((p / "float/pipe").c_str(), 0600), 0); // no input: never opened
    std::filesystem::create_symlink(p / "nowhere.npy", p / "float/a_dangling.npy"); // passed over, the walk goes on
    Workspace w;
    w.floatModel = (p / "m.onnx").string();
    w.quantModel = (p / "gone.onnx").string(); // moved away since: left out
    w.reference = { "float", (p / "float").string() };
    w.candidates = { { "sim", (p / "sim").string() } };
    const auto inputs = ticketInputs(w);
    ASSERT_EQ(inputs.size(), 5u);
    EXPECT_EQ(inputs[0].kind, "float_model");
    EXPECT_EQ(inputs[0].size, 5u);
    std::vector<std::string> shown;
    for (std::size_t i = 1; i < 4; ++i) {
        EXPECT_EQ(inputs[i].run, "float");
        shown.push_back(inputs[i].shownPath);
    }
    EXPECT_EQ(shown, (std::vector<std::string> { "a.npy", "b.npy", "sub/c.npy" }));
    EXPECT_EQ(inputs[3].size, 3u);
    EXPECT_EQ(inputs[4].run, "sim");
    EXPECT_EQ(inputs[4].path, (p / "sim/run.npz").string());
}

TEST(PlanExports, EveryFormatIsWrittenWithADiffAgainstNothing)
{
    const auto graph = precision_test::smallNetwork();
    const PlanContext context = planContextOf(graph);
    PrecisionPlan plan;
    plan.tensors["r1"] = { Precision::U16, PlanSource::User, {} }; // the input of conv2: SigmaStar can take it
    const auto exports = exportPlanEverywhere(plan, context, std::nullopt);
    // Every format that fits the model (an ONNX model has no NNIE prototxt).
    ASSERT_EQ(exports.size(), planFormats().size() - 1);
    for (const auto& e : exports) {
        if (std::string(e.format->key) == "sigmastar-json") { // needs calibrated ranges the float model lacks
            ASSERT_TRUE(e.failure) << e.fileName;
            continue;
        }
        ASSERT_TRUE(e.content) << e.format->key << ": " << (e.failure ? e.failure->toString() : "");
        // The tensor, or for Pulsar2 the layer (node) producing it.
        EXPECT_THAT(*e.content, ::testing::ContainsRegex("(^|[^a-z0-9_])(r1|relu1)([^a-z0-9_]|$)")) << e.format->key;
        EXPECT_THAT(e.diff, HasSubstr("--- a/" + e.fileName));
        EXPECT_THAT(e.diff, HasSubstr("+"));
    }
}

TEST(PlanExports, TheUsersConfigIsMergedKeepingItsKeysAndDiffedAgainst)
{
    const auto graph = precision_test::smallNetwork();
    const PlanContext context = planContextOf(graph);
    PrecisionPlan plan;
    plan.tensors["c1"] = { Precision::U16, PlanSource::User, {} };
    const ExistingConfig config { "/configs/my_config.json",
        "{\n  \"npu_mode\": \"NPU1\",\n  \"quant\": {\"calibration_method\": \"MSE\"}\n}\n" };
    EXPECT_EQ(planFormatOfFile(config, context), planFormat("pulsar2"));
    EXPECT_EQ(planFormatOfFile({ "q.json", "[{\"name\": \"c1\"}]" }, context), planFormat("sigmastar-json"));
    EXPECT_EQ(planFormatOfFile({ "input_config.ini", "[INPUT_CONFIG]\n" }, context), planFormat("sigmastar-ini"));
    // Told by content: any text reads as a tensor list, so it is one only if it names the model's tensors.
    EXPECT_EQ(planFormatOfFile({ "notes.md", "# notes\nthis model is fine\n" }, context), nullptr);
    EXPECT_EQ(planFormatOfFile({ "notes.md", "c1\n" }, context), planFormat("list"));
    const auto exports = exportPlanEverywhere(plan, context, config);
    const auto merged = std::find_if(
        exports.begin(), exports.end(), [](const PlanExport& e) { return e.fileName == "my_config.json"; });
    ASSERT_NE(merged, exports.end());
    ASSERT_TRUE(merged->content);
    EXPECT_THAT(*merged->content, HasSubstr("\"npu_mode\": \"NPU1\""));
    EXPECT_THAT(*merged->content, HasSubstr("\"calibration_method\": \"MSE\""));
    EXPECT_THAT(*merged->content, HasSubstr("layer_configs"));
    EXPECT_THAT(merged->diff, HasSubstr("--- a/my_config.json"));
    EXPECT_THAT(merged->diff, HasSubstr(" \"npu_mode\": \"NPU1\"")); // context line: kept, not re-added
    EXPECT_EQ(std::count_if(exports.begin(), exports.end(),
                  [](const PlanExport& e) { return e.fileName == "pulsar2_config.json"; }),
        0);
}

} // namespace quantlens
