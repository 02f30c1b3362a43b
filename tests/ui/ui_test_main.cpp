// Runs the UI tests inside one QApplication on the offscreen platform (set by ctest; forced here
// too so a developer running ./ui_tests by hand gets the same).
#include <QApplication>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
