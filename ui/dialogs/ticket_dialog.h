#pragma once
#include "ticket/ticket_builder.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace quantlens {

/// File ▸ Export ticket: where the zip goes, which tensor its pictures select (the triage's
/// suspect, or the one selected now), whether the suspect's dumps are attached, whose debugging guide the triage
/// follows, and optionally the user's own vendor config for the plan to be merged into and diffed against.
class TicketDialog : public QDialog {
    Q_OBJECT
public:
    /// `worst` (the suspect) and `selected` are tensor names (either may be empty).
    TicketDialog(
        const QString& worst, const QString& selected, const QString& suggestedPath, QWidget* parent = nullptr);

    QString path() const;
    /// The vendor whose next steps the ticket gives (the window's triage vendor by default).
    void setToolchain(const QString& key);
    /// The options the dialog chose; a config that cannot be read sets `error`.
    TicketOptions options(QString& error) const;

private:
    QLineEdit* m_path;
    QRadioButton* m_worst;
    QRadioButton* m_selected;
    class ToolchainCombo* m_vendor;
    QLineEdit* m_config;
    QCheckBox* m_attach;
    QString m_worstName;
    QString m_selectedName;
};

} // namespace quantlens
