#pragma once
#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace quantlens {

class SessionContext;

/// The inputs view of a data set (several inputs of a one-input model): each input's output cosine and
/// task agreement (the decoded answer: class, text, mask), bad cases first, the output cosine's
/// distribution and each output's agreement over all inputs above. Double-clicking an input analyses it
/// alone (its tensors, culprits and plan); "Back to all inputs" returns to the data set.
class InputsPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { Rank, Input, OutputCos, Agreement, Kept, Folder, ColumnCount };
    explicit InputsPanel(SessionContext* context, QWidget* parent = nullptr);
    QTableView* view() const { return m_view; }
    /// The summary line above the table.
    QString summaryText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    SessionContext* m_context;
    QLabel* m_summary;
    QPushButton* m_back;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_view;
};

} // namespace quantlens
