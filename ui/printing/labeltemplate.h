#pragma once

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

// A label sheet as data (the gLabels way): page size, label size, grid and margins, all in
// millimetres. A single label of a label printer is a 1×1 sheet whose page is the label.
struct LabelTemplate
{
    QString id; // "a4-3x7", ..., "custom"; the key stored in the settings
    QSizeF pageMm;
    QSizeF labelMm;
    int columns = 1;
    int rows = 1;
    double leftMm = 0; // from the page's left edge to the first column
    double topMm = 0; // from the page's top edge to the first row
    double columnGapMm = 0;
    double rowGapMm = 0;

    int perPage() const { return columns * rows; }
    bool isSingle() const { return perPage() == 1; }
    // The label at this position of a page (0 = top left, row by row), in mm from the page's
    // top left corner.
    QRectF labelRectMm(int position) const;
    // Every label inside the page, none overlapping another, none of zero size.
    bool isValid() const;
    // Translated name for the template chooser ("A4, 3 × 7 (63.5 × 38.1 mm)").
    QString displayName() const;

    // The A4 sheets 3×7, 3×8, 4×10 and the single labels 58×40 and 40×30 mm.
    static QList<LabelTemplate> builtIn();
    static LabelTemplate byId(const QString &id); // the first built-in for an unknown id
    // A grid on A4 with equal margins left/right and top/bottom: the label size follows.
    static LabelTemplate customGrid(
        int rows, int columns, double marginXMm, double marginYMm, double gapXMm, double gapYMm);
};
