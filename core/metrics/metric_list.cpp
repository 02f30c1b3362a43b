#include "metrics/metric_list.h"

#include "util/message_areas.h"

namespace quantlens {

const std::vector<MetricDescriptor>& metricList()
{
    using P = PairMetrics;
    using S = MetricScale;
    static const std::vector<MetricDescriptor> list {
        { MetricId::Cosine, "cosine", QT_TRANSLATE_NOOP("Metrics", "Cos"),
            QT_TRANSLATE_NOOP("Metrics", "Cosine similarity"), &P::cosine, true, 6, S::ThresholdBands, true, true,
            true },
        { MetricId::Mse, "mse", QT_TRANSLATE_NOOP("Metrics", "MSE"), QT_TRANSLATE_NOOP("Metrics", "MSE"), &P::mse,
            false, 6, S::LogPercentiles, true, false, false },
        { MetricId::Rmse, "rmse", QT_TRANSLATE_NOOP("Metrics", "RMSE"), QT_TRANSLATE_NOOP("Metrics", "RMSE"), &P::rmse,
            false, 6, S::LogPercentiles, true, true, true },
        { MetricId::MaxAbsError, "max_abs_error", QT_TRANSLATE_NOOP("Metrics", "Max abs"),
            QT_TRANSLATE_NOOP("Metrics", "Max abs error"), &P::maxAbsError, false, 6, S::LogPercentiles, true, true,
            true },
        { MetricId::MeanAbsError, "mean_abs_error", QT_TRANSLATE_NOOP("Metrics", "Mean abs"),
            QT_TRANSLATE_NOOP("Metrics", "Mean abs error"), &P::meanAbsError, false, 6, S::LogPercentiles, false, false,
            false },
        { MetricId::RelL2NormError, "rel_l2_norm_error", QT_TRANSLATE_NOOP("Metrics", "Rel. L2"),
            QT_TRANSLATE_NOOP("Metrics", "Relative L2 norm error"), &P::relativeL2NormError, false, 6,
            S::LogPercentiles, false, false, false },
        { MetricId::Sqnr, "sqnr_db", QT_TRANSLATE_NOOP("Metrics", "SQNR dB"), QT_TRANSLATE_NOOP("Metrics", "SQNR (dB)"),
            &P::sqnrDb, true, 2, S::ThresholdBands, true, true, true },
        { MetricId::SigmaStarRelL1, "sigmastar_rel_l1", QT_TRANSLATE_NOOP("Metrics", "Rel. L1"),
            QT_TRANSLATE_NOOP("Metrics", "SigmaStar relative L1"), &P::sigmaStarRelativeL1, false, 6, S::LogPercentiles,
            false, false, false },
    };
    return list;
}

const MetricDescriptor& metricDescriptor(MetricId id)
{
    for (const auto& m : metricList())
        if (m.id == id)
            return m;
    return metricList().front(); // unreachable: every id is listed
}

const MetricDescriptor* findMetric(std::string_view key)
{
    if (key == "sqnr")
        key = "sqnr_db";
    for (const auto& m : metricList())
        if (key == m.key)
            return &m;
    return nullptr;
}

} // namespace quantlens
