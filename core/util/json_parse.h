#pragma once
#include "util/problem.h"
#include "util/result.h"

#include <nlohmann/json.hpp>

#include <string>

namespace quantlens {

/// Nesting deeper than this is refused while parsing. No file QuantLens reads nests more than a few
/// levels; a deeper value (a hostile or broken file) would overflow the stack when it is destroyed,
/// compared or printed, so it never gets built.
inline constexpr int kMaxJsonDepth = 64;

/// Thrown by depthLimited()'s callback.
struct JsonTooDeep { };

/// A parser callback that throws JsonTooDeep past kMaxJsonDepth, for nlohmann's parse(…, callback).
template <class Json> typename Json::parser_callback_t depthLimited()
{
    return [](int depth, nlohmann::json::parse_event_t, Json&) {
        if (depth > kMaxJsonDepth)
            throw JsonTooDeep {};
        return true;
    };
}

/// Why a JSON text could not be parsed: its syntax (with the byte), a number beyond a double, or
/// nesting deeper than kMaxJsonDepth.
struct JsonParseError {
    Text where; ///< "byte 123" when known
    Text what;
};

/// Parses `text` as strict JSON with the nesting limit. On failure returns false and fills `error`.
template <class Json> bool parseJsonLimited(const std::string& text, Json& out, JsonParseError& error)
{
    try {
        out = Json::parse(text, depthLimited<Json>());
        return true;
    } catch (const JsonTooDeep&) {
        error = { {}, quantlens::text("json.too_deep", { std::to_string(kMaxJsonDepth) }) };
    } catch (const nlohmann::json::parse_error& e) {
        error = { quantlens::text("where.byte", { std::to_string(e.byte) }), quantlens::text("json.syntax") };
    } catch (const nlohmann::json::exception&) { // a number beyond a double: valid JSON, not readable
        error = { {}, quantlens::text("json.syntax") };
    }
    out = Json();
    return false;
}

/// The same as a Result naming `file`.
template <class Json> Result<Json> parseJsonFile(const std::string& text, const std::string& file)
{
    Json doc;
    JsonParseError error;
    if (!parseJsonLimited(text, doc, error))
        return Result<Json>::failure(Problem::make(file, error.where, error.what));
    return Result<Json>::success(std::move(doc));
}

} // namespace quantlens
