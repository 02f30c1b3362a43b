#include "dialogs/find_plan_dialog.h"

#include "analysis/measure_analysis.h"
#include "core_text.h"
#include "plots/pareto_plot.h"
#include "precision/measured_plan.h"
#include "session_context.h"
#include "util/number_text.h"

#include <QDialogButtonBox>

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace quantlens {
namespace {
    QString cosText(double cos) { return QString::fromStdString(formatSignificant(cos, 5)); }
    constexpr int kColumns = 6;
    QString percentText(double share) { return QString::fromStdString(formatSignificant(share * 100, 3)); }
}

FindPlanDialog::FindPlanDialog(SessionContext* context, QWidget* parent)
    : QDialog(parent)
    , m_context(context)
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
    m_target->setRange(kLowestTargetCos, 1.0);
    m_target->setDecimals(4);
    m_target->setSingleStep(0.001);
    // The session's warning level (the toolchain preset's, or the thresholds set in the window): a plan
    // that reaches it makes the outputs pass.
    m_target->setValue(std::clamp(context->thresholds().cosWarnBelow, kLowestTargetCos, 1.0));
    m_target->setToolTip(tr("Every input's worst output must reach this cosine with the float model's"));
    m_maxTensors->setRange(0, 10000);
    m_maxTensors->setSpecialValueText(tr("no limit"));
    m_maxCost->setRange(0, 100);
    m_maxCost->setDecimals(1);
    m_maxCost->setSuffix(tr(" % MACs"));
    m_maxCost->setSpecialValueText(tr("no cost limit"));
    auto* form = new QFormLayout;
    form->addRow(tr("Target output cos"), m_target);
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
    m_table->setHorizontalHeaderLabels(
        { tr("Tensors\nat 16 bit"), tr("Output cos\n(worst input)"), tr("Output cos\n(mean)"),
            tr("MACs at\n16 bit (%)"), tr("Activation bytes\nat 16 bit (%)"), tr("Tensor added") });
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
    options.targetCos = m_target->value();
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
    std::vector<ParetoPoint> points;
    std::vector<PlanCost> costs = m_found->pathCosts;
    for (std::size_t i = 0; i < s.path.size(); ++i)
        points.push_back(
            { static_cast<int>(s.path[i].tensors.size()), costs[i].macShare * 100, s.path[i].worstCos, false });
    m_finalRow = !s.pruned.empty();
    if (m_finalRow) {
        costs.push_back(planCost(m_found->plan, m_context->planContext()));
        points.push_back({ static_cast<int>(s.chosen.size()), costs.back().macShare * 100, s.worstCos, true });
    }
    m_pareto->setPoints(points, m_target->value());
    m_table->setRowCount(static_cast<int>(points.size()));
    for (int r = 0; r < static_cast<int>(points.size()); ++r) {
        const auto& p = points[static_cast<std::size_t>(r)];
        const bool final = p.final;
        const double mean = final ? s.meanCos : s.path[static_cast<std::size_t>(r)].meanCos;
        QString added = final ? tr("after pruning: %1 dropped").arg(s.pruned.size())
            : r == 0          ? tr("(the model as quantized)")
                              : QString::fromStdString(s.path[static_cast<std::size_t>(r)].tensors.back());
        const QStringList cells { QString::number(p.tensors), cosText(p.cos), cosText(mean),
            percentText(costs[static_cast<std::size_t>(r)].macShare),
            percentText(costs[static_cast<std::size_t>(r)].activationShare), added };
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    // No resizeColumnsToContents(): it set the last column to its text's width too, leaving it short of
    // the edge or cut off by it; the header's modes size the numbers and stretch the name.
    const int plans = static_cast<int>(s.chosen.size());
    const QString heldOut = s.heldOut ? QLatin1Char(' ')
            + tr("Fitted on %1 of the inputs; on the %2 held out it gives %3 (as quantized %4).")
                  .arg(m_searchedInputs - s.heldOut->inputs.size())
                  .arg(s.heldOut->inputs.size())
                  .arg(cosText(s.heldOut->worstCos), cosText(s.heldOut->baselineWorstCos))
                                      : QString();
    m_message->setText((s.reached ? tr("Found: with %1 tensors at 16 bit the output cos reaches %2 (target %3).")
                                        .arg(plans)
                                        .arg(cosText(s.worstCos), cosText(m_target->value()))
                                  : tr("The target was not reached within the budgets: the best plan found, with %1 "
                                       "tensors at 16 bit, gives %2.")
                                        .arg(plans)
                                        .arg(cosText(s.worstCos)))
        + heldOut);
    setCurrent(static_cast<int>(points.size()) - 1); // the plan the search settles on
    updateAvailability();
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
