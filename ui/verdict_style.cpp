#include "verdict_style.h"

#include "core_text.h"

namespace quantlens::verdictStyle {

QColor fill(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass: return { 102, 189, 99 };
    case Verdict::Warn: return { 254, 224, 139 };
    case Verdict::Fail: return { 244, 109, 67 };
    case Verdict::NotCompared: return { 217, 217, 217 };
    }
    return { 217, 217, 217 };
}

QColor cellBackground(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass: return {};
    case Verdict::Warn: return { 255, 240, 190 };
    case Verdict::Fail: return { 255, 205, 195 };
    case Verdict::NotCompared: return { 235, 235, 235 };
    }
    return {};
}

QColor failDeep() { return { 165, 0, 38 }; }

QString name(Verdict verdict) { return translated(verdictText(verdict)); }

} // namespace quantlens::verdictStyle
