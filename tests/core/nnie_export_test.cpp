// NNIE's high-precision layers in a Caffe prototxt: layer and blob names as protobuf's text format
// reads them (adjacent literals joined, escapes decoded), so that `_hp` lands on the name the mapper sees.
#include "precision/plan_format.h"

#include "precision_test_model.h"

#include <gtest/gtest.h>

using namespace quantlens;
using precision_test::planOf;

namespace {
const PlanFormat& nnie() { return *planFormat("nnie-prototxt"); }

const std::string kNet = "name: \"net\"\n"
                         "layer {\n"
                         "  name: \"conv\" \"2b\"  # one name in two literals: conv2b\n"
                         "  type: \"Convolution\"\n"
                         "  bottom: \"data\"\n"
                         "  top: 'conv' # a comment between literals\n"
                         "       \"2b\"\n"
                         "}\n"
                         "layer {\n"
                         "  name: \"re\\x6cu\"\n"
                         "  type: \"ReLU\"\n"
                         "  bottom: \"conv2b\"\n"
                         "  top: \"relu\"\n"
                         "}\n"
                         "layer {\n"
                         "  name: \"say \\\"hi\\\"\"\n"
                         "  type: \"Pooling\"\n"
                         "  bottom: \"relu\"\n"
                         "  top: \"po\\157l\"\n"
                         "}\n";
}

TEST(NnieExport, TheSuffixGoesOnTheWholeNameOfAdjacentLiterals)
{
    const auto c = precision_test::convolutionsNamed({ "conv2b", "relu", "pool" });
    const auto written
        = nnie().write(planOf({ { "conv2b", Precision::S16 }, { "relu", Precision::S16 }, { "pool", Precision::S16 } }),
            c, kNet, "net.prototxt");
    ASSERT_TRUE(written.ok()) << written.error().toString();
    const std::string& w = written.value();
    EXPECT_NE(w.find("  name: \"conv2b_hp\"  # one name in two literals: conv2b\n"), std::string::npos) << w;
    EXPECT_NE(w.find("  name: \"relu_hp\"\n"), std::string::npos) << w;
    EXPECT_NE(w.find("  name: \"say \\\"hi\\\"_hp\"\n"), std::string::npos) << w;
    // Only the names changed.
    EXPECT_NE(w.find("  top: 'conv' # a comment between literals\n       \"2b\"\n"), std::string::npos) << w;
    const auto read = nnie().read(w, c, "net.prototxt");
    ASSERT_TRUE(read.ok());
    EXPECT_TRUE(read.warnings().empty()) << read.warnings().front().toString();
    EXPECT_EQ(read.value().tensors.size(), 3u);
    for (const char* t : { "conv2b", "relu", "pool" })
        EXPECT_EQ(read.value().tensors.at(t).precision, Precision::S16) << t;
    // A suffix split over literals is the name's suffix too: set back to 8 bit, it goes as a whole.
    std::string split = w;
    split.replace(split.find("\"conv2b_hp\""), 11, "\"conv2b_\" 'hp'");
    const auto back = nnie().write(planOf({ { "conv2b", Precision::U8 } }), c, split, "net.prototxt");
    ASSERT_TRUE(back.ok()) << back.error().toString();
    EXPECT_NE(back.value().find("  name: \"conv2b\"  # one name"), std::string::npos) << back.value();
    // A layer already named as the plan wants keeps its spelling.
    const auto same = nnie().write(planOf({ { "relu", Precision::S16 } }), c, split, "net.prototxt");
    ASSERT_TRUE(same.ok());
    EXPECT_EQ(same.value(), split);
}
