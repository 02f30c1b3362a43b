// Analysis ▸ Tensor map: the user corrects how tensors were paired; the map is written (atomically)
// where the workspace keeps it, or where the user says, and the inputs are analysed again with it.
#include "main_window.h"

#include "document_state.h"

#include "core_text.h"
#include "dialogs/tensor_map_dialog.h"
#include "match/tensor_map_file.h"
#include "session_context.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace quantlens {

void MainWindow::editTensorMap()
{
    const auto analysis = m_context->analysis();
    if (!analysis || analysis->modelOnly()) { // a model alone has no dump entries to pair
        QMessageBox::information(this, tr("Tensor map"), tr("Open inputs first: the map pairs their tensors."));
        return;
    }
    TensorMap current;
    if (!m_document->workspace().tensorMap.empty()) {
        auto read = readTensorMap(m_document->workspace().tensorMap);
        if (!read) {
            showLoadError(problemText(read.error()));
            return;
        }
        current = std::move(read.value());
    }
    TensorMapDialog dialog(analysis, current, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString path = QString::fromStdString(m_document->workspace().tensorMap);
    if (path.isEmpty()) {
        const QString beside
            = QFileInfo(QString::fromStdString(m_document->workspace().candidates.front().path)).absolutePath();
        path = QFileDialog::getSaveFileName(
            this, tr("Save tensor map"), beside + QStringLiteral("/tensor_map.json"), tr("Tensor maps (*.json)"));
        if (path.isEmpty())
            return;
    }
    auto written = writeTensorMap(path.toStdString(), dialog.map());
    if (!written) {
        showLoadError(problemText(written.error()));
        return;
    }
    Workspace w = currentWorkspace();
    w.tensorMap = path.toStdString();
    const QString keepPath = m_document->path();
    analyze(w);
    m_document->setPendingPath(keepPath); // the same workspace, now with its map
}

} // namespace quantlens
