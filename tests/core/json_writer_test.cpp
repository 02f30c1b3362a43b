// JsonWriter: the text it writes is nlohmann's dump() of the same document, byte for byte, at every
// indentation (reports written either way must not differ).
#include "util/json_text.h"
#include "util/json_writer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>

using namespace quantlens;
using nlohmann::ordered_json;

namespace {
/// Writes `json` through the writer's calls, value by value (never as one embedded value).
void writeTree(JsonWriter& w, const ordered_json& json)
{
    switch (json.type()) {
    case ordered_json::value_t::object:
        w.beginObject();
        for (const auto& [key, value] : json.items()) {
            w.key(key);
            writeTree(w, value);
        }
        w.endObject();
        return;
    case ordered_json::value_t::array:
        w.beginArray();
        for (const auto& value : json)
            writeTree(w, value);
        w.endArray();
        return;
    case ordered_json::value_t::string: w.value(json.get_ref<const std::string&>()); return;
    case ordered_json::value_t::number_float: w.value(json.get<double>()); return;
    case ordered_json::value_t::number_integer: w.value(json.get<std::int64_t>()); return;
    case ordered_json::value_t::number_unsigned: w.value(json.get<std::uint64_t>()); return;
    case ordered_json::value_t::boolean: w.value(json.get<bool>()); return;
    default: w.null(); return;
    }
}

ordered_json awkwardDocument()
{
    const double inf = std::numeric_limits<double>::infinity();
    ordered_json doc;
    doc["plain"] = "conv2d_185.tmp_0";
    doc["escaped"] = "quote \" backslash \\ tab \t newline \n bell \x07 delete \x7f";
    doc["chinese"] = "量化 run";
    doc["invalid utf-8"] = "relu\xff and cut \xe9\x87";
    doc["key with \"quote\" \xff"] = 1;
    doc["numbers"] = { 0.0, -0.0, 1.0, 0.1, 1e-5, 1e21, 123456789012345678.0, 5e-324,
        std::numeric_limits<double>::max(), 0.9511218671080385, std::nan(""), inf, -inf };
    doc["integers"] = { std::numeric_limits<std::int64_t>::min(), std::int64_t { -1 }, std::int64_t { 0 },
        std::numeric_limits<std::int64_t>::max() };
    doc["unsigned"] = std::numeric_limits<std::uint64_t>::max();
    doc["truths"] = { true, false, nullptr };
    doc["empty object"] = ordered_json::object();
    doc["empty array"] = ordered_json::array();
    doc["nested"] = { { "a", ordered_json::array({ ordered_json::object(), ordered_json::array(), 1 }) },
        { "b", { { "c", { { "d", "deep" } } } } } };
    doc["last"] = nullptr;
    return doc;
}
}

TEST(JsonWriter, WritesWhatNlohmannDumpsAtEveryIndentation)
{
    const ordered_json doc = awkwardDocument();
    for (const int indent : { -1, 0, 2, 4 }) {
        JsonWriter w(indent);
        writeTree(w, doc);
        EXPECT_EQ(w.take(), jsonText(doc, indent)) << "indent " << indent;
    }
}

TEST(JsonWriter, AValueMadeAsATreeIsIndentedForItsPlace)
{
    const ordered_json doc = awkwardDocument();
    for (const int indent : { -1, 2 }) {
        // The same document with its nested parts given whole, two levels down.
        ordered_json outer = { { "list", ordered_json::array({ doc, doc.at("nested"), 3 }) } };
        JsonWriter w(indent);
        w.beginObject();
        w.key("list");
        w.beginArray();
        w.value(doc);
        w.value(doc.at("nested"));
        w.value(3);
        w.endArray();
        w.endObject();
        EXPECT_EQ(w.take(), jsonText(outer, indent)) << "indent " << indent;
    }
}

TEST(JsonWriter, TextWrittenBeforeIsIndentedForItsPlace)
{
    const ordered_json doc = awkwardDocument();
    for (const int indent : { -1, 2 }) {
        JsonWriter inner(indent);
        writeTree(inner, doc);
        JsonWriter w(indent);
        w.beginArray();
        w.beginObject();
        w.key("doc");
        w.valueText(inner.take());
        w.endObject();
        w.endArray();
        EXPECT_EQ(w.take(), jsonText(ordered_json::array({ { { "doc", doc } } }), indent)) << "indent " << indent;
    }
}

TEST(JsonWriter, ScalarsAtTheTopAndAnEmptyWriterAfterTake)
{
    JsonWriter w(2);
    w.value(std::optional<double>());
    EXPECT_EQ(w.take(), "null");
    w.value(std::optional<double>(2.0));
    EXPECT_EQ(w.take(), "2.0");
    w.beginArray();
    w.endArray();
    EXPECT_EQ(w.take(), "[]");
    EXPECT_EQ(w.take(), "");
}
