#include "toolchain_option.h"

#include "cli_common.h"
#include "core_text.h"

namespace quantlens::cli {

ToolchainOption::ToolchainOption(const QString& what)
    : m_toolchain(QStringLiteral("toolchain"),
        tr("The toolchain you deploy with: %1 (default generic). %2")
            .arg(QString::fromStdString(toolchainKeys()), what),
        tr("key"))
    , m_vendor(QStringLiteral("vendor"), tr("Old name of --toolchain."), tr("key"))
{
    m_vendor.setFlags(QCommandLineOption::HiddenFromHelp);
}

void ToolchainOption::addTo(QCommandLineParser& parser) const { parser.addOptions({ m_toolchain, m_vendor }); }

bool ToolchainOption::isSet(const QCommandLineParser& parser) const
{
    return parser.isSet(m_toolchain) || parser.isSet(m_vendor);
}

const Toolchain* ToolchainOption::read(const QCommandLineParser& parser, const QString& command, bool quiet) const
{
    if (!isSet(parser))
        return &genericToolchain();
    const bool old = !parser.isSet(m_toolchain);
    const QString given = parser.value(old ? m_vendor : m_toolchain);
    bool alias = false;
    const Toolchain* t = findToolchain(given.toStdString(), &alias);
    if (!t) {
        badUsage(command, translated(text("toolchain.unknown", { given.toStdString(), toolchainKeys() })));
        return nullptr;
    }
    if ((old || alias) && !quiet)
        printError(QStringLiteral("quantlens %1: notice: %2\n")
                       .arg(command, translated(text("toolchain.vendor_alias", { given.toStdString(), t->key }))));
    return t;
}

} // namespace quantlens::cli
