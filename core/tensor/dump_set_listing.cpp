// Opening a dump set: listing a folder (or a manifest, or one file) and opening each file once.
#include "tensor/dump_set.h"

#include "tensor/shape_text.h"

#include "tensor/dump_manifest.h"
#include "tensor/file_head.h"
#include "tensor/file_head_batch.h"
#include "tensor/folder_listing.h"
#include "util/huge_pages.h"
#include "util/warning_list.h"

#include <algorithm>
#include <cerrno>
#include <exception>
#include <filesystem>
#include <optional>
#include <unordered_map>

namespace quantlens {
namespace fs = std::filesystem;

namespace {
    constexpr const char* kManifestName = "manifest.json";
    // Small dump files held whole after listing, per set: 40,000 tensors of a few hundred bytes fit,
    // a hostile folder of a million cannot make the set grow without bound.
    constexpr std::uint64_t kKeptBytesBudget = 64u << 20;

    Text tensorPosition(const std::string& name) { return text("where.tensor", { name }); }

    std::string absolutePath(const fs::path& path)
    {
        std::error_code ec;
        const fs::path absolute = fs::absolute(path, ec);
        return (ec ? path : absolute).lexically_normal().string();
    }

    /// A file of the folder itself ("conv.npy"), not one in a subfolder or above it: its whole path is
    /// the folder's and the name, and it opens by name in the folder held open.
    bool isPlainFileName(const std::string& file)
    {
        return !file.empty() && file != "." && file != ".." && file.find('/') == std::string::npos;
    }
}

struct DumpSet::Loader {
    Loader(DumpSet& target, Files files)
        : set(target)
        , keepFiles(files == Files::KeepForFirstRead)
    { }

    DumpSet& set;
    const bool keepFiles; ///< readers may keep listed files open for their first read
    WarningList warnings; // a manifest may name thousands of missing files: counted, not all listed
    std::map<std::string, Problem> failedFiles;

    /// Files named by path (a manifest may name one archive for each of its members), opened once.
    std::unordered_map<std::string, std::shared_ptr<const DumpFile>> openedByPath;
    std::map<std::string, std::map<std::string, std::size_t>> memberIndexes; ///< per file, for manifests
    KeptBytes keptBytes { kKeptBytesBudget }; ///< small files held in memory (see file())

    /// The file opened by its reader (found by content unless given), once per file however many
    /// entries name it. `head` is the file's first bytes when the caller has read them already;
    /// `folder`, when given, is the open folder the file lies in (opened there by its name).
    Result<std::shared_ptr<const DumpFile>> file(const std::string& path, const DumpReader* reader = nullptr,
        std::optional<Result<FileHead>> head = std::nullopt, const OpenDirectory* folder = nullptr)
    {
        using R = Result<std::shared_ptr<const DumpFile>>;
        // A caller holding the file's first bytes has just read it for the first time (a folder
        // names each file once): only a file named by path may have been opened before.
        const bool namedByPath = !head;
        if (namedByPath) {
            if (const auto it = openedByPath.find(path); it != openedByPath.end())
                return R::success(it->second);
            if (const auto it = failedFiles.find(path); it != failedFiles.end())
                return R::failure(it->second);
            head = folder ? readFileHead(*folder, path.substr(path.rfind('/') + 1), path) : readFileHead(path);
        }
        if (!*head) // not remembered: a missing file costs one more open if named again, not a Problem kept per file
            return R::failure(head->error());
        FileHead& bytes = head->value();
        // Small files may be kept whole while the set has room, so their tensors need no second open.
        bytes.keeper = &keptBytes;
        if (!keepFiles)
            bytes.openFile.reset();
        if (reader == nullptr)
            reader = findDumpReader(bytes);
        auto opened = reader
            ? reader->open(bytes)
            : R::failure(Problem::make(path, {}, text("dump.unknown_kind", { dumpFilePatternList() })));
        if (opened) {
            if (namedByPath) // a folder's files are named once each: not remembered
                openedByPath.emplace(path, opened.value());
            warnings.add(opened.warnings());
            if (!set.m_layout)
                set.m_layout = opened.value()->layout();
        } else {
            failedFiles.emplace(path, opened.error());
        }
        return opened;
    }

    void add(DumpEntry entry)
    {
        set.m_index.insert(entry.name, set.m_entries.size(), set.nameAt(), /*replace=*/true);
        set.m_entries.push_back(std::move(entry));
    }

    void sortByName()
    {
        const auto byName = [](const DumpEntry& a, const DumpEntry& b) { return a.name < b.name; };
        // Files listed in name order usually give their tensors in name order already.
        if (std::is_sorted(set.m_entries.begin(), set.m_entries.end(), byName))
            return;
        std::sort(set.m_entries.begin(), set.m_entries.end(), byName);
        set.m_index.clear();
        for (std::size_t i = 0; i < set.m_entries.size(); ++i)
            set.m_index.insert(set.m_entries[i].name, i, set.nameAt(), /*replace=*/true);
    }

    Result<DumpSet> finish(const std::string& file, const Text& emptyMessage)
    {
        if (set.m_entries.empty()) {
            auto failed = Result<DumpSet>::failure(Problem::make(file, {}, emptyMessage));
            for (auto& warning : warnings.take())
                failed.addWarning(std::move(warning));
            return failed;
        }
        return Result<DumpSet>::success(std::move(set), warnings.take());
    }

    /// The entry a manifest item names inside its file: the archive member or record, or the
    /// file's one tensor when no member is given.
    std::optional<DumpEntry> listedEntry(
        const DumpManifestEntry& listed, const std::string& path, const OpenDirectory* folder)
    {
        auto opened = file(path, nullptr, std::nullopt, folder);
        if (!opened) {
            warnings.add(entryWarning(opened.error(), listed.name));
            set.m_unreadable.emplace(listed.name, opened.error());
            return std::nullopt;
        }
        const auto& entries = opened.value()->entries();
        if (listed.member.empty()) {
            if (entries.size() == 1)
                return DumpEntry::of(entries.front(), 0, path, opened.value());
            warnings.add(Problem::make(path, tensorPosition(listed.name),
                text("dump.manifest_member_needed", { std::to_string(entries.size()) })));
            return std::nullopt;
        }
        // A manifest may list every member of one archive: look them up, do not scan for each.
        auto& index = memberIndexes[path];
        if (index.empty())
            for (std::size_t i = entries.size(); i-- > 0;) { // the first of equal keys wins
                index[entries[i].name] = i;
                index[entries[i].key] = i;
            }
        if (const auto it = index.find(listed.member); it != index.end())
            return DumpEntry::of(entries[it->second], it->second, path, opened.value());
        warnings.add(
            Problem::make(path, tensorPosition(listed.name), text("dump.manifest_member_missing", { listed.member })));
        return std::nullopt;
    }

    Result<DumpSet> fromManifest(
        const fs::path& directory, const std::string& manifestPath, Result<DumpManifest> manifest)
    {
        if (!manifest)
            return Result<DumpSet>::failure(manifest.error());
        set.m_hasManifest = true;
        set.m_layout = manifest.value().layout;
        const auto& tensors = manifest.value().tensors;
        set.m_index.reserve(tensors.size());
        reserveOnHugePages(set.m_entries, tensors.size());
        // Like a folder's listing: the folder made absolute once and held open, and the files in it
        // opened by name (a path made absolute per file asked the system for the working folder, and
        // a walk of the whole path, each time: a fifth of listing a 400-file run).
        const std::string folder = absolutePath(directory);
        const std::string prefix = folder.ends_with('/') ? folder : folder + '/';
        const OpenDirectory opened(folder);
        for (const auto& listed : tensors) {
            const bool inFolder = isPlainFileName(listed.file); // by path after all if the folder did not open
            const std::string path = inFolder ? prefix + listed.file : absolutePath(directory / listed.file);
            auto found = listedEntry(listed, path, inFolder ? &opened : nullptr);
            if (!found)
                continue;
            DumpEntry entry = std::move(*found);
            entry.name = listed.name;
            entry.order = listed.order;
            entry.opType = listed.opType;
            entry.opName = listed.opName;
            const Text position = tensorPosition(entry.name);
            if (listed.shape && !entry.shapeKnown
                && shapeElementCount(*listed.shape) == shapeElementCount(entry.shape)) {
                entry.shape = *listed.shape; // a raw payload: the manifest says what the file cannot
                entry.shapeKnown = true;
            }
            if (listed.shape && *listed.shape != entry.shape) {
                warnings.add(Problem::make(entry.file, position,
                    text("dump.manifest_shape_differs", { shapeToString(*listed.shape), shapeToString(entry.shape) })));
                continue;
            }
            if (!listed.dtype.empty()) {
                const auto dtype = dtypeFromName(listed.dtype);
                if (!dtype || *dtype != entry.dtype) {
                    warnings.add(Problem::make(entry.file, position,
                        text("dump.manifest_dtype_differs", { listed.dtype, dtypeName(entry.dtype) })));
                    continue;
                }
            }
            add(std::move(entry));
        }
        const std::size_t listedCount = manifest.value().tensors.size();
        return finish(manifestPath,
            listedCount == 0 ? text("dump.manifest_empty")
                             : text("dump.none_listed_readable", { std::to_string(listedCount) }));
    }

    /// Adds a file's entries; false (with the set failed) on a name two files both give.
    bool addFile(const std::string& path, const DumpReader& reader, std::optional<Result<FileHead>> head,
        std::optional<Problem>& clash)
    {
        return addOpened(path, reader, file(path, &reader, std::move(head)), clash);
    }

    bool addOpened(const std::string& path, const DumpReader& reader,
        const Result<std::shared_ptr<const DumpFile>>& opened, std::optional<Problem>& clash)
    {
        if (!opened) {
            warnings.add(reader.oneTensorPerFile() ? entryWarning(opened.error(), fs::path(path).stem().string())
                                                   : opened.error());
            if (reader.oneTensorPerFile()) // the tensor is there, unreadable: not "missing"
                set.m_unreadable.emplace(fs::path(path).stem().string(), opened.error());
            return true;
        }
        const auto& entries = opened.value()->entries();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const DumpFileEntry& listed = entries[i];
            // One lookup both finds a clash and indexes the new entry.
            const std::size_t before = set.m_index.insert(listed.name, set.m_entries.size(), set.nameAt());
            if (before != NameIndex::npos) {
                const DumpEntry& first = set.m_entries[before];
                const auto placeOf = [](const std::string& file, const std::string& member) {
                    return member.empty() ? file : file + ":" + member;
                };
                clash = Problem::make(set.m_path, tensorPosition(listed.name),
                    text("dump.duplicate_name", { placeOf(first.file, first.member), placeOf(path, listed.key) }));
                return false;
            }
            set.m_entries.push_back(DumpEntry::of(listed, i, path, opened.value()));
        }
        return true;
    }

    struct ListedFile {
        std::string path;
        const DumpReader* reader;
        Result<FileHead> head; ///< read once, for recognition and the reader's header
    };

    /// A file's first bytes and the reader that knows them (by extension when it cannot be read:
    /// the reader's open then says what is wrong with it).
    static ListedFile listFile(std::string path)
    {
        auto head = readFileHead(path);
        return listedWith(std::move(path), std::move(head));
    }

    static ListedFile listedWith(std::string path, Result<FileHead> head)
    {
        const DumpReader* reader = head ? findDumpReader(head.value()) : findDumpReader({}, path);
        return { std::move(path), reader, std::move(head) };
    }

    Result<DumpSet> fromDirectory(const fs::path& directory)
    {
        std::error_code ec;
        // Absolute once for the folder, not per file.
        const std::string folder = absolutePath(directory);
        std::vector<std::string> names = regularFileNames(folder, ec);
        if (ec)
            return Result<DumpSet>::failure(Problem::make(set.m_path, {}, text("dump.cannot_list", { ec.message() })));
        // Sorted so that which of two clashing files is named first does not depend on the file system.
        std::sort(names.begin(), names.end());
        // Most folders hold one tensor per file: sized once instead of rehashed as they grow.
        set.m_index.reserve(names.size());
        reserveOnHugePages(set.m_entries, names.size());
        // Files are opened by name in the folder held open: a walk of the whole path per file cost
        // a tenth of listing 20,000 small files.
        const OpenDirectory opened(folder);
        const std::string prefix = folder.ends_with('/') ? folder : folder + '/';
        FileHeadBatch batch(opened);
        std::vector<Result<FileHead>> heads;
        // Files in a format with a signature are opened as they are listed, so only a run of files'
        // first bytes is held at a time; files known by their extension only wait, and are used only
        // when the folder holds nothing else.
        std::vector<ListedFile> signatureFree;
        std::size_t known = 0;
        for (std::size_t i = 0; i < names.size(); ++i) {
            // First bytes read a run of files at a time, so only a run's heads are held at once.
            const std::size_t inRun = i % FileHeadBatch::kFilesPerCall;
            if (inRun == 0)
                heads = batch.read(
                    std::span(names).subspan(i, std::min(FileHeadBatch::kFilesPerCall, names.size() - i)), prefix);
            // Other tools' files next to the dumps are passed over: only a reader's formats count.
            ListedFile listed = listedWith(prefix + names[i], std::move(heads[inRun]));
            if (listed.reader == nullptr)
                continue;
            if (listed.reader->needsSignatureFreeFolder()) {
                // Such a reader needs the size only; a small file's bytes are kept for its tensor.
                if (listed.head && !listed.head.value().whole()) {
                    listed.head.value().bytes = {};
                    listed.head.value().openFile.reset(); // a folder of them would hold all open
                }
                if (known == 0)
                    signatureFree.push_back(std::move(listed));
                continue;
            }
            ++known;
            signatureFree.clear();
            std::optional<Problem> clash;
            if (!addFile(listed.path, *listed.reader, std::move(listed.head), clash))
                return Result<DumpSet>::failure(*clash);
        }
        for (auto& listed : signatureFree) {
            std::optional<Problem> clash;
            if (!addFile(listed.path, *listed.reader, std::move(listed.head), clash))
                return Result<DumpSet>::failure(*clash);
        }
        if (known == 0)
            known = signatureFree.size();
        if (known == 0)
            return Result<DumpSet>::failure(
                Problem::make(set.m_path, {}, text("dump.no_files", { dumpFilePatternList() })));
        sortByName();
        return finish(set.m_path, text("dump.none_readable", { std::to_string(known) }));
    }

    Result<DumpSet> fromFile(const fs::path& path)
    {
        ListedFile listed = listFile(absolutePath(path));
        if (listed.reader == nullptr)
            return Result<DumpSet>::failure(
                Problem::make(set.m_path, {}, text("dump.unknown_kind", { dumpFilePatternList() })));
        auto opened = this->file(listed.path, listed.reader, std::move(listed.head));
        if (!opened)
            return Result<DumpSet>::failure(opened.error());
        std::optional<Problem> clash;
        // File order is kept: writers usually store tensors in execution order.
        if (!addOpened(listed.path, *listed.reader, opened, clash))
            return Result<DumpSet>::failure(*clash);
        return finish(set.m_path, text("dump.no_array_readable"));
    }
};

Result<DumpSet> DumpSet::open(const std::string& path) { return open(path, Files::CloseAfterListing); }

Result<DumpSet> DumpSet::open(const std::string& path, Files files)
{
    auto opened = openListing(path, files);
    std::error_code ec;
    const fs::path prequant = fs::path(path) / kPreQuantizationFolder;
    if (!opened || !fs::is_directory(prequant, ec))
        return opened;
    // Values before QuantizeLinear, as ONNX Runtime's QDQ debugging writes them beside the run:
    // listed under "prequant/<name>", so they never shadow the run's own tensors of the same name.
    std::vector<Problem> warnings = opened.warnings();
    DumpSet set = std::move(opened).value();
    auto before = openListing(prequant.string(), files);
    if (!before) {
        warnings.push_back(before.error());
        return Result<DumpSet>::success(std::move(set), std::move(warnings));
    }
    warnings.insert(warnings.end(), before.warnings().begin(), before.warnings().end());
    DumpSet& pre = before.value();
    for (DumpEntry entry : pre.m_entries) {
        entry.name = std::string(kPreQuantizationFolder) + "/" + entry.name;
        if (set.m_index.insert(entry.name, set.m_entries.size(), set.nameAt()) != NameIndex::npos)
            continue;
        set.m_entries.push_back(std::move(entry));
    }
    return Result<DumpSet>::success(std::move(set), std::move(warnings));
}

Result<DumpSet> DumpSet::openListing(const std::string& path, Files files)
{
    try {
        DumpSet set;
        set.m_path = path;
        Loader loader { set, files };
        std::error_code ec;
        const fs::file_status status = fs::status(path, ec);
        if (ec || !fs::exists(status))
            return Result<DumpSet>::failure(Problem::make(path, {}, text("dump.missing")));
        if (fs::is_directory(status)) {
            const fs::path manifest = fs::path(path) / kManifestName;
            if (!fs::exists(manifest, ec))
                return loader.fromDirectory(path);
            auto parsed = readDumpManifest(manifest.string());
            // Other tools write manifest.json files too: one that is not ours is ignored, with a word.
            const std::string code = parsed ? std::string() : parsed.error().what.code;
            if (code != "manifest.no_format" && code != "manifest.wrong_format")
                return loader.fromManifest(path, manifest.string(), std::move(parsed));
            auto set = loader.fromDirectory(path);
            if (!set)
                return set;
            std::vector<Problem> warnings { Problem::make(manifest.string(), {}, text("dump.foreign_manifest")) };
            warnings.insert(warnings.end(), set.warnings().begin(), set.warnings().end());
            return Result<DumpSet>::success(std::move(set).value(), std::move(warnings));
        }
        if (fs::is_regular_file(status))
            return loader.fromFile(path);
        return Result<DumpSet>::failure(Problem::make(path, {}, text("dump.not_file_or_directory")));
    } catch (const std::exception& e) {
        return Result<DumpSet>::failure(Problem::make(path, {}, text("dump.cannot_open", { e.what() })));
    }
}

} // namespace quantlens
