// The toolchain registry names its formats by key; each key must be one the format's own registry
// (plan formats, vendor tables, dump readers) defines, or a toolchain would offer an export, a table
// or a dump reader that does not exist.
#include "precision/plan_format.h"
#include "tensor/dump_reader.h"
#include "toolchain/toolchain.h"
#include "vendor_tables/imported_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

using namespace quantlens;

TEST(ToolchainRegistry, EveryFormatAToolchainNamesExists)
{
    std::set<std::string> tables, readers;
    for (const auto& format : tableFormats())
        tables.insert(format.key);
    for (const DumpReader* reader : dumpReaders())
        readers.insert(std::string(reader->id()));
    for (const Toolchain& toolchain : toolchains()) {
        for (const char* key : toolchain.planFormats)
            EXPECT_NE(planFormat(key), nullptr) << toolchain.key << " names plan format " << key;
        for (const char* key : toolchain.tableFormats)
            EXPECT_TRUE(tables.count(key)) << toolchain.key << " names table format " << key;
        for (const char* key : toolchain.dumpReaders)
            EXPECT_TRUE(readers.count(key)) << toolchain.key << " names dump reader " << key;
    }
}

TEST(ToolchainRegistry, KeysAndAliasesAreUniqueAndFoundAgain)
{
    std::set<std::string> spellings;
    for (const Toolchain& toolchain : toolchains()) {
        EXPECT_TRUE(spellings.insert(toolchain.key).second) << toolchain.key;
        EXPECT_EQ(findToolchain(toolchain.key), &toolchain);
        for (const char* alias : toolchain.aliases) {
            EXPECT_TRUE(spellings.insert(alias).second) << alias;
            bool usedAlias = false;
            EXPECT_EQ(findToolchain(alias, &usedAlias), &toolchain);
            EXPECT_TRUE(usedAlias) << alias;
        }
    }
    EXPECT_EQ(&genericToolchain(), &toolchains().front());
}

TEST(ToolchainRegistry, VendorPresetsAreReadFromTheDefaultLevels)
{
    // The defaults are the vendors' own levels (Thresholds): a preset restates them, never a copy.
    const Thresholds defaults;
    const auto thresholdsOf = [](const char* key) { return findToolchain(key)->triage.thresholds; };
    EXPECT_EQ(thresholdsOf("sigmastar"), defaults);
    const Thresholds axera = thresholdsOf("axera");
    EXPECT_EQ(axera.cosWarnBelow, defaults.cosFailBelow); // one level: normal above it
    EXPECT_EQ(axera.cosFailBelow, defaults.cosFailBelow);
    EXPECT_EQ(axera.relL1WarnAbove, 0); // Pulsar2 prints no relative L1
    const Thresholds nnie = thresholdsOf("nnie");
    EXPECT_EQ(nnie.cosWarnBelow, defaults.cosWarnBelow);
    EXPECT_EQ(nnie.cosFailBelow, defaults.cosFailBelow);
    EXPECT_EQ(nnie.relL1WarnAbove, 0);
    EXPECT_FALSE(axera.problem() || nnie.problem());
}

TEST(ToolchainRegistry, LeverSwitchesNameTheAdvisorsLevers)
{
    // Only levers the advisor measures, each once per toolchain; the documented ones where the vendors
    // document them (Pulsar2's SmoothQuant, RKNN's and SigmaStar's per-channel weights), none for NNIE.
    const std::set<std::string> known { "per_channel_weights", "equalization", "smooth_quant" };
    for (const auto& t : toolchains()) {
        std::set<std::string> seen;
        for (const auto& l : t.levers) {
            EXPECT_TRUE(known.count(l.lever)) << t.key << ": " << l.lever;
            EXPECT_TRUE(seen.insert(l.lever).second) << t.key << ": " << l.lever << " twice";
            EXPECT_NE(std::string(l.setting), "") << t.key;
        }
    }
    ASSERT_TRUE(findToolchain("axera")->leverSwitch("smooth_quant"));
    EXPECT_NE(std::string(findToolchain("axera")->leverSwitch("smooth_quant")->setting).find("enable_smooth_quant"),
        std::string::npos);
    EXPECT_TRUE(findToolchain("rknn")->leverSwitch("per_channel_weights"));
    EXPECT_TRUE(findToolchain("sigmastar")->leverSwitch("per_channel_weights"));
    EXPECT_FALSE(findToolchain("axera")->leverSwitch("equalization"));
    EXPECT_TRUE(findToolchain("nnie")->levers.empty());
}
