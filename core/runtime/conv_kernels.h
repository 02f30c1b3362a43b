#pragma once
// The loops of float convolutions besides the matrix product: the implicit im2col packer that feeds the matrix product
// straight from the input image, and ConvTranspose's scatter of columns back into the image. Built with fused
// multiply-add (core/CMakeLists.txt).
#include "runtime/gemm.h"
#include "runtime/ops/conv_geometry.h"

namespace quantlens::runtime {

/// A RightPacker reading a [C × spatial] image of one group as the im2col matrix of a 1-D/2-D/3-D
/// convolution: row k = (channel, kernel offset), column n = output position.
RightPacker im2colPacker(const float* image, const ConvGeometry& g);

/// ConvTranspose's col2im: adds columns [(M/group)·kernel × input spatial] of one group into the output
/// image [M/group × output spatial], skipping positions that fall in the padding.
void col2imAdd(const float* columns, std::size_t channels, const ConvGeometry& g, float* image);

} // namespace quantlens::runtime
