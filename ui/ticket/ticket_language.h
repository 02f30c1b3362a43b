#pragma once
#include "util/text.h"

#include <QString>

#include <memory>

class QTranslator;

namespace quantlens {

/// Translates a ticket's summary into one language without installing it: a ticket carries its
/// summary in English and Chinese whatever language the window or command line runs in.
class TicketLanguage {
public:
    /// "en_US" (the source texts) or "zh_CN" (the compiled-in translation).
    explicit TicketLanguage(const QString& language);
    ~TicketLanguage();

    /// A text marked with QT_TRANSLATE_NOOP("TicketSummary", ...).
    QString text(const char* source) const;
    /// A core catalog text (context "CoreMessage"), arguments filled in; `fallback` without a code.
    QString core(const Text& text, const std::string& fallback = {}) const;
    /// A text of another translation context (view titles: "Views").
    QString translate(const char* context, const char* source) const;
    const QString& name() const { return m_name; }

private:
    QString m_name;
    std::unique_ptr<QTranslator> m_translator; ///< null for English
};

} // namespace quantlens
