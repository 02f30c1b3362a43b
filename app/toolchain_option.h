#pragma once
#include "toolchain/toolchain.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace quantlens::cli {

/// `--toolchain KEY` as every command takes it (triage, ticket, plan), listed from the registry, with
/// `--vendor` kept as a hidden alias (its old values too: plan's "any") that says it was renamed.
class ToolchainOption {
    Q_DECLARE_TR_FUNCTIONS(ToolchainOption)
public:
    /// `what`: what the choice decides in this command, for the help text.
    explicit ToolchainOption(const QString& what);
    void addTo(QCommandLineParser& parser) const;
    bool isSet(const QCommandLineParser& parser) const;
    /// The chosen toolchain (the generic one when none is given); nullptr after printing the bad usage
    /// (an unknown key). A notice goes to standard error when --vendor was used.
    const Toolchain* read(const QCommandLineParser& parser, const QString& command, bool quiet) const;

private:
    QCommandLineOption m_toolchain;
    QCommandLineOption m_vendor;
};

} // namespace quantlens::cli
