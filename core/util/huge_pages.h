#pragma once
// Big arrays that are written whole as soon as they are made (a row, a job or a result per tensor of a
// network) cost a page fault per 4 KiB when first touched; on some machines each costs more than the
// work written into it (a virtual machine measured 21 µs per fault, README "Performance"). Asking for
// transparent huge pages over such an array makes it one fault per 2 MiB where the system allows it
// (`madvise` mode, the common default); elsewhere the advice changes nothing.
#include <cstddef>
#include <memory>
#include <vector>

namespace quantlens {

/// Advises huge pages for the whole 2 MiB pages inside [data, data + bytes); smaller ranges are left alone.
void adviseHugePages(const void* data, std::size_t bytes);

/// The kernel gives transparent huge pages to memory that asks (`madvise`) or to all (`always`).
bool systemHasHugePages();

/// Reserves room for `count` elements and advises huge pages over it, before the elements are written.
template <class T> void reserveOnHugePages(std::vector<T>& items, std::size_t count)
{
    items.reserve(count);
    adviseHugePages(items.data(), items.capacity() * sizeof(T));
}

/// `count` value-made elements on memory advised for huge pages before they are made: for element
/// types a vector cannot reserve for (a mutex or an atomic cannot move).
template <class T> class HugePageArray {
public:
    explicit HugePageArray(std::size_t count)
        : m_count(count)
        , m_items(std::allocator<T>().allocate(count))
    {
        adviseHugePages(m_items, count * sizeof(T));
        try {
            std::uninitialized_value_construct_n(m_items, count);
        } catch (...) {
            std::allocator<T>().deallocate(m_items, count);
            throw;
        }
    }
    ~HugePageArray()
    {
        std::destroy_n(m_items, m_count);
        std::allocator<T>().deallocate(m_items, m_count);
    }
    HugePageArray(const HugePageArray&) = delete;
    HugePageArray& operator=(const HugePageArray&) = delete;

    std::size_t size() const { return m_count; }
    T& operator[](std::size_t i) { return m_items[i]; }
    const T& operator[](std::size_t i) const { return m_items[i]; }

private:
    std::size_t m_count;
    T* m_items;
};

} // namespace quantlens
