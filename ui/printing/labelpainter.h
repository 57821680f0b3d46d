#pragma once

#include <QList>
#include <QLocale>
#include <QRectF>
#include <QString>

#include "ui/printing/labeldata.h"

class LabelSheet;
class QFont;
class QPagedPaintDevice;
class QPainter;
struct LabelTemplate;

// Draws labels: one renderer for the printer, PDF, the preview and images. Sizes come from the
// label's size in millimetres and the device's resolution, so a label looks the same on every
// device; barcodes are zint's vectors (Barcode), never a scaled bitmap.
class LabelPainter final
{
public:
    struct Style
    {
        QLocale locale; // prices and numbers
        QString currency; // after the price, may be empty
        bool showSeller = true;
    };

    explicit LabelPainter(const Style &style);

    // One label into `rect` (device coordinates of the painter's device).
    void paint(QPainter *painter, const QRectF &rect, const LabelData &label) const;
    // The labels of one page of `sheet`; (0, 0) is the paper's top left corner.
    void paintPage(
        QPainter *painter, const LabelSheet &sheet, const QList<LabelData> &labels, int page) const;
    // The page size of a template on a printer or PDF writer, without margins.
    static void preparePage(QPagedPaintDevice *device, const LabelTemplate &sheetTemplate);
    // Every page of `sheet` (pages first..last, 0-based; -1: to the end), each page begun with
    // newPage() after the first. False when the painter could not start.
    bool print(QPagedPaintDevice *device, const LabelSheet &sheet, const QList<LabelData> &labels,
        int firstPage = 0, int lastPage = -1) const;

    static double dotsPerMm(const QPainter *painter);

private:
    void paintProduct(
        QPainter *painter, const QRectF &inner, double mm, const LabelData &label) const;
    void paintSign(QPainter *painter, const QRectF &inner, double mm, const LabelData &label) const;
    // Title lines in the largest font between maxPx and minPx that shows the whole title, else
    // shortened in minPx. Returns the height used.
    static double paintTitle(QPainter *painter, const QRectF &area, const QString &title,
        int maxLines, QFont font, bool centred);

    Style m_style;
};
