#pragma once
#include "ticket/ticket_facts.h"
#include "ticket/ticket_language.h"

#include <QString>

namespace quantlens {

/// The ticket's README: a Markdown summary that follows the vendors' ticket template (platform and
/// toolchain, the minimal reproducible case, per-layer results, the suspected layer, conclusions),
/// filled in with what QuantLens knows and marked ✎ where only the user can answer.
QString ticketSummary(const TicketFacts& facts, const TicketLanguage& language);

} // namespace quantlens
