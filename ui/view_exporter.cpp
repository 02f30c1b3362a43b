#include "view_exporter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

#include "core_text.h"
#include "util/atomic_file.h"

namespace quantlens {
namespace {
    // Marked with QT_TRANSLATE_NOOP so lupdate files them under "ViewExporter", the context looked up.
    QString exporterText(const char* text) { return QCoreApplication::translate("ViewExporter", text); }

    void resizeNow(QWidget* w, QSize size)
    {
        w->resize(size);
        if (QLayout* l = w->layout())
            l->activate();
        // Deliver pending resizes (hidden widgets queue them) before painting; only this widget's
        // and its children's, so a parent layout does not snap it back to its docked size.
        QCoreApplication::sendPostedEvents(w, QEvent::Resize);
        for (QWidget* child : w->findChildren<QWidget*>())
            QCoreApplication::sendPostedEvents(child, QEvent::Resize);
    }

    /// Resizes a panel so that its exported part gets exactly `size`, and puts the old size back
    /// afterwards.
    class ScopedSize {
    public:
        ScopedSize(QWidget* panel, QWidget* content, QSize size)
            : m_widget(panel)
            , m_old(panel->size())
        {
            resizeNow(panel, size);
            if (content != panel) // the toolbars around the content take what they need; add that
                resizeNow(panel, size + (panel->size() - content->size()));
        }
        ~ScopedSize() { m_widget->resize(m_old); }

    private:
        QWidget* m_widget;
        QSize m_old;
    };
}

QWidget* exportedPart(QWidget* panel)
{
    auto* content = panel->findChild<QWidget*>(QStringLiteral("exportContent"));
    return content ? content : panel;
}

QSize parseSize(const QString& text)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return {};
    bool okW = false, okH = false;
    const int w = parts[0].toInt(&okW), h = parts[1].toInt(&okH);
    if (!okW || !okH || w < 64 || h < 64 || w > 16384 || h > 16384)
        return {};
    return { w, h };
}

QString renderWidget(QWidget* widget, QSize size, const QString& format, QByteArray& bytes)
{
    QWidget* content = exportedPart(widget);
    ScopedSize sized(widget, content, size);
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    if (format == u"png") {
        QImage image(size, QImage::Format_RGB32); // opaque: paints and encodes faster than ARGB32
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            content->render(&painter);
        }
        QImageWriter writer(&file, "png");
        // zlib's fastest level: a screenshot encodes in two thirds of the default's time and comes
        // out a few percent larger (a 1600x1000 graph: 76 ms and 232 kB against 114 ms and 224 kB).
        writer.setQuality(80);
        if (!writer.write(image))
            return exporterText(QT_TRANSLATE_NOOP("ViewExporter", "cannot write PNG: %1")).arg(writer.errorString());
    } else if (format == u"svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(widget->windowTitle());
        QPainter painter(&svg);
        content->render(&painter);
    } else if (format == u"pdf") {
        QPdfWriter pdf(&file);
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter(&pdf);
        const double scale = std::min(
            painter.viewport().width() / double(size.width()), painter.viewport().height() / double(size.height()));
        painter.scale(scale, scale);
        content->render(&painter);
    } else {
        return exporterText(QT_TRANSLATE_NOOP("ViewExporter", "unknown image type '%1' (use .png, .svg or .pdf)"))
            .arg(format);
    }
    file.close();
    return {};
}

QString exportWidget(QWidget* widget, QSize size, const QString& path)
{
    // Rendered to memory, then written by the one writer every file goes through: atomic for files,
    // written through for /dev/null or a pipe (which QSaveFile would replace with a regular file).
    QByteArray bytes;
    const QString failure = renderWidget(widget, size, QFileInfo(path).suffix().toLower(), bytes);
    if (!failure.isEmpty())
        return exporterText(QT_TRANSLATE_NOOP("ViewExporter", "%1: %2")).arg(path, failure);
    const auto written = writeFileAtomically(path.toStdString(), bytes.toStdString());
    if (!written)
        return problemText(written.error());
    return {};
}

} // namespace quantlens
