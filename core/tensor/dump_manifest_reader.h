#pragma once
// The events of a manifest's JSON (nlohmann's SAX interface) made into its entries as they come: the
// "tensors" items are read field by field, never built as JSON objects, and everything else is built
// as JSON for the checks of the format, version and layout. Reading rec's manifest (405 items) took
// 1.3 ms through the parser's callback, which builds every item before it can be dropped.
#include "tensor/dump_manifest.h"
#include "util/problem.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

class DumpManifestReader {
public:
    using Json = nlohmann::json;
    explicit DumpManifestReader(const std::string& manifestPath)
        : m_path(manifestPath)
    { }

    /// The document without the "tensors" items (their array is left empty).
    Json& root() { return m_root; }
    /// The items read, in order, until the first one that is wrong.
    std::vector<DumpManifestEntry>& entries() { return m_entries; }
    /// The first wrong item (not an object, a missing or wrong field, a name given twice).
    std::optional<Problem>& firstError() { return m_firstError; }
    bool tooDeep() const { return m_tooDeep; } ///< nesting past kMaxJsonDepth: reading stopped
    bool tooManyTensors() const { return m_tooMany; } ///< past kMaxManifestTensors: reading stopped
    /// The parser's error (a syntax error, or a number beyond a double), when it stopped for one.
    const std::optional<Problem>& syntaxError() const { return m_syntaxError; }

    // nlohmann::json::sax_parse's interface.
    bool null() { return scalar(Json()); }
    bool boolean(bool value) { return scalar(Json(value)); }
    bool number_integer(Json::number_integer_t value) { return scalar(Json(value)); }
    bool number_unsigned(Json::number_unsigned_t value) { return scalar(Json(value)); }
    bool number_float(Json::number_float_t value, const std::string&) { return scalar(Json(value)); }
    bool string(std::string& value);
    bool binary(Json::binary_t&) { return scalar(Json()); } // never in a JSON text
    bool start_object(std::size_t) { return open(true); }
    bool start_array(std::size_t) { return open(false); }
    bool key(std::string& name);
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t position, const std::string& token, const nlohmann::detail::exception& error);

private:
    enum class Seen { Absent, Null, Value, Wrong };
    struct StringField {
        Seen seen = Seen::Absent;
        std::string value;
    };
    enum class Field { Name, File, Member, DType, OpType, OpName, Order, Shape, Other };
    /// One item of "tensors" as its events come.
    struct Item {
        bool isObject = false;
        StringField name, file, member, dtype, opType, opName;
        Seen order = Seen::Absent;
        long long orderValue = -1;
        Seen shape = Seen::Absent;
        std::vector<std::int64_t> dims;
    };

    bool scalar(Json value);
    bool open(bool object);
    bool close();
    /// Depth as the parser's callback numbered it: false (and reading stops) past kMaxJsonDepth.
    bool depthAllowed(std::size_t depth);
    bool inTensors() const { return m_tensors != nullptr && m_stack.size() == 2 && m_stack.back() == m_tensors; }
    void itemScalar(const Json& value);
    StringField* stringField();
    Json* place(Json value);
    bool finishItem();
    std::optional<Problem> checkItem(std::size_t index, DumpManifestEntry& entry) const;

    const std::string& m_path;
    Json m_root;
    std::vector<Json*> m_stack; ///< the open containers of the document (items are not in it)
    Json* m_member = nullptr; ///< where an object's value goes, after its key
    Json* m_tensors = nullptr; ///< the "tensors" array while it is open
    std::string m_topKey; ///< the key of the document's value being read
    // The item being read: how deep in it (0: none), and the field of its value at depth 1.
    std::size_t m_itemDepth = 0;
    Field m_field = Field::Other;
    Item m_item;
    std::size_t m_count = 0;
    std::vector<DumpManifestEntry> m_entries;
    std::unordered_map<std::string, std::size_t> m_seen; ///< name → item index, for duplicates
    std::optional<Problem> m_firstError;
    std::optional<Problem> m_syntaxError;
    bool m_tooDeep = false;
    bool m_tooMany = false;
};

} // namespace quantlens
