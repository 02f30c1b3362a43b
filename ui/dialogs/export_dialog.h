#pragma once
#include <QDialog>
#include <QSize>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace quantlens {

/// Which view to export (any of the view registry), at what size, to which file (.png, .svg or .pdf).
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(QWidget* parent = nullptr);
    QString viewName() const;
    QSize imageSize() const;
    QString path() const;
    /// Prefills the dialog (the last export's choices).
    void setChoices(const QString& view, QSize size, const QString& path);

private:
    QComboBox* m_view;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QLineEdit* m_path;
};

} // namespace quantlens
