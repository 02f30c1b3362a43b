#pragma once

class QWidget;

namespace quantlens {

/// Help ▸ Getting started: the steps from a quantized model to a fix, in the interface language.
void showGettingStarted(QWidget* parent);

} // namespace quantlens
