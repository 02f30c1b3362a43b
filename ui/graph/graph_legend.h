#pragma once
#include "graph/metric_color_scale.h"

#include <QWidget>

namespace quantlens {

/// The colour scale of the graph with its numbers, and the swatch for tensors not compared.
class GraphLegend : public QWidget {
    Q_OBJECT
public:
    explicit GraphLegend(QWidget* parent = nullptr);

    void setScale(const MetricColorScale& scale);
    const MetricColorScale& scale() const { return m_scale; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    MetricColorScale m_scale;
};

} // namespace quantlens
