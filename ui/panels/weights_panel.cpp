#include "panels/weights_panel.h"

#include "core_text.h"
#include "panels/tensor_table_view.h"
#include "session_context.h"
#include "util/number_text.h"
#include "verdict_style.h"

#include <QEvent>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    constexpr int kSortRole = Qt::UserRole + 1;
    constexpr int kTensorRole = Qt::UserRole + 2;
    // Weights with less SQNR than this lose visible precision on their own (about 5 bits left).
    constexpr double kLowSqnrDb = 30;
    // Channel ranges this uneven waste most of a per-tensor scale on the small channels.
    constexpr double kUnevenSpread = 10;

    QStandardItem* numberItem(double value, int digits = 4)
    {
        auto* item = new QStandardItem(QString::fromStdString(formatSignificant(value, digits)));
        item->setData(value, kSortRole);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    }

    QStandardItem* textItem(const QString& text)
    {
        auto* item = new QStandardItem(text);
        item->setData(text, kSortRole);
        return item;
    }
}

WeightsPanel::WeightsPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_attribution(new QLabel(this))
    , m_model(new QStandardItemModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
{
    m_attribution->setWordWrap(true);
    m_attribution->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(kSortRole);
    m_view->setModel(m_sorted);
    setUpTensorTable(m_view, Sqnr); // the least precise weights first
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_attribution);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTableView::clicked, this,
        [this](const QModelIndex& index) { m_context->select(index.data(kTensorRole).toString()); });
    connect(context, &SessionContext::analysisChanged, this, &WeightsPanel::refresh);
    connect(context, &SessionContext::measurementChanged, this, &WeightsPanel::refresh);
    connect(context, &SessionContext::selectionChanged, this, &WeightsPanel::showSelection);
    refresh();
}

QString WeightsPanel::attributionText() const
{
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->modelOnly())
        return tr("Open a float and a quantized model to see their weights compared.");
    if (m_context->measuring())
        return tr("Measuring by running the models…");
    if (!analysis->measured) {
        if (analysis->measurementProblem)
            return tr("The models could not be run: %1").arg(problemText(*analysis->measurementProblem));
        return tr("Not measured: turn on Analysis ▸ Measure by running the models.");
    }
    const Measurements& m = *analysis->measured;
    if (!m.weightsOnlyCos || !m.activationsOnlyCos)
        return tr("%n quantized weight(s).", nullptr, static_cast<int>(m.weights.size()));
    const double weightsLoss = 1 - *m.weightsOnlyCos;
    const double activationsLoss = 1 - *m.activationsOnlyCos;
    const QString which = weightsLoss > activationsLoss
        ? tr("The weights cost more of the accuracy than the activations.")
        : tr("The activations cost more of the accuracy than the weights.");
    return tr("Output cos with only the weights quantized: %1; with only the activations: %2; both: %3. %4")
        .arg(QString::fromStdString(formatSignificant(*m.weightsOnlyCos, 5)),
            QString::fromStdString(formatSignificant(*m.activationsOnlyCos, 5)),
            QString::fromStdString(formatSignificant(m.baselineCos, 5)), which);
}

void WeightsPanel::refresh()
{
    m_attribution->setText(attributionText());
    m_model->clear();
    m_model->setHorizontalHeaderLabels({ tr("Layer"), tr("Weight"), tr("Scale"), tr("Channels"), tr("SQNR (dB)"),
        tr("Cos"), tr("Worst channel cos"), tr("Channel range spread (max/median)") });
    m_model->horizontalHeaderItem(Spread)->setToolTip(
        tr("Largest per-channel max |w| over the median channel's: with one per-tensor scale the median channel gets "
           "1/spread of the levels"));
    const auto analysis = m_context->analysis();
    if (!analysis || !analysis->measured)
        return;
    for (const WeightMeasurement& w : analysis->measured->weights) {
        const QString layer = QString::fromStdString(w.layer);
        QList<QStandardItem*> row { textItem(layer), textItem(QString::fromStdString(w.weight)),
            textItem(w.perChannel ? tr("per channel") : tr("per tensor")), numberItem(static_cast<double>(w.channels)),
            numberItem(w.sqnrDb, 3), numberItem(w.cos, 6), numberItem(w.worstChannelCos, 6),
            numberItem(w.rangeSpread, 3) };
        if (w.sqnrDb < kLowSqnrDb)
            row[Sqnr]->setBackground(verdictStyle::cellBackground(Verdict::Warn));
        if (!w.perChannel && w.rangeSpread > kUnevenSpread)
            row[Spread]->setBackground(verdictStyle::cellBackground(Verdict::Warn));
        for (auto* item : row) {
            item->setData(layer, kTensorRole);
            item->setEditable(false);
        }
        m_model->appendRow(row);
    }
    m_view->resizeColumnsToContents();
    showSelection(m_context->selectedTensor());
}

void WeightsPanel::showSelection(const QString& tensor)
{
    for (int r = 0; r < m_sorted->rowCount(); ++r)
        if (m_sorted->index(r, Layer).data(kTensorRole).toString() == tensor) {
            m_view->selectRow(r);
            m_view->scrollTo(m_sorted->index(r, Layer));
            return;
        }
    m_view->clearSelection();
}

void WeightsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}

} // namespace quantlens
