#include "panels/empty_hint.h"

#include "session_context.h"

namespace quantlens {

EmptyHint::EmptyHint(SessionContext* context, QWidget* parent)
    : QLabel(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("emptyHint"));
    setWordWrap(true);
    setAlignment(Qt::AlignCenter);
    setMargin(24);
    setTextFormat(Qt::RichText);
    setText(tr("<h3>Nothing open yet</h3>"
               "<p><b>File ▸ Open inputs…</b> (Ctrl+O): the float ONNX model, the quantized model and the dumps of "
               "both runs (folders, .npz, SigmaStar's sigma_outtensor_dump.bin, vendor tables).</p>"
               "<p><b>File ▸ Open workspace…</b> reopens a saved analysis; you can also drop models and dump "
               "folders on this window.</p>"
               "<p><b>Help ▸ Getting started</b> explains the steps.</p>"));
    connect(context, &SessionContext::analysisChanged, this, &EmptyHint::follow);
    follow();
}

void EmptyHint::follow() { setVisible(!m_context->analysis()); }

} // namespace quantlens
