#pragma once
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QString>

#include <array>

namespace quantlens {

/// Widths of the graph boxes' labels in one font, for sizing every box before the layout. Shaping
/// 100,000 labels took 0.4 s of opening a 100k-node model, so printable ASCII text (node names,
/// op types) is measured as the sum of its characters' advances, which for a font without kerning
/// is the shaped width to within rounding (ligatures only make the drawn text narrower); a margin
/// of 1/32 pixel keeps it an upper bound. Other text is shaped once and remembered. UI thread only.
class BoxTextWidths {
public:
    /// `font` must have kerning off (the boxes' fonts do): with kerning a pair may be wider than its
    /// characters.
    explicit BoxTextWidths(const QFont& font);

    /// At least the width QPainter gives the text in this font, at most about a pixel more.
    double width(const QString& text);
    const QFontMetricsF& metrics() const { return m_metrics; }

private:
    static constexpr char16_t kFirstAscii = u' ';
    static constexpr char16_t kLastAscii = u'~';
    static constexpr qsizetype kMaxShaped = 1 << 20; // dropped past any real model's label count

    QFontMetricsF m_metrics;
    std::array<double, kLastAscii - kFirstAscii + 1> m_asciiAdvances {};
    QHash<QString, double> m_shaped;
};

} // namespace quantlens
