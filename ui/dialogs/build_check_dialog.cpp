#include "dialogs/build_check_dialog.h"

#include "compare/build_check_run.h"
#include "core_text.h"
#include "report/check_report.h"
#include "session_context.h"
#include "task_kind_text.h"
#include "util/atomic_file.h"
#include "verdict_style.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    QString number(double v) { return QString::number(v, 'f', 5); }

    QString verdictWord(CheckVerdict verdict)
    {
        switch (verdict) {
        case CheckVerdict::Regression: return BuildCheckDialog::tr("Regression");
        case CheckVerdict::Anomalous: return BuildCheckDialog::tr("Anomalous");
        case CheckVerdict::Accept: break;
        }
        return BuildCheckDialog::tr("Accept");
    }

    Verdict verdictColour(CheckVerdict verdict)
    {
        return verdict == CheckVerdict::Accept    ? Verdict::Pass
            : verdict == CheckVerdict::Regression ? Verdict::Fail
                                                  : Verdict::Warn;
    }
}

BuildCheckDialog::BuildCheckDialog(SessionContext* context, QWidget* parent)
    : QDialog(parent)
    , m_context(context)
    , m_verdict(new QLabel(this))
    , m_reasons(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_save(new QPushButton(tr("Save this build's verdict…"), this))
    , m_timer(new QTimer(this))
{
    setWindowTitle(tr("Compare with previous build"));
    setObjectName(QStringLiteral("buildCheckDialog"));
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_verdict->setFont(big);
    m_verdict->setAutoFillBackground(true);
    m_verdict->setMargin(6);
    m_reasons->setWordWrap(true);
    m_reasons->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels({ tr("Output"), tr("Cosine now"), tr("Cosine before"), tr("Task"),
        tr("Agreement now"), tr("Agreement before") });
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_save->setEnabled(false);
    auto* running = new QHBoxLayout;
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancel);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(m_reasons);
    layout->addLayout(running);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(860, 480);
    setRunning(false);
    m_timer->setInterval(200);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const JobProgress* progress = m_job.progress();
        if (!progress || progress->total.load() == 0)
            return;
        m_progress->setRange(0, 1000);
        m_progress->setValue(static_cast<int>(1000 * progress->done.load() / progress->total.load()));
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_job.cancel();
        setRunning(false);
        m_verdict->setText(tr("Comparison cancelled."));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save this build's verdict"), QStringLiteral("verdict.json"), tr("Verdicts (*.json)"));
        if (!path.isEmpty())
            saveVerdict(path);
    });
}

BuildCheckDialog::~BuildCheckDialog() { m_job.cancel(); }

void BuildCheckDialog::setRunning(bool running)
{
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    running ? m_timer->start() : m_timer->stop();
}

QString BuildCheckDialog::verdictText() const { return m_verdict->text(); }

bool BuildCheckDialog::compareWith(const QString& baselinePath)
{
    m_report.reset();
    m_baseline.reset();
    m_save->setEnabled(false);
    m_table->setRowCount(0);
    m_reasons->clear();
    if (!baselinePath.isEmpty()) {
        auto read = readCheckBaseline(baselinePath.toStdString());
        if (!read) {
            m_verdict->setText(problemText(read.error()));
            return false;
        }
        m_baseline = std::move(read).value();
    }
    const auto analysis = m_context->analysis();
    const bool runnable = analysis && !analysis->quantModelPath.empty() && !analysis->floatModelPath.empty()
        && !analysis->modelInputs.empty();
    auto dataSet = analysis ? dataSetMeasurement(*analysis) : std::nullopt;
    if (!dataSet && !runnable) {
        m_verdict->setText(tr("Open the float and the quantized model with inputs first: the build is judged by "
                              "running both models on them, as quantlens check does."));
        return false;
    }
    BuildCheckRequest request;
    if (!dataSet) {
        request.sources.floatModel = analysis->floatModelPath;
        request.sources.quantModel = analysis->quantModelPath;
        request.sources.modelInputs = analysis->modelInputs;
        request.sources.outputs = analysis->countedOutputs;
    }
    m_verdict->setText(tr("Running both models on the inputs…"));
    m_verdict->setPalette(palette());
    m_progress->setRange(0, 0);
    setRunning(true);
    m_job.start(
        [request, dataSet = std::move(dataSet), baseline = m_baseline](const LatestJob<Outcome>::Control& control) {
            Outcome out;
            auto checked = dataSet ? judgeMeasuredBuild(dataSet->files, dataSet->measured, baseline, request.tolerance)
                                   : runBuildCheck(request, baseline, [&control](std::size_t done, std::size_t total) {
                                         control.progress->done = done;
                                         control.progress->total = total;
                                         return control.keepGoing();
                                     });
            if (checked)
                out.report = std::move(checked).value();
            else if (!isCancellation(checked.error()))
                out.problem = problemText(checked.error());
            return out;
        },
        [this](quint64, Outcome outcome) { delivered(std::move(outcome)); });
    return true;
}

bool BuildCheckDialog::wait(int ms) { return m_job.wait(ms) && m_report.has_value(); }

void BuildCheckDialog::delivered(Outcome outcome)
{
    setRunning(false);
    if (!outcome.report) {
        m_verdict->setText(outcome.problem.isEmpty() ? tr("Comparison cancelled.") : outcome.problem);
        return;
    }
    m_report = std::move(outcome.report);
    showReport();
}

void BuildCheckDialog::showReport()
{
    const CheckReport& r = *m_report;
    const CheckVerdict verdict = r.outcome.verdict;
    m_verdict->setText(tr("%1 (quantlens check exits %2)").arg(verdictWord(verdict)).arg(checkExitCode(verdict)));
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window, verdictStyle::fill(verdictColour(verdict)));
    tinted.setColor(QPalette::WindowText, Qt::black);
    m_verdict->setPalette(tinted);
    QStringList reasons;
    for (const Text& reason : r.outcome.reasons)
        reasons << QStringLiteral("• ") + translated(reason);
    m_reasons->setText(reasons.join(QLatin1Char('\n')));
    m_save->setEnabled(true);

    std::map<std::string, sim::TaskSummary> task;
    for (const auto& t : sim::taskSummaries(r.measured))
        if (t.count > 0)
            task[t.output] = t;
    m_table->setRowCount(0);
    for (const auto& [name, cos] : meanCosByOutput(r.measured)) {
        const CheckBaseline::Output* was = nullptr;
        if (m_baseline)
            if (auto it = m_baseline->outputs.find(name); it != m_baseline->outputs.end())
                was = &it->second;
        const auto t = task.find(name);
        const bool hasTask = t != task.end();
        const QString dash = QStringLiteral("–");
        const QStringList cells { QString::fromStdString(name), number(cos), was ? number(was->cosMean) : dash,
            hasTask ? taskKindText(t->second.kind) : dash, hasTask ? number(t->second.mean()) : dash,
            was && !was->kind.empty() ? number(was->taskMean) : dash };
        const bool cosWorse = was && cos < was->cosMean - r.tolerance.cos;
        const double allowed
            = hasTask && t->second.kind == sim::OutputKind::Regression ? r.tolerance.sqnrDb : r.tolerance.agreement;
        const bool taskWorse = was && hasTask && !was->kind.empty() && t->second.mean() < was->taskMean - allowed;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if ((c <= 2 && cosWorse) || (c >= 3 && taskWorse))
                item->setBackground(verdictStyle::cellBackground(Verdict::Fail));
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
}

bool BuildCheckDialog::saveVerdict(const QString& path)
{
    if (!m_report)
        return false;
    auto written = writeFileAtomically(path.toStdString(), renderCheckReport(*m_report));
    if (!written) {
        m_reasons->setText(problemText(written.error()));
        return false;
    }
    return true;
}

} // namespace quantlens
