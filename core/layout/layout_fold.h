#pragma once
#include "layout/layered_layout.h"

namespace quantlens {

/// How many columns make a layout fill a view (sizes in the same units, e.g. pixels at zoom 1)
/// best: 1 when the whole layout already fits at a readable zoom, or when folding would not at
/// least double the zoom at which it fits; at most `maxColumns`.
int columnsForView(double layoutWidth, double layoutHeight, double viewWidth, double viewHeight, int maxColumns = 8);

/// Cuts a tall layout between ranks into `columns` pieces of similar height and sets them side by
/// side, like newspaper columns, so a long network fitted in a landscape view is a page of boxes
/// rather than a hairline. Cuts go where the fewest edges cross (within a tenth of the ideal
/// height); an edge that crosses one leaves its column at the bottom, climbs the gutter and enters
/// the next column from the top. `graph` gives the node sizes. One column returns the layout unchanged.
LayeredLayout foldIntoColumns(const LayeredLayout& layout, const LayoutGraph& graph, int columns);

} // namespace quantlens
