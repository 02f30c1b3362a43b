#include "runtime/op_attributes.h"

#include "runtime/op_kernel.h"

namespace quantlens::runtime {

void require(bool condition, const std::string& detail)
{
    if (!condition)
        throw OpError(text("run.invalid", { detail }));
}

const Attribute& NodeAttributes::expect(const char* name, bool list) const
{
    const Attribute* a = m_node.attribute(name);
    using K = Attribute::Kind;
    const bool number = list ? (a->kind == K::Ints || a->kind == K::Floats || a->kind == K::Int || a->kind == K::Float)
                             : (a->kind == K::Int || a->kind == K::Float);
    if (!number || (!list && a->numbers.empty()))
        throw OpError(text("run.attribute_kind", { name, a->display }));
    return *a;
}

std::optional<std::int64_t> NodeAttributes::integer(const char* name) const
{
    if (!has(name))
        return std::nullopt;
    const Attribute& a = expect(name, false);
    return a.integers.empty() ? static_cast<std::int64_t>(a.numbers[0]) : a.integers[0];
}

std::optional<std::vector<std::int64_t>> NodeAttributes::integers(const char* name) const
{
    if (!has(name))
        return std::nullopt;
    const Attribute& a = expect(name, true);
    if (!a.integers.empty() || a.numbers.empty())
        return a.integers;
    std::vector<std::int64_t> out;
    for (double v : a.numbers)
        out.push_back(static_cast<std::int64_t>(v));
    return out;
}

std::optional<float> NodeAttributes::real(const char* name) const
{
    if (!has(name))
        return std::nullopt;
    return static_cast<float>(expect(name, false).numbers[0]);
}

std::optional<std::vector<float>> NodeAttributes::reals(const char* name) const
{
    if (!has(name))
        return std::nullopt;
    std::vector<float> out;
    for (double v : expect(name, true).numbers)
        out.push_back(static_cast<float>(v));
    return out;
}

std::optional<std::string> NodeAttributes::string(const char* name) const
{
    const Attribute* a = m_node.attribute(name);
    if (a == nullptr)
        return std::nullopt;
    if (a->kind != Attribute::Kind::String || a->strings.empty())
        throw OpError(text("run.attribute_kind", { name, a->display }));
    return a->strings[0];
}

std::size_t normalizeAxis(std::int64_t axis, std::size_t rank)
{
    const auto r = static_cast<std::int64_t>(rank);
    if (axis < -r || axis >= r)
        throw OpError(text("run.axis", { std::to_string(axis), std::to_string(rank) }));
    return static_cast<std::size_t>(axis < 0 ? axis + r : axis);
}

} // namespace quantlens::runtime
