#pragma once
// glibc gives each thread that allocates a heap of its own, grown only as far as each allocation needs:
// one `mprotect` per 4 KiB page, and since the heap ends at that page, the kernel cannot back it with
// a huge page either. On a virtual machine where a fresh 4 KiB page costs about 13 µs to fault in,
// a thread that imports a model (some 10 MB of small allocations) spent 35 ms on that alone; a
// `report` of the rec fixture made 2,666 of those `mprotect` calls in a fresh process. So the threads
// that build big structures first grow their heap in one step and ask for huge pages over it.

namespace quantlens {

/// Lets prepareThreadHeap() work: allocations below 32 MiB are then served from the heaps (glibc
/// otherwise maps anything past 128 KiB on its own, so no allocation could grow a heap in one step),
/// and prepares the calling thread's heap: called from main, that is the main heap, which glibc grows
/// a page at a time too. Call once, early; does nothing without transparent huge pages or outside
/// glibc (nor under an address sanitizer's malloc). True when it took effect.
bool useHugePageThreadHeaps();

/// Grows the calling thread's heap by 30 MiB in one step and advises huge pages over it, once per
/// thread. Nothing is touched: the memory costs only when the thread's allocations reach it, then one
/// fault per 2 MiB (except in the heap's first 2 MiB, which holds its header and is already in 4 KiB
/// pages). Does nothing unless useHugePageThreadHeaps() took effect.
void prepareThreadHeap();

/// Gives the memory freed in every heap back to the system (glibc's malloc_trim; nothing elsewhere).
/// A pass that holds one item's tensors at a time, items of different shapes (a data set's images),
/// calls it between items: the freed tensors otherwise stay in the heaps as holes the next item's
/// other sizes do not fit, and the resident set grows with the number of shapes seen.
void returnFreedMemory();
} // namespace quantlens
