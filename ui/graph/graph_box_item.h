#pragma once
#include "layout/graph_outline.h"
#include <string>
#include <vector>

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace quantlens {

/// One outline box: an operator, or a collapsed scope drawn as a rounded stack. Draws with level
/// of detail: below kTextLevel a flat rectangle and no text, so a fitted big graph stays cheap.
class GraphBoxItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(GraphBoxItem)
public:
    enum { Type = UserType + 1 };
    /// Below this zoom the 12 px labels are under 6 px on screen: unreadable, so none are drawn
    /// and the view switches to the batched overview.
    static constexpr double kTextLevel = 0.5;
    static constexpr double kSubtitleLevel = 0.8; ///< below this zoom: op type only

    /// Short names of the graph's nodes, by node index (distinctShortNames of their names).
    using NodeLabels = std::vector<std::string>;

    /// `size` comes from preferredSize(), computed once for the layout.
    GraphBoxItem(
        int box, const OutlineNode& node, const Graph& graph, const NodeLabels& labels, QPointF center, QSizeF size);

    /// The size a box needs for its labels, in scene units (the layout input).
    static QSizeF preferredSize(const OutlineNode& node, const Graph& graph, const NodeLabels& labels);
    static QFont titleFont();
    static QFont subtitleFont();

    int box() const { return m_box; }
    const QString& title() const { return m_title; }
    const QString& subtitle() const { return m_subtitle; }
    QRectF rect() const { return m_rect; }

    /// `compared` false draws the not-compared style (grey, dashed border).
    void setFill(const QColor& color, bool compared);
    QBrush brush() const { return QBrush(m_fill); }
    bool isCompared() const { return m_compared; }
    /// Inspection flags of the op's output; non-empty draws a badge in the corner (and the tooltip lists them).
    void setFlags(const QString& flags);
    const QString& flags() const { return m_flags; }
    /// The plan runs this op's output at 16 bit: a "16" tag on the top-left corner.
    void setWide(bool wide);
    bool isWide() const { return m_wide; }
    /// Where two compared runs part first: a magenta "≠" tag on the left edge.
    void setParting(bool parting);
    bool isParting() const { return m_parting; }
    void setHighlighted(bool on);
    bool isHighlighted() const { return m_highlighted; }
    /// A triage suspect's rank (1 = most likely): a numbered purple tag on the right edge; 0 for none.
    void setSuspectRank(int rank);
    int suspectRank() const { return m_suspectRank; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    static QString titleOf(const OutlineNode& node, const Graph& graph);
    static QString subtitleOf(const OutlineNode& node, const NodeLabels& labels);

    int m_box = -1;
    bool m_group = false;
    QString m_title;
    QString m_subtitle;
    QRectF m_rect;
    QColor m_fill;
    bool m_compared = false;
    bool m_highlighted = false;
    bool m_wide = false;
    bool m_parting = false;
    int m_suspectRank = 0;
    QString m_flags;
};

} // namespace quantlens
