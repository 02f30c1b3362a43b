#pragma once
#include "util/problem.h"

#include <cassert>
#include <utility>
#include <variant>
#include <vector>

namespace quantlens {

/// Either a value plus warnings, or an error. Loaders return this instead of throwing, so nothing
/// throws across the core/UI boundary.
template <class T> class Result {
public:
    static Result success(T value, std::vector<Problem> warnings = {})
    {
        Result r;
        r.m_state = std::move(value);
        r.m_warnings = std::move(warnings);
        return r;
    }
    static Result failure(Problem error)
    {
        Result r;
        r.m_state = std::move(error);
        return r;
    }
    static Result failure(std::string file, std::string position, std::string message)
    {
        return failure(Problem { std::move(file), std::move(position), std::move(message) });
    }

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const&
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    T& value() &
    {
        assert(ok());
        return std::get<T>(m_state);
    }
    T&& value() &&
    {
        assert(ok());
        return std::get<T>(std::move(m_state));
    }
    const Problem& error() const
    {
        assert(!ok());
        return std::get<Problem>(m_state);
    }
    const std::vector<Problem>& warnings() const { return m_warnings; }
    void addWarning(Problem p) { m_warnings.push_back(std::move(p)); }

private:
    Result() = default;
    std::variant<Problem, T> m_state;
    std::vector<Problem> m_warnings;
};

} // namespace quantlens
