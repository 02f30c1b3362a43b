#include "toolchain_combo.h"

#include "core_text.h"
#include "session_context.h"
#include "toolchain/toolchain.h"

#include <QEvent>
#include <QSignalBlocker>

namespace quantlens {

ToolchainCombo::ToolchainCombo(SessionContext* context, QWidget* parent)
    : QComboBox(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("toolchain"));
    fill();
    if (!context)
        return;
    setKey(context->toolchainKey());
    connect(this, &QComboBox::currentIndexChanged, this, [this] { m_context->setToolchain(key()); });
    connect(context, &SessionContext::toolchainChanged, this, [this] { setKey(m_context->toolchainKey()); });
}

void ToolchainCombo::fill()
{
    const QSignalBlocker block(this);
    const QString current = key();
    clear();
    for (const Toolchain& t : toolchains())
        addItem(translated(text(t.nameCode)), QString::fromLatin1(t.key));
    setToolTip(tr("The toolchain you deploy with: whose thresholds and next steps the triage follows (Generic: the "
                  "thresholds set in the window), the 16-bit type plan edits write and which tensors may take it"));
    if (!current.isEmpty())
        setKey(current);
}

QString ToolchainCombo::key() const { return currentData().toString(); }

void ToolchainCombo::setKey(const QString& key)
{
    const int i = findData(key);
    if (i >= 0 && i != currentIndex()) {
        const QSignalBlocker block(this);
        setCurrentIndex(i);
    }
}

void ToolchainCombo::changeEvent(QEvent* event)
{
    QComboBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        fill();
}

} // namespace quantlens
