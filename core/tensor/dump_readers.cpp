// The registry of dump formats: the one list the dump sets, the CLI and the open dialogs read.
#include "tensor/dump_reader.h"

#include <algorithm>

namespace quantlens {

const std::vector<const DumpReader*>& dumpReaders()
{
    // Formats with a signature first; a format recognised by extension only comes last.
    static const std::vector<const DumpReader*> readers { &npyDumpReader(), &npzDumpReader(), &sigmaStarDumpReader(),
        &rawFloatDumpReader(), &nnieDumpReader() };
    return readers;
}

const DumpReader* findDumpReader(std::span<const std::byte> head, const std::filesystem::path& path)
{
    const DumpReader* byExtension = nullptr;
    for (const DumpReader* reader : dumpReaders()) {
        const Recognition seen = reader->recognize(head, path);
        if (seen == Recognition::ByContent)
            return reader;
        if (seen == Recognition::ByExtension && byExtension == nullptr)
            byExtension = reader;
    }
    return byExtension;
}

const DumpReader* findDumpReader(const FileHead& head)
{
    const auto bytes = head.view();
    return findDumpReader(bytes.first(std::min(bytes.size(), kSniffBytes)), head.path);
}

std::string dumpFilePatternList()
{
    std::string list;
    for (const DumpReader* reader : dumpReaders())
        for (const auto& pattern : reader->filePatterns())
            if (list.find(pattern) == std::string::npos)
                list += (list.empty() ? "" : ", ") + pattern;
    return list;
}

namespace {
    /// The tensor, then where in its file the problem lies (the positions a reader reports).
    Text tensorPositionWithin(const std::string& name, const Text& inner)
    {
        const std::string arg = inner.args.empty() ? std::string() : inner.args.front();
        if (inner.empty())
            return text("where.tensor", { name });
        if (inner.code == "where.byte")
            return text("where.tensor_byte", { name, arg });
        if (inner.code == "where.member")
            return text("where.tensor_member", { name, arg });
        if (inner.code == "where.header")
            return text("where.tensor_header", { name });
        // A position kind the readers do not report today: keep it, in English.
        return text("where.tensor_at", { name, inner.english() });
    }
}

Problem entryWarning(const Problem& problem, const std::string& name)
{
    return Problem::make(problem.file, tensorPositionWithin(name, problem.where), problem.what);
}

} // namespace quantlens
