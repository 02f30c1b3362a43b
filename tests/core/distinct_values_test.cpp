// The distinct-value count behind the swapped-dumps check, against std::set on the same values.
#include "metrics/distinct_values.h"
#include "random_values.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <set>
#include <vector>

using namespace quantlens;

namespace {
std::size_t countWithSet(const std::vector<double>& values, std::size_t limit)
{
    std::set<double> seen; // +0 == −0 here too
    for (double v : values)
        if (std::isfinite(v) && seen.insert(v).second && seen.size() > limit)
            break;
    return seen.size();
}
}

TEST(DistinctValues, LevelsOfAnEightBitTensorAreCountedExactly)
{
    // 4,096 values on 200 levels of an odd scale, in random order: all 200 found, none twice.
    std::mt19937 rng(3);
    std::uniform_int_distribution<int> level(-100, 99);
    std::vector<double> values(4096);
    for (double& v : values)
        v = static_cast<float>(level(rng) * 0.0371f);
    EXPECT_EQ(countDistinctFinite(values, 256), countWithSet(values, 256));
    EXPECT_EQ(countDistinctFinite(values, 256), 200u);
}

TEST(DistinctValues, CountingStopsJustPastTheLimit)
{
    std::mt19937 rng(5);
    const std::vector<double> values = test::normalValues(4096, rng, 0.0, 1.0);
    EXPECT_EQ(countDistinctFinite(values, 256), 257u);
    EXPECT_EQ(countDistinctFinite(values, kLargestDistinctLimit), kLargestDistinctLimit + 1);
    // A limit beyond the table's is taken as the table's: 4,096 distinct values end, not loop.
    EXPECT_EQ(countDistinctFinite(values, 100000), kLargestDistinctLimit + 1);
}

TEST(DistinctValues, SignedZerosAreOneValueAndNonFiniteNone)
{
    const std::vector<double> values { 0.0, -0.0, NAN, INFINITY, -INFINITY, 1.5, 1.5, -1.5, NAN };
    EXPECT_EQ(countDistinctFinite(values, 256), 3u);
    EXPECT_EQ(countDistinctFinite(values, 256), countWithSet(values, 256));
    EXPECT_EQ(countDistinctFinite({}, 256), 0u);
}

TEST(DistinctValues, ValuesThatShareTheirHighBitsAreKeptApart)
{
    // Neighbouring doubles differ only in their lowest bits: the table must not fold them together.
    std::vector<double> values;
    double v = 1.0;
    for (int i = 0; i < 300; ++i) {
        values.push_back(v);
        values.push_back(v); // each twice
        v = std::nextafter(v, 2.0);
    }
    EXPECT_EQ(countDistinctFinite(values, 511), 300u);
    EXPECT_EQ(countDistinctFinite(values, 256), 257u);
}
