#pragma once
#include "util/problem.h"
#include "util/text.h"

#include <QString>

#include <functional>

namespace quantlens {

/// A core catalog text in the interface language (translation context "CoreMessage"); `fallback`
/// (core's English) when the text has no code.
QString translated(const Text& text, const std::string& fallback = {});
/// The same through another translator (`translate` gets the English template of context
/// "CoreMessage"): a ticket's summary is written in a language the application does not run in.
QString translatedWith(
    const Text& text, const std::string& fallback, const std::function<QString(const char*)>& translate);
/// A problem's position and message in the interface language.
QString problemPosition(const Problem& problem);
QString problemMessage(const Problem& problem);
/// "file: position: message", translated, as core's Problem::toString() writes it in English.
QString problemText(const Problem& problem);

} // namespace quantlens
