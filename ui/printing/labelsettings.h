#pragma once

#include <QString>

#include "ui/printing/labeltemplate.h"

// The label printing choices of one connection (QSettings under
// "console/profiles/<profile, hex>/labels/"): the sheet, the custom grid, the printer's offset,
// the printer and the Zebra queue, so each shop's machine keeps its own.
struct LabelSettings
{
    QString templateId = QStringLiteral("a4-3x7");
    int customRows = 8;
    int customColumns = 3;
    double customMarginXMm = 5;
    double customMarginYMm = 10;
    double customGapXMm = 2;
    double customGapYMm = 0;
    double offsetXMm = 0;
    double offsetYMm = 0;
    QString printerName;
    QString zplQueue;
    int zplDotsPerMm = 8;
    QString currency;
    bool showSeller = true;

    LabelTemplate sheetTemplate() const;

    static LabelSettings load(const QString &profileName);
    void save(const QString &profileName) const;
    static QString groupOf(const QString &profileName);
};
