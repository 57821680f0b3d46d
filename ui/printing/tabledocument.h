#pragma once

#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

class QAbstractItemModel;
class QPagedPaintDevice;
class QPainter;

// A printed table: a count's variance list, a purchase order for a supplier. The shop's name,
// the title and the date head every page, "Page n of m" ends it; rows go on as long as they
// fit and continue on the next page under the repeated column headers.
class TableDocument final
{
public:
    QString shopName;
    QString title;
    QString subtitle; // e.g. the supplier or the count's name, may be empty
    QDate date = QDate::currentDate();
    QStringList headers;
    QList<QStringList> rows;
    QList<int> numericColumns; // right-aligned
    QString footnote; // after the table, e.g. totals

    // The visible text of a model (display role, horizontal headers), columns as given or all.
    static TableDocument fromModel(const QAbstractItemModel *model, const QList<int> &columns = {});

    // Lays the document out on `device` (A4 portrait when the device has no size yet is the
    // caller's choice) and prints every page. False when the painter could not start.
    bool print(QPagedPaintDevice *device, const QLocale &locale = QLocale()) const;
    // How many pages it takes on `device`.
    int pageCount(QPagedPaintDevice *device) const;

private:
    // Rows on each page, for the painter's device.
    QList<QList<int>> paginate(QPainter *painter, const QRectF &area) const;
    QList<double> columnWidths(QPainter *painter, double total) const;
};
