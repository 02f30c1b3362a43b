// The window's autosave: a copy of the session a moment after each change, gone after a clean
// close, kept after a crash or a close with an unsaved plan, and offered (and restored) at the next start.
#include "autosave.h"
#include "main_window.h"
#include "session_context.h"
#include "ui_test_support.h"
#include "workers/analysis_worker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace quantlens;

namespace {
/// Removes the copies earlier tests of this process left, so each test starts with none.
void clearAutosaves() { QDir(Autosave::folder()).removeRecursively(); }

Workspace sessionWithPlan(const QString& tensor)
{
    Workspace w = uitest::syntheticWorkspace();
    w.plan.tensors[tensor.toStdString()] = { Precision::U16, PlanSource::User, {} };
    return w;
}
}

TEST(Autosave, WritesTheSessionAndRemovesItOnACleanExit)
{
    clearAutosaves();
    QString file;
    {
        Autosave autosave([] { return std::pair { sessionWithPlan(QStringLiteral("relu3")), QString() }; });
        file = autosave.file();
        EXPECT_FALSE(QFile::exists(file)); // nothing written before a change
        autosave.changed();
        ASSERT_TRUE(autosave.saveNow().isEmpty());
        ASSERT_TRUE(QFile::exists(file));
        const auto saved = loadWorkspace(file.toStdString());
        ASSERT_TRUE(saved.ok()) << saved.error().toString();
        EXPECT_TRUE(saved.value().plan.tensors.count("relu3"));
        EXPECT_TRUE(Autosave::leftSessions().empty()); // a running session is never offered
    }
    EXPECT_FALSE(QFile::exists(file));
}

TEST(Autosave, ACopyNobodyHoldsIsOfferedNewestFirstAndForgotten)
{
    clearAutosaves();
    {
        Autosave older([] {
            return std::pair { sessionWithPlan(QStringLiteral("relu1")),
                QStringLiteral("/data/sessions/a.quantlens.json") };
        });
        older.keepOnExit(true); // as after a crash: the copy outlives the window
        ASSERT_TRUE(older.saveNow().isEmpty());
    }
    QTest::qWait(1100); // file times have a second's resolution on some file systems
    {
        Autosave newer([] { return std::pair { sessionWithPlan(QStringLiteral("relu3")), QString() }; });
        newer.keepOnExit(true);
        ASSERT_TRUE(newer.saveNow().isEmpty());
    }
    auto left = Autosave::leftSessions();
    ASSERT_EQ(left.size(), 2u);
    EXPECT_TRUE(left[0].workspace.plan.tensors.count("relu3"));
    EXPECT_TRUE(left[0].workspacePath.isEmpty());
    EXPECT_EQ(left[1].workspacePath, QStringLiteral("/data/sessions/a.quantlens.json"));
    Autosave::forget(left[0]);
    left.clear(); // drops the locks of the rest: offered again
    const auto again = Autosave::leftSessions();
    ASSERT_EQ(again.size(), 1u);
    EXPECT_TRUE(again[0].workspace.plan.tensors.count("relu1"));
}

TEST(Autosave, AnUnsavedPlanSurvivesTheWindowAndIsRestoredIntoTheNextOne)
{
    clearAutosaves();
    {
        MainWindow window;
        window.analyze(uitest::syntheticWorkspace());
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        ASSERT_TRUE(window.context()->analysis());
        window.context()->togglePrecision(QStringLiteral("relu3")); // an edit saved nowhere
        ASSERT_FALSE(window.context()->undoStack()->isClean());
        ASSERT_TRUE(window.autosave()->saveNow().isEmpty());
    } // the window closes without saving the workspace
    auto left = Autosave::leftSessions();
    ASSERT_EQ(left.size(), 1u);
    MainWindow next;
    next.restoreLeftSession(left.front());
    left.clear();
    ASSERT_TRUE(next.worker()->waitForFinished(30000));
    ASSERT_TRUE(next.context()->analysis());
    EXPECT_TRUE(next.context()->isWide(QStringLiteral("relu3")));
    // The left copy is gone; this window's own copy (of the same unsaved plan) is kept when it closes.
    EXPECT_TRUE(Autosave::leftSessions().empty());
}

TEST(Autosave, ASavedWorkspaceIsNotKeptAfterTheWindowCloses)
{
    clearAutosaves();
    {
        MainWindow window;
        window.analyze(uitest::syntheticWorkspace());
        ASSERT_TRUE(window.worker()->waitForFinished(30000));
        window.context()->select(QStringLiteral("relu3")); // view state only: nothing unsaved to lose
        ASSERT_TRUE(window.autosave()->saveNow().isEmpty());
    }
    EXPECT_TRUE(Autosave::leftSessions().empty());
}

TEST(Autosave, MalformedCopiesAreLeftAloneAndTheGoodOneIsStillOffered)
{
    // What a crash, a full disk or a hostile file can leave in the folder: none of it may crash, hang or
    // exhaust the next start, and a good copy beside them is still offered.
    clearAutosaves();
    {
        Autosave good([] { return std::pair { sessionWithPlan(QStringLiteral("relu3")), QString() }; });
        good.keepOnExit(true);
        ASSERT_TRUE(good.saveNow().isEmpty());
    }
    const QString dir = Autosave::folder();
    const auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile file(dir + QLatin1Char('/') + name);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    const QByteArray deep = QByteArray(200000, '[') + QByteArray(200000, ']');
    write(QStringLiteral("deep_inputs.quantlens.json"),
        R"({"format": "quantlens-workspace", "version": 2, "inputs": )" + deep + "}");
    write(QStringLiteral("deep_reason.quantlens.json"),
        R"({"format": "quantlens-workspace", "version": 2, "inputs": {"float_model": "m.onnx"}, "plan": {"tensors":
        [{"name": "c1", "precision": "U16", "source": "user", "reason": {"key": "x", "args": )"
            + deep + "}}]}}");
    write(QStringLiteral("truncated.quantlens.json"), R"({"format": "quantlens-workspace", "version": 2, "inp)");
    write(QStringLiteral("nul.quantlens.json"), QByteArray(4096, '\0'));
    write(QStringLiteral("wrong_types.quantlens.json"),
        R"({"format": "quantlens-workspace", "version": 2, "inputs": {"float_model": [1, 2]}, "view": 7})");
    // Larger than any workspace may be (64 MiB): refused by its size, not read.
    {
        QFile huge(dir + QStringLiteral("/huge.quantlens.json"));
        ASSERT_TRUE(huge.open(QIODevice::WriteOnly));
        ASSERT_TRUE(huge.resize(qint64(65) << 20));
    }
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), dir + QStringLiteral("/zero.quantlens.json")));
    ASSERT_EQ(mkfifo(QFile::encodeName(dir + QStringLiteral("/pipe.quantlens.json")).constData(), 0600), 0);

    QElapsedTimer timer;
    timer.start();
    auto left = Autosave::leftSessions();
    EXPECT_LT(timer.elapsed(), 20000) << "a malformed copy was read at length";
    ASSERT_EQ(left.size(), 1u);
    EXPECT_TRUE(left[0].workspace.plan.tensors.count("relu3"));
    // The window's own start offers it (and restores it) without touching the others.
    MainWindow next;
    next.restoreLeftSession(left.front());
    left.clear();
    ASSERT_TRUE(next.worker()->waitForFinished(30000));
    EXPECT_TRUE(next.context()->isWide(QStringLiteral("relu3")));
    EXPECT_TRUE(QFile::exists(dir + QStringLiteral("/deep_inputs.quantlens.json"))); // not ours to delete
}
