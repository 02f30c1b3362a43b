// Workspace files. Whatever loads must save and load again to the same inputs: the window saves
// what it opened, and a file it cannot read back would lose the user's work.
#include "fuzz_input.h"
#include "workspace/workspace.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace quantlens;
    const std::string path = fuzz::inputFile(data, size, "w.quantlens.json");
    auto loaded = loadWorkspace(path);
    if (!loaded)
        return 0;
    const std::string again = path + ".saved.json";
    if (!saveWorkspace(loaded.value(), again))
        return 0; // e.g. no space left: not the parser's concern
    auto reloaded = loadWorkspace(again);
    if (!reloaded || reloaded.value().floatModel != loaded.value().floatModel
        || reloaded.value().candidates.size() != loaded.value().candidates.size()
        || !(reloaded.value().view.thresholds == loaded.value().view.thresholds)
        || !(reloaded.value().plan == loaded.value().plan))
        std::abort();
    return 0;
}
