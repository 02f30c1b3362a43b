#include "dialogs/getting_started.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace quantlens {
namespace {
    /// The translation context of the page ("GettingStarted").
    class GettingStarted {
        Q_DECLARE_TR_FUNCTIONS(GettingStarted)
    public:
        static QString page()
        {
            return tr(
                "<h2>Getting started</h2>"
                "<ol>"
                "<li><b>Dump both runs.</b> Run the float model and the quantized model (its simulator, or the "
                "board) on the same input and save every intermediate tensor: ONNX Runtime with all outputs "
                "exposed, Pulsar2's --enable_perlayer_output, SigmaStar's DumpDebug (sigma_outtensor_dump.bin), "
                "or .npy/.npz files named by tensor.</li>"
                "<li><b>Open them.</b> File ▸ Open inputs…: the float ONNX model, the quantized model (optional), "
                "the float run as reference and the quantized run. More runs (the board) can be added. QuantLens "
                "first checks that the files belong together and says so at the top if they do not.</li>"
                "<li><b>Read the triage.</b> The Triage view follows the vendors' procedure: the input first, then "
                "board against simulator, then the shape of the error. The window opens at its suspect; every view "
                "shows the same tensor, and a click anywhere selects it everywhere.</li>"
                "<li><b>Look at why.</b> The Min/max inspector shows ranges, clipping and each tensor's own "
                "quantization loss; the outlier heatmap shows channels that stretch a range; the curves show where "
                "the cosine falls.</li>"
                "<li><b>Fix it.</b> When the fix is 16 bit, tick tensors in the Layers view (or Ctrl+B), or let the "
                "Precision plan view suggest them; export the plan as Pulsar2 layer_configs, SigmaStar "
                "input_config.ini or a list, rebuild, dump again and compare.</li>"
                "<li><b>Ask for help.</b> File ▸ Export ticket… writes one zip for the vendor's support: pictures, "
                "reports, the triage, the plan and the input hashes.</li>"
                "</ol>"
                "<p>Everything the window shows can be produced on the command line too: quantlens --help.</p>");
        }
        static QString title() { return tr("Getting started"); }
    };
}

void showGettingStarted(QWidget* parent)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("gettingStarted"));
    dialog.setWindowTitle(GettingStarted::title());
    auto* text = new QTextBrowser(&dialog);
    text->setHtml(GettingStarted::page());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    dialog.resize(720, 560);
    dialog.exec();
}

} // namespace quantlens
