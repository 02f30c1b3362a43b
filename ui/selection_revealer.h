#pragma once

namespace quantlens {

/// A view that can bring the selected tensor into sight: a table scrolls to its row, the graph
/// centres on its box, the heatmap shows the rows around it with their names. Pictures (tickets,
/// `quantlens snapshot`) call it once the view has its final size, so a picture shows the selection
/// wherever a saved scroll position or centre would have put the view.
class SelectionRevealer {
public:
    virtual ~SelectionRevealer() = default;
    virtual void revealSelection() = 0;
};

} // namespace quantlens
