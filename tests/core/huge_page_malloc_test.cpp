// Starting again with glibc's huge-page heaps asked for: the tunable is added to what the user set,
// never twice, and the new start really carries it (checked on a child process that starts a shell).
#include "tensor_test_support.h"
#include "util/huge_page_malloc.h"
#include "util/huge_pages.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

using namespace quantlens;

TEST(HugePageMalloc, TheTunableIsAddedToTheUsersOwnOnce)
{
    EXPECT_EQ(tunablesWithHugePageMalloc(nullptr), "glibc.malloc.hugetlb=1");
    EXPECT_EQ(tunablesWithHugePageMalloc(""), "glibc.malloc.hugetlb=1");
    EXPECT_EQ(tunablesWithHugePageMalloc("glibc.malloc.check=3"), "glibc.malloc.check=3:glibc.malloc.hugetlb=1");
    // The user's own choice stands, and a program started with the tunable does not start again.
    EXPECT_EQ(tunablesWithHugePageMalloc("glibc.malloc.hugetlb=0"), std::nullopt);
    EXPECT_EQ(tunablesWithHugePageMalloc("glibc.malloc.check=3:glibc.malloc.hugetlb=1"), std::nullopt);
}

namespace {
/// What a child writes to `out` after asking to start `sh -c 'echo "$GLIBC_TUNABLES" > out'` with
/// GLIBC_TUNABLES set to `tunables` beforehand; the child writes "not restarted" itself if it was not.
std::string childSays(const std::string& tunables, const std::string& out)
{
    const pid_t child = ::fork();
    if (child == 0) {
        ::setenv("GLIBC_TUNABLES", tunables.c_str(), 1);
        const std::string script = "echo \"$GLIBC_TUNABLES\" > '" + out + "'";
        char* argv[] = { const_cast<char*>("sh"), const_cast<char*>("-c"), const_cast<char*>(script.c_str()), nullptr };
        restartWithHugePageMalloc("/bin/sh", argv);
        std::ofstream(out) << "not restarted\n";
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    std::ifstream in(out);
    std::stringstream said;
    said << in.rdbuf();
    return said.str();
}
}

TEST(HugePageMalloc, TheNewStartCarriesTheTunableAndHappensOnlyOnce)
{
    test::TempDir dir;
    const std::string out = dir.file("said.txt");
    if (!systemHasHugePages()) {
        EXPECT_EQ(childSays("glibc.malloc.check=3", out), "not restarted\n"); // nothing to gain: no restart
        return;
    }
    EXPECT_EQ(childSays("glibc.malloc.check=3", out), "glibc.malloc.check=3:glibc.malloc.hugetlb=1\n");
    EXPECT_EQ(childSays("glibc.malloc.hugetlb=1", out), "not restarted\n");
}
