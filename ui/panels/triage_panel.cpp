#include "panels/triage_panel.h"

#include "core_text.h"
#include "session_context.h"
#include "toolchain_combo.h"
#include "verdict_style.h"

#include "util/number_text.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <cmath>

namespace quantlens {
namespace {
    constexpr int kTensorRole = Qt::UserRole + 1;

    /// How the category reads at a glance: fine, a cause outside quantization, or a quantization loss.
    Verdict categoryTone(TriageCategory category)
    {
        switch (category) {
        case TriageCategory::Ok: return Verdict::Pass;
        case TriageCategory::Preprocessing:
        case TriageCategory::Board:
        case TriageCategory::LayerMismatch:
        case TriageCategory::Postprocessing:
        case TriageCategory::Failed: return Verdict::Warn;
        default: return Verdict::Fail;
        }
    }
}

TriagePanel::TriagePanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_vendor(new ToolchainCombo(context, this))
    , m_category(new QLabel(this))
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("triagePanel"));
    m_category->setWordWrap(true);
    m_category->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_category->font();
    bold.setBold(true);
    m_category->setFont(bold);
    // Two columns: the view usually sits in a narrow dock, where a tensor column would squeeze the
    // findings to nothing; the tensor leads the finding's text instead.
    m_tree->setHeaderLabels({ tr("Finding"), tr("Value") });
    m_tree->setWordWrap(true);
    m_tree->setRootIsDecorated(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    m_apply = new QPushButton(tr("Culprits to 16 bit"), this);
    m_apply->setEnabled(false);
    // The category gets the whole width (the dock is narrow); the actions go on the row below.
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_apply);
    actions->addStretch(1);
    actions->addWidget(m_vendor);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_category);
    layout->addLayout(actions);
    layout->addWidget(m_tree, 1);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && !item->data(0, kTensorRole).toString().isEmpty())
            m_context->select(item->data(0, kTensorRole).toString());
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (const QStringList tensors = wideningCulprits(); !tensors.isEmpty())
            m_context->setPrecision(tensors, m_context->toolchain().sixteenBit.type,
                tr("Triage: %n culprit(s) to 16 bit", nullptr, int(tensors.size())));
    });
    connect(context, &SessionContext::triageChanged, this, &TriagePanel::refresh);
    // Measuring starts or ends: the culprits shown turn provisional or final.
    connect(context, &SessionContext::measurementChanged, this, &TriagePanel::refresh);
    connect(context, &SessionContext::selectionChanged, this, &TriagePanel::showSelection);
    refresh();
}

QStringList TriagePanel::wideningCulprits() const
{
    QStringList tensors;
    if (!m_result)
        return tensors;
    // 16 bit is the vendors' fix for a layer's own loss; an input, board, pairing or calibration
    // problem is fixed where it lies, not by widening layers.
    const TriageCategory c = m_result->category;
    if (c != TriageCategory::QuantizationJump && c != TriageCategory::Outliers && c != TriageCategory::Gradual)
        return tensors;
    for (const auto& name : m_result->culprits) {
        tensors << QString::fromStdString(name);
        if (c == TriageCategory::QuantizationJump)
            break; // one layer loses most: that one
    }
    return tensors;
}

void TriagePanel::refresh()
{
    const auto analysis = m_context->analysis();
    if (const auto& result = m_context->triage()) {
        show(*result);
        return;
    }
    m_result.reset();
    m_apply->setEnabled(false);
    m_tree->clear();
    m_category->setAutoFillBackground(false);
    if (!analysis || analysis->modelOnly())
        m_category->setText(analysis
                ? tr("No runs compared yet: add the model's dumps with File ▸ Open inputs… to triage them.")
                : tr("Open a float model with its dumps to triage them."));
    else
        m_category->setText(tr("Triage running: reading the inputs and runs again…"));
}

QTreeWidgetItem* TriagePanel::group(const QString& title)
{
    auto* item = new QTreeWidgetItem(m_tree, { title });
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFirstColumnSpanned(true);
    item->setExpanded(true);
    return item;
}

void TriagePanel::show(const TriageResult& result)
{
    m_result = result;
    m_tree->clear();
    const QStringList widening = wideningCulprits();
    m_apply->setEnabled(!widening.isEmpty());
    m_apply->setToolTip(widening.isEmpty()
            ? tr("The fix for this finding is not a 16-bit layer")
            : tr("Set %1 to U16 in the precision plan (undoable)").arg(widening.join(QStringLiteral(", "))));
    m_category->setText(translated(triageCategoryText(result.category)));
    m_category->setAutoFillBackground(true);
    QPalette palette = m_category->palette();
    palette.setBrush(QPalette::Window, verdictStyle::cellBackground(categoryTone(result.category)));
    m_category->setPalette(palette);
    if (!result.culprits.empty()) {
        const auto analysis = m_context->analysis();
        // A first answer from the dumps alone, while running the models may still reorder it.
        const bool provisional = m_context->measuring() && analysis && !analysis->measured;
        auto* culprits = group(provisional
                ? tr("Culprits, most likely first — provisional: ranked from the dumps until measuring ends")
                : tr("Culprits, most likely first"));
        for (const auto& name : result.culprits) {
            const QString tensor = QString::fromStdString(name);
            const int row = analysis ? analysis->rowOf(name) : -1;
            QString what = tensor;
            if (row >= 0) {
                const LayerRow& layer = analysis->rows[static_cast<std::size_t>(row)];
                const auto& m = layer.primary().metrics;
                what = m ? tr("%1 (%2), cos %3")
                               .arg(tensor, QString::fromStdString(layer.opType),
                                   QString::fromStdString(formatSignificant(m->cosine, 4)))
                         : tr("%1 (%2)").arg(tensor, QString::fromStdString(layer.opType));
            }
            auto* item = new QTreeWidgetItem(culprits, { what });
            item->setData(0, kTensorRole, tensor);
            item->setToolTip(0, tr("Click to select %1 in every view").arg(tensor));
        }
    }
    auto* evidence = group(tr("Evidence"));
    for (const auto& e : result.evidence) {
        const QString tensor = QString::fromStdString(e.tensor);
        const QString value
            = std::isfinite(e.value) ? QString::fromStdString(formatSignificant(e.value, 4)) : QString();
        const QString finding
            = tensor.isEmpty() ? translated(e.text) : QStringLiteral("%1: %2").arg(tensor, translated(e.text));
        auto* item = new QTreeWidgetItem(evidence, { finding, value });
        item->setData(0, kTensorRole, tensor);
        item->setToolTip(0, QStringLiteral("%1: %2").arg(QString::fromStdString(e.rule), translated(e.text)));
    }
    auto* steps = group(tr("Next steps"));
    int n = 0;
    for (const auto& s : result.nextSteps) {
        auto* item = new QTreeWidgetItem(steps, { QStringLiteral("%1. %2").arg(++n).arg(translated(s)) });
        item->setFirstColumnSpanned(true);
        item->setToolTip(0, item->text(0));
    }
    showSelection();
}

void TriagePanel::showSelection()
{
    // The culprit (else the first finding) naming the selected tensor is highlighted: the suspect
    // the window opens at is visibly the triage's first line.
    const QString tensor = m_context->selectedTensor();
    QTreeWidgetItem* match = nullptr;
    for (QTreeWidgetItemIterator it(m_tree); *it && !match; ++it)
        if (!tensor.isEmpty() && (*it)->data(0, kTensorRole).toString() == tensor)
            match = *it;
    const QSignalBlocker block(m_tree); // the context knows its selection already
    m_tree->setCurrentItem(match);
    if (!match)
        m_tree->clearSelection();
}

bool TriagePanel::waitForResult(int ms)
{
    // The triage runs again once the models are measured and again once the calibration lab (started
    // by the measurement) has measured the free fixes: the result to show is the last one.
    return m_context->waitForMeasurement(ms) && m_context->waitForCalibrationStudy(ms) && m_context->waitForTriage(ms);
}

} // namespace quantlens
