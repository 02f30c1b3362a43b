#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

namespace quantlens {

/// Names → positions in a list that keeps the names itself (a dump set's entries): an open-addressing
/// table of 8-byte slots, each a 32-bit hash of the name and the position. A big dump is looked up
/// some hundred thousand times while it is matched and checked; a node-based map costs a cache miss
/// for the bucket, another for the node, on every one of them. Here a name not in the list costs one
/// slot read, and a name in it one more read: its name, to compare.
class NameIndex {
public:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    void clear()
    {
        m_slots.clear();
        m_count = 0;
    }
    /// Room for `names` names without growing.
    void reserve(std::size_t names)
    {
        if (slotsFor(names) > m_slots.size())
            rehash(slotsFor(names));
    }
    /// The position of `name`; `nameOf(position)` gives the name at a position of the list.
    template <class NameOf> std::size_t find(std::string_view name, const NameOf& nameOf) const
    {
        if (m_slots.empty())
            return npos;
        const std::uint32_t hash = hashOf(name);
        for (std::size_t i = hash & mask();; i = (i + 1) & mask()) {
            const Slot& slot = m_slots[i];
            if (slot.positionPlusOne == 0)
                return npos;
            if (slot.hash == hash && std::string_view(nameOf(slot.positionPlusOne - 1)) == name)
                return slot.positionPlusOne - 1;
        }
    }
    /// Indexes `name` at `position` unless the name is indexed already (then `replace` says whether
    /// the new position wins). Returns the position the name had before, or npos when it is new.
    template <class NameOf>
    std::size_t insert(std::string_view name, std::size_t position, const NameOf& nameOf, bool replace = false)
    {
        if (slotsFor(m_count + 1) > m_slots.size())
            rehash(std::max<std::size_t>(slotsFor(m_count + 1), 2 * m_slots.size()));
        const std::uint32_t hash = hashOf(name);
        for (std::size_t i = hash & mask();; i = (i + 1) & mask()) {
            Slot& slot = m_slots[i];
            if (slot.positionPlusOne == 0) {
                slot = { hash, static_cast<std::uint32_t>(position + 1) };
                ++m_count;
                return npos;
            }
            if (slot.hash == hash && std::string_view(nameOf(slot.positionPlusOne - 1)) == name) {
                const std::size_t before = slot.positionPlusOne - 1;
                if (replace)
                    slot.positionPlusOne = static_cast<std::uint32_t>(position + 1);
                return before;
            }
        }
    }

private:
    struct Slot {
        std::uint32_t hash = 0;
        std::uint32_t positionPlusOne = 0; ///< 0: empty
    };

    static std::uint32_t hashOf(std::string_view name)
    {
        const std::size_t h = std::hash<std::string_view> {}(name);
        return static_cast<std::uint32_t>(h ^ (static_cast<std::uint64_t>(h) >> 32));
    }
    /// At most half full: probes stay short.
    static std::size_t slotsFor(std::size_t names)
    {
        std::size_t count = 16; // not `slots`: Qt's keyword macro where Qt headers come first
        while (count < 2 * names)
            count *= 2;
        return count;
    }
    std::size_t mask() const { return m_slots.size() - 1; }
    void rehash(std::size_t slotCount)
    {
        std::vector<Slot> old(slotCount);
        old.swap(m_slots);
        for (const Slot& slot : old)
            if (slot.positionPlusOne != 0)
                for (std::size_t i = slot.hash & mask();; i = (i + 1) & mask())
                    if (m_slots[i].positionPlusOne == 0) {
                        m_slots[i] = slot;
                        break;
                    }
    }

    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

} // namespace quantlens
