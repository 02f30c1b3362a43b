#pragma once
#include <nlohmann/json.hpp>

#include <string>

namespace quantlens {

/// A JSON value as text for a file or a message. Tensor names come from file names, archive members
/// and models, which are bytes rather than UTF-8: an invalid sequence is written as U+FFFD instead of
/// throwing (nlohmann's default), so no name can make a report, plan or workspace unwritable.
template <class Json> std::string jsonText(const Json& value, int indent = -1)
{
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace quantlens
