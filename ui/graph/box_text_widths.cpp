#include "graph/box_text_widths.h"

namespace quantlens {
namespace {
    /// Advances are 26.6 fixed point: a sum may fall short of the shaped width by 1/64 pixel.
    constexpr double kRoundingMargin = 1.0 / 32;
}

BoxTextWidths::BoxTextWidths(const QFont& font)
    : m_metrics(font)
{
    for (char16_t c = kFirstAscii; c <= kLastAscii; ++c)
        m_asciiAdvances[c - kFirstAscii] = m_metrics.horizontalAdvance(QChar(c));
}

double BoxTextWidths::width(const QString& text)
{
    double sum = 0;
    bool ascii = true;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < kFirstAscii || u > kLastAscii) {
            ascii = false;
            break;
        }
        sum += m_asciiAdvances[u - kFirstAscii];
    }
    if (ascii)
        return text.isEmpty() ? 0 : sum + kRoundingMargin;
    if (const auto it = m_shaped.constFind(text); it != m_shaped.cend())
        return *it;
    if (m_shaped.size() > kMaxShaped)
        m_shaped.clear();
    const double shaped = m_metrics.horizontalAdvance(text);
    m_shaped.insert(text, shaped);
    return shaped;
}

} // namespace quantlens
