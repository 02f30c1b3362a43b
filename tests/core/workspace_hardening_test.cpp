// Workspace files from elsewhere (a ticket, a colleague, a script gone wrong): paths that climb out
// of the workspace's folder, values of the wrong type, thresholds out of range, run lists that
// cannot be meant. Each is refused at once, naming the file and the key.
#include "analysis/run_list_check.h"
#include "onnx_test_models.h"
#include "workspace/workspace.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace quantlens;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {
fs::path freshDir(const char* name)
{
    const fs::path dir = fs::temp_directory_path() / (std::string("quantlens_wsh_") + name + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    onnx_test::removeAtExit(dir);
    return dir;
}

std::string workspaceWith(const std::string& inputs, const std::string& view = "{}")
{
    return R"({"format": "quantlens-workspace", "version": 1, "inputs": )" + inputs + R"(, "view": )" + view + "}";
}

Result<Workspace> load(const fs::path& dir, const std::string& content)
{
    const fs::path file = dir / "w.quantlens.json";
    std::ofstream(file) << content;
    return loadWorkspace(file.string());
}
}

TEST(WorkspaceHardening, ARelativePathThatClimbsOutIsRefusedNamingTheKey)
{
    const fs::path dir = freshDir("climb");
    for (const char* key : { "float_model", "quant_model", "tensor_map" }) {
        auto loaded = load(dir, workspaceWith(std::string(R"({")") + key + R"(": "../../../etc/passwd"})"));
        ASSERT_FALSE(loaded.ok()) << key;
        EXPECT_EQ(loaded.error().file, (dir / "w.quantlens.json").string());
        EXPECT_THAT(loaded.error().toString(), HasSubstr(std::string("key 'inputs.") + key + "'"));
        EXPECT_THAT(loaded.error().toString(), HasSubstr("'../../../etc/passwd' leads out of this file's folder"));
    }
    auto run = load(dir, workspaceWith(R"({"float_model": "m.onnx", "reference": {"label": "float", "path": "f"},
        "candidates": [{"label": "sim", "path": "dumps/../../x"}]})"));
    ASSERT_FALSE(run.ok());
    EXPECT_THAT(run.error().toString(), HasSubstr("key 'inputs.candidates[0].path'"));
    fs::remove_all(dir);
}

TEST(WorkspaceHardening, PathsInsideTheFolderAndAbsolutePathsAreRead)
{
    const fs::path dir = freshDir("inside");
    auto loaded = load(dir, workspaceWith(R"({"float_model": "models/../models/m.onnx", "quant_model": "/data/q.onnx",
        "reference": {"label": "float", "path": "./dumps/float"}, "candidates": [{"label": "sim", "path": "dumps/sim"}]})"));
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    EXPECT_EQ(loaded.value().floatModel, (dir / "models/m.onnx").string());
    EXPECT_EQ(loaded.value().quantModel, "/data/q.onnx");
    EXPECT_EQ(loaded.value().reference.path, (dir / "dumps/float").string());
    fs::remove_all(dir);
}

TEST(WorkspaceHardening, FilesOutsideTheFolderAreSavedAbsoluteAndReadBack)
{
    const fs::path dir = freshDir("outside");
    fs::create_directories(dir / "sessions");
    Workspace w;
    w.floatModel = (dir / "models/m.onnx").string(); // a sibling of the workspace's folder
    w.reference = { "float", (dir / "sessions/dumps/float").string() };
    w.candidates = { { "sim", (dir / "dumps/sim").string() } };
    const std::string file = (dir / "sessions/w.quantlens.json").string();
    ASSERT_TRUE(saveWorkspace(w, file).ok());
    auto loaded = loadWorkspace(file);
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    EXPECT_EQ(loaded.value().floatModel, w.floatModel);
    EXPECT_EQ(loaded.value().reference.path, w.reference.path);
    EXPECT_EQ(loaded.value().candidates.at(0).path, w.candidates[0].path);
    fs::remove_all(dir);
}

TEST(WorkspaceHardening, AValueOfTheWrongTypeNamesItsKeyAndValue)
{
    const fs::path dir = freshDir("types");
    const std::pair<std::string, std::string> cases[] = {
        { workspaceWith("{}", R"({"cos_warn_below": "high"})"),
            R"(key 'view.cos_warn_below': must be a number, not "high")" },
        { workspaceWith("{}", R"({"rel_l1_warn_above": [1]})"),
            "key 'view.rel_l1_warn_above': must be a number, not [1]" },
        { workspaceWith("{}", R"({"selected_tensor": 7})"),
            "key 'view.selected_tensor': must be text in quotes, not 7" },
        { workspaceWith("{}", R"({"visible_panels": ["graph", false]})"),
            "key 'view.visible_panels[1]': must be text in quotes, not false" },
        { workspaceWith("{}", R"({"views": 3})"), "key 'view.views': must be an object" },
        { workspaceWith("[]"), "key 'inputs': must be an object" },
        { workspaceWith(R"({"candidates": {"label": "sim"}})"), "key 'inputs.candidates': must be a list" },
        { workspaceWith(R"({"candidates": ["sim"]})"), "key 'inputs.candidates[0]': must be an object" },
        { workspaceWith(R"({"float_model": 12})"), "key 'inputs.float_model': must be text in quotes, not 12" },
        { R"({"format": "quantlens-workspace", "version": "1", "inputs": {}})",
            R"(key 'version': must be a number, not "1")" },
        { workspaceWith("{}", "true"), "key 'view': must be an object" },
    };
    for (const auto& [content, expected] : cases) {
        auto loaded = load(dir, content);
        ASSERT_FALSE(loaded.ok()) << content;
        EXPECT_THAT(loaded.error().toString(), HasSubstr(expected)) << content;
        EXPECT_THAT(loaded.error().toString(), ::testing::Not(HasSubstr("json.exception")));
    }
    fs::remove_all(dir);
}

TEST(WorkspaceHardening, ThresholdsOutOfRangeAreRefused)
{
    const fs::path dir = freshDir("ranges");
    const std::pair<const char*, const char*> cases[] = {
        { R"({"cos_warn_below": 1.5})", "between -1 and 1" },
        { R"({"cos_fail_below": -3})", "between -1 and 1" },
        { R"({"rel_l1_warn_above": -0.1})", "0 (off) or more" },
        { R"({"cos_warn_below": 0.9, "cos_fail_below": 0.95})", "must not be above the warning level" },
    };
    for (const auto& [view, expected] : cases) {
        auto loaded = load(dir, workspaceWith("{}", view));
        ASSERT_FALSE(loaded.ok()) << view;
        EXPECT_THAT(loaded.error().toString(), HasSubstr("key 'view'"));
        EXPECT_THAT(loaded.error().toString(), HasSubstr(expected)) << view;
    }
    fs::remove_all(dir);
}

TEST(WorkspaceHardening, ThousandsOfRunsAreRefusedAtOnce)
{
    const fs::path dir = freshDir("many");
    std::string candidates = "[";
    for (int i = 0; i < 5000; ++i)
        candidates
            += std::string(i ? "," : "") + R"({"label": "run)" + std::to_string(i) + R"(", "path": "dumps/sim"})";
    candidates += "]";
    const auto started = std::chrono::steady_clock::now();
    auto loaded = load(dir,
        workspaceWith(R"({"float_model": "m.onnx", "reference": {"label": "float", "path": "f"},
        "candidates": )"
            + candidates + "}"));
    ASSERT_FALSE(loaded.ok());
    EXPECT_THAT(loaded.error().toString(), HasSubstr("key 'inputs.candidates': 5000 runs to compare; at most 32"));
    // Not a timing assertion on speed, a guard against a hang: refusing must not list anything.
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(20));
    fs::remove_all(dir);
}

TEST(WorkspaceHardening, TheSameDumpTwiceIsRefusedNamingBothRuns)
{
    const fs::path dir = freshDir("twice");
    auto loaded = load(dir, workspaceWith(R"({"float_model": "m.onnx", "reference": {"label": "float", "path": "f"},
        "candidates": [{"label": "sim", "path": "dumps/sim"}, {"label": "board", "path": "./dumps/sim/"}]})"));
    ASSERT_FALSE(loaded.ok());
    EXPECT_THAT(loaded.error().toString(), HasSubstr("the runs 'sim' and 'board' are the same dump"));
    fs::remove_all(dir);
}

TEST(RunListCheck, RefusesDuplicatesAndTooManyRunsAndAcceptsTheUsualThree)
{
    const RunInfo reference { "float", "/d/float" };
    EXPECT_FALSE(checkRunList(reference, { { "sim", "/d/sim" }, { "board", "/d/board" } }));
    const auto sameLabel = checkRunList(reference, { { "sim", "/d/a" }, { "sim", "/d/b" } });
    ASSERT_TRUE(sameLabel);
    EXPECT_THAT(sameLabel->message, HasSubstr("two runs are labelled 'sim'"));
    const auto againstItself = checkRunList(reference, { { "sim", "/d/float/" } });
    ASSERT_TRUE(againstItself);
    EXPECT_THAT(againstItself->message, HasSubstr("'float' and 'sim' are the same dump"));
    std::vector<RunInfo> many;
    for (std::size_t i = 0; i <= kMaxRuns; ++i)
        many.push_back({ "r" + std::to_string(i), "/d/r" + std::to_string(i) });
    const auto tooMany = checkRunList(reference, many);
    ASSERT_TRUE(tooMany);
    EXPECT_THAT(tooMany->message, HasSubstr("33 runs to compare; at most 32"));
    many.pop_back();
    EXPECT_FALSE(checkRunList(reference, many));
}
