#pragma once
#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QLabel;
class QStackedLayout;

namespace quantlens {

/// One plan the search went through: how many tensors at 16 bit, what it costs, what it gives.
struct ParetoPoint {
    int tensors = 0;
    double costPercent = 0; ///< share of MACs at 16 bit
    double cos = 0; ///< the outputs' cosine on the worst input
    bool final = false; ///< the plan left after pruning (drawn apart)
};

/// Output cos against the number of 16-bit tensors for the plans of a search, the target as a dashed
/// line; a click picks a point (pointClicked), the picked one is ringed. Without points it shows a
/// sentence saying what will be drawn.
class ParetoPlot : public QWidget {
    Q_OBJECT
public:
    explicit ParetoPlot(QWidget* parent = nullptr);
    /// `valueName`: what the points' value is when not the worst input's output cos (a task score).
    void setPoints(const std::vector<ParetoPoint>& points, double target, const QString& valueName = {});
    void setCurrent(int point);
    QCustomPlot* plot() const { return m_plot; }
    /// The point drawn nearest `pixel` within a few pixels, -1 when none (tests click through this).
    int pointAt(const QPointF& pixel) const;
    /// Where a point is drawn, in the plot's pixels.
    QPointF pixelOf(int point) const;

signals:
    void pointClicked(int point);

private:
    void retranslate();
    void changeEvent(QEvent* event) override;

    QCustomPlot* m_plot;
    QLabel* m_placeholder = nullptr;
    QStackedLayout* m_stack = nullptr;
    QCPGraph* m_path;
    QCPGraph* m_final;
    QCPGraph* m_current;
    QCPItemStraightLine* m_target;
    std::vector<ParetoPoint> m_points;
    QString m_valueName; ///< the value axis when it is no output cos
};

} // namespace quantlens
