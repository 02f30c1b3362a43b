// The tensor map editor: by default it lists only tensors not paired by name; choosing an entry puts
// a line in the map, "as matched" takes an existing line out.
#include "analysis/analysis.h"
#include "dialogs/tensor_map_dialog.h"
#include "ui_test_support.h"

#include <QCheckBox>
#include <QComboBox>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(TensorMapDialog, ListsUnnamedPairsAndEditsTheMap)
{
    const auto analysis = uitest::syntheticAnalysis();
    const std::string first = analysis->rows.front().tensor;
    const std::string second = analysis->rows[1].tensor;
    TensorMapDialog dialog(analysis, TensorMap { { second, "somewhere" } });
    auto* table = dialog.findChild<QTableWidget*>();
    auto* onlyUnnamed = dialog.findChild<QCheckBox*>();
    ASSERT_NE(table, nullptr);
    ASSERT_NE(onlyUnnamed, nullptr);
    int unnamed = 0; // not found, or paired by structure or the map
    for (const auto& row : analysis->rows) {
        const MatchRule rule = row.results[0].match.candidateRule;
        unnamed += rule == MatchRule::Exact || rule == MatchRule::QdqAlias || rule == MatchRule::Sanitized ? 0 : 1;
    }
    EXPECT_LT(unnamed, static_cast<int>(analysis->rows.size()));
    EXPECT_EQ(table->rowCount(), unnamed);
    EXPECT_EQ(dialog.map().at(second), "somewhere"); // a line for an entry this run lacks is kept

    onlyUnnamed->setChecked(false);
    ASSERT_EQ(table->rowCount(), static_cast<int>(analysis->rows.size()));
    auto* choice = qobject_cast<QComboBox*>(table->cellWidget(0, 3));
    ASSERT_NE(choice, nullptr);
    EXPECT_EQ(choice->currentIndex(), 0); // "as matched"
    const std::string other = analysis->candidateDumps[0]->entries().back().name;
    choice->setCurrentIndex(choice->findText(QString::fromStdString(other)));
    EXPECT_EQ(dialog.map().at(first), other);
    choice->setCurrentIndex(0);
    EXPECT_EQ(dialog.map().count(first), 0u);
}
