#pragma once
#include <QTextBrowser>

#include <cstddef>

namespace quantlens {

class SessionContext;
struct LayerRow;

/// Everything known about the selected tensor: the producing op and its attributes, shapes,
/// quantization parameters, its range against them and its own loss, both sides' statistics and
/// the metrics against each candidate.
class DetailPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit DetailPanel(SessionContext* context, QWidget* parent = nullptr);

private:
    void refresh();
    QString measuredHtml(const LayerRow& row) const;
    QString inspectionHtml(const LayerRow& row, std::size_t index) const;
    SessionContext* m_context;
};

} // namespace quantlens
