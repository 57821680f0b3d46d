#pragma once

#include <QByteArray>
#include <QLocale>
#include <QSizeF>
#include <QString>

#include "ui/printing/labeldata.h"

// ZPL II for Zebra and compatible label printers: text fields and the printer's own barcode
// commands (^BE EAN-13, ^B8 EAN-8, ^BU UPC-A, ^BC Code 128, ^BQ QR), so the printer encodes
// the bars. One label format per job line, its copies by ^PQ.
class ZplWriter final
{
public:
    struct Options
    {
        QSizeF labelMm { 58, 40 };
        int dotsPerMm = 8; // 203 dpi; 12 for 300 dpi
        QLocale locale;
        QString currency;
        bool showSeller = true;
    };

    static QByteArray label(const LabelData &label, int copies, const Options &options);
    static QByteArray job(const LabelJob &job, const Options &options);
    // Field data for ^FH: ^, ~ and _ as hex escapes.
    static QString escaped(const QString &text);

private:
    static QString product(const LabelData &label, const Options &options);
    static QString sign(const LabelData &label, const Options &options);
};
