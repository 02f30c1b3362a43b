#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace quantlens {

/// One catalog message: a stable code and its English template with %1, %2, ... placeholders.
struct CatalogMessage {
    const char* code;
    const char* english;
};

/// Every message core can show a user. The window translates the templates (context
/// "CoreMessage"); the translation test checks each one has a Chinese translation.
const std::vector<CatalogMessage>& messageCatalog();

/// The English template of a code; nullptr when the catalog has no such code.
const char* englishTemplate(std::string_view code);

/// Replaces %1 … %9 in `pattern` by the arguments (a missing argument leaves the placeholder).
std::string fillPlaceholders(std::string_view pattern, const std::vector<std::string>& args);

} // namespace quantlens
