// Runs the UI tests inside one QApplication on the offscreen platform (set by ctest; forced here
// too so a developer running ./ui_tests by hand gets the same).
#include <QApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Views are tested without the background measurement; tests of measurement turn it on.
    qputenv("QUANTLENS_MEASURE", "0");
    // Settings (recent workspaces, window layout, language) go to a folder of this process's own:
    // never the user's, and never another test process's (ctest runs several at once).
    QTemporaryDir settings;
    qputenv("XDG_CONFIG_HOME", settings.path().toUtf8());
    qputenv("XDG_DATA_HOME", settings.path().toUtf8()); // the windows' autosaved sessions
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantLensTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
