#include "panels/inspector_panel.h"

#include "models/inspector_model.h"
#include "panels/range_bar_delegate.h"
#include "panels/tensor_table_view.h"
#include "precision/plan_suggestion.h"
#include "session_context.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    /// Shows flagged rows only when asked.
    class FlaggedFilter : public QSortFilterProxyModel {
    public:
        using QSortFilterProxyModel::QSortFilterProxyModel;
        void setFlaggedOnly(bool on)
        {
            m_flaggedOnly = on;
            invalidateFilter(); // Qt 6.4 has no begin/endFilterChange
        }
        bool flaggedOnly() const { return m_flaggedOnly; }

    protected:
        bool filterAcceptsRow(int row, const QModelIndex& parent) const override
        {
            return !m_flaggedOnly || sourceModel()->index(row, 0, parent).data(InspectorModel::FlaggedRole).toBool();
        }

    private:
        bool m_flaggedOnly = false;
    };

    QDoubleSpinBox* limitBox(QWidget* parent, double max, int decimals, const QString& suffix)
    {
        auto* box = new QDoubleSpinBox(parent);
        box->setRange(0, max);
        box->setDecimals(decimals);
        box->setSuffix(suffix);
        box->setKeyboardTracking(false);
        return box;
    }
}

InspectorPanel::InspectorPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_model(new InspectorModel(context, this))
    , m_proxy(new FlaggedFilter(this))
    , m_view(new QTableView(this))
    , m_flaggedOnly(new QCheckBox(tr("Flagged only"), this))
    , m_u8Range(limitBox(this, 1e6, 1, {}))
    , m_clipPercent(limitBox(this, 100, 3, QStringLiteral(" %")))
    , m_rangeUsePercent(limitBox(this, 100, 1, QStringLiteral(" %")))
    , m_ownSqnr(limitBox(this, 200, 1, QStringLiteral(" dB")))
    , m_applyAdvice(new QPushButton(tr("Apply advice"), this))
{
    setObjectName(QStringLiteral("inspectorPanel"));
    m_view->setObjectName(QStringLiteral("exportContent"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(InspectorModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setItemDelegateForColumn(InspectorModel::BarColumn, new RangeBarDelegate(m_view));
    setUpTensorTable(m_view, -1);

    m_u8Range->setToolTip(tr("Flag 8-bit tensors whose quantization range spans more than this (SigmaStar: 20)"));
    m_clipPercent->setToolTip(tr("Flag tensors that clip more than this share of their values"));
    m_rangeUsePercent->setToolTip(tr("Flag tensors that use less than this share of their representable range"));
    m_ownSqnr->setToolTip(tr("Flag tensors whose own quantize-dequantize SQNR is below this"));
    auto* limits = new QHBoxLayout;
    limits->addWidget(m_flaggedOnly);
    limits->addSpacing(12);
    for (const auto& [label, box] :
        { std::pair { tr("u8 range >"), m_u8Range }, std::pair { tr("clipped >"), m_clipPercent },
            std::pair { tr("range use <"), m_rangeUsePercent }, std::pair { tr("own SQNR <"), m_ownSqnr } }) {
        limits->addWidget(new QLabel(label, this));
        limits->addWidget(box);
    }
    limits->addStretch(1);
    m_applyAdvice->setToolTip(tr("Run at 16 bit what the selected flagged tensor's advice names: the inputs of the "
                                 "convolutions around it, which is where SigmaStar can set INT16 (undo with Ctrl+Z)"));
    limits->addWidget(m_applyAdvice);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(limits);
    layout->addWidget(m_view, 1);

    showRules();
    connect(m_applyAdvice, &QPushButton::clicked, this, &InspectorPanel::applyAdvice);
    connect(context, &SessionContext::selectionChanged, this, &InspectorPanel::updateAdviceButton);
    connect(context, &SessionContext::inspectionChanged, this, &InspectorPanel::updateAdviceButton);
    connect(context, &SessionContext::planChanged, this, &InspectorPanel::updateAdviceButton);
    updateAdviceButton();
    for (QDoubleSpinBox* box : { m_u8Range, m_clipPercent, m_rangeUsePercent, m_ownSqnr })
        connect(box, &QDoubleSpinBox::valueChanged, this, &InspectorPanel::applyRules);
    connect(m_flaggedOnly, &QCheckBox::toggled, this, [this](bool on) {
        {
            // Rows leaving the view move the view's current row; that is no choice of the user's.
            const QSignalBlocker block(m_view->selectionModel());
            static_cast<FlaggedFilter*>(m_proxy)->setFlaggedOnly(on);
        }
        showSelection(m_context->selectedTensor());
    });
    connect(context, &SessionContext::inspectionChanged, this, &InspectorPanel::showRules);
    connect(context, &SessionContext::selectionChanged, this, &InspectorPanel::showSelection);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->resizeColumnsToContents();
        m_view->setColumnWidth(
            InspectorModel::TensorColumn, std::min(m_view->columnWidth(InspectorModel::TensorColumn), 240));
        m_view->setColumnWidth(InspectorModel::BarColumn, 150);
        showSelection(m_context->selectedTensor());
    });
    connect(
        m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
            if (current.isValid())
                m_context->select(current.data(InspectorModel::TensorRole).toString());
        });
}

void InspectorPanel::showRules()
{
    const InspectionRules& rules = m_context->inspectionRules();
    for (const auto& [box, value] :
        { std::pair { m_u8Range, rules.u8RangeAbove }, std::pair { m_clipPercent, rules.clipRatioAbove * 100 },
            std::pair { m_rangeUsePercent, rules.rangeUseBelow * 100 },
            std::pair { m_ownSqnr, rules.ownSqnrBelowDb } }) {
        const QSignalBlocker block(box);
        box->setValue(value);
    }
}

void InspectorPanel::applyRules()
{
    InspectionRules rules;
    rules.u8RangeAbove = m_u8Range->value();
    rules.clipRatioAbove = m_clipPercent->value() / 100;
    rules.rangeUseBelow = m_rangeUsePercent->value() / 100;
    rules.ownSqnrBelowDb = m_ownSqnr->value();
    m_context->setInspectionRules(rules);
}

void InspectorPanel::showSelection(const QString& tensor)
{
    const int row = m_model->rowOfTensor(tensor);
    const QModelIndex index = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    const QSignalBlocker block(m_view->selectionModel()); // the context already knows
    if (!index.isValid()) {
        m_view->selectionModel()->clear();
        return;
    }
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void InspectorPanel::revealSelection()
{
    showSelection(m_context->selectedTensor());
    if (const QModelIndex current = m_view->selectionModel()->currentIndex(); current.isValid())
        m_view->scrollTo(current, QAbstractItemView::PositionAtCenter);
}

nlohmann::json InspectorPanel::saveState() const { return { { "flagged_only", m_flaggedOnly->isChecked() } }; }

void InspectorPanel::restoreState(const nlohmann::json& state)
{
    if (auto it = state.find("flagged_only"); state.is_object() && it != state.end() && it->is_boolean())
        m_flaggedOnly->setChecked(it->get<bool>());
}

void InspectorPanel::updateAdviceButton()
{
    const int row = m_context->selectedRow();
    const auto& inspections = m_context->inspections();
    m_applyAdvice->setEnabled(row >= 0 && static_cast<std::size_t>(row) < inspections.size()
        && inspections[static_cast<std::size_t>(row)].advice.has_value());
}

void InspectorPanel::applyAdvice()
{
    const QString tensor = m_context->selectedTensor();
    // In the session's toolchain's terms: the tensor itself where it can be 16 bit, else (SigmaStar)
    // the convolution inputs around it, as the advice says.
    const SixteenBitRule& rule = m_context->toolchain().sixteenBit;
    QStringList carriers;
    for (const auto& name : sixteenBitCarriers(tensor.toStdString(), m_context->planContext(), rule))
        carriers << QString::fromStdString(name);
    if (!carriers.isEmpty())
        m_context->setPrecision(carriers, rule.type, tr("Apply the advice for %1").arg(tensor));
}

} // namespace quantlens
