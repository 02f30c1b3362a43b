// GraphScene's focus on the suspect: the triage's numbered tags and fading what the selection does
// not reach (graph_focus.h says why).
#include "graph/graph_box_item.h"
#include "graph/graph_focus.h"
#include "graph/graph_overview_item.h"
#include "graph/graph_scene.h"

namespace quantlens {

void GraphScene::setSuspects(std::vector<std::string> tensors)
{
    m_suspects = std::move(tensors);
    updateFocus();
}

void GraphScene::setFadeUnreached(bool on)
{
    if (on == m_fadeUnreached)
        return;
    m_fadeUnreached = on;
    updateFocus();
    emit coloringChanged(); // the minimap and exports draw what the view draws
}

void GraphScene::updateFocus()
{
    m_suspectRanks = graph_focus::suspectRanks(m_suspects, [this](const std::string& t) { return boxOfTensor(t); });
    m_faded.assign(m_boxes.size(), 0);
    if (m_fadeUnreached && m_highlightedBox >= 0) {
        const std::vector<char> reached = graph_focus::reachedFrom(m_highlightedBox, m_edges, m_boxes.size());
        for (std::size_t i = 0; i < reached.size(); ++i)
            m_faded[i] = !reached[i];
    }
    for (std::size_t i = 0; i < m_boxItems.size(); ++i)
        if (m_boxItems[i] != nullptr)
            applyFocus(static_cast<int>(i));
    if (m_overview && m_itemsColored) {
        std::vector<QColor> colors = m_boxColors;
        for (std::size_t i = 0; i < colors.size() && i < m_faded.size(); ++i)
            if (m_faded[i])
                colors[i] = graph_focus::faded(colors[i]);
        m_overview->setColors(colors);
    }
}

void GraphScene::applyFocus(int box)
{
    GraphBoxItem* item = existingBoxItem(box);
    if (item == nullptr)
        return;
    const auto rank = m_suspectRanks.find(box);
    item->setSuspectRank(rank == m_suspectRanks.end() ? 0 : rank->second);
    item->setOpacity(isFaded(box) ? graph_focus::kFadedOpacity : 1.0);
}

} // namespace quantlens
