#pragma once
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <vector>

namespace quantlens {

/// Keeps the k largest values offered (or, with Order = std::greater, the k smallest), so extreme
/// percentiles such as 99.99 % come out exact in one pass: the values at those ranks are among the
/// few kept. Which values are kept does not depend on the order they come in, so ranges can be
/// merged in any order.
template <class Order = std::less<double>> class TailValues {
public:
    explicit TailValues(std::size_t capacity = 0)
        : m_capacity(capacity)
    {
        m_heap.reserve(capacity);
    }

    void offer(double v)
    {
        // The heap's front is the least extreme value kept (its smallest for "largest" tails).
        if (m_heap.size() < m_capacity) {
            m_heap.push_back(v);
            std::push_heap(m_heap.begin(), m_heap.end(), Inverse {});
        } else if (m_capacity > 0 && Order {}(m_heap.front(), v)) {
            std::pop_heap(m_heap.begin(), m_heap.end(), Inverse {});
            m_heap.back() = v;
            std::push_heap(m_heap.begin(), m_heap.end(), Inverse {});
        }
    }
    /// The threshold a value must pass to be kept (valid once full): skip offer() below it.
    bool wouldKeep(double v) const { return m_heap.size() < m_capacity || Order {}(m_heap.front(), v); }
    /// The value a candidate must be more extreme than to be kept: while not full, the far other
    /// end of the number line (everything is kept). It only grows more extreme as values come in.
    double threshold() const
    {
        if (m_heap.size() < m_capacity)
            return Order {}(0.0, 1.0) ? -INFINITY : INFINITY;
        return m_capacity > 0 ? m_heap.front() : (Order {}(0.0, 1.0) ? INFINITY : -INFINITY);
    }
    void merge(const TailValues& other)
    {
        for (double v : other.m_heap)
            offer(v);
    }
    void clear() { m_heap.clear(); }
    std::size_t capacity() const { return m_capacity; }
    /// The kept values, most extreme first.
    std::vector<double> sorted() const
    {
        std::vector<double> v = m_heap;
        std::sort(v.begin(), v.end(), [](double a, double b) { return Order {}(b, a); });
        return v;
    }

private:
    struct Inverse { // min-heap for "largest" tails
        bool operator()(double a, double b) const { return Order {}(b, a); }
    };
    std::size_t m_capacity;
    std::vector<double> m_heap;
};

} // namespace quantlens
