#include "toolchain/preprocessing_configs.h"

#include "toolchain/toolchain.h"
#include "util/whole_file.h"

namespace quantlens {

Result<input::Preprocessing> readPreprocessingConfig(
    const std::string& path, const Toolchain* toolchain, const std::string& inputName)
{
    using R = Result<input::Preprocessing>;
    auto content = readWholeFile(path, file_limits::kConfig);
    if (!content)
        return R::failure(content.error());
    if (toolchain) {
        if (!toolchain->preprocessing.read)
            return R::failure(Problem::make(
                path, {}, text("preprocess.not_in_config", { rendered(text(toolchain->nameCode)), "-" })));
        return toolchain->preprocessing.read(content.value(), path, inputName);
    }
    for (const Toolchain& t : toolchains())
        if (t.preprocessing.holds && t.preprocessing.holds(content.value()))
            return t.preprocessing.read(content.value(), path, inputName);
    return R::failure(Problem::make(path, {}, text("preprocess.unknown_config")));
}

} // namespace quantlens
