#pragma once
#include "graph/graph_coloring.h"
#include "layout/graph_outline.h"
#include "layout/layered_layout.h"

#include <QGraphicsScene>

#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace quantlens {

class GraphBoxItem;
class GraphEdgeItem;
class GraphLayoutRunner;
class GraphOverviewItem;
class SceneGrid;

/// The float graph as boxes and arrows: owns the outline (which scopes are collapsed), lays it out
/// (on a worker for big graphs), builds the items and colours them. What is shown is a snapshot of
/// the outline taken when its layout started, so box indices stay valid while a relayout runs.
class GraphScene : public QGraphicsScene {
    Q_OBJECT
public:
    /// Up to this many boxes the layout runs on the GUI thread: it takes milliseconds, and exports
    /// get a finished scene without waiting.
    static constexpr std::size_t kSyncLayoutBoxes = 2000;
    /// Up to this many boxes every box and edge gets its item when the layout is applied. A bigger
    /// graph gets items only where a view looks (showItemsNear): building and indexing 45,000 items
    /// of a 20,000-node graph took a fifth of a second, to show a hundred of them.
    static constexpr std::size_t kAllItemsBoxes = 5000;

    explicit GraphScene(QObject* parent = nullptr);
    ~GraphScene() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    void setColoringOptions(const GraphColoring::Options& options, bool recolorNow = true);
    const GraphColoring& coloring() const { return m_coloring; }

    int boxCount() const { return static_cast<int>(m_boxes.size()); }
    const OutlineNode& box(int index) const { return m_boxes[static_cast<std::size_t>(index)]; }
    /// The box's item, made now if the scene had none for it yet; null for an index out of range.
    GraphBoxItem* boxItem(int index);
    /// Where a box is in the scene, whether or not it has an item; empty for an index out of range.
    QRectF boxRect(int index) const;
    /// Items made so far: every edge's for a small graph, those near what views showed for a big one.
    const std::vector<GraphEdgeItem*>& edgeItems() const { return m_edgeItems; }
    /// The shown box holding a tensor's producer (its group when collapsed); -1 when none.
    int boxOfTensor(const std::string& tensor) const;
    /// The tensor a click on the box selects: its first output that the analysis compared.
    std::string tensorOfBox(int box) const;
    QRectF graphRect() const { return m_graphRect; }
    /// Makes the items of the boxes and edges in or near `area` that have none yet (big graphs only;
    /// a small graph has them all). Views call it whenever what they show changes.
    void showItemsNear(const QRectF& area);
    bool makesItemsOnDemand() const { return m_grid != nullptr; }

    /// Inspection flags by analysis row ("u8-range>20; clipping>0.1%"; empty when clean): an op box
    /// whose output is flagged gets a badge (kept across relayouts).
    void setRowFlags(std::vector<QString> flags);
    /// Tensors the precision plan runs at 16 bit: their producers' boxes get a "16" tag.
    void setWideTensors(std::set<std::string> tensors);
    bool isWide(const std::string& tensor) const { return m_wideTensors.count(tensor) > 0; }

    /// Marks the box holding `tensor` as where two compared runs part first (kept across relayouts and
    /// recolourings); empty clears.
    void setPartingTensor(const std::string& tensor);
    int partingBox() const { return m_partingTensor.empty() ? -1 : boxOfTensor(m_partingTensor); }

    /// Highlights the box holding `tensor` (kept across relayouts); empty clears.
    void setHighlightedTensor(const std::string& tensor);
    int highlightedBox() const { return m_highlightedBox; }

    /// The triage's suspects, most likely first: their boxes get numbered tags (kept across relayouts).
    void setSuspects(std::vector<std::string> tensors);
    /// Fades every box the highlighted one does not reach (it and what lies downstream of it stay),
    /// so that a suspect's error path stands out of a graph red everywhere downstream.
    void setFadeUnreached(bool on);
    bool fadesUnreached() const { return m_fadeUnreached; }
    bool isFaded(int box) const
    {
        return box >= 0 && static_cast<std::size_t>(box) < m_faded.size() && m_faded[static_cast<std::size_t>(box)];
    }

    /// Expands the collapsed groups hiding `tensor`; true when that started a relayout.
    bool revealTensor(const std::string& tensor);
    void expand(const std::string& scope);
    void collapse(const std::string& scope);
    bool isExpanded(const std::string& scope) const;

    bool isLayoutPending() const;
    /// Blocks until a running layout is applied, at most `ms`; true when nothing is pending anymore.
    bool waitForLayout(int ms);

    /// Fold long graphs into columns that fill a view of this size (pixels); an invalid size or
    /// `enabled` false keeps one column. Lays out again when that changes the columns.
    void setFolding(bool enabled, QSizeF viewSize);
    bool foldingEnabled() const { return m_foldEnabled; }
    /// Whether the current layout would be folded differently for this view size.
    bool foldDiffersFor(QSizeF viewSize) const;

    /// Below the text zoom level the batched overview replaces the box and edge items: cheaper
    /// at any size, and it keeps tiny boxes a few pixels big so their colours stay visible.
    void setOverviewMode(bool on);
    bool overviewMode() const { return m_overviewMode; }
    GraphOverviewItem* overview() const { return m_overview; }

    /// What hovering an item shows: a box's node and tensor with its inspection flags, an edge's
    /// tensor and shape, a bus's join; empty for other items.
    QString toolTipOf(const QGraphicsItem* item) const;

signals:
    void layoutApplied();
    void coloringChanged();

protected:
    /// Tooltips are written when hovered, not stored per item: writing one for every box and edge
    /// took 40 % of building a 20,000-node scene.
    void helpEvent(QGraphicsSceneHelpEvent* event) override;

private:
    struct Pending {
        quint64 job = 0;
        std::vector<OutlineNode> boxes;
        std::vector<OutlineEdge> edges;
        std::vector<QSizeF> sizes;
        std::vector<int> boxOfNode; ///< the outline's, as it was when the layout started
    };
    void relayout();
    void applyLayout(quint64 job, std::shared_ptr<const LayeredLayout> layout);
    void clearItems();
    /// A box's or an edge's item, with the box's current colour, tags and highlight.
    GraphBoxItem* makeBoxItem(int index);
    void makeEdgeItem(int edge, const std::vector<LayoutPoint>& route);
    GraphBoxItem* existingBoxItem(int index) const;
    /// The route an edge is drawn along: the layout's, or straight between its boxes.
    std::vector<LayoutPoint> routeOf(std::size_t edge) const;
    /// The scene's spatial index for the items just built, within a memory budget (see boundedIndexDepth).
    void chooseIndex();
    /// The line above a join of many inputs and its entry into the join (see addFanInBuses).
    void addBus(const FanInBus& bus, QVector<QLineF>& overviewLines);
    void recolor();
    QString flagsOfBox(int box) const;
    void updateHighlight();
    /// Suspect tags and fading for the current highlight, layout and colours (items and overview).
    void updateFocus();
    void applyFocus(int box);
    QString edgeToolTip(const std::string& tensor) const;
    QString boxToolTip(const OutlineNode& box) const;

    std::shared_ptr<const Analysis> m_analysis;
    std::shared_ptr<const Graph> m_graph; // outlives m_outline, which keeps a reference
    std::unique_ptr<GraphOutline> m_outline;
    std::vector<std::string> m_nodeLabels; ///< short, still distinct node names, by node index
    RowIndex m_rows;
    GraphColoring::Options m_options;
    GraphColoring m_coloring;
    GraphLayoutRunner* m_runner = nullptr;
    Pending m_pending;

    std::vector<OutlineNode> m_boxes;
    std::vector<OutlineEdge> m_edges; ///< of the applied layout; an edge item knows its index here
    bool boxIsWide(int box) const;
    std::vector<QString> m_rowFlags;
    std::set<std::string> m_wideTensors;
    std::string m_partingTensor;
    std::vector<int> m_boxOfNode; ///< graph node → box of the applied layout (a tensor's box is its producer's)
    std::vector<GraphBoxItem*> m_boxItems; ///< by box; null where none was made yet
    std::vector<QRectF> m_boxRects; ///< by box, in scene coordinates
    std::vector<GraphEdgeItem*> m_edgeItems;
    std::vector<char> m_edgeMade; ///< by outline edge: has its item (or is not drawn)
    std::vector<char> m_edgeArrow; ///< by outline edge: ends in an arrow (not on a join's bus)
    std::shared_ptr<const LayeredLayout> m_layout; ///< the applied one: edge routes for items made later
    std::unique_ptr<SceneGrid> m_grid; ///< for graphs whose items are made on demand
    bool m_itemsColored = false; ///< m_coloring describes the applied layout's boxes
    std::vector<QColor> m_boxColors; ///< m_coloring's colour of each box, computed once per recolouring
    GraphOverviewItem* m_overview = nullptr;
    QGraphicsItem* m_detailLayer = nullptr; ///< parent of every box and edge item
    QRectF m_graphRect;
    bool m_overviewMode = false;
    bool m_foldEnabled = true;
    QSizeF m_foldFor;
    int m_columns = 1; ///< how many columns the shown layout has
    QSizeF m_unfoldedSize; ///< its size before folding
    std::vector<std::string> m_suspects;
    std::unordered_map<int, int> m_suspectRanks; ///< by box
    bool m_fadeUnreached = false;
    std::vector<char> m_faded; ///< by box
    std::string m_highlightedTensor;
    int m_highlightedBox = -1;
};

} // namespace quantlens
