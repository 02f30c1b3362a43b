#include "calibration_method_option.h"

#include "core_text.h"

#include "calibration/recalibration.h"
#include "util/number_text.h"

#include <QCoreApplication>

namespace quantlens::cli {

/// Holds the translation context of the --calibration option's strings.
class CalibrationMethodOption {
    Q_DECLARE_TR_FUNCTIONS(CalibrationMethodOption)
public:
    static QString knownMethods()
    {
        QStringList keys;
        for (const auto& m : calib::rangeMethods())
            keys << QString::fromStdString(m.key);
        return keys.join(QStringLiteral(", "));
    }
};

QCommandLineOption calibrationMethodOption()
{
    return QCommandLineOption(QStringList { QStringLiteral("calibration") },
        CalibrationMethodOption::tr("When the models run: start from the quantized model recalibrated by this method "
                                    "(%1) over the --calib inputs, as quantlens calibrate measures it; a tensor moved "
                                    "to 16 bit keeps the method's range.")
            .arg(CalibrationMethodOption::knownMethods()),
        CalibrationMethodOption::tr("method"));
}

RecalibrationChoice recalibrationChoice(const QCommandLineParser& parser, const std::vector<std::string>& calibration)
{
    RecalibrationChoice out;
    if (!parser.isSet(calibrationMethodOption()))
        return out;
    const QString key = parser.value(calibrationMethodOption()).trimmed().toLower();
    const calib::RangeMethod* method = calib::rangeMethod(key.toStdString());
    if (!method) {
        out.badUsage = true;
        out.error = QString::fromStdString(rendered(text(
            "calib.unknown_method", { key.toStdString(), CalibrationMethodOption::knownMethods().toStdString() })));
        return out;
    }
    if (calibration.empty()) {
        out.badUsage = true;
        out.error = QString::fromStdString(rendered(text("calib.no_files")));
        return out;
    }
    auto files = sim::calibrationFiles(calibration);
    if (!files) {
        out.error = problemText(files.error());
        return out;
    }
    out.recalibration = calib::recalibrationBy(*method, std::move(files).value(), calib::MethodOptions {});
    return out;
}

QString recalibrationLine(const sim::Simulator& simulator)
{
    if (simulator.recalibrationMethod().empty())
        return {};
    return CalibrationMethodOption::tr("calibration %1: output cosine %2 as the model is → %3; what follows starts "
                                       "from it")
        .arg(QString::fromStdString(simulator.recalibrationMethod()),
            QString::fromStdString(formatSignificant(simulator.asIs().meanCos(), 5)),
            QString::fromStdString(formatSignificant(simulator.baseline().meanCos(), 5)));
}

} // namespace quantlens::cli
