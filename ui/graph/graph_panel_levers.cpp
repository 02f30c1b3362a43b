// GraphPanel's "Helped by SmoothQuant / CLE" colour-by: each site of the Advisor view's equalization and
// SmoothQuant measured alone (advisor/lever_sites.h), its gain on the tensors it rescales.
#include "graph/graph_panel.h"

#include "session_context.h"

#include <QComboBox>

namespace quantlens {

bool GraphPanel::showLeverGains() { return showItem(kLeverGainItem); }

bool GraphPanel::leverGainsShown() const { return m_metric->currentData().toInt() == kLeverGainItem; }

void GraphPanel::onAdviceChanged()
{
    m_leverGains.clear();
    if (const auto& advice = m_context->advice())
        for (const auto& site : advice->sites)
            for (const auto& tensor : site.tensors)
                m_leverGains[tensor] = site.gain;
    const bool had
        = keepOptionalItem(kLeverGainItem, !m_leverGains.empty(), tr("Helped by SmoothQuant / CLE (measured)"));
    if (had && leverGainsShown())
        applyColoring(); // new sites while the item was shown
}

} // namespace quantlens
