#pragma once
#include "input/preprocessing.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <optional>

namespace quantlens {
struct Toolchain;
}

namespace quantlens::cli {

/// How image inputs become tensors, as every command that takes images declares it: the toolchain's own
/// config (--preprocess-config FILE, read by the --toolchain entry or told by its content) and the plain
/// options --mean, --std, --rgb|--bgr|--gray, --layout, --size, --resize, which override the config's.
class PreprocessingOptions {
    Q_DECLARE_TR_FUNCTIONS(PreprocessingOptions)
public:
    PreprocessingOptions();
    void addTo(QCommandLineParser& parser) const;
    /// Whether any of them was given.
    bool isSet(const QCommandLineParser& parser) const;
    /// The preprocessing they say for the input `inputName` (empty: the only one); nullopt after printing
    /// what is wrong (a bad value: bad usage; a config that cannot be read: bad input) to `exitCode`.
    std::optional<input::Preprocessing> read(const QCommandLineParser& parser, const Toolchain* toolchain,
        const std::string& inputName, const QString& command, int& exitCode) const;
    /// The lines every output states: what the preprocessing does and what it assumed.
    static QString describe(const input::Preprocessing& preprocessing);

private:
    QCommandLineOption m_config, m_mean, m_std, m_rgb, m_bgr, m_gray, m_layout, m_size, m_resize;
};

} // namespace quantlens::cli
