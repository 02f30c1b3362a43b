#pragma once
#include <cstddef>
#include <memory>

namespace quantlens::runtime {

/// Memory for tensors. A freed buffer of 64 KiB or more is kept (up to 1 GiB in all) and handed out
/// again for a request of its size class: a fresh allocation of that size would be new pages, and
/// faulting them in costs more than an element-wise operator's arithmetic. Sizes are rounded up to
/// one of eight classes per power of two, so a buffer fits requests up to 12.5 % smaller.
std::shared_ptr<void> allocateBuffer(std::size_t bytes);

/// Frees every buffer kept for reuse. A pass whose next item has other shapes (a data set's images of
/// several sizes) calls it: those buffers would not fit the new sizes and only hold memory.
void releaseIdleBuffers();

} // namespace quantlens::runtime
