// HiSilicon NNIE mapper's per-layer outputs (FORMATS.md §3): mapper_quant/<layer>_output<id>_<C>_<H>_<W>_
// quant.linear.hex, written with [log_level] 3 for the last calibration image. Text, one value per line,
// NCHW order: each line a 32-bit two's-complement integer in hex holding 20.12 fixed point (÷ 4096). The
// entry is named `<layer>_output<id>`: the matcher finds the layer's output by that name. The folder's
// other files (weights, biases, the inputs' .float) are not outputs and are left alone.
#include "tensor/dump_reader.h"
#include "util/format_keys.h"

#include "util/whole_file.h"

#include <charconv>
#include <filesystem>
#include <regex>

namespace quantlens {
namespace {
    constexpr std::uint64_t kMaxHexBytes = 1ull << 30; // ~100 M values: far beyond a layer NNIE runs

    /// "<layer>_output<id>_<C>_<H>_<W>_quant.linear.hex" → its parts; nullopt for any other name.
    struct HexName {
        std::string entry;
        std::vector<std::int64_t> shape;
    };
    std::optional<HexName> parseName(const std::string& file)
    {
        static const std::regex pattern(R"(^(.+)_output(\d+)_(\d+)_(\d+)_(\d+)_quant\.linear\.hex$)");
        std::smatch m;
        if (!std::regex_match(file, m, pattern))
            return std::nullopt;
        HexName n;
        n.entry = m[1].str() + "_output" + m[2].str();
        for (int i = 3; i <= 5; ++i) {
            std::int64_t d = 0;
            const std::string s = m[i].str();
            if (std::from_chars(s.data(), s.data() + s.size(), d).ec != std::errc() || d <= 0 || d > (1 << 24))
                return std::nullopt;
            n.shape.push_back(d);
        }
        n.shape.insert(n.shape.begin(), 1); // one image
        return n;
    }

    class HexFile final : public DumpFile {
    public:
        HexFile(std::string path, DumpFileEntry entry)
            : m_path(std::move(path))
            , m_entries { std::move(entry) }
        { }
        const std::vector<DumpFileEntry>& entries() const override { return m_entries; }
        std::optional<std::string> layout() const override { return std::string("NCHW"); }
        Result<TensorView> tensor(const DumpFileEntry& entry) const override
        {
            using R = Result<TensorView>;
            auto content = readWholeFile(m_path, kMaxHexBytes);
            if (!content)
                return R::failure(content.error());
            std::size_t expected = 1;
            for (auto d : entry.shape)
                expected *= static_cast<std::size_t>(d);
            auto values = std::make_shared<std::vector<float>>();
            values->reserve(expected);
            const std::string& s = content.value();
            std::size_t line = 0;
            for (std::size_t at = 0; at < s.size();) {
                std::size_t end = s.find('\n', at);
                if (end == std::string::npos)
                    end = s.size();
                ++line;
                std::size_t b = at, e = end;
                while (b < e && (s[b] == ' ' || s[b] == '\t'))
                    ++b;
                while (e > b && (s[e - 1] == '\r' || s[e - 1] == ' ' || s[e - 1] == '\t'))
                    --e;
                if (e - b > 2 && s[b] == '0' && (s[b + 1] == 'x' || s[b + 1] == 'X'))
                    b += 2;
                if (b < e) {
                    std::uint32_t raw = 0;
                    const auto r = std::from_chars(s.data() + b, s.data() + e, raw, 16);
                    if (r.ec != std::errc() || r.ptr != s.data() + e)
                        return R::failure(Problem::make(m_path, text("where.line", { std::to_string(line) }),
                            text("nnie_dump.bad_value", { s.substr(b, std::min<std::size_t>(e - b, 20)) })));
                    // 20 integer and 12 fraction bits, two's complement.
                    values->push_back(static_cast<float>(static_cast<std::int32_t>(raw) / 4096.0));
                    if (values->size() > expected)
                        break;
                }
                at = end + 1;
            }
            if (values->size() != expected)
                return R::failure(Problem::make(
                    m_path, {}, text("nnie_dump.count", { std::to_string(values->size()), std::to_string(expected) })));
            TensorView view;
            view.data = reinterpret_cast<const std::byte*>(values->data());
            view.owner = values;
            view.dtype = DType::Float32;
            view.shape = entry.shape;
            view.strides = TensorView::rowMajorStrides(view.shape);
            view.source = m_path;
            return R::success(std::move(view));
        }

    private:
        std::string m_path;
        std::vector<DumpFileEntry> m_entries;
    };

    class NnieHexReader final : public DumpReader {
    public:
        std::string_view id() const override { return format_keys::kNnieMapperDump; }
        Text formatName() const override { return text("reader.nnie_mapper"); }
        std::vector<std::string> filePatterns() const override { return { "*_quant.linear.hex" }; }
        Recognition recognize(std::span<const std::byte>, const std::filesystem::path& path) const override
        {
            return parseName(path.filename().string()) ? Recognition::ByExtension : Recognition::No;
        }
        bool needsSignatureFreeFolder() const override { return true; }
        bool oneTensorPerFile() const override { return true; }
        Result<std::shared_ptr<const DumpFile>> open(const FileHead& head) const override
        {
            using R = Result<std::shared_ptr<const DumpFile>>;
            const auto name = parseName(std::filesystem::path(head.path).filename().string());
            if (!name)
                return R::failure(Problem::make(head.path, {}, text("nnie_dump.bad_name")));
            DumpFileEntry entry;
            entry.name = name->entry;
            entry.shape = name->shape;
            return R::success(std::make_shared<HexFile>(head.path, std::move(entry)));
        }
    };
}

const DumpReader& nnieDumpReader()
{
    static const NnieHexReader reader;
    return reader;
}

} // namespace quantlens
