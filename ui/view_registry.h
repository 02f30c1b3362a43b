#pragma once
#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QWidget;

namespace quantlens {

class SessionContext;

/// Where the window puts a view.
enum class ViewPlace { Center, Bottom, Right };

/// One view of the analysis. Registered once, in view_registry.cpp; the window's docks and View
/// menu, `quantlens snapshot --view`, the export dialog and the workspace's view states all come
/// from this list, so a new view is one entry there.
struct ViewDescriptor {
    QString id; ///< stable name: CLI argument, workspace key, dock object name
    const char* title; ///< shown in the window; translated in context "Views"
    ViewPlace place;
    std::function<QWidget*(SessionContext*, QWidget*)> create;
    /// The view's own state for the workspace; empty for views that keep none.
    std::function<nlohmann::json(const QWidget*)> saveState;
    std::function<void(QWidget*, const nlohmann::json&)> restoreState;
};

/// Every view, in menu order; the first Bottom and Right views are raised in their dock areas.
const std::vector<ViewDescriptor>& viewRegistry();
/// nullptr for an unknown id.
const ViewDescriptor* findView(const QString& id);
/// The ids, for `--view` help and error messages.
QStringList viewIds();
/// The translated title.
QString viewTitle(const ViewDescriptor& view);
/// Creates the view `id` bound to `context`; nullptr for an unknown id.
QWidget* createView(const QString& id, SessionContext* context, QWidget* parent = nullptr);
/// Waits (up to `timeoutMs`) until a view has finished background work such as the graph layout.
bool waitUntilReady(QWidget* view, int timeoutMs);
/// For pictures: once `view` has its size and is ready, scrolls or centres it on the selected
/// tensor (views that are a SelectionRevealer) and waits for any work that starts.
void revealSelectionFor(QWidget* view, int timeoutMs);

} // namespace quantlens
