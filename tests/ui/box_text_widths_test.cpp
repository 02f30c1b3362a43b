// Box widths are summed from character advances instead of shaping every label: the sum must never
// be narrower than the text QPainter draws in the boxes' fonts (else labels overflow their boxes),
// and hardly wider.
#include "graph/box_text_widths.h"
#include "graph/graph_box_item.h"

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
/// `slack`: how much wider than drawn the sum may be (ligatures such as "fi" draw narrower).
void expectBoundsShapedWidth(const QFont& font, const QString& text, const std::string& label, double slack)
{
    BoxTextWidths widths(font);
    const double shaped = QFontMetricsF(font).horizontalAdvance(text);
    const double measured = widths.width(text);
    EXPECT_GE(measured, shaped) << label;
    EXPECT_LE(measured, shaped + slack) << label;
}

/// Every pair of printable ASCII characters, space-separated: kerning pairs are where a sum of
/// advances goes wrong.
QString allAsciiPairs()
{
    QString pairs;
    for (char16_t a = u' '; a <= u'~'; ++a)
        for (char16_t b = u' '; b <= u'~'; ++b) {
            pairs += QChar(a);
            pairs += QChar(b);
            pairs += QChar(u' ');
        }
    return pairs;
}

std::vector<QString> sampleTexts()
{
    std::vector<QString> texts { QStringLiteral("/backbone/stage3/block2/conv_dw_3x3/Conv_output_0"),
        QStringLiteral("p2o.Add.111"), QStringLiteral("AVATAR Ty. Wa. LT"), QStringLiteral("Conv"), QString(),
        QStringLiteral("卷积层/Conv"), QStringLiteral("café") };
    for (char16_t a = u' '; a <= u'~'; a += 7)
        for (char16_t b = u' '; b <= u'~'; ++b)
            texts.push_back(QString(QChar(a)) + QChar(b));
    return texts;
}
}

TEST(BoxTextWidths, NeverNarrowerThanTheDrawnTitleOrSubtitle)
{
    for (const QFont& font : { GraphBoxItem::titleFont(), GraphBoxItem::subtitleFont() }) {
        for (const QString& text : sampleTexts())
            expectBoundsShapedWidth(font, text, text.toStdString(), 1.5);
        // Ligatures add up over 9,000 pairs: only the lower bound is sharp there.
        expectBoundsShapedWidth(font, allAsciiPairs(), "every ASCII pair", 100);
    }
}

TEST(BoxTextWidths, NonAsciiTextIsShaped)
{
    BoxTextWidths widths(GraphBoxItem::subtitleFont());
    const QString text = QStringLiteral("骨干网络/卷积");
    const double shaped = QFontMetricsF(GraphBoxItem::subtitleFont()).horizontalAdvance(text);
    EXPECT_DOUBLE_EQ(widths.width(text), shaped);
}
