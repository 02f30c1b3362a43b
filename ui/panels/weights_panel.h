#pragma once
#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace quantlens {

class SessionContext;

/// The weights view: per layer, its quantized weights against the float model's (cos and SQNR, the
/// worst output channel, how unevenly the channels' ranges spread, per-tensor or per-channel scale),
/// worst first, and which costs the accuracy, weights or activations (each alone quantized, as
/// Horizon's debugger does). Filled once the models were run (measured); a row selects its layer.
class WeightsPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { Layer, Weight, Scale, Channels, Sqnr, Cosine, WorstChannel, Spread, ColumnCount };
    explicit WeightsPanel(SessionContext* context, QWidget* parent = nullptr);
    QTableView* view() const { return m_view; }
    /// The attribution line above the table.
    QString attributionText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void showSelection(const QString& tensor);

    SessionContext* m_context;
    QLabel* m_attribution;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_view;
};

} // namespace quantlens
