#include "ui/languagesetup.h"

#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {
const auto languageKey = u"ui/language"_s;
// Translators this helper installed, removed before a new language is installed (tests
// switch languages within one process). Guarded: they go with their application object
// (main() answers --help with a short-lived QCoreApplication first).
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> list;
    return list;
}

bool add(QCoreApplication *app, const QLocale &locale, const QString &name, const QString &dir)
{
    auto *translator = new QTranslator(app);
    if (!translator->load(locale, name, u"_"_s, dir)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed().append(translator);
    return true;
}
} // namespace

QList<LanguageSetup::Language> LanguageSetup::languages()
{
    // Language names stay in their own language so that anyone can find theirs.
    return { { QString(), tr("System default") }, { u"en"_s, u"English"_s },
        { u"ru"_s, u"Русский"_s }, { u"uz"_s, u"Oʻzbekcha"_s } };
}

QString LanguageSetup::savedLanguage()
{
    return QSettings().value(languageKey).toString();
}

void LanguageSetup::saveLanguage(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(languageKey);
    else
        settings.setValue(languageKey, code);
}

QLocale LanguageSetup::effectiveLocale()
{
    const QString code = savedLanguage();
    if (code == "ru"_L1)
        return QLocale(QLocale::Russian, QLocale::Russia);
    if (code == "uz"_L1)
        return QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan);
    if (code == "en"_L1)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    return QLocale::system();
}

void LanguageSetup::install(QCoreApplication *app)
{
    install(app, effectiveLocale());
}

bool LanguageSetup::install(QCoreApplication *app, const QLocale &locale)
{
    for (const QPointer<QTranslator> &translator : std::as_const(installed())) {
        if (!translator)
            continue;
        QCoreApplication::removeTranslator(translator);
        delete translator.data();
    }
    installed().clear();
    QLocale::setDefault(locale);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        // Only the plural forms: "2 results" for the "%n result(s)" sources.
        add(app, QLocale(QLocale::English, QLocale::UnitedStates), u"catalog_console"_s,
            u":/i18n"_s);
        return true;
    }
    // Qt's standard dialogs and buttons: the system's qtbase_xx.qm (qt6-translations-l10n),
    // then, over it, the strings it lacks that we ship ourselves (all of them for Uzbek).
    add(app, locale, u"qtbase"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    add(app, locale, u"qtbase_extra"_s, u":/i18n"_s);
    if (add(app, locale, u"catalog_console"_s, u":/i18n"_s))
        return true;
    // A language the console is not translated into: English, with its plural forms.
    add(app, QLocale(QLocale::English, QLocale::UnitedStates), u"catalog_console"_s, u":/i18n"_s);
    return false;
}
