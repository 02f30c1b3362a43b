#pragma once
// Big arrays that are written whole as soon as they are made (a row, a job or a result per tensor of a
// network) cost a page fault per 4 KiB when first touched; on some machines each costs more than the
// work written into it (a virtual machine measured 21 µs per fault, README "Performance"). Asking for
// transparent huge pages over such an array makes it one fault per 2 MiB where the system allows it
// (`madvise` mode, the common default); elsewhere the advice changes nothing.
#include <cstddef>
#include <vector>

namespace quantlens {

/// Advises huge pages for the whole 2 MiB pages inside [data, data + bytes); smaller ranges are left alone.
void adviseHugePages(const void* data, std::size_t bytes);

/// Reserves room for `count` elements and advises huge pages over it, before the elements are written.
template <class T> void reserveOnHugePages(std::vector<T>& items, std::size_t count)
{
    items.reserve(count);
    adviseHugePages(items.data(), items.capacity() * sizeof(T));
}

} // namespace quantlens
