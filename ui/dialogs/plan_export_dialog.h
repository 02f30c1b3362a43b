#pragma once
#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace quantlens {

class SessionContext;

/// Exports the plan to a vendor config: the format (with what the user must know of its names and
/// syntax), the file, whether to merge into what the file holds, and the diff of what will change,
/// before anything is written. Writing is atomic and keeps the old file as .bak.
class PlanExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit PlanExportDialog(SessionContext* context, QWidget* parent = nullptr);
    /// The diff as shown now (tests).
    QString diffText() const;
    QLineEdit* pathEdit() const { return m_path; }
    QComboBox* formatBox() const { return m_format; }

private:
    void browse();
    void refresh();
    void write();

    SessionContext* m_context;
    QComboBox* m_format;
    QLabel* m_note;
    QLineEdit* m_path;
    QCheckBox* m_merge;
    QPlainTextEdit* m_diff;
    QPushButton* m_write;
    QTimer* m_settle; ///< refreshes shortly after typing stops, so no Enter is needed
    std::string m_content; ///< what Write writes, valid when m_write is enabled
};

} // namespace quantlens
