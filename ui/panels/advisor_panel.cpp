#include "panels/advisor_panel.h"

#include "core_text.h"
#include "panels/eval_input_labels.h"
#include "plots/method_bars.h"
#include "session_context.h"

#include "report/advice_report.h"
#include "simulation/simulation_inputs.h"
#include "util/number_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace quantlens {
namespace {
    QString number(double value) { return QString::fromStdString(formatSignificant(value, 5)); }

    std::vector<double> perInput(const sim::Measurement& m)
    {
        std::vector<double> out;
        for (std::size_t i = 0; i < m.samples.size(); ++i)
            out.push_back(m.sampleCos(i));
        return out;
    }

    QTableWidgetItem* cell(const QString& shown, bool numeric = false)
    {
        auto* item = new QTableWidgetItem(shown);
        if (numeric)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(shown);
        return item;
    }
}

AdvisorPanel::AdvisorPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_summary(new QLabel(this))
    , m_measure(new QPushButton(this))
    , m_apply(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_bars(new MethodBars(this))
    , m_levelsTitle(new QLabel(this))
    , m_levers(new QTableWidget(this))
    , m_path(new QLabel(this))
    , m_timer(new QTimer(this))
    , m_job(this)
{
    setObjectName(QStringLiteral("advisorPanel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setWordWrap(true);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setMaximumWidth(160);
    m_levers->setColumnCount(5);
    m_levers->setWordWrap(true);
    m_levers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_levers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_levers->setSelectionMode(QAbstractItemView::SingleSelection);
    m_levers->verticalHeader()->setVisible(false);
    m_levers->horizontalHeader()->setStretchLastSection(true);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_measure);
    actions->addWidget(m_apply);
    actions->addStretch(1);
    actions->addWidget(m_progress);
    actions->addWidget(m_cancel);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_levelsTitle);
    rightLayout->addWidget(m_levers, 1);
    rightLayout->addWidget(m_path);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_bars);
    split->addWidget(right);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 5);
    split->setChildrenCollapsible(false);
    m_bars->setMinimumWidth(380);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addLayout(actions);
    layout->addWidget(split, 1);

    connect(m_measure, &QPushButton::clicked, this, [this] { measure(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_job.cancel();
        refresh();
    });
    connect(m_timer, &QTimer::timeout, this, &AdvisorPanel::poll);
    connect(m_apply, &QPushButton::clicked, this, &AdvisorPanel::applyOrClear);
    connect(m_levers, &QTableWidget::itemSelectionChanged, this, &AdvisorPanel::showApply);
    // New models or inputs make the shown advice stale: it is dropped, not kept beside other numbers. Measured
    // again on the same models (another calibration method, levers applied), it still holds: it was measured
    // from the model as it is.
    connect(context, &SessionContext::analysisChanged, this, [this] {
        m_job.cancel();
        m_advice.reset();
        m_context->setAdvice(nullptr);
        m_problem.clear();
        refresh();
    });
    connect(context, &SessionContext::measurementChanged, this, &AdvisorPanel::refresh);
    // Measured elsewhere on these models (quantlens snapshot --levers): shown here too.
    connect(context, &SessionContext::adviceChanged, this, [this] {
        if (!m_context->advice() || m_context->advice() == m_advice)
            return;
        m_job.cancel();
        m_advice = m_context->advice();
        m_problem.clear();
        refresh();
    });
    connect(context, &SessionContext::appliedLeversChanged, this, &AdvisorPanel::refresh);
    connect(context, &SessionContext::toolchainChanged, this, &AdvisorPanel::showAdvice);
    retranslate();
}

void AdvisorPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void AdvisorPanel::retranslate()
{
    m_measure->setText(tr("Measure levers"));
    m_cancel->setText(tr("Cancel"));
    m_levelsTitle->setText(tr("Each lever alone, its cost, and what the toolchain offers for it"));
    m_levers->setHorizontalHeaderLabels(
        { tr("Lever"), tr("Mean cos"), tr("Worst input"), tr("Cost"), tr("Toolchain") });
    refresh();
}

bool AdvisorPanel::measure()
{
    const auto simulator = m_context->simulator();
    const auto analysis = m_context->analysis();
    if (!simulator || !analysis || analysis->calibration.empty() || m_context->appliedLevers())
        return false;
    m_advice.reset();
    m_context->setAdvice(nullptr);
    m_problem.clear();
    m_job.start(
        [simulator, entries = analysis->calibration](const LatestJob<Outcome>::Control& control) {
            Outcome out;
            auto files = sim::calibrationFiles(entries);
            if (!files) {
                out.problem = problemText(files.error());
                return out;
            }
            advisor::AdviceOptions options;
            options.measureSites = true; // the graph's "helped by SmoothQuant / CLE"
            auto advice
                = advisor::advise(*simulator, files.value(), options, [&control](std::size_t done, std::size_t total) {
                      control.progress->done = done;
                      control.progress->total = total;
                      return control.keepGoing();
                  });
            if (advice)
                out.advice = std::make_shared<const advisor::Advice>(std::move(advice).value());
            else if (!isCancellation(advice.error()))
                out.problem = problemText(advice.error());
            return out;
        },
        [this](quint64, Outcome outcome) { delivered(std::move(outcome)); });
    refresh();
    return true;
}

void AdvisorPanel::delivered(Outcome outcome)
{
    m_advice = std::move(outcome.advice);
    m_context->setAdvice(m_advice);
    m_problem = outcome.problem;
    refresh();
}

bool AdvisorPanel::waitForAdvice(int ms) { return m_job.wait(ms); }

void AdvisorPanel::refresh()
{
    const bool running = m_job.isPending();
    const auto analysis = m_context->analysis();
    const bool ready = m_context->simulator() && analysis && !analysis->calibration.empty();
    // The levers are measured from the model as it is, not on top of levers applied.
    m_measure->setEnabled(ready && !running && !m_context->appliedLevers());
    m_measure->setToolTip(m_context->appliedLevers()
            ? tr("Levers are applied: undo them (or Back to the model as it is) to measure the levers again.")
            : tr("Measure each calibration method, the calibration set without inputs that set ranges alone, "
                 "per-channel weights, cross-layer equalization, SmoothQuant and bias correction on these models and "
                 "eval inputs, then combine them (as quantlens advise)."));
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    running ? m_timer->start(200) : m_timer->stop();
    if (running)
        m_summary->setText(tr("Measuring each lever on the eval inputs…"));
    else if (!m_problem.isEmpty())
        m_summary->setText(tr("The levers could not be measured: %1").arg(m_problem));
    else if (!m_context->simulator())
        m_summary->setText(tr("The levers are measured on the models: open a float and a quantized model with eval "
                              "inputs (and let the window measure them)."));
    else if (!ready)
        m_summary->setText(tr("The levers are measured with calibration inputs: add them in the Open dialog "
                              "(calibration inputs) or the workspace (inputs.calibration)."));
    else if (!m_advice)
        m_summary->setText(
            tr("Measure what each free or cheap fix gives before buying 16-bit tensors: Measure levers."));
    showAdvice();
}

void AdvisorPanel::showAdvice()
{
    showApply();
    m_levers->setRowCount(0);
    m_path->clear();
    if (!m_advice || m_job.isPending()) {
        m_bars->setGroups({}, {});
        return;
    }
    const advisor::Advice& a = *m_advice;
    const auto analysis = m_context->analysis();
    std::vector<MethodBarGroup> groups { { tr("as it is"), perInput(a.asIs), a.asIs.meanCos(), false } };
    const std::string advised = a.combination.size() > 1 ? a.combination[1].lever : "";
    for (const auto& l : a.levers) {
        if (!l.applicable)
            continue;
        // Under a bar the method's name alone (the table says "calibration method …").
        const calib::RangeMethod* method = calib::rangeMethod(l.method);
        QString name = l.kind == advisor::LeverKind::Calibration && method ? translated(text(method->messageKey))
                                                                           : QString::fromStdString(adviceLeverName(l));
        if (l.kind == advisor::LeverKind::DropSamples) // the table says it whole; a bar has a few words' room
            name = tr("outliers out (%1)").arg(l.dropped.size());
        groups.push_back({ name, perInput(l.measurement), l.measurement.meanCos(), l.name == advised });
    }
    m_bars->setGroups(groups, analysis ? evalInputLabels(*analysis, a.asIs.samples.size()) : QStringList());
    const Toolchain& toolchain = m_context->toolchain();
    m_levers->setRowCount(static_cast<int>(a.levers.size()));
    for (int row = 0; row < static_cast<int>(a.levers.size()); ++row) {
        const advisor::Lever& l = a.levers[static_cast<std::size_t>(row)];
        m_levers->setItem(row, 0, cell(QString::fromStdString(adviceLeverName(l))));
        if (l.applicable) {
            m_levers->setItem(row, 1, cell(number(l.measurement.meanCos()), true));
            m_levers->setItem(row, 2, cell(number(l.measurement.worstCos()), true));
            m_levers->setItem(row, 3, cell(QString::fromStdString(adviceLeverCost(a, l))));
        } else
            m_levers->setItem(row, 3, cell(translated(text("advise.not_applicable", { rendered(text(l.reasonKey)) }))));
        m_levers->setItem(row, 4, cell(QString::fromStdString(adviceLeverSupport(toolchain, l))));
    }
    // Long cells (the cost, the toolchain's switch) wrap in columns of a readable width.
    m_levers->resizeColumnsToContents();
    for (const int column : { 3, 4 })
        m_levers->setColumnWidth(column, std::min(m_levers->columnWidth(column), 320));
    m_levers->resizeRowsToContents();
    QStringList steps;
    for (const auto& step : a.combination) {
        const advisor::Lever* lever = nullptr;
        for (const auto& l : a.levers)
            if (l.name == step.lever)
                lever = &l;
        steps << tr("%1: %2").arg(lever ? QString::fromStdString(adviceLeverName(*lever)) : tr("as it is"),
            number(step.measurement.meanCos()));
    }
    m_path->setText(tr("Combined greedily: %1").arg(steps.join(QStringLiteral(" → "))));
    m_summary->setText(a.combination.size() > 1
            ? tr(
                "The free and cheap fixes reach %1 mean output cos (the model as it is: %2), before any 16-bit tensor.")
                  .arg(number(a.combination.back().measurement.meanCos()), number(a.asIs.meanCos()))
            : tr("No lever gains on these eval inputs: the model as it is (%1) stays; the 16-bit plan is next.")
                  .arg(number(a.asIs.meanCos())));
    if (const auto& applied = m_context->appliedLevers()) {
        QStringList names;
        for (const auto& name : applied->names)
            for (const auto& l : a.levers)
                if (l.name == name)
                    names << QString::fromStdString(adviceLeverName(l));
        m_summary->setText(m_summary->text() + QLatin1Char(' ')
            + tr("Applied as a what-if: %1 — the window measures the model as if rebuilt with it.")
                  .arg(names.join(QStringLiteral(" + "))));
    }
}

const advisor::Lever* AdvisorPanel::selectedLever() const
{
    const int row = m_levers->currentRow();
    if (!m_advice || row < 0 || row >= static_cast<int>(m_advice->levers.size()) || m_levers->selectedItems().isEmpty())
        return nullptr;
    const advisor::Lever& l = m_advice->levers[static_cast<std::size_t>(row)];
    // The 16-bit plan is the precision editor's to apply.
    return l.applicable && l.kind != advisor::LeverKind::SixteenBit ? &l : nullptr;
}

void AdvisorPanel::showApply()
{
    const bool applied = m_context->appliedLevers() != nullptr;
    const bool free = m_advice && !m_job.isPending()
        && std::any_of(m_advice->combination.begin() + 1, m_advice->combination.end(),
            [](const advisor::CombinationStep& step) { return step.lever != "sixteen_bit"; });
    if (applied)
        m_apply->setText(tr("Back to the model as it is"));
    else
        m_apply->setText(selectedLever() ? tr("Apply this lever (what-if)") : tr("Apply the combination (what-if)"));
    m_apply->setToolTip(applied
            ? tr("Measure the model as it is again, without the levers applied (Ctrl+Z undoes it too).")
            : tr("Measure the model as if rebuilt with these levers: the graph, the curves, the plan's prediction and "
                 "the plan search then start from it. One undoable step."));
    m_apply->setEnabled(applied || (free && m_context->simulator()));
}

void AdvisorPanel::applyOrClear()
{
    if (m_context->appliedLevers()) {
        m_context->setAppliedLevers(nullptr, tr("Back to the model as it is"));
        return;
    }
    if (!m_advice)
        return;
    auto levers = std::make_shared<sim::AppliedLevers>();
    QStringList names;
    if (const advisor::Lever* l = selectedLever()) {
        levers->names = { l->name };
        levers->variant = l->variant;
        names << QString::fromStdString(adviceLeverName(*l));
    } else {
        *levers = advisor::freeCombination(*m_advice);
        for (const auto& name : levers->names)
            for (const auto& l : m_advice->levers)
                if (l.name == name)
                    names << QString::fromStdString(adviceLeverName(l));
    }
    if (levers->names.empty())
        return;
    m_context->setAppliedLevers(std::move(levers), tr("Apply %1").arg(names.join(QStringLiteral(" + "))));
}

void AdvisorPanel::poll()
{
    const JobProgress* p = m_job.progress();
    if (!p)
        return;
    const std::size_t total = p->total.load();
    m_progress->setRange(0, 1000);
    m_progress->setValue(
        total ? static_cast<int>(1000.0 * static_cast<double>(p->done.load()) / static_cast<double>(total)) : 0);
}

} // namespace quantlens
