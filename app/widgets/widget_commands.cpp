#include "widget_commands.h"

#include "cli_snapshot.h"
#include "cli_ticket.h"
#include "view_registry.h"

#include <QCoreApplication>

namespace quantlens::cli {

const std::vector<CommandDescriptor>& allCommands()
{
    static const std::vector<CommandDescriptor> table = [] {
        std::vector<CommandDescriptor> all = headlessCommands();
        all.push_back(
            { "snapshot", QT_TRANSLATE_NOOP("MainCommand", "render one view (%1) to PNG/SVG/PDF without a display"),
                true, runSnapshot });
        all.push_back({ "ticket",
            QT_TRANSLATE_NOOP("MainCommand",
                "a support ticket as one zip: every view, the reports, triage, plan and vendor configs, input hashes, "
                "a "
                "summary in English and Chinese"),
            true, runTicket });
        return all;
    }();
    return table;
}

const CommandDescriptor* findCommand(std::string_view name)
{
    for (const auto& c : allCommands())
        if (name == c.name)
            return &c;
    return nullptr;
}

QString commandSummaries()
{
    QString lines;
    for (const auto& c : allCommands()) {
        QString summary = QCoreApplication::translate("MainCommand", c.summary);
        if (summary.contains(QStringLiteral("%1")))
            summary = summary.arg(viewIds().join(QStringLiteral(", ")));
        lines += QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(c.name).leftJustified(10), summary);
    }
    return lines;
}

} // namespace quantlens::cli
