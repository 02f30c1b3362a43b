// forEachChannelPiece: the pieces and channels that dividing each element's index gives.
#include "metrics/channel_pieces.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

using namespace quantlens;

TEST(ChannelPieces, EveryElementInTheChannelItsIndexSays)
{
    std::mt19937 rng(5);
    std::uniform_int_distribution<std::size_t> small(1, 9), start(0, 500), count(0, 300);
    for (int trial = 0; trial < 2000; ++trial) {
        const std::size_t inner = small(rng), channels = small(rng), first = start(rng), n = count(rng);
        std::vector<std::size_t> channelOf(n, SIZE_MAX);
        std::size_t pieces = 0, covered = 0;
        forEachChannelPiece(first, n, inner, channels, [&](std::size_t at, std::size_t length, std::size_t channel) {
            ASSERT_GT(length, 0u);
            ASSERT_EQ(at, covered); // in order, without gaps or overlaps
            for (std::size_t i = at; i < at + length; ++i)
                channelOf[i] = channel;
            covered += length;
            ++pieces;
        });
        ASSERT_EQ(covered, n);
        for (std::size_t i = 0; i < n; ++i)
            ASSERT_EQ(channelOf[i], (first + i) / inner % channels) << "element " << i << " of trial " << trial;
        // A piece ends only where a channel does, or at the end.
        const std::size_t boundaries = n == 0 ? 0 : (first + n - 1) / inner - first / inner;
        EXPECT_EQ(pieces, n == 0 ? 0 : boundaries + 1);
    }
}

TEST(ChannelPieces, OneChannelIsOnePiece)
{
    std::size_t pieces = 0;
    forEachChannelPiece(123, 1000, SIZE_MAX, 1, [&](std::size_t at, std::size_t length, std::size_t channel) {
        EXPECT_EQ(at, 0u);
        EXPECT_EQ(length, 1000u);
        EXPECT_EQ(channel, 0u);
        ++pieces;
    });
    EXPECT_EQ(pieces, 1u);
}
