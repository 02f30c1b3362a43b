// Each toolchain's config read into the preprocessing its loader applies (shared/LEVERS.md §3), and a
// file told by its content.
#include "tensor_test_support.h"
#include "toolchain/preprocessing_configs.h"
#include "toolchain/toolchain.h"

#include <gtest/gtest.h>

namespace quantlens {
namespace {
    using input::ChannelOrder;
    using test::TempDir;

    input::Preprocessing readBy(const char* toolchain, const std::string& path, const std::string& input = {})
    {
        auto p = readPreprocessingConfig(path, toolchain ? findToolchain(toolchain) : nullptr, input);
        EXPECT_TRUE(p) << (p ? "" : p.error().toString());
        return p ? p.value() : input::Preprocessing {};
    }
}

TEST(PreprocessingConfigs, Pulsar2TakesTheInputsEntryOrDefaultWithComments)
{
    TempDir dir;
    test::writeBytes(dir.file("config.json"), R"({
  // relaxed JSON, as Pulsar2 allows
  "input_processors": [ { "tensor_name": "DEFAULT", "tensor_format": "RGB", "tensor_layout": "NHWC",
                          "src_format": "BGR" } ],
  "quant": { "input_configs": [
      { "tensor_name": "DEFAULT", "calibration_mean": [1, 2, 3], "calibration_std": [4, 5, 6] },
      { "tensor_name": "mask", "calibration_mean": [0], "calibration_std": [255] }, ] } })");
    const auto p = readBy("axera", dir.file("config.json"));
    EXPECT_EQ(p.order, ChannelOrder::RGB);
    EXPECT_EQ(p.layout, input::Layout::NHWC);
    EXPECT_TRUE(p.layoutGiven);
    EXPECT_EQ(p.mean, (std::vector<double> { 1, 2, 3 }));
    EXPECT_EQ(p.std, (std::vector<double> { 4, 5, 6 }));
    // RGB against src_format BGR is said, as is the undocumented resize.
    EXPECT_EQ(p.assumptions.size(), 2u);
    const auto mask = readBy(nullptr, dir.file("config.json"), "mask");
    EXPECT_EQ(mask.std, (std::vector<double> { 255 }));
}

TEST(PreprocessingConfigs, SigmaStarNamesTheMeanByColour)
{
    TempDir dir;
    test::writeBytes(dir.file("input_config.ini"),
        "[INPUT_CONFIG]\n"
        "inputs = a,b;\n"
        "; a comment\n"
        "training_input_formats = BGR,RGB;\n"
        "input_formats = BGR,RGB;\n"
        "mean_red = 123.675,1;\n"
        "mean_green = 116.28,2;\n"
        "mean_blue = 103.53,3;\n"
        "std_value = 58.395,255;\n"
        "[OUTPUT_CONFIG]\noutputs = out;\n");
    const auto a = readBy("sigmastar", dir.file("input_config.ini"), "a");
    EXPECT_EQ(a.order, ChannelOrder::BGR);
    EXPECT_EQ(a.mean, (std::vector<double> { 103.53, 116.28, 123.675 })); // blue first for BGR
    EXPECT_EQ(a.std, (std::vector<double> { 58.395 }));
    const auto b = readBy(nullptr, dir.file("input_config.ini"), "b");
    EXPECT_EQ(b.order, ChannelOrder::RGB);
    EXPECT_EQ(b.mean, (std::vector<double> { 1, 2, 3 }));
    EXPECT_FALSE(readPreprocessingConfig(dir.file("input_config.ini"), findToolchain("sigmastar"), "c"));
}

TEST(PreprocessingConfigs, NnieReadsItsMeanFileAndScale)
{
    TempDir dir;
    test::writeBytes(dir.file("mean.txt"), "123.675\n116.28\n103.53\n");
    test::writeBytes(dir.file("net.cfg"),
        "[prototxt_file] ./net.prototxt\n[image_type] 1\n[RGB_order] RGB\n"
        "[norm_type] 5\n[mean_file] ./mean.txt # per channel\n[data_scale] 0.0078125\n");
    const auto p = readBy(nullptr, dir.file("net.cfg"));
    EXPECT_EQ(p.order, ChannelOrder::RGB);
    EXPECT_EQ(p.mean, (std::vector<double> { 123.675, 116.28, 103.53 }));
    EXPECT_EQ(p.std, (std::vector<double> { 128 }));
    test::writeBytes(dir.file("image_mean.cfg"), "[norm_type] 4\n[mean_file] m.binaryproto\n");
    auto refused = readPreprocessingConfig(dir.file("image_mean.cfg"), findToolchain("nnie"));
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("mean image"), std::string::npos);
}

TEST(PreprocessingConfigs, RknnReadsTheScriptsConfigCall)
{
    TempDir dir;
    test::writeBytes(dir.file("convert.py"),
        "from rknn.api import RKNN\nrknn = RKNN()\n"
        "# rknn.config(mean_values=[[0, 0, 0]])\n"
        "rknn.config(mean_values=[[123.675, 116.28, 103.53]],\n"
        "            std_values=[[58.395, 57.12, 57.375]],\n"
        "            quant_img_RGB2BGR=True, target_platform='rk3588')\n");
    const auto p = readBy(nullptr, dir.file("convert.py"));
    EXPECT_EQ(p.order, ChannelOrder::BGR);
    EXPECT_EQ(p.mean, (std::vector<double> { 123.675, 116.28, 103.53 }));
    EXPECT_EQ(p.std, (std::vector<double> { 58.395, 57.12, 57.375 }));
}

TEST(PreprocessingConfigs, AFileWithoutPreprocessingIsNamed)
{
    TempDir dir;
    test::writeBytes(dir.file("other.json"), R"({"quant": {"layer_configs": []}})");
    auto p = readPreprocessingConfig(dir.file("other.json"), nullptr);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().file, dir.file("other.json"));
    EXPECT_NE(p.error().message.find("Pulsar2"), std::string::npos);
    EXPECT_FALSE(readPreprocessingConfig(dir.file("missing.ini"), nullptr));
    // The generic toolchain keeps no preprocessing config.
    EXPECT_FALSE(readPreprocessingConfig(dir.file("other.json"), &genericToolchain()));
}

} // namespace quantlens
