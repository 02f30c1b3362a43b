#pragma once
#include "analysis/inspection.h"
#include "graph/graph_metric.h"
#include "selection_revealer.h"
#include <nlohmann/json.hpp>

#include <QHash>
#include <QString>
#include <QWidget>

#include <map>
#include <string>

class QComboBox;
class QCompleter;
class QLabel;
class QLineEdit;
class QPainter;
class QStringListModel;
class QToolButton;

namespace quantlens {

class GraphLegend;
class GraphMinimap;
class GraphScene;
class GraphView;
class SessionContext;

/// The float graph coloured by quantization error, with search, metric/candidate choice, a legend
/// and a minimap. Subscribes to the SessionContext: a click selects the box's tensor for every view,
/// and a selection made elsewhere is highlighted (expanding the collapsed group that hides it).
/// Renders with grab()/render() without being shown, for the snapshot CLI.
class GraphPanel : public QWidget, public SelectionRevealer {
    Q_OBJECT
public:
    explicit GraphPanel(SessionContext* context, QWidget* parent = nullptr);
    ~GraphPanel() override;

    GraphView* view() const { return m_view; }
    GraphScene* scene() const { return m_scene; }

    void setMetric(GraphMetric metric);
    /// The pair metric coloured by (Cosine while an inspection metric is chosen).
    GraphMetric metric() const;
    void setInspectionMetric(InspectionMetric metric);
    /// The inspection number coloured by, when one is chosen instead of a pair metric.
    std::optional<InspectionMetric> inspectionMetric() const;
    /// Colours by whether each tensor's encoding differs in the quantized model the session compared
    /// with (SessionContext::compareEncodingsWith); false when no comparison is loaded.
    bool showEncodingChange();
    bool encodingChangeShown() const;
    /// Colours by the output cos each site of equalization and SmoothQuant gains alone (the Advisor view's
    /// measurement, SessionContext::advice()); false when the session holds no such sites.
    bool showLeverGains();
    bool leverGainsShown() const;
    /// Index into Analysis::candidates.
    void setCandidate(int candidate);
    int candidate() const;
    /// Colours by how far the candidate's metric is from this other run's (|A − B|) and marks the first
    /// tensor where the two runs part; -1 (or the candidate itself) goes back to the candidate alone.
    void setAgainst(int run);
    /// The run compared with, -1 when none.
    int against() const;
    /// Where the candidate and the run compared with part first (firstParting); empty when not comparing
    /// or they agree everywhere.
    QString partingTensor() const { return m_partingTensor; }
    /// Shows the whole graph, folded into columns that fill the view when it is long.
    void fitToView();
    /// The graph's state for the workspace: {"metric", "zoom" (0 = fitted), "center_x", "center_y"}.
    nlohmann::json saveState() const;
    /// Applies it once the graph is laid out (now, or when the running layout lands); missing or
    /// mistyped keys keep the defaults.
    void restoreState(const nlohmann::json& state);

    /// Blocks until a layout running on a worker is applied (big graphs only; at most `ms`).
    /// Call after setAnalysis and before grab() when exporting; true when the scene is complete.
    bool waitForLayout(int ms = 30000);
    /// Paints the whole graph (not the toolbar) into `target`, e.g. an SVG or PDF painter.
    void renderGraph(QPainter* painter, const QRectF& target);

    /// Selects the tensor or node named (exactly, else the first containing it) and zooms to it.
    /// False when nothing matches.
    bool searchAndSelect(const QString& text);
    /// Centres on the selected tensor at a readable zoom (after the layout, when one runs).
    void revealSelection() override;

private:
    /// "Colour by" items at or above this hold an inspection metric (minus this), below a pair metric.
    static constexpr int kInspectionItem = 1000;
    /// The "Encoding changed" item, present while a comparison of encodings is loaded.
    static constexpr int kEncodingItem = 2000;
    /// The "Helped by SmoothQuant / CLE" item, present while the session's advice has measured sites.
    static constexpr int kLeverGainItem = 3000;

    void onAnalysisChanged();
    /// Refills the candidate and "against" pickers from the analysis's runs (shown only with several).
    void refillRuns();
    /// Marks where the two compared runs part and says so on the parting button.
    void showParting();
    /// Adds the "Encoding changed" item (and shows it) when a comparison arrives, removes it when cleared.
    void onEncodingComparisonChanged();
    /// Adds the "Helped by SmoothQuant / CLE" item when measured sites arrive, removes it when cleared.
    void onAdviceChanged();
    /// Selects the "Colour by" item holding `data`; false when it is not offered.
    bool showItem(int data);
    /// Offers the optional "Colour by" item `data` (named `text`) while `present`, else takes it away (back to
    /// cosine when it was shown). Whether it was offered before.
    bool keepOptionalItem(int data, bool present, const QString& text);
    bool fittedIsUnreadable() const;
    /// The graph view's size in pixels, also while the panel is hidden (snapshots).
    QSize viewportSize() const;
    void applyStartFocus();
    /// "16" tags on the boxes whose output the precision plan runs at 16 bit.
    void showPlan();
    /// Badges on the boxes whose tensors the inspection flags.
    void showFlags();
    /// The triage's suspects as numbered tags on their boxes.
    void showSuspects();
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void onSelectionChanged(const QString& tensor);
    void onBoxClicked(int box);
    void applyColoring(bool recolorNow = true);
    void focusTensor(const std::string& tensor, bool zoomToRead);
    std::string resolveName(const QString& text);
    /// Lists the tensor and node names for the search (and its completion) on first use after an
    /// analysis arrives: 40,000 names of a big network converted for a search nobody may start.
    void listSearchNames();

    SessionContext* m_context = nullptr;
    GraphScene* m_scene = nullptr;
    GraphView* m_view = nullptr;
    GraphLegend* m_legend = nullptr;
    GraphMinimap* m_minimap = nullptr;
    QLineEdit* m_search = nullptr;
    QCompleter* m_completer = nullptr;
    QStringListModel* m_names = nullptr;
    QHash<QString, QString> m_tensorOfName; ///< completion entry → tensor to select
    bool m_searchNamesListed = false; ///< m_tensorOfName and m_names are this analysis's
    QComboBox* m_metric = nullptr;
    QLabel* m_candidateLabel = nullptr;
    QComboBox* m_candidate = nullptr;
    QLabel* m_againstLabel = nullptr;
    QComboBox* m_against = nullptr; ///< item 0 "—", then every run
    QToolButton* m_parting = nullptr; ///< "Parts at …": selects that tensor
    QString m_partingTensor;
    QToolButton* m_fit = nullptr;
    QToolButton* m_columns = nullptr;
    QToolButton* m_focus = nullptr; ///< fades what the selection does not reach
    bool m_selectingFromClick = false;
    bool m_startFocusPending = false; ///< a new analysis waits for the panel's real size
    /// By float tensor: the gain of the site that rescales it (graph_panel_levers.cpp).
    std::map<std::string, double> m_leverGains;
};

} // namespace quantlens
