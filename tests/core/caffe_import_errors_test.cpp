// What a wrong .caffemodel is called: a pipe or a link to a device beside the prototxt is refused as
// such (it was "its weights are missing"), an empty file is empty and an ONNX model is an ONNX model
// (both were "the old V1 layout").
#include "model/caffe/caffe_import.h"
#include "onnx_test_models.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace quantlens;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {
class CaffeImportErrors : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = onnx_test::makeTempDir("caffe_errors");
        onnx_test::writeFile(m_dir / "net.prototxt",
            "name: \"net\"\n"
            "layer { name: \"data\" type: \"Input\" top: \"data\"\n"
            "  input_param { shape { dim: 1 dim: 1 dim: 4 dim: 4 } } }\n"
            "layer { name: \"relu\" type: \"ReLU\" bottom: \"data\" top: \"out\" }\n");
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string errorOfImport()
    {
        auto result = importCaffeFiles((m_dir / "net.prototxt").string());
        EXPECT_FALSE(result.ok());
        return result.ok() ? std::string() : result.error().toString();
    }
    std::filesystem::path weights() const { return m_dir / "net.caffemodel"; }

    std::filesystem::path m_dir;
};
}

TEST_F(CaffeImportErrors, APipeBesideThePrototxtIsRefusedAsNoRegularFile)
{
    ASSERT_EQ(mkfifo(weights().c_str(), 0600), 0);
    const std::string message = errorOfImport();
    EXPECT_THAT(message, HasSubstr("net.caffemodel"));
    EXPECT_THAT(message, HasSubstr("not a regular file"));
    EXPECT_THAT(message, Not(HasSubstr("missing")));
}

TEST_F(CaffeImportErrors, ALinkToADeviceIsRefusedAsNoRegularFile)
{
    std::filesystem::create_symlink("/dev/zero", weights());
    const std::string message = errorOfImport();
    EXPECT_THAT(message, HasSubstr("net.caffemodel"));
    EXPECT_THAT(message, HasSubstr("not a regular file"));
}

TEST_F(CaffeImportErrors, AnEmptyFileIsCalledEmpty)
{
    onnx_test::writeFile(weights(), "");
    const std::string message = errorOfImport();
    EXPECT_THAT(message, HasSubstr("is empty"));
    EXPECT_THAT(message, Not(HasSubstr("V1")));
}

TEST_F(CaffeImportErrors, AnOnnxModelIsNotCalledTheOldLayout)
{
    onnx_test::writeFile(weights(), onnx_test::serialize(onnx_test::convReluAddModel()));
    const std::string message = errorOfImport();
    EXPECT_THAT(message, HasSubstr("net.caffemodel"));
    EXPECT_THAT(message, Not(HasSubstr("V1")));
    EXPECT_THAT(message, HasSubstr("not a Caffe .caffemodel"));
}
