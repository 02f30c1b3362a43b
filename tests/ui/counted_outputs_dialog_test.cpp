// Analysis ▸ Outputs that count: the outputs ticked are what the workspace keeps; every output ticked is
// kept as "all", and with none ticked the dialog cannot be accepted.
#include "dialogs/counted_outputs_dialog.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace quantlens;

TEST(CountedOutputsDialog, TheTickedOutputsAreKeptAndAllOfThemMeansAll)
{
    const std::vector<std::string> outputs { "boxes", "scores", "aux_mask" };
    CountedOutputsDialog dialog(outputs, { "boxes", "scores" });
    auto* list = dialog.findChild<QListWidget*>();
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), 3);
    EXPECT_EQ(list->item(2)->checkState(), Qt::Unchecked);
    EXPECT_EQ(dialog.counted(), (std::vector<std::string> { "boxes", "scores" }));
    list->item(2)->setCheckState(Qt::Checked);
    EXPECT_TRUE(dialog.counted().empty()) << "every output ticked is stored as all";

    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(Qt::Unchecked);
    EXPECT_FALSE(ok->isEnabled()) << "no output left to score";
    list->item(1)->setCheckState(Qt::Checked);
    EXPECT_TRUE(ok->isEnabled());
    EXPECT_EQ(dialog.counted(), (std::vector<std::string> { "scores" }));
}

TEST(CountedOutputsDialog, NoChoiceYetTicksEveryOutput)
{
    CountedOutputsDialog dialog({ "y", "r1" }, {});
    auto* list = dialog.findChild<QListWidget*>();
    ASSERT_NE(list, nullptr);
    for (int i = 0; i < list->count(); ++i)
        EXPECT_EQ(list->item(i)->checkState(), Qt::Checked);
    EXPECT_TRUE(dialog.counted().empty());
}
