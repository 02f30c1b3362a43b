#include "model/quant_import.h"
#include "onnx_test_models.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace quantlens;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {
class SigmaStarJsonTest : public ::testing::Test {
protected:
    void SetUp() override { m_dir = onnx_test::makeTempDir("sigmastar_json"); }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string write(const std::string& text, const std::string& name = "fixed.sim.json")
    {
        onnx_test::writeFile(m_dir / name, text);
        return (m_dir / name).string();
    }

    /// The error text of reading `text`, checked to name the file.
    std::string errorOf(const std::string& text)
    {
        const std::string path = write(text);
        auto result = readSigmaStarQuantJson(path);
        EXPECT_FALSE(result.ok()) << "accepted: " << text;
        if (result.ok())
            return {};
        const std::string msg = result.error().toString();
        EXPECT_THAT(msg, HasSubstr(path));
        return msg;
    }

    std::filesystem::path m_dir;
};
}

TEST_F(SigmaStarJsonTest, ReadsRangesAndBits)
{
    const std::string path = write(R"([
        {"name": "conv2_input", "min": [-3.1], "max": [4.2], "bit": 16},
        {"name": "conv2_weight", "min": [-0.5, -0.4], "max": [0.6, 0.3], "bit": 8, "index": 7},
        {"name": "head_4bit", "min": [-1], "max": [1], "bit": 4},
        {"name": "acc", "min": [-100], "max": [100], "bit": 32}
    ])");
    auto result = readSigmaStarQuantJson(path);
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_TRUE(result.warnings().empty());
    const QuantInfo& info = result.value();
    EXPECT_EQ(info.byFloatTensor.size(), 4u);
    EXPECT_TRUE(info.floatNameOf.empty());

    const QuantParams* input = info.find("conv2_input");
    ASSERT_NE(input, nullptr);
    EXPECT_EQ(input->dtype, DType::Int16);
    EXPECT_EQ(input->bits, 16);
    EXPECT_THAT(input->rangeMins, ElementsAre(-3.1));
    EXPECT_THAT(input->rangeMaxs, ElementsAre(4.2));
    EXPECT_TRUE(input->scales.empty());
    EXPECT_EQ(input->origin, "SigmaStar JSON");
    EXPECT_FALSE(input->perChannel());

    const QuantParams* weight = info.find("conv2_weight");
    ASSERT_NE(weight, nullptr);
    EXPECT_EQ(weight->dtype, DType::UInt8);
    EXPECT_EQ(weight->bits, 8);
    EXPECT_TRUE(weight->perChannel());
    EXPECT_DOUBLE_EQ(weight->rangeMin(), -0.5);
    EXPECT_DOUBLE_EQ(weight->rangeMax(), 0.6);

    EXPECT_EQ(info.find("head_4bit")->dtype, DType::Int8);
    EXPECT_EQ(info.find("head_4bit")->bits, 4);
    EXPECT_EQ(info.find("acc")->dtype, DType::Int32);
    EXPECT_EQ(info.find("acc")->bits, 32);
}

TEST_F(SigmaStarJsonTest, MinAboveMaxIsAWarning)
{
    auto result = readSigmaStarQuantJson(write(R"([{"name": "t", "min": [1.0, 2.0], "max": [2.0, 1.5], "bit": 8}])"));
    ASSERT_TRUE(result.ok());
    ASSERT_EQ(result.warnings().size(), 1u);
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("'t'"));
    EXPECT_THAT(result.warnings()[0].toString(), HasSubstr("above max"));
    EXPECT_NE(result.value().find("t"), nullptr);
}

TEST_F(SigmaStarJsonTest, EmptyListIsAWarning)
{
    auto result = readSigmaStarQuantJson(write("[]"));
    ASSERT_TRUE(result.ok());
    EXPECT_TRUE(result.value().byFloatTensor.empty());
    EXPECT_EQ(result.warnings().size(), 1u);
}

TEST_F(SigmaStarJsonTest, NotJson) { EXPECT_THAT(errorOf("[{\"name\": \"a\", "), HasSubstr("not valid JSON")); }

TEST_F(SigmaStarJsonTest, PythonNaNIsExplained)
{
    const std::string msg = errorOf(R"([{"name": "a", "min": [NaN], "max": [1], "bit": 8}])");
    EXPECT_THAT(msg, HasSubstr("not valid JSON"));
    EXPECT_THAT(msg, HasSubstr("NaN"));
}

TEST_F(SigmaStarJsonTest, HugeNumberIsNotFinite)
{
    EXPECT_THAT(errorOf(R"([{"name": "a", "min": [-1e999], "max": [1], "bit": 8}])"),
        ::testing::AnyOf(HasSubstr("not a finite number"), HasSubstr("not valid JSON")));
}

TEST_F(SigmaStarJsonTest, EmptyFile) { EXPECT_THAT(errorOf(""), HasSubstr("empty file")); }

TEST_F(SigmaStarJsonTest, NotAList)
{
    const std::string msg = errorOf(R"({"name": "a", "min": [0], "max": [1], "bit": 8})");
    EXPECT_THAT(msg, HasSubstr("expected a JSON list"));
    EXPECT_THAT(msg, HasSubstr("object"));
}

TEST_F(SigmaStarJsonTest, ItemWithoutName)
{
    const std::string msg
        = errorOf(R"([{"name": "a", "min": [0], "max": [1], "bit": 8}, {"min": [0], "max": [1], "bit": 8}])");
    EXPECT_THAT(msg, HasSubstr("item 2"));
    EXPECT_THAT(msg, HasSubstr("no \"name\""));
}

TEST_F(SigmaStarJsonTest, ItemNotAnObject) { EXPECT_THAT(errorOf(R"([42])"), HasSubstr("expected an object")); }

TEST_F(SigmaStarJsonTest, MinNotAList)
{
    const std::string msg = errorOf(R"([{"name": "a", "min": 0, "max": [1], "bit": 8}])");
    EXPECT_THAT(msg, HasSubstr("'a'"));
    EXPECT_THAT(msg, HasSubstr("\"min\" is missing or not a list of numbers"));
}

TEST_F(SigmaStarJsonTest, MinMaxLengthMismatch)
{
    const std::string msg = errorOf(R"([{"name": "a", "min": [0, 1], "max": [1, 2, 3], "bit": 8}])");
    EXPECT_THAT(msg, HasSubstr("'a'"));
    EXPECT_THAT(msg, HasSubstr("\"min\" has 2 values but \"max\" has 3"));
}

TEST_F(SigmaStarJsonTest, DuplicateNames)
{
    const std::string msg = errorOf(R"([{"name": "a", "min": [0], "max": [1], "bit": 8},
                                        {"name": "b", "min": [0], "max": [1], "bit": 8},
                                        {"name": "a", "min": [0], "max": [2], "bit": 16}])");
    EXPECT_THAT(msg, HasSubstr("item 3"));
    EXPECT_THAT(msg, HasSubstr("duplicate name 'a'"));
    EXPECT_THAT(msg, HasSubstr("also item 1"));
}

TEST_F(SigmaStarJsonTest, MissingOrUnsupportedBit)
{
    EXPECT_THAT(errorOf(R"([{"name": "a", "min": [0], "max": [1]}])"), HasSubstr("\"bit\" is missing"));
    EXPECT_THAT(errorOf(R"([{"name": "a", "min": [0], "max": [1], "bit": 12}])"), HasSubstr("unsupported \"bit\" 12"));
}

TEST_F(SigmaStarJsonTest, MissingFile)
{
    const std::string path = (m_dir / "absent.json").string();
    auto result = readSigmaStarQuantJson(path);
    ASSERT_FALSE(result.ok());
    EXPECT_THAT(result.error().toString(), HasSubstr(path));
}
