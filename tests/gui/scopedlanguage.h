#pragma once

#include <QCoreApplication>
#include <QLocale>

#include "ui/languagesetup.h"

// A test in another language: installs it (translations and the default locale) and English
// again when the test ends, whatever happens. Check isInstalled() with QVERIFY.
class ScopedLanguage final
{
public:
    explicit ScopedLanguage(const QLocale &locale)
        : m_installed(LanguageSetup::install(qApp, locale))
    { }
    ~ScopedLanguage() { LanguageSetup::install(qApp, QLocale(QLocale::English)); }
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

    bool isInstalled() const { return m_installed; }

private:
    bool m_installed = false;
};
