#pragma once
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace quantlens {

/// A JSON value as text for a file or a message. Tensor names come from file names, archive members
/// and models, which are bytes rather than UTF-8: an invalid sequence is written as U+FFFD instead of
/// throwing (nlohmann's default), so no name can make a report, plan or workspace unwritable.
template <class Json> std::string jsonText(const Json& value, int indent = -1)
{
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

/// A value as a message quotes it: a number, true/false/null or a string as written (cut after 60
/// bytes, at a character boundary), a small flat list or object as written, a larger or nested one only as
/// "[…]" / "{…}". A message never
/// prints a user's nested value whole: it may be megabytes, or nested deep enough to exhaust the stack.
template <class Json> std::string jsonPreview(const Json& value)
{
    constexpr std::size_t kLongest = 60;
    // A container is shown whole only when it is small and flat: printing one is recursive, and a
    // hostile value may nest thousands deep.
    const bool flat = !value.is_structured()
        || (value.size() <= 8
            && std::none_of(value.begin(), value.end(), [](const Json& item) { return item.is_structured(); }));
    if (!flat)
        return value.is_array() ? "[…]" : "{…}";
    std::string shown = jsonText(value);
    if (shown.size() > kLongest) {
        std::size_t cut = kLongest;
        while (cut > 0 && (static_cast<unsigned char>(shown[cut]) & 0xC0) == 0x80)
            --cut; // not inside a UTF-8 character
        shown = shown.substr(0, cut) + "…";
    }
    return shown;
}

} // namespace quantlens
