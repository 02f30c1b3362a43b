#pragma once
#include <QString>

#include <string>

namespace quantlens {

/// Installs QuantLens' and Qt's own translations for a language ("zh_CN", "en_US"; empty: the
/// system's), replacing any installed before, so the window can switch language while it runs.
/// True when a QuantLens translation was installed (any language but English).
bool installLanguage(const QString& language);

/// The language last installed ("zh_CN", "en_US"; empty: the system's), for the Language menu.
QString installedLanguage();

/// Makes core's reports (report, triage, inspect) write their messages in the installed language
/// instead of English: for the command line's --lang.
void renderReportsInInstalledLanguage();

/// An English text of a translation context ("CoreMessage", "Metrics") in the installed language, as
/// the HTML page takes its words (HtmlReportOptions::translate).
std::string translatedInInstalledLanguage(const char* context, const char* english);

} // namespace quantlens
