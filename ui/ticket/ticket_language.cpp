#include "ticket/ticket_language.h"

#include "core_text.h"

#include <QLocale>
#include <QTranslator>

namespace quantlens {

TicketLanguage::TicketLanguage(const QString& language)
    : m_name(language)
{
    if (language.startsWith(u"en"))
        return;
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(QLocale(language), QStringLiteral("quantlens"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        m_translator = std::move(translator);
}

TicketLanguage::~TicketLanguage() = default;

QString TicketLanguage::translate(const char* context, const char* source) const
{
    if (m_translator) {
        const QString local = m_translator->translate(context, source);
        if (!local.isEmpty())
            return local;
    }
    return QString::fromUtf8(source);
}

QString TicketLanguage::text(const char* source) const { return translate("TicketSummary", source); }

QString TicketLanguage::core(const Text& text, const std::string& fallback) const
{
    return translatedWith(text, fallback, [this](const char* pattern) { return translate("CoreMessage", pattern); });
}

} // namespace quantlens
