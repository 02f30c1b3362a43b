#pragma once
#include "analysis/outlier_table.h"
#include "selection_revealer.h"

#include <nlohmann/json.hpp>

#include <QWidget>

#include <vector>

class QComboBox;
class QCustomPlot;
class QCPColorMap;
class QCPItemRect;
class QMouseEvent;

namespace quantlens {

class SessionContext;

/// Pulsar2's outlier table as a heatmap: one row per tensor with channels, coloured by the share of
/// its channels at level ≥ 3, 4, 5, 6 and the share of all-zero channels, or, in the channel mode,
/// by every channel's level. Sorted by graph order or by the largest level; hover gives the numbers,
/// a click selects the tensor everywhere, and the selection is outlined here.
class OutlierHeatmapPanel : public QWidget, public SelectionRevealer {
    Q_OBJECT
public:
    enum class Mode { LevelShares, Channels };
    enum class Order { Graph, MaxLevel };

    explicit OutlierHeatmapPanel(SessionContext* context, QWidget* parent = nullptr);
    QCustomPlot* plot() const { return m_plot; }
    /// Tensor shown at heatmap row `y` (0 at the top), empty when none.
    QString tensorAt(int y) const;
    /// {"mode": "shares"|"channels", "order": "graph"|"max_level", "log_base": e|2|10} for the workspace.
    nlohmann::json saveState() const;
    void restoreState(const nlohmann::json& state);
    /// Zooms to the rows around the selection, few enough to carry their tensor names.
    void revealSelection() override;

private:
    void rebuild();
    void showSelection();
    /// Names the rows on the y axis when the rows shown fit their labels (zoomed in, or few).
    void labelVisibleRows();
    void onMouseMove(QMouseEvent* event);
    void onClick(QMouseEvent* event);
    /// The cell under a widget position: heatmap row and column, or nullopt.
    std::optional<std::pair<int, int>> cellAt(const QPointF& pos) const;

    SessionContext* m_context;
    QComboBox* m_mode;
    QComboBox* m_order;
    QComboBox* m_base; ///< the level's log base: e (Pulsar2 does not say which it prints), 2 or 10
    QCustomPlot* m_plot;
    QCPColorMap* m_map;
    QCPItemRect* m_selection;
    std::vector<OutlierRow> m_rows; ///< in display order, top first
    std::size_t m_columns = 0;
};

} // namespace quantlens
