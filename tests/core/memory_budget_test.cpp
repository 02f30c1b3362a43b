// The memory budget: sizes as users write them, and runs QuantLens makes itself that exceed the budget
// written to a temporary dump folder, analysed to the same numbers as when held in memory, the folder
// gone with the analysis.
#include "onnx_test_models.h"
#include "simulation_test_models.h"

#include "analysis/analysis_runner.h"
#include "report/report_format.h"
#include "tensor/npy_writer.h"
#include "util/memory_budget.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include <unistd.h>

using namespace quantlens;
namespace fs = std::filesystem;

TEST(MemoryBudget, SizesAreReadAsUsersWriteThem)
{
    EXPECT_EQ(parseByteSize("512M"), std::size_t { 512 } << 20);
    EXPECT_EQ(parseByteSize("4G"), std::size_t { 4 } << 30);
    EXPECT_EQ(parseByteSize("1.5GiB"), std::size_t { 3 } << 29);
    EXPECT_EQ(parseByteSize("800mb"), std::size_t { 800 } << 20);
    EXPECT_EQ(parseByteSize("64k"), std::size_t { 64 } << 10);
    EXPECT_EQ(parseByteSize("1073741824"), std::size_t { 1 } << 30);
    for (const char* bad : { "", "0", "-1G", "12x", "G", "1.5.2M", "nan", "inf" })
        EXPECT_FALSE(parseByteSize(bad)) << bad;
    const std::size_t budget = defaultMemoryBudget();
    EXPECT_GE(budget, std::size_t { 256 } << 20);
    EXPECT_LE(budget, std::size_t { 512 } << 20);
}

namespace {
std::vector<fs::path> runFolders(const fs::path& temporary)
{
    std::vector<fs::path> found;
    for (const auto& entry : fs::directory_iterator(temporary))
        if (entry.path().filename().string().starts_with("quantlens-run-" + std::to_string(getpid()) + "-"))
            found.push_back(entry.path());
    return found;
}
}

TEST(MemoryBudget, RunsBeyondTheBudgetAreAnalysedFromATemporaryFolderGoneWithTheAnalysis)
{
    const fs::path dir = onnx_test::makeTempDir("memory_budget");
    const fs::path temporary = dir / "tmp";
    fs::create_directories(temporary);
    const char* before = std::getenv("TMPDIR");
    const std::string kept = before ? before : "";
    setenv("TMPDIR", temporary.c_str(), 1);
    const auto weights = sim_test::makeWeights();
    onnx_test::writeFile(dir / "float.onnx", onnx_test::serialize(sim_test::floatModel(weights)));
    onnx_test::writeFile(dir / "quant.onnx", onnx_test::serialize(sim_test::quantModel(weights)));
    const runtime::Tensor x = sim_test::sample(1).at("x");
    onnx_test::writeFile(dir / "x.npy",
        npyHeader(x.dtype(), x.shape()) + std::string(reinterpret_cast<const char*>(x.bytes()), x.byteSize()));
    AnalysisInputs inputs;
    inputs.floatModel = (dir / "float.onnx").string();
    inputs.quantModel = (dir / "quant.onnx").string();
    inputs.modelInputs = { (dir / "x.npy").string() };

    inputs.memoryBudget = std::size_t { 1 } << 30;
    auto held = runAnalysis(inputs);
    ASSERT_TRUE(held.ok()) << held.error().toString();
    EXPECT_TRUE(runFolders(temporary).empty()) << "runs within the budget stay in memory";

    {
        inputs.memoryBudget = 1; // nothing fits: both runs go to disk
        auto spilled = runAnalysis(inputs);
        ASSERT_TRUE(spilled.ok()) << spilled.error().toString();
        EXPECT_EQ(runFolders(temporary).size(), 2u) << "the float and the quantized run, each in a folder";
        EXPECT_EQ(renderCsvReport(*spilled.value()), renderCsvReport(*held.value()));
        EXPECT_EQ(renderJsonReport(*spilled.value()), renderJsonReport(*held.value()));
    }
    EXPECT_TRUE(runFolders(temporary).empty()) << "the folders go with the analysis";

    if (before)
        setenv("TMPDIR", kept.c_str(), 1);
    else
        unsetenv("TMPDIR");
    fs::remove_all(dir);
}
