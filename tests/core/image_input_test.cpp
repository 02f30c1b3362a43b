// Images as model inputs: a BMP written here byte by byte (so every pixel is known) decoded, ordered,
// normalised and laid out; bad files named.
#include "input/image_input.h"
#include "tensor_test_support.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace quantlens::input {
namespace {
    using test::TempDir;

    struct Rgb {
        std::uint8_t r, g, b;
    };

    void put32(std::string& s, std::uint32_t v)
    {
        for (int i = 0; i < 4; ++i)
            s.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
    }
    void put16(std::string& s, std::uint16_t v)
    {
        s.push_back(static_cast<char>(v & 0xff));
        s.push_back(static_cast<char>(v >> 8));
    }

    /// A 24-bit BMP of `width` × rows (top row first), rows padded to 4 bytes, stored bottom-up.
    std::string bmp(int width, const std::vector<std::vector<Rgb>>& rows)
    {
        const int height = static_cast<int>(rows.size());
        const int stride = (width * 3 + 3) / 4 * 4;
        std::string s = "BM";
        put32(s, static_cast<std::uint32_t>(54 + stride * height));
        put32(s, 0);
        put32(s, 54);
        put32(s, 40);
        put32(s, static_cast<std::uint32_t>(width));
        put32(s, static_cast<std::uint32_t>(height));
        put16(s, 1);
        put16(s, 24);
        for (int i = 0; i < 6; ++i)
            put32(s, 0);
        for (int y = height - 1; y >= 0; --y) {
            std::string row;
            for (const Rgb& p : rows[static_cast<std::size_t>(y)]) {
                row.push_back(static_cast<char>(p.b));
                row.push_back(static_cast<char>(p.g));
                row.push_back(static_cast<char>(p.r));
            }
            row.resize(static_cast<std::size_t>(stride), '\0');
            s += row;
        }
        return s;
    }

    // Two rows of three pixels with every channel different.
    const std::vector<std::vector<Rgb>> kPixels {
        { { 10, 20, 30 }, { 40, 50, 60 }, { 70, 80, 90 } },
        { { 100, 110, 120 }, { 130, 140, 150 }, { 160, 170, 180 } },
    };
}

TEST(ImageInput, RgbNchwIsTheRedPlaneFirstNormalisedPerChannel)
{
    TempDir dir;
    test::writeBytes(dir.file("x.bmp"), bmp(3, kPixels));
    Preprocessing p;
    p.mean = { 10, 20, 30 };
    p.std = { 2, 4, 5 };
    auto t = readImageInput(dir.file("x.bmp"), p);
    ASSERT_TRUE(t) << t.error().toString();
    EXPECT_EQ(t.value().shape, (std::vector<std::int64_t> { 1, 3, 2, 3 }));
    // Red plane: (r - 10) / 2, row by row.
    EXPECT_FLOAT_EQ(t.value().values[0], 0.0f);
    EXPECT_FLOAT_EQ(t.value().values[1], 15.0f);
    EXPECT_FLOAT_EQ(t.value().values[5], 75.0f);
    // Green plane starts after 6 values: (20 - 20) / 4; blue (30 - 30) / 5, its last (180 - 30) / 5.
    EXPECT_FLOAT_EQ(t.value().values[6], 0.0f);
    EXPECT_FLOAT_EQ(t.value().values[7], 7.5f);
    EXPECT_FLOAT_EQ(t.value().values[17], 30.0f);
}

TEST(ImageInput, BgrNhwcInterleavesBlueFirst)
{
    TempDir dir;
    test::writeBytes(dir.file("x.bmp"), bmp(3, kPixels));
    Preprocessing p;
    p.order = ChannelOrder::BGR;
    p.layout = Layout::NHWC;
    p.layoutGiven = true;
    auto t = readImageInput(dir.file("x.bmp"), p);
    ASSERT_TRUE(t) << t.error().toString();
    EXPECT_EQ(t.value().shape, (std::vector<std::int64_t> { 1, 2, 3, 3 }));
    EXPECT_EQ(t.value().values[0], 30.0f);
    EXPECT_EQ(t.value().values[1], 20.0f);
    EXPECT_EQ(t.value().values[2], 10.0f);
    EXPECT_EQ(t.value().values[3], 60.0f);
}

TEST(ImageInput, TheModelsShapeGivesLayoutAndSize)
{
    TempDir dir;
    test::writeBytes(dir.file("x.bmp"), bmp(3, kPixels));
    Preprocessing p;
    // NHWC with a fixed 4x6 size: resized (bilinear) to it, channels last.
    auto t = readImageInput(dir.file("x.bmp"), p, { 1, 4, 6, 3 });
    ASSERT_TRUE(t) << t.error().toString();
    EXPECT_EQ(t.value().shape, (std::vector<std::int64_t> { 1, 4, 6, 3 }));
    // A free size keeps the image's own.
    auto own = readImageInput(dir.file("x.bmp"), p, { 1, 3, -1, -1 });
    ASSERT_TRUE(own);
    EXPECT_EQ(own.value().shape, (std::vector<std::int64_t> { 1, 3, 2, 3 }));
    // A one-channel model refuses RGB, naming the file.
    auto gray = readImageInput(dir.file("x.bmp"), p, { 1, 1, 2, 3 });
    ASSERT_FALSE(gray);
    EXPECT_EQ(gray.error().file, dir.file("x.bmp"));
    EXPECT_NE(gray.error().message.find("1 channels"), std::string::npos) << gray.error().message;
}

TEST(ImageInput, BadFilesAndSettingsAreNamed)
{
    TempDir dir;
    const std::string image = bmp(3, kPixels);
    test::writeBytes(dir.file("cut.bmp"), image.substr(0, 40));
    test::writeBytes(dir.file("text.png"), "not an image at all");
    for (const char* name : { "cut.bmp", "text.png", "missing.jpg" }) {
        auto t = readImageInput(dir.file(name), {});
        ASSERT_FALSE(t) << name;
        EXPECT_EQ(t.error().file, dir.file(name));
        EXPECT_FALSE(t.error().message.empty());
    }
    test::writeBytes(dir.file("x.bmp"), image);
    Preprocessing twoMeans;
    twoMeans.mean = { 1, 2 };
    EXPECT_FALSE(readImageInput(dir.file("x.bmp"), twoMeans));
    Preprocessing zeroStd;
    zeroStd.std = { 1, 0, 1 };
    auto z = readImageInput(dir.file("x.bmp"), zeroStd);
    ASSERT_FALSE(z);
    EXPECT_NE(z.error().message.find("zero"), std::string::npos);
    EXPECT_TRUE(isImageFile("a/B.JPG"));
    EXPECT_FALSE(isImageFile("a/b.npy"));
}

TEST(Preprocessing, OptionsParse)
{
    int w = 0, h = 0;
    EXPECT_TRUE(parseSize("640x480", w, h));
    EXPECT_EQ(w, 640);
    EXPECT_EQ(h, 480);
    EXPECT_FALSE(parseSize("640x", w, h));
    EXPECT_FALSE(parseSize("0x5", w, h));
    EXPECT_FALSE(parseSize("64x48x3", w, h));
    ChannelOrder o {};
    EXPECT_TRUE(parseChannelOrder("bgr", o));
    EXPECT_EQ(o, ChannelOrder::BGR);
    EXPECT_FALSE(parseChannelOrder("YUV", o));
    Resize r {};
    EXPECT_TRUE(parseResize("bilinear-float", r));
    EXPECT_EQ(r, Resize::BilinearFloat);
    EXPECT_EQ(numberList({ 103.939, 58 }), "[103.939, 58]");
}

} // namespace quantlens::input
