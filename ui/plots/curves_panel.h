#pragma once
#include <QPoint>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPItemRect;
class QCPItemStraightLine;
class QDoubleSpinBox;
class QLabel;

namespace quantlens {

class SessionContext;

/// Cosine similarity and RMSE against layer index, one line per candidate run, with the verdict
/// bands (warn and fail shaded in the colours the graph and table use), the first tensor that does
/// not pass marked, gaps where a tensor was not compared, tooltips, zoom/pan and click-to-select.
/// The threshold editors keep the fail level at or below the warning level.
class CurvesPanel : public QWidget {
    Q_OBJECT
public:
    explicit CurvesPanel(SessionContext* context, QWidget* parent = nullptr);
    QCustomPlot* cosinePlot() const { return m_cosPlot; }
    QCustomPlot* rmsePlot() const { return m_rmsePlot; }
    /// The plots without the threshold editors: what an export shows.
    QWidget* content() const { return m_plots; }
    /// Row index whose point lies nearest to a pixel x of a plot, -1 when none.
    int rowAtPixel(QCustomPlot* plot, double pixelX) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void updateThresholds();
    void showSelection();
    void showToolTip(QCustomPlot* plot, QMouseEvent* event);
    void editThresholds();

    SessionContext* m_context;
    QWidget* m_plots;
    QCustomPlot* m_cosPlot;
    QCustomPlot* m_rmsePlot;
    QDoubleSpinBox* m_warnEdit;
    QDoubleSpinBox* m_failEdit;
    QDoubleSpinBox* m_relL1Edit;
    QLabel* m_legend = nullptr; ///< the runs' names in their line colours
    QCPItemRect* m_warnBand = nullptr;
    QCPItemRect* m_failBand = nullptr;
    QCPItemStraightLine* m_warnLine = nullptr;
    QCPItemStraightLine* m_failLine = nullptr;
    std::vector<QCPItemStraightLine*> m_cursors; ///< the selection, one per plot
    std::vector<QCPItemStraightLine*> m_firstWarn; ///< first tensor that does not pass, one per plot
    QPoint m_pressPos;
};

} // namespace quantlens
