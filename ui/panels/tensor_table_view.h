#pragma once
#include <QHeaderView>
#include <QTableView>

namespace quantlens {

/// How every one-row-per-tensor table looks and selects: whole rows, one at a time, sortable,
/// compact rows without numbers down the side, no wrapping. `sortColumn` -1 keeps the model's
/// order (topological) until the user sorts.
inline void setUpTensorTable(QTableView* view, int sortColumn)
{
    view->setSortingEnabled(true);
    view->sortByColumn(sortColumn, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
}

} // namespace quantlens
