#include "tensor/dump_manifest_reader.h"

#include "util/json_parse.h"

#include <limits>
#include <string_view>

namespace quantlens {
namespace {
    std::string entryNumber(std::size_t index) { return std::to_string(index + 1); }

    // Lexical check only: the manifest must not reach outside its directory by itself; a symlink
    // placed there by the user is the user's choice. On the string, as std::filesystem::path splits
    // it on this system: not empty, not from the root, no ".." between slashes.
    bool staysInside(std::string_view file)
    {
        if (file.empty() || file.front() == '/')
            return false;
        for (std::size_t start = 0; start <= file.size();) {
            const std::size_t end = std::min(file.find('/', start), file.size());
            if (file.substr(start, end - start) == "..")
                return false;
            start = end + 1;
        }
        return true;
    }

    /// An integer as JSON holds it (unsigned when not negative), if `value` is one in [low, high].
    std::optional<long long> integerIn(const nlohmann::json& value, long long low, long long high)
    {
        if (value.is_number_unsigned()) {
            const auto v = value.get<std::uint64_t>();
            if (v <= static_cast<std::uint64_t>(high) && (low <= 0 || v >= static_cast<std::uint64_t>(low)))
                return static_cast<long long>(v);
        } else if (value.is_number_integer()) {
            const auto v = value.get<long long>();
            if (v >= low && v <= high)
                return v;
        }
        return std::nullopt;
    }
}

bool DumpManifestReader::depthAllowed(std::size_t depth)
{
    if (depth > static_cast<std::size_t>(kMaxJsonDepth))
        m_tooDeep = true;
    return !m_tooDeep;
}

nlohmann::json* DumpManifestReader::place(Json value)
{
    if (m_stack.empty()) {
        m_root = std::move(value);
        return &m_root;
    }
    Json& parent = *m_stack.back();
    if (parent.is_array()) { // no sibling is added while this value is open: the pointer stays valid
        parent.push_back(std::move(value));
        return &parent.back();
    }
    *m_member = std::move(value);
    return m_member;
}

bool DumpManifestReader::open(bool object)
{
    if (!depthAllowed(m_stack.size() + m_itemDepth))
        return false;
    if (m_itemDepth > 0) {
        if (m_itemDepth == 1 && m_item.isObject) { // a field's value is an array or an object
            if (m_field == Field::Shape && !object) {
                m_item.shape = Seen::Value;
                m_item.dims.clear();
            } else if (StringField* field = stringField()) {
                field->seen = Seen::Wrong;
            } else if (m_field == Field::Order) {
                m_item.order = Seen::Wrong;
            } else if (m_field == Field::Shape) {
                m_item.shape = Seen::Wrong;
            }
        } else if (m_itemDepth == 2 && m_field == Field::Shape && m_item.shape == Seen::Value) {
            m_item.shape = Seen::Wrong; // a dimension that is no number
        }
        ++m_itemDepth;
        return true;
    }
    if (inTensors()) { // an item begins
        m_item = Item {};
        m_item.isObject = object;
        m_field = Field::Other;
        m_itemDepth = 1;
        return true;
    }
    Json* made = place(object ? Json::object() : Json::array());
    m_stack.push_back(made);
    if (!object && m_stack.size() == 2 && m_topKey == "tensors")
        m_tensors = made;
    return true;
}

bool DumpManifestReader::close()
{
    if (!depthAllowed(m_stack.size() + m_itemDepth - 1))
        return false;
    if (m_itemDepth > 0)
        return --m_itemDepth > 0 || finishItem();
    if (m_stack.back() == m_tensors)
        m_tensors = nullptr;
    m_stack.pop_back();
    return true;
}

bool DumpManifestReader::key(std::string& name)
{
    if (!depthAllowed(m_stack.size() + m_itemDepth))
        return false;
    if (m_itemDepth > 0) {
        if (m_itemDepth == 1) { // a field of the item: a name given twice keeps its last value, as JSON does
            static const std::unordered_map<std::string, Field> kFields { { "name", Field::Name },
                { "file", Field::File }, { "member", Field::Member }, { "dtype", Field::DType },
                { "op_type", Field::OpType }, { "op_name", Field::OpName }, { "order", Field::Order },
                { "shape", Field::Shape } };
            const auto it = kFields.find(name);
            m_field = it == kFields.end() ? Field::Other : it->second;
            if (StringField* field = stringField())
                *field = {};
            else if (m_field == Field::Order)
                m_item.order = Seen::Absent;
            else if (m_field == Field::Shape)
                m_item.shape = Seen::Absent;
        }
        return true;
    }
    if (m_stack.size() == 1) {
        m_topKey = name;
        if (name == "tensors") { // a key given twice: JSON keeps the last one, so do we
            m_entries.clear();
            m_seen.clear();
            m_firstError.reset();
            m_count = 0;
        }
    }
    m_member = &(*m_stack.back())[name];
    return true;
}

bool DumpManifestReader::string(std::string& value)
{
    if (m_itemDepth == 1 && m_item.isObject) {
        if (!depthAllowed(m_stack.size() + m_itemDepth))
            return false;
        if (StringField* field = stringField()) { // the usual case: no JSON value is made
            field->seen = Seen::Value;
            field->value = std::move(value);
            return true;
        }
    }
    return scalar(Json(std::move(value)));
}

bool DumpManifestReader::scalar(Json value)
{
    if (!depthAllowed(m_stack.size() + m_itemDepth))
        return false;
    if (m_itemDepth > 0) {
        itemScalar(value);
        return true;
    }
    if (inTensors()) { // an item that is no object
        m_item = Item {};
        return finishItem();
    }
    place(std::move(value));
    return true;
}

DumpManifestReader::StringField* DumpManifestReader::stringField()
{
    switch (m_field) {
    case Field::Name: return &m_item.name;
    case Field::File: return &m_item.file;
    case Field::Member: return &m_item.member;
    case Field::DType: return &m_item.dtype;
    case Field::OpType: return &m_item.opType;
    case Field::OpName: return &m_item.opName;
    default: return nullptr;
    }
}

void DumpManifestReader::itemScalar(const Json& value)
{
    if (m_itemDepth == 2 && m_field == Field::Shape && m_item.shape == Seen::Value) {
        if (const auto dim = integerIn(value, 0, std::numeric_limits<std::int64_t>::max()))
            m_item.dims.push_back(*dim);
        else
            m_item.shape = Seen::Wrong;
        return;
    }
    if (m_itemDepth != 1 || !m_item.isObject)
        return; // inside a value no field reads
    const Seen seen = value.is_null() ? Seen::Null : Seen::Wrong;
    if (StringField* field = stringField()) {
        field->seen = value.is_string() ? Seen::Value : seen;
        if (value.is_string())
            field->value = value.get<std::string>();
    } else if (m_field == Field::Order) {
        const auto order = integerIn(value, -1, std::numeric_limits<int>::max());
        m_item.order = order ? Seen::Value : seen;
        m_item.orderValue = order.value_or(-1);
    } else if (m_field == Field::Shape) {
        m_item.shape = seen; // a number or a string where the dimensions go
    }
}

std::optional<Problem> DumpManifestReader::checkItem(std::size_t index, DumpManifestEntry& entry) const
{
    // Where, made only for a problem: a message per item was most of reading a valid manifest.
    auto position = [&] { return text("where.tensor_number", { entryNumber(index) }); };
    if (!m_item.isObject)
        return Problem::make(m_path, position(), text("manifest.item_not_object"));
    const auto given = [](const StringField& f) { return f.seen == Seen::Value ? f.value : std::string(); };
    if (m_item.name.seen == Seen::Wrong || given(m_item.name).empty())
        return Problem::make(m_path, position(), text("manifest.missing_name"));
    entry.name = m_item.name.value;
    auto named = [&] { return text("where.tensor", { entry.name }); };
    if (m_item.file.seen == Seen::Wrong || given(m_item.file).empty())
        return Problem::make(m_path, named(), text("manifest.missing_file"));
    entry.file = m_item.file.value;
    if (!staysInside(entry.file))
        return Problem::make(m_path, named(), text("manifest.file_outside", { entry.file }));
    for (const StringField* field : { &m_item.member, &m_item.dtype, &m_item.opType, &m_item.opName })
        if (field->seen == Seen::Wrong)
            return Problem::make(m_path, named(), text("manifest.fields_not_strings"));
    entry.member = given(m_item.member);
    entry.dtype = given(m_item.dtype);
    entry.opType = given(m_item.opType);
    entry.opName = given(m_item.opName);
    if (entry.member.ends_with(".npy"))
        entry.member.resize(entry.member.size() - 4);
    if (m_item.order == Seen::Wrong)
        return Problem::make(m_path, named(), text("manifest.bad_order"));
    if (m_item.order == Seen::Value)
        entry.order = static_cast<int>(m_item.orderValue);
    if (m_item.shape == Seen::Wrong)
        return Problem::make(m_path, named(), text("manifest.bad_shape"));
    if (m_item.shape == Seen::Value)
        entry.shape = m_item.dims;
    return std::nullopt;
}

bool DumpManifestReader::finishItem()
{
    const std::size_t index = m_count++;
    if (m_count > kMaxManifestTensors) {
        m_tooMany = true;
        return false;
    }
    if (m_firstError)
        return true; // counted, not read
    DumpManifestEntry entry;
    if (auto problem = checkItem(index, entry)) {
        m_firstError = std::move(problem);
        return true;
    }
    if (const auto it = m_seen.find(entry.name); it != m_seen.end()) {
        m_firstError = Problem::make(m_path, text("where.tensor", { entry.name }),
            text("manifest.duplicate_name", { entryNumber(it->second), entryNumber(index) }));
        return true;
    }
    m_seen.emplace(entry.name, index);
    m_entries.push_back(std::move(entry));
    return true;
}

bool DumpManifestReader::parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& error)
{
    // A syntax error says where; a number beyond a double is valid JSON this program cannot read.
    if (const auto* syntax = dynamic_cast<const Json::parse_error*>(&error))
        m_syntaxError = Problem::make(
            m_path, text("where.byte", { std::to_string(syntax->byte) }), text("manifest.not_json", { error.what() }));
    else
        m_syntaxError = Problem::make(m_path, {}, text("manifest.cannot_read", { error.what() }));
    return false;
}

} // namespace quantlens
