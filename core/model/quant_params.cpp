#include "model/quant_params.h"

#include <algorithm>
#include <limits>

namespace quantlens {

double QuantParams::rangeMin() const
{
    if (rangeMins.empty())
        return std::numeric_limits<double>::quiet_NaN();
    return *std::min_element(rangeMins.begin(), rangeMins.end());
}

double QuantParams::rangeMax() const
{
    if (rangeMaxs.empty())
        return std::numeric_limits<double>::quiet_NaN();
    return *std::max_element(rangeMaxs.begin(), rangeMaxs.end());
}

void QuantParams::computeRanges()
{
    rangeMins.clear();
    rangeMaxs.clear();
    const auto qmin = static_cast<double>(integerMin(dtype));
    const auto qmax = static_cast<double>(integerMax(dtype));
    for (std::size_t c = 0; c < scales.size(); ++c) {
        const double zp
            = zeroPoints.empty() ? 0.0 : static_cast<double>(zeroPoints[std::min(c, zeroPoints.size() - 1)]);
        rangeMins.push_back(scales[c] * (qmin - zp));
        rangeMaxs.push_back(scales[c] * (qmax - zp));
    }
}

const QuantParams* QuantInfo::find(const std::string& floatTensor) const
{
    auto it = byFloatTensor.find(floatTensor);
    return it == byFloatTensor.end() ? nullptr : &it->second;
}

} // namespace quantlens
