// Message catalog, the fix advisor: float-model transforms that keep the outputs and the levers measured
// against each other (see message_areas.h).
#include "util/message_areas.h"

namespace quantlens::messages {

std::vector<CatalogMessage> advisor()
{
    return {
        { "transform.parameter_mismatch",
            QT_TRANSLATE_NOOP(
                "CoreMessage", "a transformed parameter is not a weight of this model, or has another type or shape") },
    };
}

} // namespace quantlens::messages
