#pragma once
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <functional>
#include <vector>

namespace quantlens {

/// Keeps the k largest values offered (or, with Order = std::greater, the k smallest), so extreme
/// percentiles such as 99.99 % come out exact in one pass: the values at those ranks are among the
/// few kept. Which values are kept does not depend on the order they come in, so ranges can be
/// merged in any order.
///
/// Offered values go into a buffer of up to 2k; when it is full, the k most extreme stay (one
/// nth_element) and the least extreme of them becomes the bar a later value must pass. That is a
/// few nanoseconds per value kept, where a heap of k took a sift of log₂ k unpredictable steps:
/// the heap's updates were the inspection's third-largest cost on tensors of millions of values.
template <class Order = std::less<double>> class TailValues {
public:
    explicit TailValues(std::size_t capacity = 0)
        : m_capacity(capacity)
    {
        m_values.reserve(2 * capacity);
    }

    void offer(double v)
    {
        if (!wouldKeep(v))
            return;
        m_values.push_back(v);
        if (m_values.size() >= 2 * m_capacity)
            keepMostExtreme();
    }
    /// Whether offer(v) would take the value: skip offer() when not.
    bool wouldKeep(double v) const { return m_capacity > 0 && (!m_barSet || Order {}(m_bar, v)); }
    /// The value a candidate must be more extreme than to be kept: until the buffer first fills (or a
    /// bar is raised), the far other end of the number line (everything is kept). It only grows more
    /// extreme as values come in, lagging the k-th most extreme value of the set, never passing it.
    double threshold() const
    {
        if (m_capacity == 0)
            return Order {}(0.0, 1.0) ? INFINITY : -INFINITY;
        if (!m_barSet)
            return Order {}(0.0, 1.0) ? -INFINITY : INFINITY;
        return m_bar;
    }
    /// Raises the bar to `bar` when that is more extreme. Right when k values at least as extreme as
    /// `bar` are held by another accumulator of the same set whose values will be merged with these
    /// (see SharedTailBars): a range of a large tensor then passes on far fewer values.
    void raiseBar(double bar)
    {
        if (m_capacity > 0 && std::isfinite(bar) && (!m_barSet || Order {}(m_bar, bar))) {
            m_bar = bar;
            m_barSet = true;
        }
    }
    /// Whether threshold() is a bar (reached here or raised to), not the default of an empty tail.
    bool hasBar() const { return m_barSet; }
    void merge(const TailValues& other)
    {
        for (double v : other.m_values)
            offer(v);
        if (m_values.size() > m_capacity) // cut back at once: the next merge meets a tighter bar
            keepMostExtreme();
    }
    std::size_t capacity() const { return m_capacity; }
    /// The kept values (the k most extreme offered, or all when fewer), most extreme first.
    std::vector<double> sorted() const
    {
        std::vector<double> v = m_values;
        if (v.size() > m_capacity) {
            std::nth_element(
                v.begin(), v.begin() + static_cast<std::ptrdiff_t>(m_capacity) - 1, v.end(), MoreExtreme {});
            v.resize(m_capacity);
        }
        std::sort(v.begin(), v.end(), MoreExtreme {});
        return v;
    }

private:
    struct MoreExtreme { // larger first for "largest" tails
        bool operator()(double a, double b) const { return Order {}(b, a); }
    };
    void keepMostExtreme()
    {
        const auto kth = m_values.begin() + static_cast<std::ptrdiff_t>(m_capacity) - 1;
        std::nth_element(m_values.begin(), kth, m_values.end(), MoreExtreme {});
        // A bar raised from elsewhere may be more extreme than the k-th value held: it stays.
        if (!m_barSet || Order {}(m_bar, *kth))
            m_bar = *kth;
        m_barSet = true;
        m_values.resize(m_capacity);
    }

    std::size_t m_capacity;
    std::vector<double> m_values; ///< up to 2k; the k most extreme offered are among them
    double m_bar = 0; ///< valid once m_barSet: values not more extreme than it are not needed
    bool m_barSet = false;
};

/// The bars reached by the accumulators of one tensor's ranges, which run on several threads: each
/// publishes its bars and takes the others', so ranges started together tighten together. A bar
/// published is valid for all of them because every range's kept values are merged in the end.
/// The accumulator they are merged into must not take a bar from here: it would refuse the ties of
/// that bar coming from the range that holds them, and those may be needed.
struct SharedTailBars {
    std::atomic<double> highest { -INFINITY };
    std::atomic<double> lowest { INFINITY };

    /// Takes the shared bars into `high` and `low`, and publishes theirs when they are more extreme.
    void exchange(TailValues<std::less<double>>& high, TailValues<std::greater<double>>& low)
    {
        exchangeOne(highest, high);
        exchangeOne(lowest, low);
    }

private:
    template <class Order> static void exchangeOne(std::atomic<double>& shared, TailValues<Order>& tails)
    {
        double seen = shared.load(std::memory_order_relaxed);
        tails.raiseBar(seen);
        if (!tails.hasBar())
            return;
        const double mine = tails.threshold();
        // Relaxed: the bar is the only datum, and a stale one is merely less tight.
        while (Order {}(seen, mine) && !shared.compare_exchange_weak(seen, mine, std::memory_order_relaxed)) { }
    }
};

} // namespace quantlens
