#include "graph/graph_panel.h"

#include "graph/graph_box_item.h"
#include "graph/graph_legend.h"
#include "graph/graph_minimap.h"
#include "graph/graph_scene.h"
#include "graph/graph_view.h"
#include "session_context.h"
#include "tensor/name_index.h"

#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QStringListModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>
#include <vector>

namespace quantlens {
namespace {
    /// Below this scale labels are unreadable (the view draws the plain overview).
    constexpr double kReadableZoom = 0.5;
}

GraphPanel::GraphPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_scene(new GraphScene(this))
{
    m_view = new GraphView(m_scene, this);
    m_legend = new GraphLegend(this);
    m_legend->setObjectName(QStringLiteral("graphLegend"));
    m_minimap = new GraphMinimap(m_view, m_view); // floats over the view's corner
    m_minimap->setObjectName(QStringLiteral("graphMinimap"));

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("graphSearch"));
    m_search->setPlaceholderText(tr("Find tensor or node…"));
    m_search->setClearButtonEnabled(true);
    m_names = new QStringListModel(this);
    m_completer = new QCompleter(m_names, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setMaxVisibleItems(15);
    m_search->setCompleter(m_completer);

    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("graphMetric"));
    for (const MetricDescriptor& m : metricList())
        if (m.colorsGraph)
            m_metric->addItem(MetricColorScale::metricName(m.id), static_cast<int>(m.id));
    m_metric->insertSeparator(m_metric->count());
    for (const InspectionMetricDescriptor& m : inspectionMetrics())
        m_metric->addItem(QCoreApplication::translate("Metrics", m.title), kInspectionItem + static_cast<int>(m.id));
    m_candidateLabel = new QLabel(tr("Candidate"), this);
    m_candidate = new QComboBox(this);
    m_candidate->setObjectName(QStringLiteral("graphCandidate"));
    m_againstLabel = new QLabel(tr("against"), this);
    m_against = new QComboBox(this);
    m_against->setObjectName(QStringLiteral("graphAgainst"));
    m_against->setToolTip(tr("Colour by the difference between two runs (board against simulator, plan against "
                             "baseline, version against version) and mark the first tensor where they part"));
    m_parting = new QToolButton(this);
    m_parting->setObjectName(QStringLiteral("graphParting"));
    m_parting->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_fit = new QToolButton(this);
    m_fit->setObjectName(QStringLiteral("graphFit"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole graph"));
    m_columns = new QToolButton(this);
    m_columns->setObjectName(QStringLiteral("graphColumns"));
    m_columns->setText(tr("Columns"));
    m_columns->setCheckable(true);
    m_columns->setChecked(true);
    m_columns->setToolTip(tr("Fold a long network into side-by-side columns that fill the view, read top to "
                             "bottom and left to right"));
    m_focus = new QToolButton(this);
    m_focus->setObjectName(QStringLiteral("graphFocus"));
    m_focus->setText(tr("Fade the rest"));
    m_focus->setCheckable(true);
    m_focus->setToolTip(tr("Fade every box the selected one does not reach, so that the path its error takes "
                           "stands out; the purple numbers are the diagnosis's suspects, most likely first"));

    auto* toolbar = new QHBoxLayout;
    toolbar->setContentsMargins(4, 4, 4, 4);
    toolbar->setSpacing(6);
    toolbar->addWidget(m_search, 2);
    toolbar->addSpacing(8);
    toolbar->addWidget(new QLabel(tr("Colour by"), this));
    toolbar->addWidget(m_metric);
    toolbar->addSpacing(8);
    toolbar->addWidget(m_candidateLabel);
    toolbar->addWidget(m_candidate);
    toolbar->addWidget(m_againstLabel);
    toolbar->addWidget(m_against);
    toolbar->addWidget(m_parting);
    toolbar->addStretch(1);
    toolbar->addWidget(m_focus);
    toolbar->addWidget(m_columns);
    toolbar->addWidget(m_fit);

    // The view and its legend are what an export shows; the toolbar is for the window only.
    auto* content = new QWidget(this);
    content->setObjectName(QStringLiteral("exportContent"));
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(0);
    m_view->setParent(content);
    m_legend->setParent(content);
    contentLayout->addWidget(m_view, 1);
    contentLayout->addWidget(m_legend);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(toolbar);
    layout->addWidget(content, 1);

    connect(m_search, &QLineEdit::returnPressed, this, [this]() { searchAndSelect(m_search->text()); });
    // Emitted before the completer looks at the text: the names are there when it does.
    connect(m_search, &QLineEdit::textEdited, this, &GraphPanel::listSearchNames);
    connect(m_completer, qOverload<const QString&>(&QCompleter::activated), this,
        [this](const QString& text) { searchAndSelect(text); });
    // Lambdas, not the slot itself: the signals' index argument must not become recolorNow.
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] { applyColoring(); });
    connect(m_candidate, &QComboBox::currentIndexChanged, this, [this] { applyColoring(); });
    connect(m_against, &QComboBox::currentIndexChanged, this, [this] { applyColoring(); });
    connect(m_parting, &QToolButton::clicked, this, [this] {
        if (!m_partingTensor.isEmpty())
            m_context->select(m_partingTensor);
    });
    connect(m_fit, &QToolButton::clicked, this, &GraphPanel::fitToView);
    connect(m_focus, &QToolButton::toggled, m_scene, &GraphScene::setFadeUnreached);
    connect(m_context, &SessionContext::triageChanged, this, &GraphPanel::showSuspects);
    connect(m_columns, &QToolButton::toggled, this, [this](bool on) {
        m_view->fitAll(); // fits now and again when the new layout lands
        m_scene->setFolding(on, viewportSize());
    });
    connect(m_view, &GraphView::boxClicked, this, &GraphPanel::onBoxClicked);
    // Connected after the view's own handler, so the view has fitted before the start focus moves it.
    connect(m_scene, &GraphScene::layoutApplied, this, [this] {
        if (isVisible())
            applyStartFocus();
    });
    connect(m_scene, &GraphScene::coloringChanged, this, [this]() { m_legend->setScale(m_scene->coloring().scale()); });
    connect(m_context, &SessionContext::analysisChanged, this, &GraphPanel::onAnalysisChanged);
    connect(m_context, &SessionContext::selectionChanged, this, &GraphPanel::onSelectionChanged);
    connect(m_context, &SessionContext::encodingComparisonChanged, this, [this] { onEncodingComparisonChanged(); });
    connect(m_context, &SessionContext::adviceChanged, this, [this] { onAdviceChanged(); });
    connect(m_context, &SessionContext::thresholdsChanged, this, [this] { applyColoring(); });
    connect(m_view, &GraphView::precisionToggleRequested, m_context, &SessionContext::togglePrecision);
    connect(m_context, &SessionContext::planChanged, this, &GraphPanel::showPlan);
    connect(m_context, &SessionContext::inspectionChanged, this, [this] {
        // The coloring options first: they point at the session's inspections, which were just replaced,
        // and showFlags() recolors with them (the old order read the freed list).
        if (inspectionMetric())
            applyColoring();
        showFlags();
    });

    onAnalysisChanged();
    showSuspects();
    onEncodingComparisonChanged();
    onAdviceChanged();
    onSelectionChanged(m_context->selectedTensor());
}

void GraphPanel::setMetric(GraphMetric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(static_cast<int>(metric)));
}

GraphMetric GraphPanel::metric() const
{
    const int data = m_metric->currentData().toInt();
    return data < kInspectionItem ? static_cast<GraphMetric>(data) : GraphMetric::Cosine;
}

std::optional<InspectionMetric> GraphPanel::inspectionMetric() const
{
    const int data = m_metric->currentData().toInt();
    return data >= kInspectionItem && data < kEncodingItem
        ? std::optional(static_cast<InspectionMetric>(data - kInspectionItem))
        : std::nullopt;
}

void GraphPanel::setInspectionMetric(InspectionMetric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(kInspectionItem + static_cast<int>(metric)));
}

bool GraphPanel::showItem(int data)
{
    const int index = m_metric->findData(data);
    if (index < 0)
        return false;
    m_metric->setCurrentIndex(index);
    return true;
}

bool GraphPanel::keepOptionalItem(int data, bool present, const QString& text)
{
    const int index = m_metric->findData(data);
    if (present && index < 0)
        m_metric->addItem(text, data);
    if (!present && index >= 0) {
        if (m_metric->currentIndex() == index)
            setMetric(GraphMetric::Cosine);
        m_metric->removeItem(index);
    }
    return index >= 0;
}

bool GraphPanel::showEncodingChange() { return showItem(kEncodingItem); }

bool GraphPanel::encodingChangeShown() const { return m_metric->currentData().toInt() == kEncodingItem; }

void GraphPanel::onEncodingComparisonChanged()
{
    const bool present = m_context->encodingComparison() != nullptr;
    const bool had = keepOptionalItem(kEncodingItem, present, tr("Encoding changed"));
    if (present && (!showEncodingChange() || had))
        applyColoring(); // a new comparison while the item was shown already
}

void GraphPanel::setCandidate(int candidate)
{
    if (candidate >= 0 && candidate < m_candidate->count())
        m_candidate->setCurrentIndex(candidate);
}

int GraphPanel::candidate() const { return std::max(0, m_candidate->currentIndex()); }

GraphPanel::~GraphPanel()
{
    // The scene is an older child and would die first, while the view and its minimap still
    // react to its signals; take the view (and the minimap inside it) down before it.
    delete m_view;
    m_view = nullptr;
}

void GraphPanel::fitToView()
{
    m_view->fitAll();
    // The window may have changed shape since the layout was folded: refold for this view.
    if (m_scene->foldDiffersFor(viewportSize()))
        m_scene->setFolding(m_scene->foldingEnabled(), viewportSize());
}

QSize GraphPanel::viewportSize() const
{
    // A hidden panel's viewport gets its size late (pending resize events); the panel's own size
    // minus toolbar and legend is current already.
    return isVisible() ? m_view->viewport()->size() : QSize(width(), std::max(1, height() - 80));
}

bool GraphPanel::waitForLayout(int ms) { return m_scene->waitForLayout(ms); }

void GraphPanel::renderGraph(QPainter* painter, const QRectF& target)
{
    const QRectF source = m_scene->graphRect().adjusted(-16, -16, 16, 16);
    if (source.isEmpty())
        return;
    // A large export of a zoomed-out view should still get labels: detail follows the export scale.
    const double scale = std::min(target.width() / source.width(), target.height() / source.height());
    const bool viewMode = m_scene->overviewMode();
    m_scene->setOverviewMode(scale < GraphBoxItem::kTextLevel);
    if (!m_scene->overviewMode())
        m_scene->showItemsNear(source); // a big graph has items only where the view looked
    m_scene->render(painter, target, source, Qt::KeepAspectRatio);
    m_scene->setOverviewMode(viewMode);
}

void GraphPanel::applyColoring(bool recolorNow)
{
    GraphColoring::Options options;
    options.metric = metric();
    options.candidate = candidate();
    options.thresholds = m_context->thresholds();
    options.inspection = inspectionMetric();
    options.inspections = &m_context->inspections();
    options.rules = m_context->inspectionRules();
    if (encodingChangeShown())
        options.encoding = m_context->encodingComparison().get();
    else if (leverGainsShown())
        options.leverGains = &m_leverGains;
    else if (!options.inspection && against() >= 0) {
        options.against = against();
        options.candidateLabel = m_candidate->currentText();
        options.againstLabel = m_against->currentText();
    }
    m_scene->setColoringOptions(options, recolorNow);
    showParting();
}

void GraphPanel::onAnalysisChanged()
{
    const auto analysis = m_context->analysis();
    refillRuns();

    m_tensorOfName.clear();
    m_names->setStringList({});
    m_searchNamesListed = false;

    applyColoring(false); // the new layout colours its boxes; the old ones are about to go
    m_scene->setHighlightedTensor(m_context->selectedTensor().toStdString());
    m_view->fitAll(); // a new model starts fitted
    m_scene->setFolding(m_columns->isChecked(), viewportSize());
    m_scene->setAnalysis(analysis);
    showFlags();
    showPlan();
    // A long network fitted whole is a thin column nobody can read. Start instead where the user
    // would look first, once the panel has its real size (a hidden one gets it later).
    m_startFocusPending = analysis && !analysis->rows.empty();
    if (isVisible())
        applyStartFocus();
}

void GraphPanel::listSearchNames()
{
    if (std::exchange(m_searchNamesListed, true))
        return;
    const auto analysis = m_context->analysis();
    if (!analysis)
        return;
    // Chosen on the model's own strings, each name made a QString once: testing every node's name
    // and outputs as QStrings took 0.37 s for a model of 100,000 nodes, on the first key typed.
    // The compared tensors first, then the nodes that produce no such tensor under their own name;
    // a node selects its first output that is a listed name, else its first output.
    std::vector<std::pair<const std::string*, const std::string*>> entries; // completion entry → tensor
    auto entryName = [&entries](std::size_t at) -> const std::string& { return *entries[at].first; };
    NameIndex listed; // the entries by name
    auto isListed = [&](const std::string& name) { return listed.find(name, entryName) != NameIndex::npos; };
    const Graph* graph = analysis->floatGraph.get();
    const std::size_t expected = analysis->rows.size() + (graph ? graph->nodes().size() : 0);
    entries.reserve(expected);
    listed.reserve(expected);
    for (const LayerRow& row : analysis->rows) {
        listed.insert(row.tensor, entries.size(), entryName);
        entries.emplace_back(&row.tensor, &row.tensor);
    }
    if (graph)
        for (const Node& node : graph->nodes()) {
            if (isListed(node.name) || node.outputs.empty())
                continue;
            const std::string* tensor = &node.outputs.front();
            for (const std::string& out : node.outputs)
                if (isListed(out)) {
                    tensor = &out;
                    break;
                }
            listed.insert(node.name, entries.size(), entryName);
            entries.emplace_back(&node.name, tensor);
        }
    QStringList names;
    names.reserve(static_cast<qsizetype>(entries.size()));
    m_tensorOfName.reserve(static_cast<qsizetype>(entries.size()));
    for (const auto& [name, tensor] : entries) {
        const QString entry = QString::fromStdString(*name);
        m_tensorOfName.insert(entry, name == tensor ? entry : QString::fromStdString(*tensor));
        names << entry;
    }
    m_names->setStringList(names);
}

void GraphPanel::applyStartFocus()
{
    if (!m_startFocusPending || m_scene->isLayoutPending())
        return;
    m_startFocusPending = false;
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->rows.empty() || !fittedIsUnreadable())
        return;
    std::string start = m_context->selectedTensor().toStdString();
    if (start.empty())
        start = m_context->suspectTensor().toStdString();
    if (start.empty())
        start = analysis->rows.front().tensor;
    focusTensor(start, true);
}

void GraphPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    applyStartFocus();
}

void GraphPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    applyStartFocus();
}

bool GraphPanel::fittedIsUnreadable() const
{
    // Fitted whole (folded into columns or not), a big network shows its colours but no names:
    // the first view then goes to where the error is, readable; Fit shows the whole.
    const QRectF graph = m_scene->graphRect();
    const QSize port = viewportSize();
    if (graph.isEmpty() || port.isEmpty())
        return false;
    return std::min(port.width() / graph.width(), port.height() / graph.height()) < kReadableZoom;
}

void GraphPanel::onSelectionChanged(const QString& tensor)
{
    const std::string name = tensor.toStdString();
    m_scene->setHighlightedTensor(name);
    // A click already shows its box; only selections made elsewhere need revealing and centring
    // (and a click on a group must not expand it).
    if (!m_selectingFromClick && !name.empty())
        focusTensor(name, !m_startFocusPending && fittedIsUnreadable() && m_view->zoom() < kReadableZoom);
}

void GraphPanel::onBoxClicked(int box)
{
    const std::string tensor = m_scene->tensorOfBox(box);
    m_selectingFromClick = true;
    m_context->select(QString::fromStdString(tensor));
    m_selectingFromClick = false;
}

void GraphPanel::focusTensor(const std::string& tensor, bool zoomToRead)
{
    if (m_scene->revealTensor(tensor) || m_scene->isLayoutPending())
        m_view->focusAfterLayout(tensor, zoomToRead);
    else
        m_view->centerOnBox(m_scene->boxOfTensor(tensor), zoomToRead);
}

std::string GraphPanel::resolveName(const QString& text)
{
    listSearchNames();
    const QString wanted = text.trimmed();
    if (wanted.isEmpty())
        return {};
    if (const auto it = m_tensorOfName.constFind(wanted); it != m_tensorOfName.cend())
        return it->toStdString();
    for (const QString& name : m_names->stringList())
        if (name.contains(wanted, Qt::CaseInsensitive))
            return m_tensorOfName.value(name).toStdString();
    return {};
}

void GraphPanel::revealSelection()
{
    m_startFocusPending = false; // the selection, not the start, is what to show
    if (const std::string selected = m_context->selectedTensor().toStdString(); !selected.empty())
        focusTensor(selected, true);
}

bool GraphPanel::searchAndSelect(const QString& text)
{
    const std::string tensor = resolveName(text);
    if (tensor.empty())
        return false;
    m_context->select(QString::fromStdString(tensor));
    focusTensor(tensor, true);
    return true;
}

} // namespace quantlens
