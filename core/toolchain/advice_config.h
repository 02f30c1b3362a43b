#pragma once
// The advised levers written into the user's toolchain config in one write (`advise --config`): the
// calibration method the combination uses (or its ranges, for a toolchain that reads ranges) and the
// switches the toolchain offers for the other levers (Pulsar2's SmoothQuant with the strength measured),
// under the export's safety rules (the old file kept as a backup, written atomically, a diff to show).
// Levers the toolchain has no switch for are listed: the user rebuilds from `quantlens transform`'s model.
#include "advisor/fix_advisor.h"
#include "toolchain/toolchain.h"

namespace quantlens {

struct AdviceConfigWritten {
    std::vector<std::string> written; ///< the levers switched on in the file ("calibration:mse", …)
    std::vector<std::string> elsewhere; ///< the advised levers the file cannot hold
    std::string diff; ///< unified diff of the file, before → after
    std::string backup; ///< where the old content went; empty when there was none
};

/// The calibration method of the advised combination ("" when it keeps the model's own ranges).
std::string advisedMethod(const advisor::Advice& advice);

/// Fails naming the file: nothing the toolchain's config can hold was advised, the file is no config of
/// it, or it cannot be written.
Result<AdviceConfigWritten> writeAdviceConfig(
    const Toolchain& toolchain, const advisor::Advice& advice, const std::string& path);

} // namespace quantlens
