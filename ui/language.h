#pragma once
#include <QString>

namespace quantlens {

/// Installs QuantLens' and Qt's own translations for a language ("zh_CN", "en_US"; empty: the
/// system's), replacing any installed before, so the window can switch language while it runs.
void installLanguage(const QString& language);

} // namespace quantlens
