#include "core_text.h"

#include "util/message_catalog.h"

#include <QCoreApplication>

namespace quantlens {

QString translatedWith(
    const Text& text, const std::string& fallback, const std::function<QString(const char*)>& translate)
{
    if (text.empty())
        return QString::fromStdString(fallback);
    const char* pattern = englishTemplate(text.code);
    if (pattern == nullptr)
        return QString::fromStdString(fallback.empty() ? text.english() : fallback);
    // The arguments (names, shapes, numbers) stay as they are; only the sentence is translated.
    return QString::fromStdString(fillPlaceholders(translate(pattern).toStdString(), text.args));
}

QString translated(const Text& text, const std::string& fallback)
{
    return translatedWith(
        text, fallback, [](const char* pattern) { return QCoreApplication::translate("CoreMessage", pattern); });
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
