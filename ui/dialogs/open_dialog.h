#pragma once
#include "workspace/workspace.h"

#include <QDialog>

class QLineEdit;
class QTableWidget;

namespace quantlens {

/// Asks for the inputs: float model, quantized model (optional) and any number of dump sets,
/// each with a label ("float", "simulator", "board", ...), one of them the reference.
class OpenDialog : public QDialog {
    Q_OBJECT
public:
    explicit OpenDialog(QWidget* parent = nullptr);

    void setWorkspace(const Workspace& workspace);
    /// Fills the fields from dropped files: .onnx models (a QDQ name or "quant" in it makes the
    /// quantized one) and dump folders/.npz files.
    void addDroppedPaths(const QStringList& paths);
    Workspace workspace() const;

private:
    void addDumpRow(const QString& label, const QString& path, bool reference);
    void updateOk();

    QLineEdit* m_floatModel;
    QLineEdit* m_quantModel;
    QLineEdit* m_modelInputs; ///< "[name=]file.npy; ..." the models run on instead of dumps
    QLineEdit* m_calibration; ///< "file.npy; folder; ..." the 16-bit ranges come from when measuring
    QTableWidget* m_dumps;
    class QPushButton* m_ok = nullptr;
};

} // namespace quantlens
