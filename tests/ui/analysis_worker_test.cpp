// The worker: results arrive on the UI thread, Cancel stops a job, a newer job's result wins.
#include "core_text.h"
#include "ui_test_support.h"
#include "util/zip_writer.h"
#include "workers/analysis_worker.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
AnalysisInputs inputsOf(const Workspace& w) { return analysisInputsOf(w); }
}

TEST(AnalysisWorker, DeliversTheAnalysisOnTheUiThread)
{
    const Workspace w = uitest::syntheticWorkspace();
    ASSERT_TRUE(w.hasInputs()) << "run through ctest, which generates the synthetic case first";
    AnalysisWorker worker;
    QSignalSpy finished(&worker, &AnalysisWorker::finished);
    worker.start(inputsOf(w));
    ASSERT_TRUE(worker.waitForFinished(30000));
    ASSERT_EQ(finished.count(), 1);
    const auto analysis = finished.at(0).at(1).value<std::shared_ptr<const Analysis>>();
    ASSERT_TRUE(analysis);
    EXPECT_GT(analysis->summary().comparedCount, 5u);
}

TEST(AnalysisWorker, CancelEndsTheJobAsCancelled)
{
    AnalysisWorker worker;
    QSignalSpy failed(&worker, &AnalysisWorker::failed);
    QSignalSpy cancelled(&worker, &AnalysisWorker::cancelled);
    QSignalSpy finished(&worker, &AnalysisWorker::finished);
    const int job = worker.start(inputsOf(uitest::syntheticWorkspace()));
    worker.cancel();
    ASSERT_TRUE(worker.waitForFinished(30000));
    EXPECT_EQ(finished.count(), 0);
    EXPECT_EQ(failed.count(), 0); // cancelled is its own outcome, not an error
    ASSERT_EQ(cancelled.count(), 1);
    EXPECT_EQ(cancelled.at(0).at(0).toInt(), job);
}

TEST(AnalysisWorker, ANewerJobReplacesTheRunningOne)
{
    AnalysisWorker worker;
    QSignalSpy finished(&worker, &AnalysisWorker::finished);
    QSignalSpy failed(&worker, &AnalysisWorker::failed);
    const int first = worker.start(inputsOf(uitest::syntheticWorkspace()));
    const int second = worker.start(inputsOf(uitest::syntheticWorkspace()));
    ASSERT_TRUE(worker.waitForFinished(30000));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(finished.at(0).at(0).toInt(), second);
    EXPECT_NE(first, second);
    EXPECT_EQ(failed.count(), 0); // the replaced job's outcome is dropped, not reported
}

TEST(AnalysisWorker, BadInputFailsWithTheFileName)
{
    AnalysisWorker worker;
    QSignalSpy failed(&worker, &AnalysisWorker::failed);
    Workspace w = uitest::syntheticWorkspace();
    w.floatModel = "/nonexistent/model.onnx";
    worker.start(inputsOf(w));
    ASSERT_TRUE(worker.waitForFinished(30000));
    ASSERT_EQ(failed.count(), 1);
    // The problem itself reaches the window (translated where it is shown), not an English string.
    const auto problem = failed.at(0).at(1).value<Problem>();
    EXPECT_EQ(problem.file, "/nonexistent/model.onnx");
    EXPECT_FALSE(problem.what.code.empty());
    EXPECT_TRUE(problemText(problem).contains(QStringLiteral("/nonexistent/model.onnx")));
}

TEST(AnalysisWorker, ADumpFileNoneOfWhoseTensorsReadsFailsWithTheReasonForEach)
{
    // An .npz whose one member is text, not an array: the file fails, and the window can say why.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string archive = dir.filePath(QStringLiteral("float.npz")).toStdString();
    ZipWriter zip;
    zip.add("conv1.npy", "this is text, not an array", false);
    ASSERT_TRUE(zip.write(archive).ok());
    Workspace w = uitest::syntheticWorkspace();
    w.reference = { "float", archive };
    AnalysisWorker worker;
    QSignalSpy failed(&worker, &AnalysisWorker::failed);
    worker.start(inputsOf(w));
    ASSERT_TRUE(worker.waitForFinished(30000));
    ASSERT_EQ(failed.count(), 1);
    const auto problem = failed.at(0).at(1).value<Problem>();
    EXPECT_EQ(problem.file, archive);
    EXPECT_EQ(problem.what.code, "dump.no_array_readable");
    const auto reasons = failed.at(0).at(2).value<std::vector<Problem>>();
    ASSERT_EQ(reasons.size(), 1u);
    EXPECT_EQ(reasons.front().file, archive + ":conv1.npy"); // the member, in the archive
    EXPECT_TRUE(problemText(reasons.front()).contains(QStringLiteral("conv1")))
        << problemText(reasons.front()).toStdString();
    EXPECT_TRUE(problemText(reasons.front()).contains(QStringLiteral("wrong magic")))
        << problemText(reasons.front()).toStdString();
}
