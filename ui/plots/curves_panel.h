#pragma once
#include <QPoint>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPItemStraightLine;
class QDoubleSpinBox;

namespace quantlens {

class SessionContext;

/// Cosine similarity and RMSE against layer index, one line per candidate run, with the threshold
/// lines, the first layer below the threshold marked, tooltips, zoom/pan and click-to-select.
class CurvesPanel : public QWidget {
    Q_OBJECT
public:
    explicit CurvesPanel(SessionContext* context, QWidget* parent = nullptr);
    QCustomPlot* cosinePlot() const { return m_cosPlot; }
    /// Row index whose point lies nearest to a pixel x of a plot, -1 when none.
    int rowAtPixel(QCustomPlot* plot, double pixelX) const;

private:
    void rebuild();
    void updateThresholdLines();
    void showSelection();
    void showToolTip(QCustomPlot* plot, QMouseEvent* event);

    SessionContext* m_context;
    QCustomPlot* m_cosPlot;
    QCustomPlot* m_rmsePlot;
    QDoubleSpinBox* m_cosEdit;
    QDoubleSpinBox* m_cosWarnEdit;
    QDoubleSpinBox* m_rmseEdit;
    std::vector<QCPItemStraightLine*> m_thresholdLines; ///< cos, cos warning, rmse
    std::vector<QCPItemStraightLine*> m_cursors;         ///< the selection, one per plot
    std::vector<QCPItemStraightLine*> m_firstBelow;      ///< first layer below the cos threshold
    QPoint m_pressPos;
};

} // namespace quantlens
