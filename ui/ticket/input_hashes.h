#pragma once
#include "ticket/ticket_facts.h"
#include "util/progress.h"

#include <vector>

namespace quantlens {

/// SHA-256 of every input file, read in blocks. `progress` counts bytes and may cancel (then the
/// result is empty). A file that cannot be read gets an empty hash rather than stopping the ticket.
std::vector<HashedInput> hashInputs(const std::vector<TicketInput>& inputs, const ProgressCallback& progress);

} // namespace quantlens
