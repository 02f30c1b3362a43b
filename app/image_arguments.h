#pragma once
#include "preprocessing_options.h"

#include <QString>

#include <string>
#include <vector>

namespace quantlens::cli {

/// The images among a command's model inputs and calibration entries made into tensors for `floatModel`
/// (runtime/image_inputs.h) with the preprocessing `options` say, which is printed with its assumptions
/// unless `quiet`. Nothing happens without images. False after printing what is wrong (`exitCode` set).
bool preprocessImageArguments(const QCommandLineParser& parser, const PreprocessingOptions& options,
    const Toolchain* toolchain, const std::string& floatModel, std::vector<std::string>& modelInputs,
    std::vector<std::string>& calibration, const QString& command, bool quiet, int& exitCode);

/// QStringList values as UTF-8 strings.
std::vector<std::string> stdStrings(const QStringList& values);

} // namespace quantlens::cli
