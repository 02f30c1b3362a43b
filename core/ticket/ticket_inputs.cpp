#include "ticket/ticket_inputs.h"

#include "runtime/model_inputs.h"

#include <algorithm>
#include <filesystem>

namespace quantlens {
namespace {
    namespace fs = std::filesystem;

    void addFile(std::vector<TicketInput>& out, const std::string& kind, const std::string& run, const fs::path& path,
        const std::string& shown)
    {
        std::error_code error;
        if (!fs::is_regular_file(path, error))
            return; // a FIFO or device in a dump folder is no input
        const auto size = fs::file_size(path, error);
        if (error)
            return;
        out.push_back({ kind, run, fs::absolute(path, error).lexically_normal().string(), shown, size });
    }

    void addPath(std::vector<TicketInput>& out, const std::string& kind, const std::string& run,
        const std::string& path, std::vector<std::string>* skipped)
    {
        if (path.empty())
            return;
        std::error_code error;
        if (!fs::is_directory(path, error)) {
            // Its name only: a ticket never carries this machine's folders.
            addFile(out, kind, run, path, fs::path(path).filename().string());
            return;
        }
        std::vector<fs::path> files;
        for (fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, error), end;
             !error && it != end; it.increment(error)) {
            std::error_code entryError; // a dangling link is one entry to pass over, not the end of the walk
            if (it->is_regular_file(entryError))
                files.push_back(it->path());
        }
        std::sort(files.begin(), files.end());
        // Only what lies inside the folder: a link in it to a file elsewhere (a system file, another
        // project's) is not the user's input and must not have its name and hash in a ticket.
        const fs::path inside = fs::weakly_canonical(path, error);
        for (const auto& file : files) {
            std::error_code ec;
            const fs::path real = fs::weakly_canonical(file, ec);
            const auto relative = real.lexically_relative(inside);
            if (ec || relative.empty() || *relative.begin() == "..") {
                if (skipped)
                    skipped->push_back(file.lexically_relative(path).generic_string());
                continue;
            }
            addFile(out, kind, run, file, file.lexically_relative(path).generic_string());
        }
    }
}

std::vector<TicketInput> ticketInputs(const Workspace& w, std::vector<std::string>* skipped)
{
    std::vector<TicketInput> out;
    addPath(out, "float_model", "", w.floatModel, skipped);
    addPath(out, "quant_model", "", w.quantModel, skipped);
    addPath(out, "dump", w.reference.label, w.reference.path, skipped);
    for (const auto& run : w.candidates)
        addPath(out, "dump", run.label, run.path, skipped);
    addPath(out, "tensor_map", "", w.tensorMap, skipped);
    for (const auto& argument : w.modelInputs) // "[NAME=]FILE.npy", read as the runs read it
        addPath(out, "model_input", "", runtime::parseInputArgument(argument).file, skipped);
    return out;
}

} // namespace quantlens
