#include "metrics/tail_values.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace quantlens;

namespace {
/// The k most extreme of `values` by brute force, most extreme first.
template <class Order> std::vector<double> mostExtreme(std::vector<double> values, std::size_t k)
{
    std::sort(values.begin(), values.end(), [](double a, double b) { return Order {}(b, a); });
    values.resize(std::min(k, values.size()));
    return values;
}

/// Values with many ties (a ReLU's zeros, a quantized tensor's levels) and a few far ones.
std::vector<double> tiedValues(std::size_t n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> level(-40, 40);
    std::uniform_real_distribution<double> far(-1e4, 1e4);
    std::vector<double> v(n);
    for (auto& x : v)
        x = rng() % 50 == 0 ? far(rng) : rng() % 3 == 0 ? 0.0 : level(rng) * 0.25;
    return v;
}

template <class Order> void expectKeepsTheMostExtreme(std::size_t k, std::size_t n, unsigned seed)
{
    const auto values = tiedValues(n, seed);
    // One accumulator fed in order, three fed interleaved pieces and merged in reverse.
    TailValues<Order> whole(k);
    double lastThreshold = whole.threshold();
    for (double v : values) {
        whole.offer(v);
        // The bar only moves towards the extreme (and, checked below, never past the k-th value).
        EXPECT_FALSE(Order {}(whole.threshold(), lastThreshold));
        lastThreshold = whole.threshold();
    }
    std::vector<TailValues<Order>> parts(3, TailValues<Order>(k));
    for (std::size_t i = 0; i < values.size(); ++i)
        parts[(i / 7) % 3].offer(values[i]);
    TailValues<Order> merged(k);
    for (auto it = parts.rbegin(); it != parts.rend(); ++it)
        merged.merge(*it);

    const auto expected = mostExtreme<Order>(values, k);
    EXPECT_EQ(whole.sorted(), expected) << "k " << k << " n " << n;
    EXPECT_EQ(merged.sorted(), expected) << "k " << k << " n " << n;
    if (values.size() >= k) { // nothing as extreme as the k-th value is ever refused
        EXPECT_FALSE(Order {}(expected.back(), whole.threshold()));
    }
}
}

TEST(TailValues, KeepTheMostExtremeValuesWhateverTheOrderAndTies)
{
    for (std::size_t k : { 1u, 2u, 3u, 50u, 700u })
        for (std::size_t n : { 0u, 1u, 5u, 100u, 5000u })
            for (unsigned seed : { 1u, 2u }) {
                expectKeepsTheMostExtreme<std::less<double>>(k, n, seed);
                expectKeepsTheMostExtreme<std::greater<double>>(k, n, seed);
            }
}

TEST(TailValues, NoCapacityKeepsNothingAndRefusesEverything)
{
    TailValues<std::less<double>> highest(0);
    TailValues<std::greater<double>> lowest(0);
    for (double v : { -1.0, 0.0, 3.0 }) {
        highest.offer(v);
        lowest.offer(v);
    }
    EXPECT_TRUE(highest.sorted().empty());
    EXPECT_TRUE(lowest.sorted().empty());
    EXPECT_FALSE(highest.wouldKeep(1e300));
    EXPECT_EQ(highest.threshold(), INFINITY);
    EXPECT_EQ(lowest.threshold(), -INFINITY);
}

TEST(TailValues, BeforeItHoldsEnoughEveryValueIsTaken)
{
    TailValues<std::less<double>> highest(4);
    EXPECT_EQ(highest.threshold(), -INFINITY);
    highest.offer(1.0);
    highest.offer(-5.0);
    EXPECT_TRUE(highest.wouldKeep(-1e300));
    EXPECT_EQ(highest.sorted(), (std::vector<double> { 1.0, -5.0 }));
}
