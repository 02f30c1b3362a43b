#include "core_text.h"

#include "util/message_catalog.h"

#include <QCoreApplication>

namespace quantlens {

QString translated(const Text& text, const std::string& fallback)
{
    if (text.empty())
        return QString::fromStdString(fallback);
    const char* pattern = englishTemplate(text.code);
    if (pattern == nullptr)
        return QString::fromStdString(fallback.empty() ? text.english() : fallback);
    // The arguments (names, shapes, numbers) stay as they are; only the sentence is translated.
    const std::string local = QCoreApplication::translate("CoreMessage", pattern).toStdString();
    return QString::fromStdString(fillPlaceholders(local, text.args));
}

QString problemPosition(const Problem& p) { return translated(p.where, p.position); }

QString problemMessage(const Problem& p) { return translated(p.what, p.message); }

QString problemText(const Problem& p)
{
    QString out = QString::fromStdString(p.file);
    for (const QString& part : { problemPosition(p), problemMessage(p) })
        if (!part.isEmpty())
            out += (out.isEmpty() ? QString() : QStringLiteral(": ")) + part;
    return out;
}

} // namespace quantlens
