// Matching when names differ: a chain of renamed tensors is paired by order, shape and values, a
// tensor fused away leaves a gap rather than shifting its neighbours, ambiguous pairs are left out,
// and the user's tensor map wins over every rule.
#include "match/matcher.h"
#include "match/structure_matcher.h"
#include "match/tensor_map_file.h"
#include "onnx_test_models.h"
#include "tensor_test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>

namespace quantlens {
namespace {
    using ::testing::AllOf;
    using ::testing::HasSubstr;
    namespace ot = onnx_test;

    /// x → Relu a → Neg b → Abs c → Sigmoid d: four tensors of shape [1, 64].
    std::shared_ptr<const Graph> chainModel()
    {
        auto model = ot::makeModel();
        auto& g = *model.mutable_graph();
        ot::addInput(g, "x", { 1, 64 });
        ot::addNode(g, "Relu", { "x" }, { "a" });
        ot::addNode(g, "Neg", { "a" }, { "b" });
        ot::addNode(g, "Abs", { "b" }, { "c" });
        ot::addNode(g, "Sigmoid", { "c" }, { "d" });
        ot::addOutput(g, "d", { 1, 64 });
        return ot::importModel(model).value();
    }

    std::vector<float> values(int seed, float scale = 1)
    {
        std::vector<float> v(64);
        for (int i = 0; i < 64; ++i)
            v[i] = scale * std::sin(0.37f * static_cast<float>(i * (seed + 1)) + static_cast<float>(seed));
        return v;
    }

    std::string npy(const std::vector<float>& v)
    {
        std::string bytes(v.size() * sizeof(float), '\0');
        std::memcpy(bytes.data(), v.data(), bytes.size());
        return test::npyImage(test::npyDict("<f4", "(1, 64)"), bytes);
    }

    /// A dump folder with a manifest listing `tensors` (name, values) in that execution order.
    DumpSet dumpOf(const test::TempDir& dir, const std::vector<std::pair<std::string, std::vector<float>>>& tensors)
    {
        std::string listed;
        for (std::size_t i = 0; i < tensors.size(); ++i) {
            test::writeBytes(dir.path() / (tensors[i].first + ".npy"), npy(tensors[i].second));
            listed += (i ? ", " : "") + std::string(R"({"name": ")") + tensors[i].first + R"(", "file": ")"
                + tensors[i].first + R"(.npy", "order": )" + std::to_string(i) + "}";
        }
        test::writeBytes(
            dir.path() / "manifest.json", R"({"format": "quantlens-dump", "version": 1, "tensors": [)" + listed + "]}");
        return DumpSet::open(dir.path().string()).value();
    }

    /// The float run's values with a little noise: what a quantized twin looks like.
    std::vector<float> twin(const std::vector<float>& v)
    {
        auto out = v;
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] += 0.01f * std::cos(static_cast<float>(i));
        return out;
    }

    TEST(StructureMatch, RenamedChainIsPairedByOrderAndValuesWithAGapWhereATensorWasFused)
    {
        const auto graph = chainModel();
        test::TempDir refDir, candDir;
        const DumpSet reference = dumpOf(refDir,
            { { "x", values(0) }, { "a", values(1) }, { "b", values(2) }, { "c", values(3) }, { "d", values(4) } });
        // The toolchain renamed everything and fused b away.
        const DumpSet candidate = dumpOf(candDir,
            { { "t0", twin(values(0)) }, { "t1", twin(values(1)) }, { "t3", twin(values(3)) },
                { "t4", twin(values(4)) } });
        MatchResult match = matchTensors(*graph, reference, candidate, nullptr);
        for (const auto& pair : match.pairs)
            ASSERT_TRUE(pair.candidateEntry.empty()) << "no name should match: " << pair.floatName;
        EXPECT_EQ(matchByStructure(match, reference, candidate), 4u);
        std::map<std::string, std::string> paired;
        for (const auto& pair : match.pairs) {
            paired[pair.floatName] = pair.candidateEntry;
            if (!pair.candidateEntry.empty()) {
                EXPECT_EQ(pair.candidateRule, MatchRule::Structure);
                EXPECT_GT(pair.confidence, 0.5);
                EXPECT_LE(pair.confidence, 1.0);
                EXPECT_TRUE(pair.comparable()) << pair.problem.english();
            }
        }
        EXPECT_EQ(paired["x"], "t0");
        EXPECT_EQ(paired["a"], "t1");
        EXPECT_EQ(paired["b"], ""); // fused away: missing, not given a neighbour's data
        EXPECT_EQ(paired["c"], "t3");
        EXPECT_EQ(paired["d"], "t4");
        EXPECT_TRUE(match.unusedCandidateEntries.empty());
    }

    TEST(StructureMatch, TwoNearCopiesInOneGapAreLeftUnmatched)
    {
        const auto graph = chainModel();
        test::TempDir refDir, candDir;
        // b and c hold nearly the same values; the candidate kept only one of them.
        const auto near = values(2);
        auto nearToo = near;
        nearToo[0] += 0.001f;
        const DumpSet reference = dumpOf(
            refDir, { { "x", values(0) }, { "a", values(1) }, { "b", near }, { "c", nearToo }, { "d", values(4) } });
        const DumpSet candidate = dumpOf(candDir,
            { { "t0", twin(values(0)) }, { "t1", twin(values(1)) }, { "tb_or_c", twin(near) },
                { "t4", twin(values(4)) } });
        MatchResult match = matchTensors(*graph, reference, candidate, nullptr);
        matchByStructure(match, reference, candidate);
        for (const auto& pair : match.pairs)
            if (pair.floatName == "b" || pair.floatName == "c") {
                EXPECT_EQ(pair.candidateEntry, "") << pair.floatName << " confidence " << pair.confidence;
            }
        EXPECT_EQ(match.unusedCandidateEntries, std::vector<std::string> { "tb_or_c" });
    }

    TEST(StructureMatch, WithoutOrderTheClearlyMostSimilarEntryIsTaken)
    {
        const auto graph = chainModel();
        test::TempDir refDir, candDir;
        const DumpSet reference = dumpOf(refDir,
            { { "x", values(0) }, { "a", values(1) }, { "b", values(2) }, { "c", values(3) }, { "d", values(4) } });
        // Plain .npy files, no manifest: no execution order to go by.
        for (const auto& [name, seed] :
            std::vector<std::pair<std::string, int>> { { "zz", 1 }, { "yy", 3 }, { "mm", 4 } })
            test::writeBytes(candDir.path() / (name + ".npy"), npy(twin(values(seed))));
        const DumpSet candidate = DumpSet::open(candDir.path().string()).value();
        MatchResult match = matchTensors(*graph, reference, candidate, nullptr);
        matchByStructure(match, reference, candidate);
        std::map<std::string, std::string> paired;
        for (const auto& pair : match.pairs)
            paired[pair.floatName] = pair.candidateEntry;
        EXPECT_EQ(paired["a"], "zz");
        EXPECT_EQ(paired["c"], "yy");
        EXPECT_EQ(paired["d"], "mm");
        EXPECT_EQ(paired["x"], "");
    }

    TEST(StructureMatch, TheUserMapWinsOverNames)
    {
        const auto graph = chainModel();
        test::TempDir refDir, candDir;
        const DumpSet reference = dumpOf(refDir,
            { { "x", values(0) }, { "a", values(1) }, { "b", values(2) }, { "c", values(3) }, { "d", values(4) } });
        const DumpSet candidate = dumpOf(candDir, { { "x", values(0) }, { "a", values(1) }, { "other", values(1) } });
        const TensorMap map { { "a", "other" } };
        const MatchResult match = matchTensors(*graph, reference, candidate, nullptr, &map);
        EXPECT_EQ(match.pairs[1].floatName, "a");
        EXPECT_EQ(match.pairs[1].candidateEntry, "other");
        EXPECT_EQ(match.pairs[1].candidateRule, MatchRule::UserMap);
        EXPECT_EQ(match.pairs[0].candidateRule, MatchRule::Exact);
    }

    TEST(TensorMapFile, RoundTripsAndNamesWhatIsWrong)
    {
        test::TempDir dir;
        const std::string path = (dir.path() / "map.json").string();
        const TensorMap map { { "conv/out", "layer_3" }, { "relu", "317" } };
        ASSERT_TRUE(writeTensorMap(path, map).ok());
        const auto read = readTensorMap(path);
        ASSERT_TRUE(read.ok()) << read.error().toString();
        EXPECT_EQ(read.value(), map);

        const auto failure = [&](const std::string& content) {
            test::writeBytes(dir.path() / "bad.json", content);
            const auto r = readTensorMap((dir.path() / "bad.json").string());
            return r.ok() ? std::string("accepted") : r.error().toString();
        };
        EXPECT_THAT(failure("{"), HasSubstr("not a JSON object"));
        EXPECT_THAT(failure(R"({"format": "x", "version": 1, "tensors": {}})"), HasSubstr("quantlens-tensor-map"));
        EXPECT_THAT(
            failure(R"({"format": "quantlens-tensor-map", "version": 9, "tensors": {}})"), HasSubstr("version"));
        EXPECT_THAT(
            failure(R"({"format": "quantlens-tensor-map", "version": 1, "tensors": []})"), HasSubstr("tensors"));
        EXPECT_THAT(failure(R"({"format": "quantlens-tensor-map", "version": 1, "tensors": {"a": 3}})"),
            AllOf(HasSubstr("tensor 'a'"), HasSubstr("non-empty string")));
        EXPECT_THAT(
            readTensorMap((dir.path() / "missing.json").string()).error().toString(), HasSubstr("missing.json"));
    }

} // namespace
} // namespace quantlens
