#pragma once
// --measure-inputs: which inputs of a data set measuring runs on (core/analysis/measuring_inputs.h),
// the same option and default for every command that measures.
#include "analysis/measuring_inputs.h"
#include "simulation/simulation_inputs.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <optional>

namespace quantlens::cli {

QCommandLineOption measureInputsOption();

/// The rule --measure-inputs gives (the default 8+8 when not given); nullopt after saying what is wrong
/// (bad usage, exit code set).
std::optional<SubsetRule> measureInputsRule(const QCommandLineParser& parser, const QString& command, int& exitCode);

/// For commands that measure straight from their sources (simulate, calibrate, advise): replaces
/// `sources.modelInputs` with the subset to measure on when the data set is larger than the rule allows,
/// ranking it first by the data-set pass, and says so unless `quiet`. False (exit code set) on bad
/// usage or when the pass fails.
bool measureOnSubset(const QCommandLineParser& parser, sim::SimulationSources& sources, const QString& command,
    bool quiet, int& exitCode);

} // namespace quantlens::cli
