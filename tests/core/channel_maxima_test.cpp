// The outlier table's per-channel maxima of |x|, on channels long enough for the vector loops,
// with NaN and ±inf placed in the vector body, the remainder and the channel boundaries.
#include "metrics/stats_kernel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace quantlens;

namespace {
std::vector<double> bruteForce(const std::vector<float>& x, std::size_t first, std::size_t inner, std::size_t channels)
{
    std::vector<double> maxima(channels, 0.0);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double v = std::fabs(static_cast<double>(x[i]));
        if (std::isfinite(v)) {
            const std::size_t c = ((first + i) / inner) % channels;
            maxima[c] = std::max(maxima[c], v);
        }
    }
    return maxima;
}
}

TEST(ChannelMaxima, FiniteMagnitudesPerChannelWhateverTheChannelLength)
{
    std::mt19937 rng(11);
    std::normal_distribution<float> normal(0.0f, 3.0f);
    const float specials[] = { std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
        -std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::quiet_NaN() };
    for (std::size_t inner : { 1u, 7u, 8u, 15u, 16u, 17u, 33u, 100u, 1000u })
        for (std::size_t first : { 0u, 5u }) {
            const std::size_t channels = 3;
            std::vector<float> x(inner * channels * 2 + 3);
            for (auto& v : x)
                v = normal(rng);
            // Specials larger than any finite value would be, if they were counted, at spread positions.
            for (std::size_t i = 0; i < x.size(); i += 1 + x.size() / 9)
                x[i] = specials[i % 4];
            std::vector<double> fromFloats(channels, 0.0), fromDoubles(channels, 0.0);
            const std::vector<double> widened(x.begin(), x.end());
            maxAbsByChannel(x.data(), x.size(), first, inner, channels, fromFloats.data());
            maxAbsByChannel(widened.data(), widened.size(), first, inner, channels, fromDoubles.data());
            const auto expected = bruteForce(x, first, inner, channels);
            EXPECT_EQ(fromFloats, expected) << "inner " << inner << " first " << first;
            EXPECT_EQ(fromDoubles, expected) << "inner " << inner << " first " << first;
        }
}

TEST(ChannelMaxima, ALargeNegativeValueCountsByItsMagnitude)
{
    std::vector<float> x(40, 1.0f);
    x[21] = -250.0f;
    std::vector<double> maxima(1, 0.0);
    maxAbsByChannel(x.data(), x.size(), 0, x.size(), 1, maxima.data());
    EXPECT_EQ(maxima[0], 250.0);
}
