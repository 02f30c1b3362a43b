#include "model/onnx_payload_strip.h"

#include <google/protobuf/io/coded_stream.h>
#include <onnx/onnx_pb.h>

#include <climits>
#include <string_view>

namespace quantlens {
namespace {
    // Field numbers and enum values of onnx.proto, as its generated code names them.
    constexpr std::uint32_t kModelGraph = onnx::ModelProto::kGraphFieldNumber;
    constexpr std::uint32_t kGraphNode = onnx::GraphProto::kNodeFieldNumber;
    constexpr std::uint32_t kGraphInitializer = onnx::GraphProto::kInitializerFieldNumber;
    constexpr std::uint32_t kNodeOpType = onnx::NodeProto::kOpTypeFieldNumber;
    constexpr std::uint32_t kNodeAttribute = onnx::NodeProto::kAttributeFieldNumber;
    constexpr std::uint32_t kNodeDomain = onnx::NodeProto::kDomainFieldNumber;
    constexpr std::uint32_t kAttributeTensor = onnx::AttributeProto::kTFieldNumber;
    constexpr std::uint32_t kTensorDataType = onnx::TensorProto::kDataTypeFieldNumber;
    constexpr std::uint32_t kTensorRawData = onnx::TensorProto::kRawDataFieldNumber;
    constexpr std::uint32_t kTensorDataLocation = onnx::TensorProto::kDataLocationFieldNumber;
    constexpr std::uint64_t kTypeInt32 = onnx::TensorProto::INT32;
    constexpr std::uint64_t kTypeInt64 = onnx::TensorProto::INT64;
    constexpr std::uint64_t kLocationExternal = onnx::TensorProto::EXTERNAL;

    enum WireType : std::uint32_t { Varint = 0, Fixed64 = 1, Bytes = 2, Fixed32 = 5 };

    /// One field of a message: its whole encoding [begin, end), and its value (a varint) or content.
    struct Field {
        std::uint32_t number = 0;
        std::uint32_t wireType = 0;
        const std::uint8_t* begin = nullptr;
        const std::uint8_t* end = nullptr;
        std::uint64_t varint = 0;
        std::string_view content; ///< of a length-delimited field
    };

    /// Walks the fields of one message with protobuf's own decoder. Groups (wire types 3 and 4, unused
    /// by ONNX) count as malformed. Messages are views into a model of at most INT_MAX bytes.
    class FieldReader {
    public:
        explicit FieldReader(std::string_view message)
            : m_start(reinterpret_cast<const std::uint8_t*>(message.data()))
            , m_size(static_cast<int>(message.size()))
            , m_in(m_start, m_size)
        {
            m_in.SetTotalBytesLimit(INT_MAX);
        }
        bool malformed() const { return m_malformed; }

        /// The next field; false at the end of the message or when it is malformed.
        bool next(Field& field)
        {
            if (m_malformed || m_in.CurrentPosition() == m_size)
                return false;
            field.begin = m_start + m_in.CurrentPosition();
            const std::uint32_t tag = m_in.ReadTag();
            if ((tag >> 3) == 0)
                return fail();
            field.number = tag >> 3;
            field.wireType = tag & 7;
            switch (field.wireType) {
            case Varint:
                if (!m_in.ReadVarint64(&field.varint))
                    return fail();
                break;
            case Fixed64:
                if (!m_in.Skip(8))
                    return fail();
                break;
            case Fixed32:
                if (!m_in.Skip(4))
                    return fail();
                break;
            case Bytes: {
                std::uint64_t length = 0;
                if (!m_in.ReadVarint64(&length) || length > static_cast<std::uint64_t>(m_size - m_in.CurrentPosition()))
                    return fail();
                field.content = std::string_view(
                    reinterpret_cast<const char*>(m_start + m_in.CurrentPosition()), static_cast<std::size_t>(length));
                m_in.Skip(static_cast<int>(length));
                break;
            }
            default: return fail();
            }
            field.end = m_start + m_in.CurrentPosition();
            return true;
        }

    private:
        bool fail()
        {
            m_malformed = true;
            return false;
        }
        const std::uint8_t* m_start;
        int m_size;
        google::protobuf::io::CodedInputStream m_in;
        bool m_malformed = false;
    };

    void appendVarint(std::string& out, std::uint64_t value)
    {
        std::uint8_t encoded[10]; // the longest varint of 64 bits
        const std::uint8_t* end = google::protobuf::io::CodedOutputStream::WriteVarint64ToArray(value, encoded);
        out.append(reinterpret_cast<const char*>(encoded), static_cast<std::size_t>(end - encoded));
    }

    void appendVerbatim(std::string& out, const Field& field)
    {
        out.append(reinterpret_cast<const char*>(field.begin), static_cast<std::size_t>(field.end - field.begin));
    }

    void appendMessage(std::string& out, std::uint32_t number, const std::string& content)
    {
        appendVarint(out, (static_cast<std::uint64_t>(number) << 3) | Bytes);
        appendVarint(out, content.size());
        out += content;
    }

    struct Stripper {
        const std::uint8_t* fileStart;
        std::size_t minBytes;
        bool malformed = false;

        std::uint64_t offsetOf(std::string_view content) const
        {
            return static_cast<std::uint64_t>(reinterpret_cast<const std::uint8_t*>(content.data()) - fileStart);
        }

        /// The tensor without its raw_data, and where that lies; nullopt to keep the tensor as it is.
        std::optional<std::pair<std::string, PayloadRange>> tensor(std::string_view message)
        {
            FieldReader reader(message);
            Field field;
            std::uint64_t dataType = 0;
            bool external = false;
            int rawFields = 0;
            std::string_view raw;
            while (reader.next(field)) {
                if (field.number == kTensorDataType && field.wireType == Varint)
                    dataType = field.varint;
                else if (field.number == kTensorDataLocation && field.wireType == Varint)
                    external = field.varint == kLocationExternal;
                else if (field.number == kTensorRawData && field.wireType == Bytes)
                    ++rawFields, raw = field.content;
            }
            if (reader.malformed()) {
                malformed = true;
                return std::nullopt;
            }
            // One raw_data only: protobuf keeps the last of several, and a stripped tensor must say the same.
            if (rawFields != 1 || raw.size() < minBytes || external || dataType == 0 || dataType == kTypeInt32
                || dataType == kTypeInt64)
                return std::nullopt;
            std::string out;
            FieldReader again(message);
            while (again.next(field))
                if (field.number != kTensorRawData)
                    appendVerbatim(out, field);
            return std::make_pair(std::move(out), PayloadRange { offsetOf(raw), raw.size() });
        }

        /// A Constant node's value attribute without its payload; nullopt to keep it as it is.
        std::optional<std::pair<std::string, PayloadRange>> attribute(std::string_view message)
        {
            FieldReader reader(message);
            Field field;
            int tensors = 0;
            std::string_view value;
            while (reader.next(field))
                if (field.number == kAttributeTensor && field.wireType == Bytes)
                    ++tensors, value = field.content;
            if (reader.malformed()) {
                malformed = true;
                return std::nullopt;
            }
            if (tensors != 1) // several are merged by protobuf: left to it
                return std::nullopt;
            auto stripped = tensor(value);
            if (!stripped)
                return std::nullopt;
            std::string out;
            FieldReader again(message);
            while (again.next(field)) {
                if (field.number == kAttributeTensor && field.wireType == Bytes)
                    appendMessage(out, kAttributeTensor, stripped->first);
                else
                    appendVerbatim(out, field);
            }
            return std::make_pair(std::move(out), stripped->second);
        }

        /// The node with its Constant value stripped; nullopt to keep it as it is.
        std::optional<std::string> node(std::string_view message, int nodeIndex, StrippedModel& model)
        {
            FieldReader reader(message);
            Field field;
            std::string_view opType, domain;
            while (reader.next(field)) {
                if (field.number == kNodeOpType && field.wireType == Bytes)
                    opType = field.content;
                else if (field.number == kNodeDomain && field.wireType == Bytes)
                    domain = field.content;
            }
            if (reader.malformed()) {
                malformed = true;
                return std::nullopt;
            }
            if (opType != "Constant" || !(domain.empty() || domain == "ai.onnx"))
                return std::nullopt;
            std::string out;
            bool changed = false;
            int attributeIndex = 0;
            FieldReader again(message);
            while (again.next(field)) {
                if (field.number != kNodeAttribute || field.wireType != Bytes) {
                    appendVerbatim(out, field);
                    continue;
                }
                if (auto stripped = attribute(field.content)) {
                    appendMessage(out, kNodeAttribute, stripped->first);
                    model.constants.push_back({ nodeIndex, attributeIndex, stripped->second });
                    changed = true;
                } else {
                    appendVerbatim(out, field);
                }
                ++attributeIndex;
            }
            return changed ? std::optional<std::string>(std::move(out)) : std::nullopt;
        }

        std::string graph(std::string_view message, StrippedModel& model)
        {
            std::string out;
            FieldReader reader(message);
            Field field;
            int nodeIndex = 0;
            int initializerIndex = 0;
            while (reader.next(field)) {
                if (field.number == kGraphInitializer && field.wireType == Bytes) {
                    if (auto stripped = tensor(field.content)) {
                        appendMessage(out, kGraphInitializer, stripped->first);
                        model.initializers.emplace_back(initializerIndex, stripped->second);
                    } else {
                        appendVerbatim(out, field);
                    }
                    ++initializerIndex;
                } else if (field.number == kGraphNode && field.wireType == Bytes) {
                    if (auto stripped = node(field.content, nodeIndex, model))
                        appendMessage(out, kGraphNode, *stripped);
                    else
                        appendVerbatim(out, field);
                    ++nodeIndex;
                } else {
                    appendVerbatim(out, field);
                }
            }
            malformed = malformed || reader.malformed();
            return out;
        }
    };
}

std::optional<StrippedModel> stripLargePayloads(const std::byte* data, std::size_t size, std::size_t minBytes)
{
    if (size > static_cast<std::size_t>(INT_MAX)) // past what protobuf reads in one message
        return std::nullopt;
    const auto* start = reinterpret_cast<const std::uint8_t*>(data);
    Stripper stripper { start, minBytes };
    StrippedModel model;
    FieldReader reader(std::string_view(reinterpret_cast<const char*>(data), size));
    Field field;
    int graphs = 0;
    while (reader.next(field)) {
        if (field.number == kModelGraph && field.wireType == Bytes) {
            if (++graphs > 1) // protobuf merges repeated graphs: left to it
                return std::nullopt;
            appendMessage(model.bytes, kModelGraph, stripper.graph(field.content, model));
        } else {
            appendVerbatim(model.bytes, field);
        }
    }
    if (reader.malformed() || stripper.malformed || (model.initializers.empty() && model.constants.empty()))
        return std::nullopt;
    return model;
}

} // namespace quantlens
