#pragma once
#include "match/matcher.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QStringListModel;
class QTableWidget;

namespace quantlens {

struct Analysis;

/// Edits the user's tensor map: for one run, each float tensor with the dump entry it was paired
/// with and how (name, structure with its confidence, the map, not found); choosing another entry
/// puts a line in the map, "as matched" takes it out. The window writes the map and analyses again.
class TensorMapDialog : public QDialog {
    Q_OBJECT
public:
    TensorMapDialog(std::shared_ptr<const Analysis> analysis, TensorMap map, QWidget* parent = nullptr);
    /// The map as edited: the lines given when opened, changed by the choices made.
    TensorMap map() const;

private:
    void fill();

    std::shared_ptr<const Analysis> m_analysis;
    TensorMap m_map;
    QComboBox* m_run;
    QCheckBox* m_onlyUnnamed;
    QTableWidget* m_table;
    QStringListModel* m_entries; ///< shared by every row's choice box (one model, not one copy per row)
};

} // namespace quantlens
