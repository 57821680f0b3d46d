#include "ui/printing/labeltemplate.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {
constexpr QSizeF a4 { 210.0, 297.0 };

LabelTemplate sheet(const QString &id, QSizeF label, int columns, int rows, double left, double top,
    double columnGap, double rowGap)
{
    return { id, a4, label, columns, rows, left, top, columnGap, rowGap };
}

LabelTemplate single(const QString &id, QSizeF label)
{
    return { id, label, label, 1, 1, 0, 0, 0, 0 };
}

QString mm(double value)
{
    return QLocale().toString(value, 'g', 4);
}
} // namespace

QRectF LabelTemplate::labelRectMm(int position) const
{
    const int row = position / columns;
    const int column = position % columns;
    return { leftMm + column * (labelMm.width() + columnGapMm),
        topMm + row * (labelMm.height() + rowGapMm), labelMm.width(), labelMm.height() };
}

bool LabelTemplate::isValid() const
{
    if (columns < 1 || rows < 1 || labelMm.width() <= 0 || labelMm.height() <= 0 || columnGapMm < 0
        || rowGapMm < 0 || leftMm < 0 || topMm < 0)
        return false;
    const QRectF page(QPointF(0, 0), pageMm);
    const QRectF last = labelRectMm(perPage() - 1);
    // A little tolerance for sizes given to 0.01 mm that add up to the page exactly.
    return page.adjusted(-0.01, -0.01, 0.01, 0.01).contains(last);
}

QString LabelTemplate::displayName() const
{
    if (id == u"custom"_s)
        return QCoreApplication::translate("LabelTemplate", "Custom grid on A4 (%1 × %2)")
            .arg(columns)
            .arg(rows);
    if (isSingle())
        return QCoreApplication::translate("LabelTemplate", "Single label %1 × %2 mm")
            .arg(mm(labelMm.width()), mm(labelMm.height()));
    return QCoreApplication::translate("LabelTemplate", "A4 sheet, %1 × %2 labels of %3 × %4 mm")
        .arg(columns)
        .arg(rows)
        .arg(mm(labelMm.width()), mm(labelMm.height()));
}

QList<LabelTemplate> LabelTemplate::builtIn()
{
    // Margins of the common sheets (Avery L7160, L7159-style 3×8, 4×10): the grid is centred.
    return {
        sheet(u"a4-3x7"_s, { 63.5, 38.1 }, 3, 7, 7.2, 15.15, 2.54, 0),
        sheet(u"a4-3x8"_s, { 70.0, 37.0 }, 3, 8, 0, 0.5, 0, 0),
        sheet(u"a4-4x10"_s, { 48.5, 25.4 }, 4, 10, 8.0, 21.5, 0, 0),
        single(u"single-58x40"_s, { 58.0, 40.0 }),
        single(u"single-40x30"_s, { 40.0, 30.0 }),
    };
}

LabelTemplate LabelTemplate::byId(const QString &id)
{
    const QList<LabelTemplate> all = builtIn();
    for (const LabelTemplate &t : all) {
        if (t.id == id)
            return t;
    }
    return all.first();
}

LabelTemplate LabelTemplate::customGrid(
    int rows, int columns, double marginXMm, double marginYMm, double gapXMm, double gapYMm)
{
    LabelTemplate t;
    t.id = u"custom"_s;
    t.pageMm = a4;
    t.rows = rows;
    t.columns = columns;
    t.leftMm = marginXMm;
    t.topMm = marginYMm;
    t.columnGapMm = gapXMm;
    t.rowGapMm = gapYMm;
    if (rows > 0 && columns > 0)
        t.labelMm = { (a4.width() - 2 * marginXMm - (columns - 1) * gapXMm) / columns,
            (a4.height() - 2 * marginYMm - (rows - 1) * gapYMm) / rows };
    return t;
}
