#include "plan_panel.h"

#include "core_text.h"
#include "dialogs/find_plan_dialog.h"
#include "dialogs/plan_export_dialog.h"
#include "dialogs/verify_dialog.h"
#include "models/plan_model.h"
#include "panels/tensor_table_view.h"
#include "precision/plan_format.h"
#include "precision/plan_import.h"
#include "precision/plan_suggestion.h"
#include "session_context.h"
#include "toolchain_combo.h"
#include "util/number_text.h"
#include "util/whole_file.h"
#include "workers/plan_prediction.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTableView>

namespace quantlens {

namespace {
    constexpr int kDefaultBudget = 20;
}

QString planSummaryText(const SessionContext& context)
{
    const PlanCost cost = context.planCost();
    return PlanPanel::tr("16-bit tensors: %1 · %2 % of MACs · %3 % of activation bytes")
        .arg(cost.wideTensors)
        .arg(QString::fromStdString(formatSignificant(cost.macShare * 100)),
            QString::fromStdString(formatSignificant(cost.activationShare * 100)));
}

PlanPanel::PlanPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_model(new PlanModel(context, this))
    , m_view(new QTableView(this))
    , m_budget(new QSpinBox(this))
    , m_costBudget(new QDoubleSpinBox(this))
    , m_vendor(new ToolchainCombo(context, this))
    , m_summary(new QLabel(this))
    , m_predicted(new QLabel(this))
    , m_prediction(new PlanPrediction(context, this))
{
    auto* suggestButton = new QPushButton(tr("Suggest"), this);
    suggestButton->setToolTip(
        tr("Pick the triage's culprits (the tensors whose own quantization loses most), within the "
           "budgets and only while they still matter; your own choices stay"));
    m_budget->setRange(1, 10000);
    m_budget->setValue(kDefaultBudget);
    m_budget->setPrefix(tr("max "));
    m_budget->setToolTip(tr("At most this many 16-bit tensors"));
    m_costBudget->setRange(0, 100);
    m_costBudget->setDecimals(1);
    m_costBudget->setSingleStep(1);
    m_costBudget->setSuffix(tr(" % MACs"));
    m_costBudget->setSpecialValueText(tr("no cost limit"));
    m_costBudget->setToolTip(tr("At most this share of MACs and of activation bytes at 16 bit (as quantlens plan "
                                "--max-cost): a ceiling, not a target; tensors that would gain little are left out"));
    auto* findButton = new QPushButton(tr("Find plan…"), this);
    findButton->setToolTip(tr("Search, by running the models, for the smallest plan that reaches a target output "
                              "cosine, and pick one from the Pareto plot"));
    auto* importButton = new QPushButton(tr("Import…"), this);
    auto* exportButton = new QPushButton(tr("Export…"), this);
    auto* clearButton = new QPushButton(tr("Clear"), this);
    auto* checkButton = new QPushButton(tr("Check rebuilt model…"), this);
    checkButton->setToolTip(tr("Did the vendor build apply this plan? Read what it produced (a quantized ONNX, "
                               "SigmaStar's quant-param JSON, Pulsar2's precision table, RKNN's cfg or "
                               "error_analysis) and list each planned tensor as applied, not applied, fused or "
                               "unknown"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(suggestButton);
    bar->addWidget(m_budget);
    bar->addWidget(m_costBudget);
    bar->addWidget(m_vendor);
    bar->addWidget(findButton);
    bar->addStretch(1);
    bar->addWidget(importButton);
    bar->addWidget(exportButton);
    bar->addWidget(clearButton);
    bar->addWidget(checkButton);
    m_view->setModel(m_model);
    setUpTensorTable(m_view, -1);
    m_view->setSortingEnabled(false); // graph order is the plan's order
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    m_predicted->setObjectName(QStringLiteral("predictedCos"));
    layout->addWidget(m_predicted);
    layout->addWidget(m_view, 1);

    connect(suggestButton, &QPushButton::clicked, this, &PlanPanel::suggest);
    connect(findButton, &QPushButton::clicked, this, &PlanPanel::findPlan);
    connect(m_prediction, &PlanPrediction::changed, this, [this] {
        m_predicted->setText(predictionText());
        m_predicted->setVisible(!m_predicted->text().isEmpty());
    });
    m_predicted->setVisible(false);
    connect(importButton, &QPushButton::clicked, this, &PlanPanel::importPlan);
    connect(exportButton, &QPushButton::clicked, this, &PlanPanel::exportPlan);
    connect(checkButton, &QPushButton::clicked, this, &PlanPanel::checkRebuilt);
    connect(clearButton, &QPushButton::clicked, this, [this] { m_context->replacePlan({}, tr("Clear the plan")); });
    connect(m_view, &QTableView::clicked, this,
        [this](const QModelIndex& index) { m_context->select(index.data(PlanModel::TensorRole).toString()); });
    auto* remove = new QShortcut(QKeySequence::Delete, m_view);
    connect(remove, &QShortcut::activated, this, &PlanPanel::removeSelected);
    connect(context, &SessionContext::planChanged, this, &PlanPanel::updateSummary);
    connect(context, &SessionContext::analysisChanged, this, &PlanPanel::updateSummary);
    connect(context, &SessionContext::selectionChanged, this, &PlanPanel::showSelection);
    updateSummary();
}

void PlanPanel::updateSummary() { m_summary->setText(planSummaryText(*m_context)); }

QString PlanPanel::predictionText() const
{
    if (m_prediction->running())
        return tr("Predicting the output cos of this plan by running the models…");
    const auto& value = m_prediction->value();
    if (!value)
        return {};
    if (!value->problem.isEmpty())
        return tr("The plan could not be run: %1").arg(value->problem);
    const auto cos = [](double c) { return QString::fromStdString(formatSignificant(c, 5)); };
    QString text = value->inputs > 1
        ? tr("Predicted output cos with this plan: <b>%1</b> (as quantized: %2; worst of %n inputs: %3)", nullptr,
            static_cast<int>(value->inputs))
              .arg(cos(value->predictedCos), cos(value->baselineCos), cos(value->worstCos))
        : tr("Predicted output cos with this plan: <b>%1</b> (as quantized: %2)")
              .arg(cos(value->predictedCos), cos(value->baselineCos));
    if (value->unplaced > 0)
        text += QLatin1Char(' ')
            + tr("%n of the plan's tensors have no quantize/dequantize pair in the model and are not simulated.",
                nullptr, static_cast<int>(value->unplaced));
    return text;
}

void PlanPanel::checkRebuilt()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Check rebuilt model"), {}, tr("Builds (*.onnx *.json *.txt *.log *.cfg);;All files (*)"));
    if (path.isEmpty())
        return;
    auto* dialog = new VerifyDialog(m_context, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!dialog->check(path)) {
        QMessageBox::warning(this, tr("Check rebuilt model"), dialog->summary());
        delete dialog;
        return;
    }
    dialog->show();
}

void PlanPanel::findPlan()
{
    auto* dialog = new FindPlanDialog(m_context, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show(); // not modal: the plan's views follow what the dialog takes
}

void PlanPanel::showSelection(const QString& tensor)
{
    const int row = m_model->rowOfTensor(tensor);
    if (row >= 0)
        m_view->selectRow(row);
    else
        m_view->clearSelection();
}

void PlanPanel::suggest()
{
    const auto analysis = m_context->analysis();
    if (!analysis)
        return;
    SuggestionOptions options;
    options.maxTensors = static_cast<std::size_t>(m_budget->value());
    if (m_costBudget->value() > 0)
        options.maxCostShare = m_costBudget->value() / 100;
    options.rule = m_context->toolchain().sixteenBit;
    m_context->replacePlan(
        suggestPlan(m_context->plan(), *analysis, m_context->inspections(), m_context->planContext(), options),
        tr("Suggest a plan"));
}

void PlanPanel::removeSelected()
{
    const QString tensor = m_view->currentIndex().data(PlanModel::TensorRole).toString();
    if (!tensor.isEmpty())
        m_context->setPrecision({ tensor }, m_context->plan().defaultPrecision, tr("8 bit: %1").arg(tensor));
}

void PlanPanel::importPlan()
{
    // The format comes from the file's content (as with dumps), never from the filter chosen.
    const QStringList filters { tr("Plans and vendor configs (*.json *.ini *.txt *.cfg)"), tr("All files (*)") };
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Import a precision plan"), {}, filters.join(QStringLiteral(";;")));
    if (path.isEmpty())
        return;
    importPlanFrom(path);
}

bool PlanPanel::importPlanFrom(const QString& path)
{
    const auto content = readWholeFile(path.toStdString(), file_limits::kConfig);
    if (!content) {
        QMessageBox::warning(this, tr("Import a precision plan"), problemText(content.error()));
        return false;
    }
    const auto read = importPlanText(content.value(), m_context->planContext(), path.toStdString());
    if (!read) {
        QMessageBox::warning(this, tr("Import a precision plan"), problemText(read.error()));
        return false;
    }
    m_context->replacePlan(read.value().plan, tr("Import %1").arg(QFileInfo(path).fileName()));
    if (!read.warnings().empty()) {
        QStringList lines;
        for (const auto& w : read.warnings())
            lines << problemText(w);
        QMessageBox::information(this, tr("Import a precision plan"), lines.join(QLatin1Char('\n')));
    }
    return true;
}

void PlanPanel::exportPlan()
{
    PlanExportDialog dialog(m_context, this);
    dialog.exec();
}

} // namespace quantlens
