#include "preprocessing_options.h"

#include "cli_common.h"

#include "core_text.h"
#include "toolchain/preprocessing_configs.h"
#include "toolchain/toolchain.h"

#include <QRegularExpression>

namespace quantlens::cli {

namespace {
    /// "0.485,0.456,0.406" (also ':' or spaces between values) as numbers; false on anything else.
    bool numbers(const QString& text, std::vector<double>& out)
    {
        out.clear();
        const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,:\\s]+")), Qt::SkipEmptyParts);
        for (const QString& part : parts) {
            bool ok = false;
            out.push_back(part.toDouble(&ok));
            if (!ok)
                return false;
        }
        return !out.empty();
    }
}

PreprocessingOptions::PreprocessingOptions()
    : m_config(QStringList { QStringLiteral("preprocess-config") },
        tr("The toolchain's config that says how images are preprocessed: a Pulsar2 config.json "
           "(quant.input_configs, input_processors), a SigmaStar input_config.ini, an NNIE .cfg or an RKNN "
           "script with rknn.config(mean_values=…); told by its content unless --toolchain names it."),
        tr("file"))
    , m_mean(QStringList { QStringLiteral("mean") },
          tr("Image inputs: the mean subtracted per channel, in the model's channel order (one value: every "
             "channel), on the 0-255 scale as the toolchains write it."),
          tr("m[,m,m]"))
    , m_std(QStringList { QStringLiteral("std") }, tr("Image inputs: what each channel is divided by after the mean."),
          tr("s[,s,s]"))
    , m_rgb(QStringList { QStringLiteral("rgb") }, tr("Image inputs: the model takes RGB (the default)."))
    , m_bgr(QStringList { QStringLiteral("bgr") }, tr("Image inputs: the model takes BGR."))
    , m_gray(QStringList { QStringLiteral("gray") }, tr("Image inputs: the model takes one gray channel."))
    , m_layout(QStringList { QStringLiteral("layout") },
          tr("Image inputs: NCHW or NHWC (default: as the model input's shape says)."), tr("layout"))
    , m_size(QStringList { QStringLiteral("input-size") },
          tr("Image inputs: resize to this size (default: the model input's fixed size, else the image's own)."),
          tr("WxH"))
    , m_resize(QStringList { QStringLiteral("resize") },
          tr("Image inputs: bilinear (OpenCV's on the 8-bit image, as the vendors' loaders; the default), "
             "bilinear-float, area or nearest."),
          tr("method"))
{ }

void PreprocessingOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({ m_config, m_mean, m_std, m_rgb, m_bgr, m_gray, m_layout, m_size, m_resize });
}

bool PreprocessingOptions::isSet(const QCommandLineParser& parser) const
{
    for (const auto* o : { &m_config, &m_mean, &m_std, &m_rgb, &m_bgr, &m_gray, &m_layout, &m_size, &m_resize })
        if (parser.isSet(*o))
            return true;
    return false;
}

std::optional<input::Preprocessing> PreprocessingOptions::read(const QCommandLineParser& parser,
    const Toolchain* toolchain, const std::string& inputName, const QString& command, int& exitCode) const
{
    input::Preprocessing p;
    auto usage = [&](const QString& message) {
        exitCode = badUsage(command, message);
        return std::nullopt;
    };
    if (parser.isSet(m_config)) {
        auto read = readPreprocessingConfig(parser.value(m_config).toStdString(), toolchain, inputName);
        if (!read) {
            printError(QStringLiteral("quantlens %1: %2\n").arg(command, problemText(read.error())));
            exitCode = kExitBadInput;
            return std::nullopt;
        }
        p = std::move(read).value();
    } else
        p.source = "--mean/--std";
    if (parser.isSet(m_mean) && !numbers(parser.value(m_mean), p.mean))
        return usage(tr("--mean takes numbers separated by commas, not '%1'").arg(parser.value(m_mean)));
    if (parser.isSet(m_std) && !numbers(parser.value(m_std), p.std))
        return usage(tr("--std takes numbers separated by commas, not '%1'").arg(parser.value(m_std)));
    if (int(parser.isSet(m_rgb)) + int(parser.isSet(m_bgr)) + int(parser.isSet(m_gray)) > 1)
        return usage(tr("give one of --rgb, --bgr and --gray"));
    if (parser.isSet(m_rgb))
        p.order = input::ChannelOrder::RGB;
    if (parser.isSet(m_bgr))
        p.order = input::ChannelOrder::BGR;
    if (parser.isSet(m_gray))
        p.order = input::ChannelOrder::Gray;
    if (parser.isSet(m_layout)) {
        if (!input::parseLayout(parser.value(m_layout).toStdString(), p.layout))
            return usage(tr("--layout takes NCHW or NHWC, not '%1'").arg(parser.value(m_layout)));
        p.layoutGiven = true;
    }
    if (parser.isSet(m_size) && !input::parseSize(parser.value(m_size).toStdString(), p.width, p.height))
        return usage(tr("--input-size takes WIDTHxHEIGHT such as 640x640, not '%1'").arg(parser.value(m_size)));
    if (parser.isSet(m_resize) && !input::parseResize(parser.value(m_resize).toStdString(), p.resize))
        return usage(
            tr("--resize takes bilinear, bilinear-float, area or nearest, not '%1'").arg(parser.value(m_resize)));
    return p;
}

QString PreprocessingOptions::describe(const input::Preprocessing& preprocessing)
{
    const input::Preprocessing& p = preprocessing;
    const QString size = p.width > 0 ? QStringLiteral("%1x%2").arg(p.width).arg(p.height)
                                     : tr("the model input's fixed size, else the image's own");
    auto values = [](const std::vector<double>& v, const char* none) {
        return QString::fromStdString(v.empty() ? std::string(none) : input::numberList(v));
    };
    QString text = tr("images preprocessed: %1, %2, %3 (resize: %4, OpenCV), mean %5, std %6; from %7\n")
                       .arg(QString::fromLatin1(input::channelOrderName(p.order)),
                           p.layoutGiven ? QString::fromLatin1(input::layoutName(p.layout)) : tr("layout of the model"),
                           size, QString::fromLatin1(input::resizeName(p.resize)), values(p.mean, "0"),
                           values(p.std, "1"), QString::fromStdString(p.source));
    for (const Text& assumption : preprocessing.assumptions)
        text += tr("  assumed: %1\n").arg(translated(assumption));
    return text;
}

} // namespace quantlens::cli
