#include "plots/outlier_heatmap_panel.h"

#include "session_context.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace quantlens {
namespace {
    constexpr int kShareColumns = 5; // level ≥ 3, 4, 5, 6, sparse
    constexpr double kLevelCap = 8; // channel levels beyond this (and sparse channels) share the top colour
    constexpr int kRowLabelPixels = 14; // a row this tall or taller carries its tensor name
    constexpr int kLabelChars = 30; // names longer than this are cut at the front

    QCPColorGradient heatGradient()
    {
        QCPColorGradient g;
        g.setColorStopAt(0.0, QColor(0xf7, 0xf7, 0xf7));
        g.setColorStopAt(0.35, QColor(0xfd, 0xd4, 0x9e));
        g.setColorStopAt(0.7, QColor(0xef, 0x65, 0x48));
        g.setColorStopAt(1.0, QColor(0x99, 0x00, 0x0d));
        g.setNanHandling(QCPColorGradient::nhTransparent); // channels a shorter tensor does not have
        return g;
    }
}

OutlierHeatmapPanel::OutlierHeatmapPanel(SessionContext* context, QWidget* parent)
    : QWidget(parent)
    , m_context(context)
    , m_mode(new QComboBox(this))
    , m_order(new QComboBox(this))
    , m_base(new QComboBox(this))
    , m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("outlierHeatmapPanel"));
    m_plot->setObjectName(QStringLiteral("exportContent"));
    m_mode->addItem(tr("Share of channels by level"), static_cast<int>(Mode::LevelShares));
    m_mode->addItem(tr("Level of every channel"), static_cast<int>(Mode::Channels));
    m_order->addItem(tr("Graph order"), static_cast<int>(Order::Graph));
    m_order->addItem(tr("Largest level first"), static_cast<int>(Order::MaxLevel));
    m_base->addItem(QStringLiteral("ln"), OutlierOptions {}.logBase);
    m_base->addItem(QStringLiteral("log2"), 2.0);
    m_base->addItem(QStringLiteral("log10"), 10.0);
    m_base->setToolTip(tr("Base of the level's logarithm (Pulsar2 does not say which it prints)"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Show"), this));
    bar->addWidget(m_mode);
    bar->addWidget(new QLabel(tr("Sort"), this));
    bar->addWidget(m_order);
    bar->addWidget(m_base);
    bar->addStretch(1);
    auto* hint = new QLabel(tr("level = log(max |x| of the tensor / max |x| of the channel)"), this);
    hint->setEnabled(false);
    bar->addWidget(hint);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    m_map = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setGradient(heatGradient());
    m_map->setInterpolate(false);
    auto* scale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(0, 1, scale);
    scale->setGradient(heatGradient());
    m_map->setColorScale(scale);
    auto* margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_selection = new QCPItemRect(m_plot);
    m_selection->setPen(QPen(QColor(0x1f, 0x5f, 0xbf), 2));
    m_selection->setBrush(Qt::NoBrush);
    m_selection->setSelectable(false);
    m_plot->yAxis->setRangeReversed(true); // graph order reads top to bottom
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Vertical);
    m_plot->axisRect()->setRangeZoom(Qt::Vertical);
    m_plot->setMinimumHeight(120);

    connect(m_mode, &QComboBox::currentIndexChanged, this, &OutlierHeatmapPanel::rebuild);
    connect(m_order, &QComboBox::currentIndexChanged, this, &OutlierHeatmapPanel::rebuild);
    connect(m_base, &QComboBox::currentIndexChanged, this, &OutlierHeatmapPanel::rebuild);
    connect(context, &SessionContext::analysisChanged, this, &OutlierHeatmapPanel::rebuild);
    connect(context, &SessionContext::selectionChanged, this, &OutlierHeatmapPanel::showSelection);
    connect(m_plot, &QCustomPlot::mouseMove, this, &OutlierHeatmapPanel::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &OutlierHeatmapPanel::onClick);
    connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        labelVisibleRows();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
    rebuild();
}

void OutlierHeatmapPanel::rebuild()
{
    const auto analysis = m_context->analysis();
    OutlierOptions options;
    options.logBase = m_base->currentData().toDouble();
    m_rows = analysis ? outlierTable(*analysis, options) : std::vector<OutlierRow> {};
    if (static_cast<Order>(m_order->currentData().toInt()) == Order::MaxLevel)
        std::stable_sort(m_rows.begin(), m_rows.end(),
            [](const OutlierRow& a, const OutlierRow& b) { return a.maxLevel.value_or(-1) > b.maxLevel.value_or(-1); });
    const bool shares = static_cast<Mode>(m_mode->currentData().toInt()) == Mode::LevelShares;
    m_columns = shares ? kShareColumns : 0;
    if (!shares)
        for (const auto& r : m_rows)
            m_columns = std::max(m_columns, r.channels);
    const int width = static_cast<int>(std::max<std::size_t>(m_columns, 1));
    const int height = static_cast<int>(std::max<std::size_t>(m_rows.size(), 1));
    m_map->data()->setSize(width, height);
    m_map->data()->setRange(QCPRange(0, width - 1), QCPRange(0, height - 1));
    m_map->data()->fill(std::nan(""));
    for (std::size_t y = 0; y < m_rows.size(); ++y) {
        const OutlierRow& r = m_rows[y];
        if (shares) {
            for (int k = 0; k < 4; ++k)
                m_map->data()->setCell(k, static_cast<int>(y), r.shareAtLeast[static_cast<std::size_t>(k)]);
            m_map->data()->setCell(4, static_cast<int>(y), r.sparseRatio);
        } else {
            for (std::size_t c = 0; c < r.levels.size(); ++c)
                m_map->data()->setCell(static_cast<int>(c), static_cast<int>(y), std::min(r.levels[c], kLevelCap));
        }
    }
    m_map->setDataRange(shares ? QCPRange(0, 1) : QCPRange(0, kLevelCap));
    m_map->colorScale()->axis()->setLabel(shares ? tr("share of channels") : tr("level (sparse channels at the top)"));

    auto xTicks = QSharedPointer<QCPAxisTickerText>::create();
    if (shares) {
        const QString names[] = { tr("≥ 3"), tr("≥ 4"), tr("≥ 5"), tr("≥ 6"), tr("sparse") };
        for (int k = 0; k < kShareColumns; ++k)
            xTicks->addTick(k, names[k]);
        m_plot->xAxis->setTicker(xTicks);
        m_plot->xAxis->setLabel(tr("channels at level"));
    } else {
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        m_plot->xAxis->setLabel(tr("channel"));
    }
    m_plot->xAxis->setRange(-0.5, width - 0.5);
    m_plot->yAxis->setRange(-0.5, height - 0.5);
    labelVisibleRows();
    showSelection();
}

void OutlierHeatmapPanel::labelVisibleRows()
{
    const auto analysis = m_context->analysis();
    const QCPRange range = m_plot->yAxis->range();
    const int pixels = std::max(m_plot->axisRect()->height(), m_plot->height() - 60);
    const bool fits = range.size() > 0 && pixels / range.size() >= kRowLabelPixels;
    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    if (fits && analysis) {
        const int first = std::max(0, static_cast<int>(std::ceil(range.lower)));
        const int last = std::min(static_cast<int>(m_rows.size()) - 1, static_cast<int>(std::floor(range.upper)));
        for (int y = first; y <= last; ++y) {
            const QString name = tensorAt(y);
            ticks->addTick(y, name.size() > kLabelChars ? QStringLiteral("…") + name.right(kLabelChars - 1) : name);
        }
    }
    m_plot->yAxis->setTicker(ticks);
    m_plot->yAxis->setLabel(fits ? QString() : tr("tensors (zoom in or hover for names)"));
}

void OutlierHeatmapPanel::revealSelection()
{
    const int row = m_context->selectedRow();
    int y = -1;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (static_cast<int>(m_rows[i].row) == row)
            y = static_cast<int>(i);
    if (y < 0)
        return;
    const int pixels = std::max(m_plot->axisRect()->height(), m_plot->height() - 60);
    const double shown = std::max(5, pixels / kRowLabelPixels);
    double lower = y - shown / 2;
    lower = std::clamp(lower, -0.5, std::max(-0.5, static_cast<double>(m_rows.size()) - 0.5 - shown));
    m_plot->yAxis->setRange(lower, lower + shown);
    labelVisibleRows();
    m_plot->replot();
}

QString OutlierHeatmapPanel::tensorAt(int y) const
{
    const auto analysis = m_context->analysis();
    if (!analysis || y < 0 || static_cast<std::size_t>(y) >= m_rows.size())
        return {};
    return QString::fromStdString(analysis->rows[m_rows[static_cast<std::size_t>(y)].row].tensor);
}

void OutlierHeatmapPanel::showSelection()
{
    const int row = m_context->selectedRow();
    int y = -1;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (static_cast<int>(m_rows[i].row) == row)
            y = static_cast<int>(i);
    m_selection->setVisible(y >= 0);
    if (y >= 0) {
        m_selection->topLeft->setCoords(-0.5, y - 0.5);
        m_selection->bottomRight->setCoords(static_cast<double>(std::max<std::size_t>(m_columns, 1)) - 0.5, y + 0.5);
        // Keep the selected row in view when the user has zoomed in.
        const QCPRange range = m_plot->yAxis->range();
        if (y < range.lower || y > range.upper)
            m_plot->yAxis->setRange(y - range.size() / 2, y + range.size() / 2);
    }
    m_plot->replot();
}

std::optional<std::pair<int, int>> OutlierHeatmapPanel::cellAt(const QPointF& pos) const
{
    if (!m_plot->axisRect()->rect().contains(pos.toPoint()))
        return std::nullopt;
    const int x = static_cast<int>(std::lround(m_plot->xAxis->pixelToCoord(pos.x())));
    const int y = static_cast<int>(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
    if (x < 0 || y < 0 || static_cast<std::size_t>(x) >= m_columns || static_cast<std::size_t>(y) >= m_rows.size())
        return std::nullopt;
    return std::pair { y, x };
}

void OutlierHeatmapPanel::onMouseMove(QMouseEvent* event)
{
    const auto cell = cellAt(event->position());
    if (!cell) {
        QToolTip::hideText();
        return;
    }
    const auto [y, x] = *cell;
    const OutlierRow& r = m_rows[static_cast<std::size_t>(y)];
    QString what;
    if (static_cast<Mode>(m_mode->currentData().toInt()) == Mode::LevelShares) {
        const double share = x < 4 ? r.shareAtLeast[static_cast<std::size_t>(x)] : r.sparseRatio;
        what = x < 4 ? tr("%1 % of %2 channels at level ≥ %3").arg(share * 100, 0, 'f', 1).arg(r.channels).arg(x + 3)
                     : tr("%1 % of %2 channels all zero").arg(share * 100, 0, 'f', 1).arg(r.channels);
    } else if (static_cast<std::size_t>(x) < r.levels.size()) {
        const double level = r.levels[static_cast<std::size_t>(x)];
        what = std::isinf(level) ? tr("channel %1: all zero").arg(x)
                                 : tr("channel %1: level %2").arg(x).arg(level, 0, 'f', 2);
    } else {
        what = tr("no channel %1 (%2 channels)").arg(x).arg(r.channels);
    }
    const QString maxLevel = r.maxLevel ? QString::number(*r.maxLevel, 'f', 2) : QStringLiteral("–");
    QToolTip::showText(
        event->globalPosition().toPoint(), tr("%1\n%2\nlargest level %3").arg(tensorAt(y), what, maxLevel), m_plot);
}

void OutlierHeatmapPanel::onClick(QMouseEvent* event)
{
    if (const auto cell = cellAt(event->position()))
        m_context->select(tensorAt(cell->first));
}

nlohmann::json OutlierHeatmapPanel::saveState() const
{
    return { { "mode", static_cast<Mode>(m_mode->currentData().toInt()) == Mode::Channels ? "channels" : "shares" },
        { "order", static_cast<Order>(m_order->currentData().toInt()) == Order::MaxLevel ? "max_level" : "graph" },
        { "log_base", m_base->currentData().toDouble() } };
}

void OutlierHeatmapPanel::restoreState(const nlohmann::json& state)
{
    if (!state.is_object())
        return;
    if (auto it = state.find("mode"); it != state.end() && it->is_string())
        m_mode->setCurrentIndex(it->get<std::string>() == "channels" ? 1 : 0);
    if (auto it = state.find("order"); it != state.end() && it->is_string())
        m_order->setCurrentIndex(it->get<std::string>() == "max_level" ? 1 : 0);
    if (auto it = state.find("log_base"); it != state.end() && it->is_number())
        for (int i = 0; i < m_base->count(); ++i)
            if (std::abs(m_base->itemData(i).toDouble() - it->get<double>()) < 1e-9)
                m_base->setCurrentIndex(i);
}

} // namespace quantlens
