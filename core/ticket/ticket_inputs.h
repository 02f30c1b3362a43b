#pragma once
#include "workspace/workspace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace quantlens {

/// One file a ticket names so support can check they have the same inputs: models, every file of
/// every run's dump, the tensor map, the model inputs the models ran on. Its SHA-256 is computed by whoever writes the
/// ticket.
struct TicketInput {
    std::string kind; ///< float_model, quant_model, dump, tensor_map, model_input
    std::string run; ///< the run's label, for dump files
    std::string path; ///< absolute
    std::string shownPath; ///< relative to the run's folder for dump files; the file name otherwise
    std::uint64_t size = 0;
};

/// The workspace's input files, dump folders walked (regular files only, sorted by path); a path that
/// no longer exists is left out, and so is a file in a folder reached through a link to somewhere
/// outside it (its path relative to its folder goes to `skipped`). Never throws.
std::vector<TicketInput> ticketInputs(const Workspace& workspace, std::vector<std::string>* skipped = nullptr);

} // namespace quantlens
