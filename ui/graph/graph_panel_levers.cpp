// GraphPanel's "Helped by SmoothQuant / CLE" colour-by: each site of the Advisor view's equalization and
// SmoothQuant measured alone (advisor/lever_sites.h), its gain on the tensors it rescales.
#include "graph/graph_panel.h"

#include "session_context.h"

#include <QComboBox>

namespace quantlens {

bool GraphPanel::showLeverGains()
{
    const int index = m_metric->findData(kLeverGainItem);
    if (index < 0)
        return false;
    m_metric->setCurrentIndex(index);
    return true;
}

bool GraphPanel::leverGainsShown() const { return m_metric->currentData().toInt() == kLeverGainItem; }

void GraphPanel::onAdviceChanged()
{
    m_leverGains.clear();
    if (const auto& advice = m_context->advice())
        for (const auto& site : advice->sites)
            for (const auto& tensor : site.tensors)
                m_leverGains[tensor] = site.gain;
    const int index = m_metric->findData(kLeverGainItem);
    if (m_leverGains.empty()) {
        if (index >= 0) {
            if (m_metric->currentIndex() == index)
                setMetric(GraphMetric::Cosine);
            m_metric->removeItem(index);
        }
        return;
    }
    if (index < 0)
        m_metric->addItem(tr("Helped by SmoothQuant / CLE (measured)"), kLeverGainItem);
    else if (leverGainsShown())
        applyColoring(); // new sites while the item was shown
}

} // namespace quantlens
