#include "dialogs/tensor_map_dialog.h"

#include "analysis/analysis.h"
#include "core_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStringListModel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    enum Column { TensorColumn, PairedColumn, HowColumn, EntryColumn };
    /// Rows with a choice box each: beyond this, the list would cost more than it helps.
    constexpr int kMaxRows = 3000;

    QString howMatched(const TensorPair& pair)
    {
        if (pair.candidateEntry.empty())
            return translated(pair.problem.empty() ? matchRuleText(MatchRule::None) : pair.problem);
        QString how = translated(matchRuleText(pair.candidateRule));
        if (pair.candidateRule == MatchRule::Structure)
            how += TensorMapDialog::tr(", confidence %1").arg(pair.confidence, 0, 'f', 2);
        return how;
    }
}

TensorMapDialog::TensorMapDialog(std::shared_ptr<const Analysis> analysis, TensorMap map, QWidget* parent)
    : QDialog(parent)
    , m_analysis(std::move(analysis))
    , m_map(std::move(map))
    , m_run(new QComboBox(this))
    , m_onlyUnnamed(new QCheckBox(tr("Only tensors not matched by name"), this))
    , m_table(new QTableWidget(this))
    , m_entries(new QStringListModel(this))
{
    setWindowTitle(tr("Tensor map"));
    for (std::size_t c = 0; c < m_analysis->candidates.size(); ++c)
        if (!m_analysis->candidates[c].imported)
            m_run->addItem(QString::fromStdString(m_analysis->candidates[c].label), static_cast<int>(c));
    m_onlyUnnamed->setChecked(true);
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels(
        { tr("Float tensor"), tr("Paired with"), tr("How it was paired"), tr("Map to") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Run:"), this));
    top->addWidget(m_run);
    top->addWidget(m_onlyUnnamed, 1);
    auto* note = new QLabel(tr("Choose the entry that holds a float tensor when a toolchain renamed it or the pairing "
                               "by structure is wrong. The map overrides every other match and is saved with the "
                               "workspace."),
        this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Save map and analyse"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(note);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_run, &QComboBox::currentIndexChanged, this, &TensorMapDialog::fill);
    connect(m_onlyUnnamed, &QCheckBox::toggled, this, &TensorMapDialog::fill);
    resize(1100, 600);
    fill();
}

void TensorMapDialog::fill()
{
    m_map = map(); // keep choices made for another run or filter
    m_table->setRowCount(0);
    if (m_run->currentIndex() < 0)
        return;
    const auto run = static_cast<std::size_t>(m_run->currentData().toInt());
    QStringList entries { tr("(as matched)") };
    if (run < m_analysis->candidateDumps.size() && m_analysis->candidateDumps[run])
        for (const auto& e : m_analysis->candidateDumps[run]->entries())
            entries << QString::fromStdString(e.name);
    m_entries->setStringList(entries);
    int shown = 0;
    for (const LayerRow& row : m_analysis->rows) {
        const TensorPair& pair = row.results[run].match;
        const bool byName = pair.candidateRule == MatchRule::Exact || pair.candidateRule == MatchRule::QdqAlias
            || pair.candidateRule == MatchRule::Sanitized;
        if ((m_onlyUnnamed->isChecked() && byName) || shown >= kMaxRows)
            continue;
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        m_table->setItem(r, TensorColumn, new QTableWidgetItem(QString::fromStdString(row.tensor)));
        m_table->setItem(r, PairedColumn, new QTableWidgetItem(QString::fromStdString(pair.candidateEntry)));
        m_table->setItem(r, HowColumn, new QTableWidgetItem(howMatched(pair)));
        auto* choice = new QComboBox(m_table);
        choice->setModel(m_entries);
        choice->setMinimumContentsLength(18);
        choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        const auto mapped = m_map.find(row.tensor);
        choice->setCurrentIndex(mapped == m_map.end()
                ? 0
                : std::max(0, static_cast<int>(entries.indexOf(QString::fromStdString(mapped->second)))));
        m_table->setCellWidget(r, EntryColumn, choice);
        ++shown;
    }
    for (const int column : { TensorColumn, PairedColumn, HowColumn, EntryColumn })
        m_table->resizeColumnToContents(column);
}

TensorMap TensorMapDialog::map() const
{
    TensorMap edited = m_map;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const std::string tensor = m_table->item(r, TensorColumn)->text().toStdString();
        const auto* choice = qobject_cast<const QComboBox*>(m_table->cellWidget(r, EntryColumn));
        if (!choice)
            continue;
        if (choice->currentIndex() <= 0)
            edited.erase(tensor);
        else
            edited[tensor] = choice->currentText().toStdString();
    }
    return edited;
}

} // namespace quantlens
