#include "graph/graph_box_item.h"

#include "graph/graph_focus.h"

#include "layout/box_size.h"

#include "graph/box_text_widths.h"
#include "graph/metric_color_scale.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace quantlens {
namespace {
    using namespace box_size;
    const QColor kBorder(90, 90, 90);
    const QColor kHighlight(25, 95, 210);
    const QColor kParting(200, 30, 160); // magenta: no verdict colour uses it

    // Never destroyed: font metrics must not outlive the application object at exit.
    BoxTextWidths& titleWidths()
    {
        static auto* widths = new BoxTextWidths(GraphBoxItem::titleFont());
        return *widths;
    }
    BoxTextWidths& subtitleWidths()
    {
        static auto* widths = new BoxTextWidths(GraphBoxItem::subtitleFont());
        return *widths;
    }
}

GraphBoxItem::GraphBoxItem(
    int box, const OutlineNode& node, const Graph& graph, const NodeLabels& labels, QPointF center, QSizeF size)
    : m_box(box)
    , m_group(node.kind == OutlineNode::Kind::Group)
    , m_title(titleOf(node, graph))
    , m_subtitle(subtitleOf(node, labels))
    , m_fill(MetricColorScale::notComparedColor())
{
    m_rect = QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height());
    setPos(center);
    // Clicks are recognised by the view (press and release without a drag) so dragging anywhere,
    // boxes included, pans.
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(1);
    // Most subtitles fit: their width is known from sizing the box, and eliding shapes the text again.
    const double room = m_rect.width() - 2 * kPadding + 2;
    if (subtitleWidths().width(m_subtitle) > room)
        m_subtitle = subtitleWidths().metrics().elidedText(m_subtitle, Qt::ElideLeft, room);
}

QFont GraphBoxItem::titleFont()
{
    QFont f;
    f.setPixelSize(12);
    f.setBold(true);
    f.setKerning(false); // so that BoxTextWidths can size boxes without shaping every label
    return f;
}

QFont GraphBoxItem::subtitleFont()
{
    QFont f;
    f.setPixelSize(10);
    f.setKerning(false);
    return f;
}

QString GraphBoxItem::titleOf(const OutlineNode& node, const Graph& graph)
{
    if (node.kind == OutlineNode::Kind::Group) {
        const QString name = QString::fromStdString(node.label.empty() ? node.scope : node.label);
        return tr("%1 (%2)").arg(name).arg(node.members.size());
    }
    if (!node.label.empty())
        return QString::fromStdString(node.label);
    const auto& nodes = graph.nodes();
    if (node.graphNode >= 0 && static_cast<std::size_t>(node.graphNode) < nodes.size())
        return QString::fromStdString(nodes[static_cast<std::size_t>(node.graphNode)].opType);
    return {};
}

QString GraphBoxItem::subtitleOf(const OutlineNode& node, const NodeLabels& labels)
{
    if (node.kind == OutlineNode::Kind::Group)
        return QString::fromStdString(node.scope);
    // As much of the scope path as tells this node from the others ("stage1/conv_s1/Conv"); the
    // detail panel shows the full name.
    if (node.graphNode >= 0 && static_cast<std::size_t>(node.graphNode) < labels.size())
        return QString::fromStdString(labels[static_cast<std::size_t>(node.graphNode)]);
    return {};
}

QSizeF GraphBoxItem::preferredSize(const OutlineNode& node, const Graph& graph, const NodeLabels& labels)
{
    const double textWidth = std::max(titleWidths().width(titleOf(node, graph)),
        std::min(subtitleWidths().width(subtitleOf(node, labels)), kMaxWidth));
    const double width = std::clamp(textWidth + 2 * kPadding, kMinWidth, kMaxWidth);
    const bool group = node.kind == OutlineNode::Kind::Group;
    return { width + (group ? kStackOffset : 0), group ? kGroupHeight : kOpHeight };
}

void GraphBoxItem::setFill(const QColor& color, bool compared)
{
    if (color == m_fill && compared == m_compared)
        return;
    m_fill = color;
    m_compared = compared;
    update();
}

void GraphBoxItem::setHighlighted(bool on)
{
    if (on == m_highlighted)
        return;
    m_highlighted = on;
    setZValue(on || m_parting ? 2 : 1);
    update();
}

QRectF GraphBoxItem::boundingRect() const
{
    return m_rect.adjusted(-10, -4, 10, 4); // room for the highlight pen, the parting and suspect tags
}

void GraphBoxItem::setSuspectRank(int rank)
{
    if (rank == m_suspectRank)
        return;
    m_suspectRank = rank;
    update();
}

void GraphBoxItem::setWide(bool wide)
{
    if (wide == m_wide)
        return;
    m_wide = wide;
    update();
}

void GraphBoxItem::setParting(bool parting)
{
    if (parting == m_parting)
        return;
    m_parting = parting;
    setZValue(parting || m_highlighted ? 2 : 1);
    update();
}

void GraphBoxItem::setFlags(const QString& flags)
{
    if (flags == m_flags)
        return;
    m_flags = flags;
    update();
}

void GraphBoxItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    QRectF body = m_rect;
    if (m_group)
        body.adjust(0, 0, -kStackOffset, -kStackOffset);

    QPen border(m_highlighted ? kHighlight : kBorder);
    if (m_highlighted)
        border.setWidthF(lod < kTextLevel ? 3.0 / lod : 3.5); // stays visible when zoomed out
    else
        border.setCosmetic(true);
    if (!m_compared && !m_highlighted)
        border.setStyle(Qt::DashLine);

    if (lod < kTextLevel) {
        painter->setPen(m_highlighted ? border : QPen(Qt::NoPen));
        painter->setBrush(m_fill);
        painter->drawRect(body);
        return;
    }
    const double radius = m_group ? 8 : 3;
    if (m_group) {
        painter->setPen(QPen(kBorder, 0));
        painter->setBrush(m_fill.darker(115));
        painter->drawRoundedRect(body.translated(kStackOffset, kStackOffset), radius, radius);
    }
    painter->setPen(border);
    painter->setBrush(m_fill);
    painter->drawRoundedRect(body, radius, radius);

    if (!m_flags.isEmpty()) {
        // A small amber tag on the top-right corner: "this tensor's range or quantization is suspect".
        const double d = 12;
        const QRectF tag(body.right() - d * 0.8, body.top() - d * 0.2, d, d);
        painter->setPen(QPen(QColor(0x7a, 0x3e, 0x00), 0));
        painter->setBrush(QColor(0xff, 0xb3, 0x00));
        painter->drawEllipse(tag);
        painter->setFont(subtitleFont());
        painter->setPen(Qt::black);
        painter->drawText(tag, Qt::AlignCenter, QStringLiteral("!"));
    }
    if (m_wide) {
        // A blue "16" on the top-left corner: the precision plan runs this output at 16 bit.
        const QRectF tag(body.left() - 4, body.top() - 4, 18, 11);
        painter->setPen(QPen(QColor(0x0b, 0x3d, 0x91), 0));
        painter->setBrush(QColor(0x3d, 0x8b, 0xfd));
        painter->drawRoundedRect(tag, 3, 3);
        painter->setFont(subtitleFont());
        painter->setPen(Qt::white);
        painter->drawText(tag, Qt::AlignCenter, QStringLiteral("16"));
    }
    if (m_parting) {
        // A magenta "≠" on the left edge: two compared runs part first here.
        const QRectF tag(body.left() - 9, body.center().y() - 8, 16, 16);
        painter->setPen(QPen(kParting.darker(150), 0));
        painter->setBrush(kParting);
        painter->drawEllipse(tag);
        painter->setFont(titleFont());
        painter->setPen(Qt::white);
        painter->drawText(tag, Qt::AlignCenter, QStringLiteral("≠"));
    }
    if (m_suspectRank > 0) {
        // A purple numbered tag on the right edge: the triage's suspect of this rank.
        const QRectF tag(body.right() - 7, body.center().y() - 8, 16, 16);
        painter->setPen(QPen(graph_focus::suspectColor().darker(150), 0));
        painter->setBrush(graph_focus::suspectColor());
        painter->drawEllipse(tag);
        painter->setFont(subtitleFont());
        painter->setPen(Qt::white);
        painter->drawText(tag, Qt::AlignCenter, QString::number(m_suspectRank));
    }
    painter->setPen(MetricColorScale::textColorOn(m_fill));
    const QRectF text = body.adjusted(kPadding / 2, 2, -kPadding / 2, -2);
    if (lod < kSubtitleLevel || m_subtitle.isEmpty()) {
        painter->setFont(titleFont());
        painter->drawText(text, Qt::AlignCenter, m_title);
        return;
    }
    const QRectF top(text.left(), text.top(), text.width(), text.height() * 0.55);
    const QRectF bottom(text.left(), top.bottom(), text.width(), text.height() - top.height());
    painter->setFont(titleFont());
    painter->drawText(top, Qt::AlignHCenter | Qt::AlignBottom, m_title);
    painter->setFont(subtitleFont());
    painter->drawText(bottom, Qt::AlignHCenter | Qt::AlignTop, m_subtitle);
}

} // namespace quantlens
