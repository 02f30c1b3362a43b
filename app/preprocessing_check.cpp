#include "preprocessing_check.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace quantlens::cli {

namespace {
    double maxAbs(
        const input::ImageTensor& t, const std::vector<float>& reference, const std::vector<std::int64_t>& shape)
    {
        if (t.shape != shape || t.values.size() != reference.size())
            return std::numeric_limits<double>::infinity();
        double worst = 0;
        for (std::size_t i = 0; i < reference.size(); ++i)
            worst = std::max(worst, std::abs(static_cast<double>(t.values[i]) - reference[i]));
        return worst;
    }
}

Result<std::vector<PreprocessingHypothesis>> checkPreprocessing(const std::string& image,
    const input::Preprocessing& preprocessing, const std::vector<std::int64_t>& modelShape,
    const std::vector<float>& reference, const std::vector<std::int64_t>& referenceShape)
{
    using R = Result<std::vector<PreprocessingHypothesis>>;
    std::vector<std::pair<QString, input::Preprocessing>> tried { { QString(), preprocessing } };
    auto variant = [&](const QString& what, auto change) {
        input::Preprocessing p = preprocessing;
        change(p);
        tried.emplace_back(what, std::move(p));
    };
    if (preprocessing.order != input::ChannelOrder::Gray)
        variant(QCoreApplication::translate("PreprocessingCheck", "channels swapped (RGB <-> BGR)"),
            [](input::Preprocessing& p) {
                p.order = p.order == input::ChannelOrder::RGB ? input::ChannelOrder::BGR : input::ChannelOrder::RGB;
                std::reverse(p.mean.begin(), p.mean.end());
                std::reverse(p.std.begin(), p.std.end());
            });
    if (preprocessing.order != input::ChannelOrder::Gray)
        variant(QCoreApplication::translate("PreprocessingCheck", "channels swapped, mean/std kept in place"),
            [](input::Preprocessing& p) {
                p.order = p.order == input::ChannelOrder::RGB ? input::ChannelOrder::BGR : input::ChannelOrder::RGB;
            });
    variant(QCoreApplication::translate("PreprocessingCheck", "no mean/std (pixel values 0-255)"),
        [](input::Preprocessing& p) { p.mean.clear(), p.std.clear(); });
    variant(QCoreApplication::translate("PreprocessingCheck", "pixel values divided by 255 only"),
        [](input::Preprocessing& p) { p.mean.clear(), p.std = { 255.0 }; });
    // ImageNet-style 0-1 mean/std applied after dividing by 255: the same as mean·255 and std·255.
    variant(QCoreApplication::translate("PreprocessingCheck", "mean/std on the 0-1 scale (x/255 first)"),
        [](input::Preprocessing& p) {
            for (double& m : p.mean)
                m *= 255;
            if (p.std.empty())
                p.std = { 1.0 };
            for (double& s : p.std)
                s *= 255;
        });
    variant(QCoreApplication::translate("PreprocessingCheck", "the other layout (NCHW <-> NHWC)"),
        [&](input::Preprocessing& p) {
            p.layout = input::layoutFor(preprocessing, modelShape) == input::Layout::NCHW ? input::Layout::NHWC
                                                                                          : input::Layout::NCHW;
            p.layoutGiven = true;
        });
    for (input::Resize r : { input::Resize::BilinearFloat, input::Resize::Area, input::Resize::Nearest })
        if (r != preprocessing.resize)
            variant(QCoreApplication::translate("PreprocessingCheck", "resized with %1")
                        .arg(QString::fromLatin1(input::resizeName(r))),
                [r](input::Preprocessing& p) { p.resize = r; });
    std::vector<PreprocessingHypothesis> out;
    for (const auto& [what, p] : tried) {
        auto t = input::readImageInput(image, p, modelShape);
        if (!t) {
            if (what.isEmpty())
                return R::failure(t.error());
            continue;
        }
        out.push_back({ what, maxAbs(t.value(), reference, referenceShape) });
    }
    // As given first, then the others closest first.
    std::stable_sort(out.begin() + 1, out.end(), [](const auto& a, const auto& b) { return a.maxAbs < b.maxAbs; });
    return R::success(std::move(out));
}

} // namespace quantlens::cli
