// Graph labels carry enough of the scope path to tell blocks apart: PyTorch exports name every
// block's layers alike ("conv_s1/Conv" in each stage), PaddleOCR's numbered ones differ already.
#include "model/node_labels.h"

#include <gtest/gtest.h>

#include <set>

using namespace quantlens;

TEST(NodeLabels, RepeatedBlockLayersGetTheirBlockName)
{
    const std::vector<std::string> names { "/encoder/stage1/conv_s1/Conv", "/encoder/stage2/conv_s1/Conv",
        "/decoder/stage1d/conv_s1/Conv", "/encoder/stage1/pool/MaxPool", "/side/Conv", "/Sigmoid" };
    const auto labels = distinctShortNames(names);
    EXPECT_EQ(labels[0], "stage1/conv_s1/Conv");
    EXPECT_EQ(labels[1], "stage2/conv_s1/Conv");
    EXPECT_EQ(labels[2], "stage1d/conv_s1/Conv");
    EXPECT_EQ(labels[3], "pool/MaxPool"); // unique with two parts: stays short
    EXPECT_EQ(labels[4], "side/Conv");
    EXPECT_EQ(labels[5], "Sigmoid");
    EXPECT_EQ(std::set<std::string>(labels.begin(), labels.end()).size(), labels.size());
}

TEST(NodeLabels, CollisionsDeepInTheScopeClimbAsFarAsNeeded)
{
    const auto labels
        = distinctShortNames({ "/a/x/block/conv/Conv", "/b/x/block/conv/Conv", "p2o.Conv.47", "p2o.Conv.48" });
    EXPECT_EQ(labels[0], "a/x/block/conv/Conv");
    EXPECT_EQ(labels[1], "b/x/block/conv/Conv");
    EXPECT_EQ(labels[2], "Conv.47");
    EXPECT_EQ(labels[3], "Conv.48");
}

TEST(NodeLabels, IdenticalNamesAndOddSeparatorsEndWithoutLooping)
{
    const auto labels = distinctShortNames({ "/x/Conv", "/x/Conv", "Conv", "//", "" });
    EXPECT_EQ(labels[0], "x/Conv");
    EXPECT_EQ(labels[1], "x/Conv");
    EXPECT_EQ(labels[2], "Conv");
    EXPECT_EQ(labels.size(), 5u);
}
