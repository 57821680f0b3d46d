#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

// The console's language: the user's choice from Preferences (QSettings "ui/language": empty
// for the system default, or "en", "ru", "uz"), Qt's own translations for the standard dialogs
// and the console's translation embedded under :/i18n. Applied once at start: a changed
// choice takes effect after a restart.
class LanguageSetup final
{
    Q_DECLARE_TR_FUNCTIONS(LanguageSetup)
public:
    struct Language
    {
        QString code; // "" for the system default
        QString name; // as its speakers write it; "System default" translated
    };

    static QList<Language> languages();
    static QString savedLanguage();
    static void saveLanguage(const QString &code);
    // The locale the console runs in: the saved choice, or the system locale.
    static QLocale effectiveLocale();
    // Sets the default QLocale and installs the translators on the application.
    static void install(QCoreApplication *app);
    // Loads the translators for one locale (also used by tests); returns false when the
    // console's own translation for a non-English locale is missing.
    static bool install(QCoreApplication *app, const QLocale &locale);
};
