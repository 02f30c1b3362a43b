// Precision plan ▸ Check rebuilt model…: the window's plan against what a vendor build produced, the
// tensors the build did not apply first, a row selecting its tensor everywhere, a file that is no
// build refused with its name.
#include "dialogs/verify_dialog.h"
#include "session_context.h"
#include "ui_test_support.h"

#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile f(dir.filePath(name));
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return f.fileName();
}
}

TEST(VerifyDialog, NotAppliedFirstAndARowSelectsItsTensor)
{
    SessionContext context;
    context.setAnalysis(uitest::syntheticAnalysis());
    ASSERT_TRUE(context.analysis());
    const QString applied = QString::fromStdString(context.analysis()->rows[2].tensor);
    const QString ignored = QString::fromStdString(context.analysis()->rows[3].tensor);
    context.setPrecision({ applied, ignored }, Precision::U16, QStringLiteral("test"));
    QTemporaryDir dir;
    const QString build = writeFile(dir, QStringLiteral("fixed.sim.json"),
        QStringLiteral(R"([{"name": "%1", "min": [-1], "max": [1], "bit": 16},
                           {"name": "%2", "min": [-1], "max": [1], "bit": 8}])")
            .arg(applied, ignored)
            .toUtf8());

    VerifyDialog dialog(&context);
    ASSERT_TRUE(dialog.check(build));
    QTableWidget* table = dialog.table();
    ASSERT_EQ(table->rowCount(), 2);
    EXPECT_EQ(table->item(0, 0)->text(), ignored); // what went wrong comes first
    EXPECT_EQ(table->item(0, 3)->text(), VerifyDialog::tr("not applied"));
    EXPECT_EQ(table->item(1, 0)->text(), applied);
    EXPECT_EQ(table->item(1, 3)->text(), VerifyDialog::tr("applied"));
    EXPECT_TRUE(dialog.summary().startsWith(QStringLiteral("1 applied"))) << dialog.summary().toStdString();

    table->setCurrentCell(0, 0);
    EXPECT_EQ(context.selectedTensor(), ignored);
}

TEST(VerifyDialog, AFileThatIsNoBuildIsRefusedByName)
{
    SessionContext context;
    context.setAnalysis(uitest::syntheticAnalysis());
    QTemporaryDir dir;
    const QString notes = writeFile(dir, QStringLiteral("notes.txt"), "nothing a build writes\n");
    VerifyDialog dialog(&context);
    EXPECT_FALSE(dialog.check(notes));
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("notes.txt"))) << dialog.summary().toStdString();
    EXPECT_EQ(dialog.table()->rowCount(), 0);
}
