#pragma once
// Test data drawn at random, the same for every run of a test (the caller seeds the generator).
#include <cstddef>
#include <random>
#include <vector>

namespace quantlens::test {

/// `n` values of a normal distribution, in the order `rng` draws them.
template <class T> std::vector<T> normalValues(std::size_t n, std::mt19937& rng, T mean, T spread)
{
    std::normal_distribution<T> normal(mean, spread);
    std::vector<T> values(n);
    for (T& v : values)
        v = normal(rng);
    return values;
}

} // namespace quantlens::test
