#include "panels/inputs_panel.h"

#include "analysis/bad_cases.h"
#include "session_context.h"
#include "simulation/task_agreement.h"
#include "task_kind_text.h"
#include "util/number_text.h"
#include "verdict_style.h"

#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr int kSortRole = Qt::UserRole + 1;
    constexpr int kFileRole = Qt::UserRole + 2;

    QString number(double value, int digits)
    {
        return std::isfinite(value) ? QString::fromStdString(formatSignificant(value, digits)) : QStringLiteral("–");
    }

    QStandardItem* numberItem(double value, int digits)
    {
        auto* item = new QStandardItem(number(value, digits));
        item->setData(std::isfinite(value) ? value : 2.0, kSortRole); // no value sorts after every value
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    }
}

InputsPanel::InputsPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_summary(new QLabel(this))
    , m_back(new QPushButton(this))
    , m_model(new QStandardItemModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(kSortRole);
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(Rank, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_back, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTableView::doubleClicked, this,
        [this](const QModelIndex& index) { m_context->openInput(index.data(kFileRole).toString()); });
    connect(m_back, &QPushButton::clicked, m_context, &SessionContext::returnToDataSet);
    connect(context, &SessionContext::analysisChanged, this, &InputsPanel::refresh);
    refresh();
}

QString InputsPanel::summaryText() const
{
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->inputRuns.empty()) {
        if (m_context->dataSetToReturnTo() > 0)
            return tr("One input of the data set, analysed alone.");
        return tr("One input. Give several (--input FOLDER, or several files in Open ▸ Model input) to see a "
                  "data set: each input's output cos and task agreement, bad cases first.");
    }
    const auto& runs = analysis->inputRuns;
    std::vector<double> cos;
    for (const auto& run : runs)
        if (std::isfinite(run.outputCos))
            cos.push_back(run.outputCos);
    std::sort(cos.begin(), cos.end());
    QString text = tr("%n input(s).", nullptr, static_cast<int>(runs.size()));
    if (!cos.empty()) {
        double sum = 0;
        for (double c : cos)
            sum += c;
        const auto p5 = static_cast<std::size_t>(std::ceil(0.05 * static_cast<double>(cos.size())));
        text += QLatin1Char(' ')
            + tr("Output cos: mean %1, 5th percentile %2, worst %3.")
                  .arg(number(sum / static_cast<double>(cos.size()), 5),
                      number(cos[std::max<std::size_t>(p5, 1) - 1], 5), number(cos.front(), 5));
    }
    sim::Measurement measured;
    for (const auto& run : runs)
        measured.samples.push_back(run.outputs);
    for (const auto& s : sim::taskSummaries(measured))
        if (s.count > 0)
            text += QLatin1Char(' ')
                + tr("%1 (%2): agreement %3, identical on %4 of %5.")
                      .arg(QString::fromStdString(s.output), taskKindText(s.kind), number(s.mean(), 4))
                      .arg(s.equal)
                      .arg(s.count);
    return text + QLatin1Char(' ') + tr("Bad cases first; double-click an input to analyse it alone.");
}

void InputsPanel::refresh()
{
    m_summary->setText(summaryText());
    m_back->setText(tr("Back to all %n input(s)", nullptr, m_context->dataSetToReturnTo()));
    m_back->setVisible(m_context->dataSetToReturnTo() > 0);
    m_model->clear();
    m_model->setHorizontalHeaderLabels(
        { tr("Rank"), tr("Input"), tr("Output cos"), tr("Task agreement"), tr("Answer kept"), tr("Folder") });
    m_model->horizontalHeaderItem(Agreement)->setToolTip(
        tr("The lowest agreement over the outputs with a decoded answer: top-1 class kept (1/0), 1 − edit distance "
           "of the CTC text, IoU of the mask at 0.5"));
    const auto analysis = m_context->analysis();
    if (!analysis)
        return;
    const auto& runs = analysis->inputRuns;
    const auto order = badCaseOrder(runs);
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        const auto& run = runs[order[rank]];
        const QFileInfo file(QString::fromStdString(run.file));
        auto* rankItem = numberItem(static_cast<double>(rank + 1), 6);
        auto* name = new QStandardItem(file.fileName());
        name->setData(file.fileName(), kSortRole);
        name->setToolTip(file.filePath());
        const auto agreement = decodedAgreement(run);
        const auto equal = decodedEqual(run);
        auto* kept = new QStandardItem(equal ? (*equal ? tr("yes") : tr("no")) : QStringLiteral("–"));
        kept->setData(equal ? (*equal ? 1 : 0) : 2, kSortRole);
        auto* folder = new QStandardItem(file.path());
        folder->setData(file.path(), kSortRole);
        QList<QStandardItem*> row { rankItem, name, numberItem(run.outputCos, 6),
            numberItem(agreement.value_or(std::nan("")), 4), kept, folder };
        if (equal && !*equal)
            kept->setBackground(verdictStyle::cellBackground(Verdict::Warn));
        if (order[rank] == analysis->shownInput)
            name->setText(tr("%1 (shown)").arg(file.fileName()));
        for (auto* item : row) {
            item->setData(file.filePath(), kFileRole);
            item->setEditable(false);
        }
        m_model->appendRow(row);
    }
    m_view->resizeColumnsToContents();
}

void InputsPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}

} // namespace quantlens
