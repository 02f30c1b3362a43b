#include "graph/graph_legend.h"

#include "graph/graph_focus.h"

#include <QPainter>

#include <algorithm>

namespace quantlens {
namespace {
    constexpr int kMargin = 8;
    constexpr int kBarHeight = 12;
    constexpr int kMaxBarWidth = 360;
    constexpr int kMinBarWidth = 120;
}

GraphLegend::GraphLegend(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void GraphLegend::setScale(const MetricColorScale& scale)
{
    m_scale = scale;
    update();
}

QSize GraphLegend::sizeHint() const
{
    const QFontMetrics fm(font());
    return { 2 * kMaxBarWidth, kMargin * 2 + kBarHeight + fm.height() + 2 };
}

QSize GraphLegend::minimumSizeHint() const { return { kMinBarWidth, sizeHint().height() }; }

void GraphLegend::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QFontMetrics fm(font());
    const QString title = m_scale.title();
    const QString none = tr("not compared");
    const int titleWidth = fm.horizontalAdvance(title) + kMargin;
    const int noneWidth
        = std::max(kBarHeight + 4 + fm.horizontalAdvance(none), fm.horizontalAdvance(m_scale.description()));
    const int barWidth = std::clamp(width() - titleWidth - noneWidth - 4 * kMargin, kMinBarWidth, kMaxBarWidth);
    const int barTop = kMargin;
    const int textBaseline = barTop + kBarHeight + 2 + fm.ascent();

    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(kMargin, barTop + kBarHeight / 2 + fm.ascent() / 2 - 1, title);

    // Sampled per pixel from the same function that colours the boxes, so the two cannot disagree.
    const int x0 = kMargin + titleWidth;
    for (int x = 0; x < barWidth; ++x) {
        const double position = (x + 0.5) / barWidth;
        p.fillRect(x0 + x, barTop, 1, kBarHeight, m_scale.colorFor(m_scale.valueAt(position)));
    }
    p.setPen(QColor(120, 120, 120));
    p.setBrush(Qt::NoBrush);
    p.drawRect(x0, barTop, barWidth - 1, kBarHeight - 1);

    p.setPen(palette().color(QPalette::WindowText));
    int lastRight = -1;
    const auto ticks = m_scale.ticks();
    for (std::size_t i = 0; i < ticks.size(); ++i) {
        const int x = x0 + static_cast<int>(m_scale.positionOf(ticks[i]) * (barWidth - 1));
        const QString label = m_scale.tickLabel(i);
        const int w = fm.horizontalAdvance(label);
        const int left = std::clamp(x - w / 2, x0, x0 + barWidth - w);
        if (left <= lastRight + 4)
            continue; // keep the legend legible on narrow panels
        p.drawLine(x, barTop + kBarHeight - 3, x, barTop + kBarHeight + 1);
        p.drawText(left, textBaseline, label);
        lastRight = left + w;
    }

    const int noneX = x0 + barWidth + 2 * kMargin;
    // How values map to colours, under the "not compared" swatch, shortened when the panel is narrow.
    const QString description
        = fm.elidedText(m_scale.description(), Qt::ElideRight, std::max(0, width() - noneX - kMargin));
    p.drawText(noneX, textBaseline, description);
    QPen dashed(QColor(90, 90, 90));
    dashed.setStyle(Qt::DashLine);
    p.setPen(dashed);
    p.setBrush(MetricColorScale::notComparedColor());
    p.drawRect(noneX, barTop, kBarHeight, kBarHeight);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(noneX + kBarHeight + 4, barTop + kBarHeight / 2 + fm.ascent() / 2 - 1, none);

    // The badge the inspection puts on boxes, after the "not compared" swatch when there is room.
    const QString flagged = tr("inspection flag");
    const int flagX = noneX + kBarHeight + 4 + fm.horizontalAdvance(none) + 2 * kMargin;
    if (flagX + kBarHeight + 4 + fm.horizontalAdvance(flagged) > width())
        return;
    p.setPen(QPen(QColor(0x7a, 0x3e, 0x00), 0));
    p.setBrush(QColor(0xff, 0xb3, 0x00));
    p.drawEllipse(QRect(flagX, barTop, kBarHeight, kBarHeight));
    p.setPen(Qt::black);
    p.drawText(QRect(flagX, barTop, kBarHeight, kBarHeight), Qt::AlignCenter, QStringLiteral("!"));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(flagX + kBarHeight + 4, barTop + kBarHeight / 2 + fm.ascent() / 2 - 1, flagged);

    // The precision plan's tag, after the flag when there is room.
    const QString wide = tr("16 bit in the plan");
    const int tagWidth = fm.horizontalAdvance(QStringLiteral("16")) + 6;
    const int wideX = flagX + kBarHeight + 4 + fm.horizontalAdvance(flagged) + 2 * kMargin;
    if (wideX + tagWidth + 4 + fm.horizontalAdvance(wide) > width())
        return;
    p.setPen(QPen(QColor(0x0b, 0x3d, 0x91), 0));
    p.setBrush(QColor(0x3d, 0x8b, 0xfd));
    p.drawRoundedRect(QRect(wideX, barTop, tagWidth, kBarHeight), 3, 3);
    p.setPen(Qt::white);
    p.drawText(QRect(wideX, barTop, tagWidth, kBarHeight), Qt::AlignCenter, QStringLiteral("16"));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(wideX + tagWidth + 4, barTop + kBarHeight / 2 + fm.ascent() / 2 - 1, wide);

    // The triage's suspect tags, last, when there is room.
    const QString suspect = tr("suspect, by rank");
    const int suspectX = wideX + tagWidth + 4 + fm.horizontalAdvance(wide) + 2 * kMargin;
    if (suspectX + kBarHeight + 4 + fm.horizontalAdvance(suspect) > width())
        return;
    p.setPen(QPen(graph_focus::suspectColor().darker(150), 0));
    p.setBrush(graph_focus::suspectColor());
    p.drawEllipse(QRect(suspectX, barTop, kBarHeight, kBarHeight));
    p.setPen(Qt::white);
    p.drawText(QRect(suspectX, barTop, kBarHeight, kBarHeight), Qt::AlignCenter, QStringLiteral("1"));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(suspectX + kBarHeight + 4, barTop + kBarHeight / 2 + fm.ascent() / 2 - 1, suspect);
}

} // namespace quantlens
