// The message catalog: one registry of every phrase core shows users. The phrases live in one file
// per area (core/util/messages_<area>.cpp, declared in message_areas.h), where Qt's lupdate finds
// their QT_TRANSLATE_NOOP markers; this file joins them and fills in the placeholders.
#include "util/message_catalog.h"

#include "util/message_areas.h"
#include "util/text.h"

#include <algorithm>
#include <unordered_map>

namespace quantlens {
namespace {
    std::vector<CatalogMessage> makeCatalog()
    {
        std::vector<CatalogMessage> all;
        for (auto area : { messages::positions, messages::analysis, messages::files, messages::npy, messages::dumps,
                 messages::model, messages::precision, messages::triage, messages::sigmastarDump,
                 messages::vendorTables, messages::runtime, messages::toolchain, messages::reportPage,
                 messages::calibration, messages::advisor, messages::input }) {
            auto part = area();
            all.insert(all.end(), part.begin(), part.end());
        }
        return all;
    }

    const std::unordered_map<std::string_view, const char*>& index()
    {
        static const auto map = [] {
            std::unordered_map<std::string_view, const char*> m;
            for (const auto& entry : messageCatalog())
                m.emplace(entry.code, entry.english);
            return m;
        }();
        return map;
    }
}

const std::vector<CatalogMessage>& messageCatalog()
{
    static const std::vector<CatalogMessage> catalog = makeCatalog();
    return catalog;
}

const char* englishTemplate(std::string_view code)
{
    const auto it = index().find(code);
    return it == index().end() ? nullptr : it->second;
}

std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

namespace {
    std::string (*g_renderer)(const Text&) = nullptr;
}

std::string rendered(const Text& text) { return g_renderer && !text.empty() ? g_renderer(text) : text.english(); }

void setTextRenderer(std::string (*render)(const Text&)) { g_renderer = render; }

std::string Text::english() const
{
    if (code.empty())
        return {};
    const char* pattern = englishTemplate(code);
    // An unknown code is a programming error; still show something a user can report.
    return pattern ? fillPlaceholders(pattern, args) : code;
}

} // namespace quantlens
