#include "language.h"

#include "core_text.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace quantlens {

namespace {
    std::string translatedText(const Text& text) { return translated(text).toStdString(); }
    QString g_installed;
}

QString installedLanguage() { return g_installed; }

void renderReportsInInstalledLanguage() { setTextRenderer(&translatedText); }

std::string translatedInInstalledLanguage(const char* context, const char* english)
{
    return QCoreApplication::translate(context, english).toStdString();
}

bool installLanguage(const QString& language)
{
    g_installed = language;
    // Translators live as named children of the application, so a second call replaces them.
    QCoreApplication* app = QCoreApplication::instance();
    for (const char* name : { "quantlensTranslator", "qtTranslator" })
        if (auto* old = app->findChild<QTranslator*>(QString::fromLatin1(name), Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto* translator = new QTranslator(app);
    translator->setObjectName(QStringLiteral("quantlensTranslator"));
    const bool loaded
        = translator->load(locale, QStringLiteral("quantlens"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (loaded)
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
    // Qt's own strings (QCommandLineParser's "Options:", dialogs) from qt6-translations-l10n.
    auto* qtTranslator = new QTranslator(app);
    qtTranslator->setObjectName(QStringLiteral("qtTranslator"));
    if (qtTranslator->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;
    return loaded;
}

} // namespace quantlens
