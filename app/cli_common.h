#pragma once
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include "simulation/output_measure.h"

#include <optional>

#include <string>
#include <vector>

namespace quantlens::cli {

/// Exit codes shared by every subcommand (documented in `quantlens --help`).
enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitBadUsage = 2, kExitBadInput = 3 };

/// Writes to stdout / stderr as UTF-8 (Chinese messages included). printOut flushes and says
/// whether everything was written (a full disk or closed pipe must not pass as success).
bool printOut(const QString& text);
void printError(const QString& text);

/// Outputs (printOut, printError, writeDocument) name `original` where they would name `made`, a file
/// QuantLens made in its place (an image's tensor): the user reads, and can act on, their own file names.
void showAs(const std::string& made, const std::string& original);
QString withUsersNames(QString text);
std::string withUsersNames(const std::string& text);
/// The file QuantLens made in place of `original` (a path or file name the user gives), else `original`.
std::string madeInPlaceOf(const std::string& original);

/// Prints "quantlens: <message>" and a hint to use --help; returns kExitBadUsage.
int badUsage(const QString& command, const QString& message);

/// A command's document to `file` (written atomically) or, when `file` is empty, standard output; the
/// exit code, a failed write said as "quantlens <command>: <problem>".
int writeDocument(const QString& command, const QString& file, const std::string& text);

/// Options every command declares alike. --lang is read before parsing (chooseLanguage) and
/// declared so that parsing accepts it and --help lists it; -q/--quiet says what it silences.
QCommandLineOption languageOption();
QCommandLineOption quietOption(const QString& whatItSilences = {}); ///< empty: progress and warnings
/// --outputs NAME[,NAME…] (repeatable): the graph outputs whose cosine counts when the models run.
QCommandLineOption outputsOption();
/// --calib FILE|DIR (repeatable): calibration inputs, the 16-bit ranges' source when the models run.
QCommandLineOption calibrationOption();
/// The names --outputs gave, in order, each once.
std::vector<std::string> chosenOutputs(const QStringList& values);
/// --output-kind NAME=KIND (repeatable): an output's task kind over what its shape says.
QCommandLineOption outputKindOption();
/// The kinds --output-kind gave; nullopt with `wrong` saying what is not NAME=KIND.
std::optional<sim::OutputKinds> chosenOutputKinds(const QStringList& values, QString& wrong);
/// --output-kind of `parser` into `kinds`; the exit code after saying what is wrong, nullopt when fine.
std::optional<int> readOutputKinds(const QCommandLineParser& parser, const QString& command, sim::OutputKinds& kinds);

/// The interface language: `--lang`, else QUANTLENS_LANG, else (for the window only) the choice
/// saved from its Language menu, else the system locale. Headless commands never follow the
/// window's choice: scripts and tickets must not change language because someone clicked a menu.
QString chooseLanguage(const QStringList& arguments, bool window);

} // namespace quantlens::cli
