#pragma once
#include "analysis/analysis.h"
#include "preprocessing_options.h"
#include "report/report_format.h"
#include "simulation/simulator.h"
#include "workspace/workspace.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>
#include <optional>

namespace quantlens::cli {

/// What the commands that analyse their inputs and print a table share (report, inspect,
/// outliers): the input, format, output, thread and quiet options; running the analysis with
/// progress, warnings and findings on standard error; writing the result.
/// Whether a command runs the models to measure (sensitivity, isolated errors, weights).
enum class Measuring {
    OnRequest, ///< with --measure (report, inspect, outliers)
    ByDefault, ///< unless --no-measure (triage, ticket, plan: they name culprits users act on)
    Always, ///< the command cannot do without (plan --target-cos searches by measurement)
};

class AnalysisCommand {
    Q_DECLARE_TR_FUNCTIONS(AnalysisCommand)
public:
    /// `tableOutput`: the command prints a table and takes --format (plan writes a plan file instead).
    explicit AnalysisCommand(QString name, bool tableOutput = true, Measuring measuring = Measuring::OnRequest);

    /// Whether analyse() measures: a command whose options make measuring needless (plan --from) sets
    /// OnRequest after parsing, one whose options need it (plan --target-cos) Always.
    void setMeasuring(Measuring measuring) { m_measuring = measuring; }
    /// The 16-bit type measuring gives a tensor: a command that knows the toolchain (--toolchain,
    /// --data-type) sets its type; otherwise the model's kind.
    void setWideEncoding(sim::WideEncoding encoding) { m_wideEncoding = encoding; }

    /// Adds the shared options to `parser` (the command adds its own before parsing).
    void addOptions(QCommandLineParser& parser);
    /// Parses the arguments; false when the command is done (help printed, or bad usage: `exitCode`).
    bool parse(QCommandLineParser& parser, const QStringList& arguments, int& exitCode);
    /// Runs the analysis of the inputs given; nullptr (and `exitCode`) when they are unusable or do
    /// not belong together, which has been reported. `used` gets the workspace the inputs made.
    /// `modelOnly`: a float model without any run is enough (plan --from needs only the names).
    std::shared_ptr<const Analysis> analyse(
        const QCommandLineParser& parser, int& exitCode, Workspace* used = nullptr, bool modelOnly = false);
    /// Writes `text` to -o (atomically) or standard output; the exit code.
    int write(const QCommandLineParser& parser, const std::string& text);
    ReportFormat format() const { return m_chosenFormat; }
    /// Lets --format (or an -o name ending .html / .htm) choose the one-file HTML page; call before addOptions.
    void acceptHtml();
    /// Whether the HTML page was chosen (format() is then meaningless).
    bool html() const { return m_html; }
    unsigned threads() const { return m_threadCount; }
    bool quiet(const QCommandLineParser& parser) const { return parser.isSet(m_quiet); }
    /// When the command measures (--measure, or by default unless --no-measure): the analysis with what
    /// running its models measures (or why they could not run, said on standard error); nullptr when
    /// cancelled.
    std::shared_ptr<const Analysis> measure(const QCommandLineParser& parser, std::shared_ptr<const Analysis> analysis);
    /// The simulator that measured the last analysis measure() returned; null when nothing was measured.
    std::shared_ptr<const sim::Simulator> simulator() const { return m_simulator; }
    /// Whether --no-measure was given (only commands that measure by default take it).
    bool measuringRefused(const QCommandLineParser& parser) const;

private:
    QString m_name;
    QCommandLineOption m_format;
    QCommandLineOption m_output;
    sim::WideEncoding m_wideEncoding = sim::WideEncoding::FromModel;
    QCommandLineOption m_threads;
    QCommandLineOption m_memoryBudget;
    QCommandLineOption m_quiet;
    QCommandLineOption m_lang;
    QCommandLineOption m_measure;
    QCommandLineOption m_noMeasure;
    QCommandLineOption m_journal;
    QCommandLineOption m_measureInputs;
    PreprocessingOptions m_preprocessing; ///< how image inputs become tensors
    Measuring m_measuring = Measuring::OnRequest;
    bool m_tableOutput = true;
    ReportFormat m_chosenFormat = ReportFormat::Markdown;
    bool m_acceptsHtml = false;
    bool m_html = false;
    unsigned m_threadCount = 0;
    std::size_t m_memoryBytes = 0; ///< 0: the default budget
    std::shared_ptr<const sim::Simulator> m_simulator;
};

} // namespace quantlens::cli
