#include "panels/layer_table_panel.h"

#include "models/layer_filter_proxy.h"
#include "models/layer_table_model.h"
#include "panels/tensor_table_view.h"
#include "session_context.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

namespace quantlens {

LayerTablePanel::LayerTablePanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_model(new LayerTableModel(context, this))
    , m_proxy(new LayerFilterProxy(this))
    , m_view(new QTableView(this))
    , m_search(new QLineEdit(this))
    , m_opType(new QComboBox(this))
    , m_run(new QComboBox(this))
    , m_notPassingOnly(new QCheckBox(tr("Not passing"), this))
{
    setObjectName(QStringLiteral("layerTablePanel"));
    m_view->setObjectName(QStringLiteral("exportContent")); // exports show the table, not the filters
    m_proxy->setSourceModel(m_model);
    m_view->setModel(m_proxy);
    setUpTensorTable(m_view, LayerTableModel::OrderColumn);
    m_search->setPlaceholderText(tr("Filter by tensor or op…"));
    m_search->setClearButtonEnabled(true);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_opType);
    filters->addWidget(m_run);
    filters->addWidget(m_notPassingOnly);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &LayerFilterProxy::setText);
    connect(m_opType, &QComboBox::currentIndexChanged, this,
        [this](int i) { m_proxy->setOpType(i <= 0 ? QString() : m_opType->itemText(i)); });
    m_notPassingOnly->setToolTip(tr("Only tensors that warn or fail under the thresholds"));
    connect(m_notPassingOnly, &QCheckBox::toggled, m_proxy, &LayerFilterProxy::setNotPassingOnly);
    m_run->setObjectName(QStringLiteral("tableRun"));
    m_run->setToolTip(tr("Which run's columns to show: one run, or every run side by side"));
    connect(m_run, &QComboBox::currentIndexChanged, this, &LayerTablePanel::applyRun);
    connect(context, &SessionContext::thresholdsChanged, m_proxy, &LayerFilterProxy::refilter);
    // Filtering hides and shows rows: the highlight must follow the session's selection, not
    // whatever row the view last had.
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LayerTablePanel::resyncSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LayerTablePanel::resyncSelection);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LayerTablePanel::resyncSelection);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &LayerTablePanel::resyncSelection);
    connect(context, &SessionContext::analysisChanged, this, &LayerTablePanel::refillOpTypes);
    connect(context, &SessionContext::measurementChanged, this, &LayerTablePanel::showMeasuredColumns);
    connect(context, &SessionContext::selectionChanged, this, &LayerTablePanel::showSelection);
    connect(
        m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
            if (current.isValid())
                m_context->select(current.data(LayerTableModel::TensorRole).toString());
        });
    refillOpTypes();
}

void LayerTablePanel::refillOpTypes()
{
    const QSignalBlocker block(m_opType);
    m_opType->clear();
    m_opType->addItem(tr("All ops"));
    std::set<QString> ops;
    for (int r = 0; r < m_model->rowCount(); ++r)
        ops.insert(m_model->index(r, 0).data(LayerTableModel::OpTypeRole).toString());
    for (const auto& op : ops)
        m_opType->addItem(op);
    m_proxy->setOpType({});
    refillRuns();
    m_view->resizeColumnsToContents();
    // Long scoped names would push the verdict and cosine off a small screen; the tooltip has them whole.
    m_view->setColumnWidth(
        LayerTableModel::TensorColumn, std::min(m_view->columnWidth(LayerTableModel::TensorColumn), 240));
    m_view->setColumnWidth(LayerTableModel::OpColumn, std::min(m_view->columnWidth(LayerTableModel::OpColumn), 130));
    showMeasuredColumns();
}

void LayerTablePanel::refillRuns()
{
    const QSignalBlocker block(m_run);
    const int previous = m_run->currentIndex();
    m_run->clear();
    m_run->addItem(tr("All runs"));
    if (const auto analysis = m_context->analysis())
        for (const RunInfo& run : analysis->candidates)
            m_run->addItem(QString::fromStdString(run.label));
    m_run->setCurrentIndex(previous > 0 && previous < m_run->count() ? previous : 0);
    m_run->setVisible(m_run->count() > 2); // one run: nothing to pick
    applyRun();
}

void LayerTablePanel::setRun(int run) { m_run->setCurrentIndex(run >= 0 && run + 1 < m_run->count() ? run + 1 : 0); }

int LayerTablePanel::run() const { return m_run->currentIndex() - 1; }

void LayerTablePanel::applyRun()
{
    const int chosen = run();
    QList<int> verdictColumns;
    for (int candidate = 0; candidate < m_model->candidateCount(); ++candidate) {
        const bool shown = chosen < 0 || candidate == chosen;
        for (int c = 0; c < LayerTableModel::runColumnCount(); ++c)
            m_view->setColumnHidden(m_model->verdictColumn(candidate) + c, !shown);
        if (shown)
            verdictColumns << m_model->verdictColumn(candidate);
    }
    // Columns after the runs' were some run's columns in an analysis with more runs: never left hidden.
    for (int c = 0; c < LayerTableModel::TrailingColumnCount; ++c)
        m_view->setColumnHidden(m_model->trailingColumn(static_cast<LayerTableModel::TrailingColumn>(c)), false);
    m_proxy->setVerdictColumns(verdictColumns);
}

void LayerTablePanel::showMeasuredColumns()
{
    // Measured columns only once there is something measured: empty columns would crowd small screens.
    const auto analysis = m_context->analysis();
    const bool measured = analysis && analysis->measured;
    m_view->setColumnHidden(LayerTableModel::Gain16Column, !measured);
    m_view->setColumnHidden(LayerTableModel::IsolatedColumn, !measured);
    if (measured) {
        m_view->resizeColumnToContents(LayerTableModel::Gain16Column);
        m_view->resizeColumnToContents(LayerTableModel::IsolatedColumn);
    }
}

void LayerTablePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // A hidden table cannot scroll before it has a size (snapshots): scroll once it has one.
    if (const QModelIndex current = m_view->selectionModel()->currentIndex(); current.isValid())
        m_view->scrollTo(current, QAbstractItemView::PositionAtCenter);
}

void LayerTablePanel::revealSelection()
{
    showSelection(m_context->selectedTensor());
    if (const QModelIndex current = m_view->selectionModel()->currentIndex(); current.isValid())
        m_view->scrollTo(current, QAbstractItemView::PositionAtCenter);
}

void LayerTablePanel::resyncSelection() { showSelection(m_context->selectedTensor()); }

void LayerTablePanel::showSelection(const QString& tensor)
{
    const int row = m_model->rowOfTensor(tensor);
    const QModelIndex index = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) { // cleared, or hidden by a filter: show no row as selected
        const QSignalBlocker block(m_view->selectionModel());
        m_view->selectionModel()->clear();
        return;
    }
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (current.row() == index.row() && m_view->selectionModel()->isRowSelected(index.row(), {}))
        return;
    const QSignalBlocker block(m_view->selectionModel()); // the context already knows
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

} // namespace quantlens
