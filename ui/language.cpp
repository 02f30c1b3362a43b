#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace quantlens {

void installLanguage(const QString& language)
{
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
    if (translator->load(locale, QStringLiteral("quantlens"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
    // Qt's own strings (QCommandLineParser's "Options:", dialogs) from qt6-translations-l10n.
    auto* qtTranslator = new QTranslator(app);
    qtTranslator->setObjectName(QStringLiteral("qtTranslator"));
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;
}

} // namespace quantlens
