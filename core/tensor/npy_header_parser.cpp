#include "tensor/npy_header_parser.h"

#include "tensor/npy_header_as_numpy_writes.h"

#include <bit>
#include <limits>
#include <utility>

namespace quantlens {
namespace {
    // numpy's own limit (NPY_MAXDIMS in numpy 2); also bounds the work a crafted header can cause.
    constexpr std::size_t kMaxDims = 64;
    // Nesting only appears in structured dtypes, which are refused anyway; the cap keeps a header of
    // 100000 '(' from exhausting the stack.
    constexpr int kMaxDepth = 32;

    /// The subset of Python literals that .npy headers use (ast.literal_eval in numpy).
    struct PyValue {
        enum class Kind { String, Int, Bool, None, Tuple, List, Dict };
        Kind kind = Kind::None;
        std::string text; // String
        std::int64_t number = 0; // Int
        bool numberTooLarge = false;
        bool flag = false; // Bool
        std::vector<PyValue> items; // Tuple, List; Dict values
        std::vector<std::string> keys; // Dict keys, parallel to items
    };

    class LiteralParser {
    public:
        explicit LiteralParser(std::string_view text)
            : m_text(text)
        { }

        bool parseDocument(PyValue& out)
        {
            if (!parseValue(out, 0))
                return false;
            skipSpace();
            if (m_pos != m_text.size())
                return fail(text("npy.dict.trailing_text"));
            return true;
        }
        /// What went wrong, as a problem without file or position (the caller knows the file).
        const Problem& error() const { return m_error; }

    private:
        // Every npy.dict.* template starts "malformed header dict at header byte %1: "; %1 is filled
        // here with the parse position, the reason's own arguments follow as %2, %3, ...
        bool fail(Text why)
        {
            why.args.insert(why.args.begin(), std::to_string(m_pos));
            m_error = Problem::make("", {}, std::move(why));
            return false;
        }
        void skipSpace()
        {
            while (m_pos < m_text.size()
                && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
                ++m_pos;
        }
        bool atEnd() const { return m_pos >= m_text.size(); }

        bool parseValue(PyValue& out, int depth)
        {
            if (depth > kMaxDepth)
                return fail(text("npy.dict.too_deep"));
            skipSpace();
            if (atEnd())
                return fail(text("npy.dict.unexpected_end"));
            const char c = m_text[m_pos];
            if (c == '\'' || c == '"')
                return parseString(out);
            if (c == '(')
                return parseSequence(out, PyValue::Kind::Tuple, ')', depth);
            if (c == '[')
                return parseSequence(out, PyValue::Kind::List, ']', depth);
            if (c == '{')
                return parseDict(out, depth);
            if (c == '-' || c == '+' || std::isdigit(static_cast<unsigned char>(c)))
                return parseInt(out);
            if (std::isalpha(static_cast<unsigned char>(c)))
                return parseWord(out);
            return fail(text("npy.dict.unexpected_character", { std::string(1, c) }));
        }

        bool parseString(PyValue& out)
        {
            const char quote = m_text[m_pos++];
            out.kind = PyValue::Kind::String;
            while (!atEnd() && m_text[m_pos] != quote) {
                if (m_text[m_pos] == '\n')
                    return fail(text("npy.dict.line_break_in_string"));
                // Type strings never need escapes; keeping the escaped character is enough to stay in sync.
                if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size())
                    ++m_pos;
                out.text += m_text[m_pos++];
            }
            if (atEnd())
                return fail(text("npy.dict.unterminated_string"));
            ++m_pos;
            return true;
        }

        bool parseInt(PyValue& out)
        {
            out.kind = PyValue::Kind::Int;
            bool negative = false;
            if (m_text[m_pos] == '-' || m_text[m_pos] == '+')
                negative = m_text[m_pos++] == '-';
            if (atEnd() || !std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
                return fail(text("npy.dict.expected_digit"));
            std::uint64_t value = 0;
            while (!atEnd() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
                const auto digit = static_cast<std::uint64_t>(m_text[m_pos++] - '0');
                if (value > (static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) - digit) / 10)
                    out.numberTooLarge = true;
                else
                    value = value * 10 + digit;
            }
            // Python 2 era writers put a long suffix on dimensions ("(3L, 4L)").
            if (!atEnd() && (m_text[m_pos] == 'L' || m_text[m_pos] == 'l'))
                ++m_pos;
            if (!atEnd() && (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '.'))
                return fail(text("npy.dict.not_an_integer"));
            out.number = negative ? -static_cast<std::int64_t>(value) : static_cast<std::int64_t>(value);
            return true;
        }

        bool parseWord(PyValue& out)
        {
            const std::size_t begin = m_pos;
            while (!atEnd() && (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
                ++m_pos;
            const std::string_view word = m_text.substr(begin, m_pos - begin);
            if (word == "True" || word == "False") {
                out.kind = PyValue::Kind::Bool;
                out.flag = word == "True";
                return true;
            }
            if (word == "None") {
                out.kind = PyValue::Kind::None;
                return true;
            }
            m_pos = begin;
            return fail(text("npy.dict.unexpected_word", { std::string(word) }));
        }

        // Python semantics: "(5)" is the number 5, "(5,)" a one-element tuple.
        bool parseSequence(PyValue& out, PyValue::Kind kind, char close, int depth)
        {
            ++m_pos;
            out.kind = kind;
            bool sawComma = false;
            while (true) {
                skipSpace();
                if (atEnd())
                    return fail(text("npy.dict.missing_close", { std::string(1, close) }));
                if (m_text[m_pos] == close) {
                    ++m_pos;
                    break;
                }
                PyValue item;
                if (!parseValue(item, depth + 1))
                    return false;
                out.items.push_back(std::move(item));
                skipSpace();
                if (!atEnd() && m_text[m_pos] == ',') {
                    ++m_pos;
                    sawComma = true;
                } else if (atEnd() || m_text[m_pos] != close) {
                    return fail(text("npy.dict.expected_comma", { std::string(1, close) }));
                }
            }
            if (kind == PyValue::Kind::Tuple && out.items.size() == 1 && !sawComma) {
                PyValue inner = std::move(out.items.front());
                out = std::move(inner);
            }
            return true;
        }

        bool parseDict(PyValue& out, int depth)
        {
            ++m_pos;
            out.kind = PyValue::Kind::Dict;
            while (true) {
                skipSpace();
                if (atEnd())
                    return fail(text("npy.dict.missing_close", { "}" }));
                if (m_text[m_pos] == '}') {
                    ++m_pos;
                    return true;
                }
                PyValue key;
                const std::size_t keyPos = m_pos;
                if (!parseValue(key, depth + 1))
                    return false;
                if (key.kind != PyValue::Kind::String) {
                    m_pos = keyPos;
                    return fail(text("npy.dict.key_not_string"));
                }
                for (const auto& existing : out.keys)
                    if (existing == key.text) {
                        m_pos = keyPos;
                        return fail(text("npy.dict.duplicate_key", { key.text }));
                    }
                skipSpace();
                if (atEnd() || m_text[m_pos] != ':')
                    return fail(text("npy.dict.expected_colon", { key.text }));
                ++m_pos;
                PyValue value;
                if (!parseValue(value, depth + 1))
                    return false;
                out.keys.push_back(key.text);
                out.items.push_back(std::move(value));
                skipSpace();
                if (!atEnd() && m_text[m_pos] == ',')
                    ++m_pos;
                else if (atEnd() || m_text[m_pos] != '}')
                    return fail(text("npy.dict.expected_comma", { "}" }));
            }
        }

        std::string_view m_text;
        std::size_t m_pos = 0;
        Problem m_error;
    };

    struct TypeCode {
        char kind;
        std::string_view size;
        DType type;
    };
    constexpr TypeCode kTypeCodes[] = {
        { 'f', "2", DType::Float16 },
        { 'f', "4", DType::Float32 },
        { 'f', "8", DType::Float64 },
        { 'i', "1", DType::Int8 },
        { 'i', "2", DType::Int16 },
        { 'i', "4", DType::Int32 },
        { 'i', "8", DType::Int64 },
        { 'u', "1", DType::UInt8 },
        { 'u', "2", DType::UInt16 },
        { 'u', "4", DType::UInt32 },
        { 'u', "8", DType::UInt64 },
        { 'b', "1", DType::Bool },
        { '?', "", DType::Bool },
        { '?', "1", DType::Bool },
    };

    const PyValue* findKey(const PyValue& dict, std::string_view key)
    {
        for (std::size_t i = 0; i < dict.keys.size(); ++i)
            if (dict.keys[i] == key)
                return &dict.items[i];
        return nullptr;
    }
}

Result<NpyHeaderFields> parseNpyHeaderDict(std::string_view dict)
{
    using R = Result<NpyHeaderFields>;
    if (auto fields = parseAsNumpyWrites(dict, kMaxDims))
        return R::success(std::move(*fields));
    PyValue root;
    LiteralParser parser(dict);
    if (!parser.parseDocument(root))
        return R::failure(parser.error());
    if (root.kind != PyValue::Kind::Dict)
        return R::failure(Problem::make("", {}, text("npy.not_a_dict")));

    NpyHeaderFields fields;
    for (const char* key : { "descr", "fortran_order", "shape" })
        if (findKey(root, key) == nullptr)
            return R::failure(Problem::make("", {}, text("npy.missing_key", { key })));

    // numpy writes structured dtypes as a list of fields and sub-arrays as a tuple.
    const PyValue& descr = *findKey(root, "descr");
    if (descr.kind == PyValue::Kind::List)
        return R::failure(Problem::make("", {}, text("npy.structured_dtype")));
    if (descr.kind == PyValue::Kind::Tuple)
        return R::failure(Problem::make("", {}, text("npy.subarray_dtype")));
    if (descr.kind != PyValue::Kind::String)
        return R::failure(Problem::make("", {}, text("npy.descr_not_string")));
    fields.descr = descr.text;

    const PyValue& fortran = *findKey(root, "fortran_order");
    if (fortran.kind != PyValue::Kind::Bool)
        return R::failure(Problem::make("", {}, text("npy.fortran_order_not_bool")));
    fields.fortranOrder = fortran.flag;

    const PyValue& shape = *findKey(root, "shape");
    if (shape.kind != PyValue::Kind::Tuple)
        return R::failure(Problem::make("", {}, text("npy.shape_not_tuple")));
    if (shape.items.size() > kMaxDims)
        return R::failure(Problem::make(
            "", {}, text("npy.too_many_dimensions", { std::to_string(shape.items.size()), std::to_string(kMaxDims) })));
    for (const auto& dim : shape.items) {
        if (dim.kind != PyValue::Kind::Int)
            return R::failure(Problem::make("", {}, text("npy.shape_not_tuple")));
        if (dim.numberTooLarge)
            return R::failure(Problem::make("", {}, text("npy.dimension_too_large")));
        if (dim.number < 0)
            return R::failure(Problem::make("", {}, text("npy.negative_dimension", { std::to_string(dim.number) })));
        fields.shape.push_back(dim.number);
    }
    return R::success(std::move(fields));
}

Result<NpyDescr> parseNpyDescr(std::string_view descr)
{
    using R = Result<NpyDescr>;
    const std::string typeString(descr);
    std::string_view rest = descr;
    char order = '=';
    if (!rest.empty() && (rest[0] == '<' || rest[0] == '>' || rest[0] == '=' || rest[0] == '|')) {
        order = rest[0];
        rest.remove_prefix(1);
    }
    if (rest.empty())
        return R::failure(Problem::make("", {}, text("npy.empty_dtype", { typeString })));
    const char kind = rest[0];
    const std::string_view sizeText = rest.substr(1);
    switch (kind) {
    case 'O': return R::failure(Problem::make("", {}, text("npy.object_dtype", { typeString })));
    case 'c': return R::failure(Problem::make("", {}, text("npy.complex_dtype", { typeString })));
    case 'S':
    case 'a':
    case 'U': return R::failure(Problem::make("", {}, text("npy.string_dtype", { typeString })));
    case 'M':
    case 'm': return R::failure(Problem::make("", {}, text("npy.datetime_dtype", { typeString })));
    case 'V': return R::failure(Problem::make("", {}, text("npy.void_dtype", { typeString })));
    default: break;
    }

    std::optional<DType> type;
    for (const auto& code : kTypeCodes)
        if (code.kind == kind && code.size == sizeText)
            type = code.type;
    if (!type)
        return R::failure(Problem::make("", {}, text("npy.unsupported_dtype", { typeString })));
    NpyDescr out;
    out.dtype = *type;
    const bool littleMachine = std::endian::native == std::endian::little;
    if (dtypeSize(out.dtype) > 1)
        out.byteSwapped = (order == '>' && littleMachine) || (order == '<' && !littleMachine);
    return R::success(out);
}

std::optional<std::uint64_t> npyElementCount(const std::vector<std::int64_t>& shape, std::size_t itemSize)
{
    constexpr auto kLimit = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    std::uint64_t count = 1;
    // Zero-size dims are skipped here so the check also protects stride arithmetic on the other axes.
    std::uint64_t nonZeroProduct = 1;
    for (auto dim : shape) {
        if (dim < 0)
            return std::nullopt;
        if (dim == 0) {
            count = 0;
            continue;
        }
        const auto d = static_cast<std::uint64_t>(dim);
        if (nonZeroProduct > kLimit / d)
            return std::nullopt;
        nonZeroProduct *= d;
    }
    if (itemSize > 0 && nonZeroProduct > kLimit / itemSize)
        return std::nullopt;
    return count == 0 ? 0 : nonZeroProduct;
}

std::string formatNpyShape(const std::vector<std::int64_t>& shape)
{
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i > 0 ? ", " : "") + std::to_string(shape[i]);
    return text + (shape.size() == 1 ? ",)" : ")");
}

} // namespace quantlens
