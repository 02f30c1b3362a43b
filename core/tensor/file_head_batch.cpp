#include "tensor/file_head_batch.h"

#include <liburing.h>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>

namespace quantlens {
namespace {
    // Three submissions per file (open, read, close); the ring is a power of two.
    constexpr unsigned kRingEntries = 4 * FileHeadBatch::kFilesPerCall;
    // Completions say which file and which step they are for.
    constexpr std::uint64_t kOpenStep = std::uint64_t { 1 } << 32;
    constexpr std::uint64_t kReadStep = std::uint64_t { 2 } << 32;
    constexpr std::uint64_t kCloseStep = std::uint64_t { 3 } << 32;
    constexpr std::uint64_t kFileMask = 0xffffffffu;
}

struct FileHeadBatch::Ring {
    io_uring ring {};
    bool started = false;
    /// A wait failed with steps still in flight: the kernel may yet write into `buffers`.
    bool inFlight = false;
    std::vector<std::byte> buffers = std::vector<std::byte>(kFilesPerCall * kFileHeadBytes);

    ~Ring()
    {
        if (started)
            io_uring_queue_exit(&ring);
    }

    /// Opens, reads and closes `names` in one call: each file's read count (or -errno) in `reads`.
    /// False when the ring itself failed; the files are then read one by one.
    bool readRun(int directory, std::span<const std::string> names, std::vector<int>& reads, bool& refused)
    {
        reads.assign(names.size(), -ECANCELED);
        for (std::size_t k = 0; k < names.size(); ++k) {
            io_uring_sqe* open = io_uring_get_sqe(&ring);
            io_uring_sqe* read = io_uring_get_sqe(&ring);
            io_uring_sqe* close = io_uring_get_sqe(&ring);
            if (open == nullptr || read == nullptr || close == nullptr)
                return false;
            const auto slot = static_cast<unsigned>(k);
            // Into the ring's own table of files (a direct descriptor), so the read and close that
            // follow can name it before it exists. Non-blocking, as FileReader opens: a named pipe
            // put in a listed file's place must not hang the listing.
            io_uring_prep_openat(open, directory, names[k].c_str(), O_RDONLY | O_NONBLOCK, 0);
            // The slot counted from 1, as liburing's *_direct helpers set it (not every release has them).
            open->file_index = slot + 1;
            open->flags |= IOSQE_IO_LINK; // a file that did not open is not read
            open->user_data = kOpenStep | k;
            io_uring_prep_read(read, static_cast<int>(slot), buffers.data() + k * kFileHeadBytes,
                static_cast<unsigned>(kFileHeadBytes), 0);
            // A hard link: a short read (every small file's) would cancel a soft-linked close.
            read->flags |= IOSQE_FIXED_FILE | IOSQE_IO_HARDLINK;
            read->user_data = kReadStep | k;
            io_uring_prep_close(close, 0);
            close->file_index = slot + 1;
            close->user_data = kCloseStep | k;
        }
        int submitted;
        do
            submitted = io_uring_submit(&ring);
        while (submitted == -EINTR);
        if (submitted < 0)
            return false;
        // Every submitted step completes (a cancelled one with -ECANCELED): all are waited for, so
        // no read can land in the buffers after this returns.
        for (int seen = 0; seen < submitted;) {
            io_uring_cqe* done = nullptr;
            const int waited = io_uring_wait_cqe(&ring, &done);
            if (waited == -EINTR)
                continue;
            if (waited < 0) {
                inFlight = true;
                return false;
            }
            const std::uint64_t step = done->user_data & ~kFileMask;
            const std::size_t k = done->user_data & kFileMask;
            if (step == kReadStep && k < reads.size())
                reads[k] = done->res;
            // A kernel without opening into the ring's table refuses every open alike.
            if (step == kOpenStep && (done->res == -EINVAL || done->res == -EOPNOTSUPP))
                refused = true;
            io_uring_cqe_seen(&ring, done);
            ++seen;
        }
        return static_cast<std::size_t>(submitted) == 3 * names.size();
    }
};

FileHeadBatch::FileHeadBatch(const OpenDirectory& directory, bool batched)
    : m_directory(directory)
{
    if (!batched || directory.descriptor() < 0)
        return;
    auto ring = std::make_unique<Ring>();
    if (io_uring_queue_init(kRingEntries, &ring->ring, 0) < 0)
        return;
    ring->started = true;
    // The ring's table of files, every slot empty (-1) until a file is opened into it.
    const std::vector<int> empty(kFilesPerCall, -1);
    if (io_uring_register_files(&ring->ring, empty.data(), static_cast<unsigned>(empty.size())) < 0)
        return;
    m_ring = std::move(ring);
}

FileHeadBatch::~FileHeadBatch() { dropRing(); }

void FileHeadBatch::dropRing()
{
    // A ring whose reads may still land is left to the end of the process rather than freed under
    // them (a wait for completions has never been seen to fail).
    if (m_ring && m_ring->inFlight)
        static_cast<void>(m_ring.release());
    m_ring.reset();
}

std::vector<Result<FileHead>> FileHeadBatch::read(std::span<const std::string> names, const std::string& prefix)
{
    std::vector<Result<FileHead>> heads;
    heads.reserve(names.size());
    auto alone = [&](const std::string& name) { return readFileHead(m_directory, name, prefix + name); };
    // Only a short read tells a file's size: bigger files are asked again one by one, as readFileHead
    // does. So a folder of big tensors goes file by file, trying the ring again when files get small.
    auto toldItsSize = [](const Result<FileHead>& head) {
        return head && head.value().size > 0 && head.value().size < kFileHeadBytes;
    };
    std::vector<int> reads;
    for (std::size_t first = 0; first < names.size(); first += kFilesPerCall) {
        const auto run = names.subspan(first, std::min(kFilesPerCall, names.size() - first));
        const std::size_t before = heads.size();
        bool refused = false;
        if (!m_ring || !m_smallFiles || !m_ring->readRun(m_directory.descriptor(), run, reads, refused)) {
            if (m_smallFiles)
                dropRing(); // the ring failed: not tried again
            for (const auto& name : run)
                heads.push_back(alone(name));
        } else {
            for (std::size_t k = 0; k < run.size(); ++k) {
                const int got = reads[k];
                if (refused || got <= 0 || static_cast<std::size_t>(got) >= kFileHeadBytes) {
                    heads.push_back(alone(run[k]));
                    continue;
                }
                FileHead head;
                head.path = prefix + run[k];
                head.size = static_cast<std::uint64_t>(got);
                const std::byte* bytes = m_ring->buffers.data() + k * kFileHeadBytes;
                head.bytes.assign(bytes, bytes + got);
                heads.push_back(Result<FileHead>::success(std::move(head)));
            }
            if (refused)
                dropRing();
        }
        const auto small = std::count_if(heads.begin() + static_cast<std::ptrdiff_t>(before), heads.end(), toldItsSize);
        m_smallFiles = 2 * static_cast<std::size_t>(small) >= run.size();
    }
    return heads;
}

} // namespace quantlens
