// The window's ticket export: it runs beside the window and delivers a complete zip (a picture of
// every registered view, both summaries), or is cancelled leaving nothing behind.
#include "tensor_test_support.h"
#include "ui_test_support.h"

#include "analysis/analysis_runner.h"
#include "ticket/ticket_export.h"
#include "view_registry.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace quantlens;

namespace {
std::shared_ptr<const Analysis> syntheticAnalysis()
{
    auto result = runAnalysis(analysisInputsOf(uitest::syntheticWorkspace()));
    return result ? result.value() : nullptr;
}

}

TEST(TicketExport, WritesTheWholeBundleBesideTheWindow)
{
    const auto analysis = syntheticAnalysis();
    ASSERT_TRUE(analysis) << "run through ctest, which generates the synthetic case first";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ticket.zip"));
    auto builder = std::make_shared<TicketBuilder>(
        analysis, uitest::syntheticWorkspace(), analysis->thresholds, TicketOptions {});
    TicketExport exporter(builder, path);
    QSignalSpy finished(&exporter, &TicketExport::finished);
    QSignalSpy failed(&exporter, &TicketExport::failed);
    QSignalSpy progress(&exporter, &TicketExport::progressChanged);
    exporter.start();
    EXPECT_TRUE(exporter.isRunning());
    ASSERT_TRUE(finished.wait(120000)) << (failed.isEmpty() ? "" : failed.at(0).at(0).toString().toStdString());
    EXPECT_EQ(failed.count(), 0);
    EXPECT_GE(progress.count(), static_cast<int>(viewRegistry().size())); // one step per picture at least
    const auto members = test::zipMembers(path.toStdString());
    for (const auto& view : viewRegistry())
        for (const char* ext : { ".png", ".svg" })
            EXPECT_TRUE(members.count("quantlens-ticket/views/" + view.id.toStdString() + ext))
                << view.id.toStdString() << ext;
    ASSERT_TRUE(members.count("quantlens-ticket/README.md"));
    ASSERT_TRUE(members.count("quantlens-ticket/README.zh_CN.md"));
    EXPECT_NE(members.at("quantlens-ticket/README.md").find("## 5. Suspected layer"), std::string::npos);
    EXPECT_NE(members.at("quantlens-ticket/README.zh_CN.md").find("## 5. 可疑层"), std::string::npos);
    EXPECT_NE(members.at("quantlens-ticket/inputs.csv").find("kind,run,path,bytes,sha256"), std::string::npos);
}

TEST(TicketExport, CancelStopsAndLeavesNoFile)
{
    const auto analysis = syntheticAnalysis();
    ASSERT_TRUE(analysis);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ticket.zip"));
    auto builder = std::make_shared<TicketBuilder>(
        analysis, uitest::syntheticWorkspace(), analysis->thresholds, TicketOptions {});
    TicketExport exporter(builder, path);
    QSignalSpy failed(&exporter, &TicketExport::failed);
    QSignalSpy finished(&exporter, &TicketExport::finished);
    exporter.start();
    exporter.cancel();
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().isEmpty()); // cancelled, not an error
    EXPECT_FALSE(finished.wait(2000));
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_FALSE(exporter.isRunning());
}

TEST(TicketExport, ACancelAfterTheHashesLeavesNoFileEither)
{
    const auto analysis = syntheticAnalysis();
    ASSERT_TRUE(analysis);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ticket.zip"));
    TicketBuilder builder(analysis, uitest::syntheticWorkspace(), analysis->thresholds, TicketOptions {});
    builder.prepare();
    builder.finishPictures();
    // Keeps going while there are bytes left to hash, stops once they are all read: at the end of
    // the hashing or at the last question before the zip is written.
    const auto written
        = builder.finish(path.toStdString(), [](std::size_t done, std::size_t total) { return done < total; });
    ASSERT_FALSE(written.ok());
    EXPECT_NE(written.error().toString().find("cancelled"), std::string::npos);
    EXPECT_FALSE(QFile::exists(path));
}
