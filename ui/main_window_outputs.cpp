// Analysis ▸ Outputs that count: which graph outputs measuring and the plan search score; the
// workspace keeps the choice and the inputs are analysed (and measured) again with it.
#include "main_window.h"

#include "dialogs/counted_outputs_dialog.h"
#include "document_state.h"
#include "session_context.h"

namespace quantlens {

void MainWindow::chooseCountedOutputs()
{
    const auto analysis = m_context->analysis();
    if (!analysis || !analysis->floatGraph)
        return;
    CountedOutputsDialog dialog(analysis->floatGraph->outputs(), m_document->workspace().countedOutputs, this);
    if (dialog.exec() != QDialog::Accepted || dialog.counted() == m_document->workspace().countedOutputs)
        return;
    Workspace w = currentWorkspace();
    w.countedOutputs = dialog.counted();
    const QString keepPath = m_document->path();
    analyze(w); // measured again by the outputs that now count
    m_document->setPendingPath(keepPath); // the same workspace, scored by other outputs
}

} // namespace quantlens
