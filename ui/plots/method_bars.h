#pragma once
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QLabel;
class QStackedLayout;

namespace quantlens {

/// One group of bars: the model as it is or a calibration method, its output cos per eval input.
struct MethodBarGroup {
    QString name;
    std::vector<double> perInput; ///< output cos on each eval input (mean over outputs' worst)
    double mean = 0;
    bool recommended = false; ///< marked with a star and drawn in bold
};

/// The calibration lab at a glance: a group of bars per method (the model as it is first), one bar per
/// eval input, the mean as a black diamond and the model as it is as a dashed line, so a method that
/// helps on average but hurts one input shows at once. A click on a group emits groupClicked.
class MethodBars : public QWidget {
    Q_OBJECT
public:
    explicit MethodBars(QWidget* parent = nullptr);
    /// `inputs`: a label per eval input (the legend). No groups: a sentence says what will be drawn.
    void setGroups(const std::vector<MethodBarGroup>& groups, const QStringList& inputs);
    QCustomPlot* plot() const { return m_plot; }
    /// The group drawn at `pixel` (x only), -1 when none.
    int groupAt(const QPointF& pixel) const;

signals:
    void groupClicked(int group);

private:
    void retranslate();
    void changeEvent(QEvent* event) override;

    QCustomPlot* m_plot;
    QLabel* m_placeholder;
    QStackedLayout* m_stack;
    std::vector<MethodBarGroup> m_groups;
    QStringList m_inputs;
};

} // namespace quantlens
