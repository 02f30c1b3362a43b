// Every user-visible string has a Simplified Chinese translation: the .ts is kept complete.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

TEST(Translations, ChineseTranslationIsComplete)
{
    const auto path = std::filesystem::path(QUANTLENS_SOURCE_DIR) / "translations" / "quantlens_zh_CN.ts";
    std::ifstream in(path);
    ASSERT_TRUE(in) << path;
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string ts = buffer.str();

    const std::regex message(R"(<source>([\s\S]*?)</source>\s*<translation([^>]*)>([\s\S]*?)</translation>)");
    int messages = 0;
    for (auto it = std::sregex_iterator(ts.begin(), ts.end(), message); it != std::sregex_iterator(); ++it) {
        ++messages;
        const std::string source = (*it)[1], attributes = (*it)[2], translation = (*it)[3];
        EXPECT_EQ(attributes.find("unfinished"), std::string::npos) << "unfinished: " << source;
        EXPECT_FALSE(translation.empty()) << "empty translation: " << source;
        // Placeholders must survive translation, or arg() fills the wrong text.
        for (const char* placeholder : { "%1", "%2", "%3" })
            EXPECT_EQ(source.find(placeholder) == std::string::npos, translation.find(placeholder) == std::string::npos)
                << placeholder << " in: " << source;
    }
    EXPECT_GT(messages, 20);
    EXPECT_EQ(ts.find("type=\"obsolete\""), std::string::npos) << "remove obsolete messages (lupdate -no-obsolete)";
}
