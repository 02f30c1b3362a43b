#pragma once
#include "selection_revealer.h"
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTableView;

namespace quantlens {

class LayerFilterProxy;
class LayerTableModel;
class SessionContext;

/// The layer table with its filters (text, op type, "not passing"); a row click selects the
/// tensor everywhere, and a selection made elsewhere scrolls the table to it (or clears the
/// highlight while a filter hides it, so the table never shows a stale row as selected).
class LayerTablePanel : public QWidget, public SelectionRevealer {
    Q_OBJECT
public:
    explicit LayerTablePanel(SessionContext* context, QWidget* parent = nullptr);
    LayerTableModel* model() const { return m_model; }
    LayerFilterProxy* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }
    void revealSelection() override;
    /// Shows one run's columns only (-1: every run's side by side); "Not passing" then reads that run
    /// (with every run shown: a tensor not passing in any run).
    void setRun(int run);
    int run() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refillOpTypes();
    void refillRuns();
    void applyRun();
    void showMeasuredColumns();
    void showSelection(const QString& tensor);
    /// After the filter changed which rows show: highlight the session's selection, or nothing.
    void resyncSelection();

    SessionContext* m_context;
    LayerTableModel* m_model;
    LayerFilterProxy* m_proxy;
    QTableView* m_view;
    QLineEdit* m_search;
    QComboBox* m_opType;
    QComboBox* m_run; ///< "All runs", then each run
    QCheckBox* m_notPassingOnly;
};

} // namespace quantlens
