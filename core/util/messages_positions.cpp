// Message catalog, positions: where in a file a problem lies (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> positions()
{
    return {
        // Positions inside a file.
        { "where.tensor", QT_TRANSLATE_NOOP("CoreMessage", "tensor '%1'") },
        { "where.node", QT_TRANSLATE_NOOP("CoreMessage", "node '%1'") },
        { "where.byte", QT_TRANSLATE_NOOP("CoreMessage", "byte %1") },
        { "where.line", QT_TRANSLATE_NOOP("CoreMessage", "line %1") },
        { "where.entry", QT_TRANSLATE_NOOP("CoreMessage", "entry '%1'") },
        { "where.member", QT_TRANSLATE_NOOP("CoreMessage", "member '%1'") },
        { "where.key", QT_TRANSLATE_NOOP("CoreMessage", "key '%1'") },
        { "where.header", QT_TRANSLATE_NOOP("CoreMessage", "header") },
        { "where.tensor_number", QT_TRANSLATE_NOOP("CoreMessage", "tensor #%1") },
        { "where.item", QT_TRANSLATE_NOOP("CoreMessage", "item %1") },
        { "where.item_named", QT_TRANSLATE_NOOP("CoreMessage", "item %1 ('%2')") },

        // A tensor of a dump set, then where in its file the problem lies.
        { "where.tensor_byte", QT_TRANSLATE_NOOP("CoreMessage", "tensor '%1': byte %2") },
        { "where.tensor_member", QT_TRANSLATE_NOOP("CoreMessage", "tensor '%1': member '%2'") },
        { "where.tensor_header", QT_TRANSLATE_NOOP("CoreMessage", "tensor '%1': header") },
        { "where.tensor_at", QT_TRANSLATE_NOOP("CoreMessage", "tensor '%1': %2") },

        // One line for many tensors with the same problem (standard error, the status line).
        { "where.tensors_like",
            QT_TRANSLATE_NOOP("CoreMessage",
                "%1 tensors, e.g. %2 (each one in the report's problem and match columns and the window's Problems "
                "panel)") },
    };
}

} // namespace quantlens::messages
