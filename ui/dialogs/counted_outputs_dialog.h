#pragma once
#include <QDialog>

#include <string>
#include <vector>

class QListWidget;

namespace quantlens {

/// Analysis ▸ Outputs that count: which graph outputs the measurements and the plan search score
/// (the workspace's counted outputs), e.g. a detector's heads without its auxiliary outputs. At least
/// one stays ticked; every output ticked is stored as "all" (a model that gains outputs counts them).
class CountedOutputsDialog : public QDialog {
    Q_OBJECT
public:
    CountedOutputsDialog(
        const std::vector<std::string>& outputs, const std::vector<std::string>& counted, QWidget* parent = nullptr);
    /// The outputs ticked, in the model's order; empty when every one is.
    std::vector<std::string> counted() const;

private:
    QListWidget* m_list;
};

} // namespace quantlens
