// The triage view: it runs off the UI thread, says the category in words, and a click on a culprit
// or a piece of evidence selects that tensor in every view.
#include "core_text.h"
#include "panels/triage_panel.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(TriagePanel, ShowsTheCategoryAndSelectsTheClickedTensor)
{
    SessionContext context;
    TriagePanel panel(&context);
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(panel.waitForResult(30000));
    ASSERT_NE(panel.result(), nullptr);
    const auto* label = panel.findChild<QLabel*>();
    EXPECT_EQ(label->text(), translated(triageCategoryText(panel.result()->category)));

    auto* tree = panel.findChild<QTreeWidget*>();
    ASSERT_GE(tree->topLevelItemCount(), 2); // evidence and next steps at least
    QTreeWidgetItem* withTensor = nullptr;
    for (int g = 0; g < tree->topLevelItemCount() && !withTensor; ++g)
        for (int i = 0; i < tree->topLevelItem(g)->childCount() && !withTensor; ++i)
            if (!tree->topLevelItem(g)->child(i)->data(0, Qt::UserRole + 1).toString().isEmpty())
                withTensor = tree->topLevelItem(g)->child(i);
    ASSERT_NE(withTensor, nullptr);
    tree->setCurrentItem(withTensor);
    const QString tensor = withTensor->data(0, Qt::UserRole + 1).toString();
    EXPECT_EQ(context.selectedTensor(), tensor);
    EXPECT_TRUE(withTensor->text(0).startsWith(tensor)) << withTensor->text(0).toStdString();
}

TEST(TriagePanel, ChoosingAVendorRunsAgainWithItsNextSteps)
{
    SessionContext context;
    TriagePanel panel(&context);
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(panel.waitForResult(30000));
    auto* vendor = panel.findChild<QComboBox*>();
    ASSERT_GE(vendor->count(), 4);
    vendor->setCurrentIndex(vendor->findData(QStringLiteral("axera")));
    ASSERT_TRUE(panel.waitForResult(30000));
    ASSERT_NE(panel.result(), nullptr);
    EXPECT_FALSE(panel.result()->nextSteps.empty());
    // Closing the inputs leaves no stale triage behind.
    context.setAnalysis(nullptr);
    EXPECT_EQ(panel.result(), nullptr);
}

TEST(TriagePanel, CulpritsTo16BitOnlyWhenThatIsTheFix)
{
    SessionContext context;
    TriagePanel panel(&context);
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(panel.waitForResult(30000));
    QPushButton* apply = nullptr;
    for (auto* button : panel.findChildren<QPushButton*>())
        if (button->text() == TriagePanel::tr("Culprits to 16 bit"))
            apply = button;
    ASSERT_NE(apply, nullptr);
    const auto& rows = context.analysis()->rows;
    const QString first = QString::fromStdString(rows[2].tensor), second = QString::fromStdString(rows[3].tensor);

    TriageResult input;
    input.category = TriageCategory::Preprocessing;
    input.culprits = { rows[0].tensor };
    panel.show(input);
    EXPECT_FALSE(apply->isEnabled()); // the input is fixed where it is made, not by a 16-bit layer

    TriageResult jump;
    jump.category = TriageCategory::QuantizationJump;
    jump.culprits = { first.toStdString(), second.toStdString() };
    panel.show(jump);
    ASSERT_TRUE(apply->isEnabled());
    apply->click();
    EXPECT_TRUE(context.isWide(first));
    EXPECT_FALSE(context.isWide(second)); // one layer loses most: only that one
    context.undoStack()->undo();
    EXPECT_FALSE(context.isWide(first));

    TriageResult gradual = jump;
    gradual.category = TriageCategory::Gradual;
    panel.show(gradual);
    apply->click();
    EXPECT_TRUE(context.isWide(first));
    EXPECT_TRUE(context.isWide(second));
}
