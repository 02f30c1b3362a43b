#include "dialogs/find_plan_dialog.h"

#include "analysis/measure_analysis.h"
#include "core_text.h"
#include "plots/pareto_plot.h"
#include "precision/measured_plan.h"
#include "session_context.h"
#include "util/number_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace quantlens {
namespace {
    QString cosText(double cos) { return QString::fromStdString(formatSignificant(cos, 5)); }
    constexpr int kColumns = 7;
    constexpr int kTaskColumn = 5; ///< before the added tensor, whose name takes the rest
    QString percentText(double share) { return QString::fromStdString(formatSignificant(share * 100, 3)); }
}

FindPlanDialog::FindPlanDialog(SessionContext* context, QWidget* parent)
    : QDialog(parent)
    , m_context(context)
    , m_measure(new QComboBox(this))
    , m_target(new QDoubleSpinBox(this))
    , m_maxTensors(new QSpinBox(this))
    , m_maxCost(new QDoubleSpinBox(this))
    , m_searchButton(new QPushButton(tr("Search"), this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_useButton(new QPushButton(tr("Use this plan"), this))
    , m_progress(new QProgressBar(this))
    , m_message(new QLabel(this))
    , m_pareto(new ParetoPlot(this))
    , m_table(new QTableWidget(this))
    , m_timer(new QTimer(this))
    , m_job(this)
{
    setWindowTitle(tr("Find plan"));
    setObjectName(QStringLiteral("findPlanDialog"));
    m_maxTensors->setRange(0, 10000);
    m_maxTensors->setSpecialValueText(tr("no limit"));
    m_maxCost->setRange(0, 100);
    m_maxCost->setDecimals(1);
    m_maxCost->setSuffix(tr(" % MACs"));
    m_maxCost->setSpecialValueText(tr("no cost limit"));
    m_measure->addItem(tr("Output cos (every input's worst output)"), -1);
    m_measure->setToolTip(tr("What the target is said in: the output cosine, or the task's own agreement over "
                             "the inputs (quantlens plan --target)"));
    measureChosen();
    auto* form = new QFormLayout;
    form->addRow(tr("Target in"), m_measure);
    form->addRow(tr("Target"), m_target);
    form->addRow(tr("At most tensors at 16 bit"), m_maxTensors);
    form->addRow(tr("At most cost"), m_maxCost);
    auto* run = new QHBoxLayout;
    run->addWidget(m_searchButton);
    run->addWidget(m_progress, 1);
    run->addWidget(m_cancelButton);
    m_message->setWordWrap(true);
    m_searchButton->setDefault(true); // Return searches
    m_table->setColumnCount(kColumns);
    // Headers on two lines: on one, the five numbers' headers took the width the added tensor's name needs.
    m_table->setHorizontalHeaderLabels({ tr("Tensors\nat 16 bit"), tr("Output cos\n(worst input)"),
        tr("Output cos\n(mean)"), tr("MACs at\n16 bit (%)"), tr("Activation bytes\nat 16 bit (%)"),
        tr("Task score\n(mean)"), tr("Tensor added") });
    m_table->setColumnHidden(kTaskColumn, true); // shown for a task target
    // Numbers take their width, the added tensor's name the rest.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true); // kept when the search refills the table
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_useButton, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(m_message);
    layout->addWidget(m_pareto, 3);
    layout->addWidget(m_table, 2);
    layout->addWidget(buttons);
    resize(760, 720);

    m_timer->setInterval(200);
    connect(m_timer, &QTimer::timeout, this, &FindPlanDialog::poll);
    connect(m_searchButton, &QPushButton::clicked, this, &FindPlanDialog::search);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        m_job.cancel();
        m_timer->stop();
        m_message->setText(tr("Search cancelled."));
        updateAvailability();
    });
    connect(m_useButton, &QPushButton::clicked, this, [this] { usePoint(m_currentPoint); });
    connect(m_measure, &QComboBox::currentIndexChanged, this, &FindPlanDialog::measureChosen);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_pareto, &ParetoPlot::pointClicked, this, &FindPlanDialog::setCurrent);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { setCurrent(row); });
    connect(context, &SessionContext::measurementChanged, this, &FindPlanDialog::updateAvailability);
    updateAvailability();
}

FindPlanDialog::~FindPlanDialog() { m_job.cancel(); }

void FindPlanDialog::updateAvailability()
{
    const bool running = m_job.isPending();
    const auto analysis = m_context->analysis();
    const bool measured = m_context->simulator() && analysis && analysis->measured;
    m_searchButton->setEnabled(measured && !running);
    if (measured && !running)
        offerMeasures();
    m_cancelButton->setVisible(running);
    m_progress->setVisible(running);
    m_useButton->setEnabled(m_found && m_currentPoint >= 0);
    if (running)
        return;
    if (!measured && m_context->measuring())
        m_message->setText(tr("The models are being measured; the search can start when that is done."));
    else if (!measured && analysis && analysis->measurementProblem)
        m_message->setText(tr("The models could not be run, so no plan can be measured: %1")
                               .arg(problemText(*analysis->measurementProblem)));
    else if (!measured)
        m_message->setText(tr("Turn on Analysis ▸ Measure by running the models to search for a plan."));
}

void FindPlanDialog::search()
{
    const auto analysis = m_context->analysis();
    auto simulator = m_context->simulator();
    if (!analysis || !analysis->measured || !simulator)
        return;
    MeasuredPlanOptions options;
    m_searchedTask = taskTarget();
    options.targetCos = m_searchedTask ? -1 : m_target->value(); // a task target alone, as plan --target
    options.task = m_searchedTask;
    if (m_maxTensors->value() > 0)
        options.maxTensors = static_cast<std::size_t>(m_maxTensors->value());
    if (m_maxCost->value() > 0)
        options.maxCostShare = m_maxCost->value() / 100;
    options.rule = m_context->toolchain().sixteenBit;
    m_searchedInputs = simulator->sampleCount();
    options.heldOutInputs = sim::defaultHeldOutInputs(m_searchedInputs); // as `quantlens plan` does
    m_message->setText(tr("Searching: each pick is measured again on top of the picks before it…"));
    m_progress->setRange(0, 0);
    m_job.start(
        [analysis, simulator, options, base = m_context->plan(), context = m_context->planContext()](
            const LatestJob<Outcome>::Control& control) {
            Outcome out;
            auto found = measuredPlan(base, *simulator, sensitivityOf(*analysis), context, options,
                [&control](std::size_t done, std::size_t total) {
                    control.progress->done = done;
                    control.progress->total = total;
                    return control.keepGoing();
                });
            if (found)
                out.found = std::move(found).value();
            else
                out.problem = problemText(found.error());
            return out;
        },
        [this](quint64, Outcome outcome) { delivered(std::move(outcome)); });
    m_timer->start();
    updateAvailability();
}

void FindPlanDialog::poll()
{
    const JobProgress* progress = m_job.progress();
    if (!progress || progress->total.load() == 0)
        return;
    m_progress->setRange(0, static_cast<int>(progress->total.load()));
    m_progress->setValue(static_cast<int>(progress->done.load()));
}

void FindPlanDialog::delivered(Outcome outcome)
{
    m_timer->stop();
    m_found = std::move(outcome.found);
    m_currentPoint = -1;
    m_table->setRowCount(0);
    if (!m_found) {
        m_message->setText(outcome.problem);
        m_pareto->setPoints({}, m_target->value());
        updateAvailability();
        return;
    }
    const auto& s = m_found->search;
    const auto& task = m_searchedTask;
    // A task target's search is drawn in its score, a cosine target's in the worst input's cosine.
    auto value = [&task](const sim::SearchPoint& p) { return task ? p.task.value_or(0.0) : p.worstCos; };
    std::vector<ParetoPoint> points;
    std::vector<PlanCost> costs = m_found->pathCosts;
    for (std::size_t i = 0; i < s.path.size(); ++i)
        points.push_back(
            { static_cast<int>(s.path[i].tensors.size()), costs[i].macShare * 100, value(s.path[i]), false });
    m_finalRow = !s.pruned.empty();
    if (m_finalRow) {
        costs.push_back(planCost(m_found->plan, m_context->planContext()));
        points.push_back({ static_cast<int>(s.chosen.size()), costs.back().macShare * 100,
            task ? s.task.value_or(0.0) : s.worstCos, true });
    }
    const QString measureName = task ? m_measure->currentText() : QString();
    m_pareto->setPoints(points, task ? task->atLeast : m_target->value(), measureName);
    m_table->setColumnHidden(kTaskColumn, !task);
    m_table->setRowCount(static_cast<int>(points.size()));
    for (int r = 0; r < static_cast<int>(points.size()); ++r) {
        const auto& p = points[static_cast<std::size_t>(r)];
        const bool final = p.final;
        const auto& point = final ? sim::SearchPoint { s.chosen, s.worstCos, s.meanCos, s.task }
                                  : s.path[static_cast<std::size_t>(r)];
        QString added = final ? tr("after pruning: %1 dropped").arg(s.pruned.size())
            : r == 0          ? tr("(the model as quantized)")
                              : QString::fromStdString(point.tensors.back());
        const QStringList cells { QString::number(p.tensors), cosText(point.worstCos), cosText(point.meanCos),
            percentText(costs[static_cast<std::size_t>(r)].macShare),
            percentText(costs[static_cast<std::size_t>(r)].activationShare),
            point.task ? cosText(*point.task) : QStringLiteral("–"), added };
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    // No resizeColumnsToContents(): it set the last column to its text's width too, leaving it short of
    // the edge or cut off by it; the header's modes size the numbers and stretch the name.
    const int plans = static_cast<int>(s.chosen.size());
    QString heldOut;
    if (s.heldOut && task && s.heldOut->task)
        heldOut = QLatin1Char(' ')
            + tr("Fitted on %1 of the inputs; on the %2 held out the task score is %3 (as quantized %4).")
                  .arg(m_searchedInputs - s.heldOut->inputs.size())
                  .arg(s.heldOut->inputs.size())
                  .arg(cosText(*s.heldOut->task), cosText(s.heldOut->baselineTask.value_or(0.0)));
    else if (s.heldOut)
        heldOut = QLatin1Char(' ')
            + tr("Fitted on %1 of the inputs; on the %2 held out it gives %3 (as quantized %4).")
                  .arg(m_searchedInputs - s.heldOut->inputs.size())
                  .arg(s.heldOut->inputs.size())
                  .arg(cosText(s.heldOut->worstCos), cosText(s.heldOut->baselineWorstCos));
    QString found;
    if (task)
        found = s.reached
            ? tr("Found: with %1 tensors at 16 bit the task score reaches %3 (%2; target %4; output cos %5).")
                  .arg(plans)
                  .arg(measureName, cosText(s.task.value_or(0.0)), cosText(task->atLeast), cosText(s.worstCos))
            : tr("The target was not reached within the budgets: the best plan found, with %1 "
                 "tensors at 16 bit, gives a task score of %3 (%2; as quantized %4).")
                  .arg(plans)
                  .arg(measureName, cosText(s.task.value_or(0.0)), cosText(s.path.front().task.value_or(0.0)));
    else
        found = s.reached ? tr("Found: with %1 tensors at 16 bit the output cos reaches %2 (target %3).")
                                .arg(plans)
                                .arg(cosText(s.worstCos), cosText(m_target->value()))
                          : tr("The target was not reached within the budgets: the best plan found, with %1 "
                               "tensors at 16 bit, gives %2.")
                                .arg(plans)
                                .arg(cosText(s.worstCos));
    m_message->setText(found + heldOut);
    setCurrent(static_cast<int>(points.size()) - 1); // the plan the search settles on
    updateAvailability();
}

std::optional<sim::TaskTarget> FindPlanDialog::taskTarget() const
{
    const int kind = m_measure->currentData().toInt();
    if (kind < 0)
        return std::nullopt;
    return sim::TaskTarget { static_cast<sim::OutputKind>(kind), m_target->value() };
}

void FindPlanDialog::offerMeasures()
{
    const auto simulator = m_context->simulator();
    if (!simulator)
        return;
    std::vector<sim::OutputKind> kinds;
    for (const auto& sample : simulator->baseline().samples)
        for (const auto& o : sample)
            if (o.task && std::find(kinds.begin(), kinds.end(), o.task->kind) == kinds.end())
                kinds.push_back(o.task->kind);
    std::sort(kinds.begin(), kinds.end());
    const QVariant chosen = m_measure->currentData();
    const QSignalBlocker quiet(m_measure);
    while (m_measure->count() > 1)
        m_measure->removeItem(1);
    for (sim::OutputKind kind : kinds) {
        const QString name = kind == sim::OutputKind::Classification ? tr("Top-1 kept (share of inputs)")
            : kind == sim::OutputKind::Sequence                      ? tr("Text: character agreement (mean)")
            : kind == sim::OutputKind::Mask                          ? tr("Mask IoU at 0.5 (mean)")
                                                                     : tr("SQNR in dB (mean)");
        m_measure->addItem(name, static_cast<int>(kind));
    }
    const int again = m_measure->findData(chosen);
    m_measure->setCurrentIndex(again >= 0 ? again : 0);
    if (again < 0)
        measureChosen();
}

void FindPlanDialog::measureChosen()
{
    const auto task = taskTarget();
    if (!task) {
        // The session's warning level (the toolchain preset's, or the thresholds set in the window): a
        // plan that reaches it makes the outputs pass.
        m_target->setRange(kLowestTargetCos, 1.0);
        m_target->setDecimals(4);
        m_target->setSingleStep(0.001);
        m_target->setValue(std::clamp(m_context->thresholds().cosWarnBelow, kLowestTargetCos, 1.0));
        m_target->setToolTip(tr("Every input's worst output must reach this cosine with the float model's"));
    } else if (task->kind == sim::OutputKind::Regression) {
        m_target->setRange(0, 200);
        m_target->setDecimals(1);
        m_target->setSingleStep(1);
        m_target->setValue(30);
        m_target->setToolTip(tr("The outputs' SQNR against the float model's, in dB, mean over the inputs"));
    } else {
        m_target->setRange(0, 1.0);
        m_target->setDecimals(3);
        m_target->setSingleStep(0.01);
        m_target->setValue(0.95);
        m_target->setToolTip(tr("The task's agreement with the float model's answers, mean over the inputs; with "
                                "several outputs of this kind, the lowest per input"));
    }
}

void FindPlanDialog::setCurrent(int point)
{
    if (point == m_currentPoint || point < 0 || point >= m_table->rowCount())
        return;
    m_currentPoint = point;
    m_pareto->setCurrent(point);
    m_table->selectRow(point);
    updateAvailability();
}

PrecisionPlan FindPlanDialog::planOf(int point) const
{
    if (m_finalRow && point == m_table->rowCount() - 1)
        return m_found->plan;
    return m_found->planAt(static_cast<std::size_t>(point));
}

void FindPlanDialog::usePoint(int point)
{
    if (!m_found || point < 0 || point >= m_table->rowCount())
        return;
    const PrecisionPlan plan = planOf(point);
    std::size_t wide = 0;
    for (const auto& [name, entry] : plan.tensors)
        wide += isWide(entry.precision) ? 1 : 0;
    m_context->replacePlan(plan, tr("Found plan: %1 tensors at 16 bit").arg(wide));
    m_message->setText(tr("The plan now has this point's tensors at 16 bit (Edit ▸ Undo takes it back)."));
}

} // namespace quantlens
