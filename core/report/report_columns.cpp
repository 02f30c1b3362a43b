#include "report/report_columns.h"

#include "tensor/shape_text.h"

#include <charconv>
#include <cmath>

namespace quantlens {

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char buffer[64];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("nan");
}

std::string rowFlags(const LayerRow& row)
{
    std::string flags;
    auto add = [&](std::size_t count, const char* what) {
        if (count == 0)
            return;
        if (!flags.empty())
            flags += ';';
        flags += what;
        flags += ':' + std::to_string(count);
    };
    if (const auto& m = row.primary().metrics) {
        add(m->reference.nanCount, "ref-nan");
        add(m->reference.infCount, "ref-inf");
        add(m->candidate.nanCount, "cand-nan");
        add(m->candidate.infCount, "cand-inf");
    }
    // SigmaStar's rule: an 8-bit tensor spanning more than 20 in float loses too much resolution.
    if (row.quant && row.quant->bits == 8 && row.quant->rangeMax() - row.quant->rangeMin() > 20) {
        if (!flags.empty())
            flags += ';';
        flags += "u8-range>20";
    }
    return flags;
}

namespace {
    using Number = std::optional<double>;

    ReportColumn textColumn(std::string key, std::function<std::string(const LayerRow&)> text)
    {
        return { std::move(key), std::move(text), {} };
    }

    ReportColumn numberColumn(std::string key, std::function<Number(const LayerRow&)> number)
    {
        auto text = [number](const LayerRow& row) {
            const Number v = number(row);
            return v ? formatNumber(*v) : std::string();
        };
        return { std::move(key), text, std::move(number) };
    }

    ReportColumn metric(std::string key, double PairMetrics::*field)
    {
        return numberColumn(std::move(key), [field](const LayerRow& r) -> Number {
            return r.primary().metrics ? Number(r.primary().metrics.value().*field) : std::nullopt;
        });
    }

    ReportColumn sideStat(std::string key, SideStats PairMetrics::*side, double SideStats::*field)
    {
        return numberColumn(std::move(key), [side, field](const LayerRow& r) -> Number {
            return r.primary().metrics ? Number(r.primary().metrics.value().*side.*field) : std::nullopt;
        });
    }

    ReportColumn sideCount(std::string key, SideStats PairMetrics::*side, std::size_t SideStats::*field)
    {
        return numberColumn(std::move(key), [side, field](const LayerRow& r) -> Number {
            return r.primary().metrics ? Number(static_cast<double>(r.primary().metrics.value().*side.*field)) : std::nullopt;
        });
    }

    std::vector<ReportColumn> makeColumns()
    {
        using P = PairMetrics;
        using S = SideStats;
        std::vector<ReportColumn> c {
            numberColumn("order", [](const LayerRow& r) -> Number { return r.order; }),
            textColumn("tensor", [](const LayerRow& r) { return r.tensor; }),
            textColumn("op_type", [](const LayerRow& r) { return r.opType; }),
            textColumn("node", [](const LayerRow& r) { return r.nodeName; }),
            textColumn("shape", [](const LayerRow& r) { return shapeToString(r.shape, ","); }),
            textColumn("quant_dtype", [](const LayerRow& r) { return r.quant ? dtypeName(r.quant->dtype) : ""; }),
            textColumn("quant_granularity",
                [](const LayerRow& r) {
                    return !r.quant ? "" : r.quant->perChannel() ? "per-channel" : "per-tensor";
                }),
            numberColumn("quant_scale",
                [](const LayerRow& r) -> Number {
                    return r.quant && r.quant->scales.size() == 1 ? Number(r.quant->scales[0]) : std::nullopt;
                }),
            numberColumn("quant_zero_point",
                [](const LayerRow& r) -> Number {
                    return r.quant && r.quant->zeroPoints.size() == 1 ? Number(r.quant->zeroPoints[0]) : std::nullopt;
                }),
            numberColumn("quant_range_min",
                [](const LayerRow& r) -> Number { return r.quant ? Number(r.quant->rangeMin()) : std::nullopt; }),
            numberColumn("quant_range_max",
                [](const LayerRow& r) -> Number { return r.quant ? Number(r.quant->rangeMax()) : std::nullopt; }),
            metric("cosine", &P::cosine),
            metric("mse", &P::mse),
            metric("rmse", &P::rmse),
            metric("max_abs_error", &P::maxAbsError),
            metric("mean_abs_error", &P::meanAbsError),
            metric("rel_l2_norm_error", &P::relativeL2NormError),
            metric("sqnr_db", &P::sqnrDb),
            metric("sigmastar_rel_l1", &P::sigmaStarRelativeL1),
        };
        for (auto [prefix, side] : { std::pair { "ref", &P::reference }, std::pair { "cand", &P::candidate } }) {
            const std::string p = prefix;
            c.push_back(sideStat(p + "_min", side, &S::min));
            c.push_back(sideStat(p + "_max", side, &S::max));
            c.push_back(sideStat(p + "_mean", side, &S::mean));
            c.push_back(sideStat(p + "_std", side, &S::std));
            c.push_back(sideStat(p + "_l2_norm", side, &S::l2Norm));
            c.push_back(sideCount(p + "_nan_count", side, &S::nanCount));
            c.push_back(sideCount(p + "_inf_count", side, &S::infCount));
        }
        c.push_back(textColumn("match", [](const LayerRow& r) {
            std::string m = matchRuleName(r.primary().match.candidateRule);
            if (!r.primary().match.candidatePermutation.empty())
                m += "+transposed";
            if (r.primary().match.reshaped)
                m += "+reshaped";
            return m;
        }));
        c.push_back(textColumn("candidate_entry", [](const LayerRow& r) { return r.primary().match.candidateEntry; }));
        c.push_back(textColumn("flags", [](const LayerRow& r) { return rowFlags(r); }));
        c.push_back(textColumn("status", [](const LayerRow& r) { return r.primary().status.empty() ? "ok" : r.primary().status; }));
        return c;
    }
}

const std::vector<ReportColumn>& reportColumns()
{
    static const std::vector<ReportColumn> columns = makeColumns();
    return columns;
}

} // namespace quantlens
