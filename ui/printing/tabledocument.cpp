#include "ui/printing/tabledocument.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
double mmOf(const QPainter *painter)
{
    return painter->device()->logicalDpiX() / 25.4;
}

QFont sized(QFont font, double pt, bool bold = false)
{
    font.setPointSizeF(pt);
    font.setBold(bold);
    return font;
}

QRectF bodyArea(const QPainter *painter)
{
    const double mm = mmOf(painter);
    const QRectF page(0, 0, painter->device()->width(), painter->device()->height());
    // The header block (shop, title, date) and the footer (page numbers) take these.
    return page.adjusted(0, 24 * mm, 0, -10 * mm);
}
} // namespace

TableDocument TableDocument::fromModel(const QAbstractItemModel *model, const QList<int> &columns)
{
    TableDocument doc;
    QList<int> cols = columns;
    if (cols.isEmpty()) {
        for (int c = 0; c < model->columnCount(); ++c)
            cols.append(c);
    }
    for (int c : std::as_const(cols))
        doc.headers.append(model->headerData(c, Qt::Horizontal).toString());
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList row;
        for (int c : std::as_const(cols))
            row.append(model->index(r, c).data().toString());
        doc.rows.append(row);
    }
    for (int i = 0; i < cols.size(); ++i) {
        const QVariant alignment = model->rowCount() > 0
            ? model->index(0, cols[i]).data(Qt::TextAlignmentRole)
            : QVariant();
        if (alignment.isValid() && (alignment.toInt() & Qt::AlignRight))
            doc.numericColumns.append(i);
    }
    return doc;
}

QList<double> TableDocument::columnWidths(QPainter *painter, double total) const
{
    // Each column as wide as its widest cell (capped), the rest shared by the text columns.
    const QFontMetricsF metrics(painter->font(), painter->device());
    const int n = int(headers.size());
    QList<double> widths(n, 0.0);
    for (int c = 0; c < n; ++c) {
        double w = metrics.horizontalAdvance(headers[c]);
        for (const QStringList &row : rows)
            w = std::max(w, c < row.size() ? metrics.horizontalAdvance(row[c]) : 0.0);
        widths[c] = std::min(w + metrics.averageCharWidth() * 2, total * 0.6);
    }
    double sum = 0;
    for (double w : std::as_const(widths))
        sum += w;
    if (sum > 0) {
        for (double &w : widths)
            w *= total / sum;
    }
    return widths;
}

QList<QList<int>> TableDocument::paginate(QPainter *painter, const QRectF &area) const
{
    const QFontMetricsF metrics(painter->font(), painter->device());
    const double line = metrics.height() * 1.4;
    const int perPage = std::max(1, int(area.height() / line) - 1); // minus the header row
    QList<QList<int>> pages;
    QList<int> current;
    for (int r = 0; r < rows.size(); ++r) {
        current.append(r);
        if (current.size() == perPage) {
            pages.append(current);
            current.clear();
        }
    }
    if (!current.isEmpty() || pages.isEmpty())
        pages.append(current);
    // The footnote (totals) takes two lines under the last row: a full last page hands its
    // last rows to a new one rather than printing the totals over the page number.
    const int room = perPage - 2;
    if (!footnote.isEmpty() && room > 0 && pages.last().size() > room) {
        pages.append(pages.last().mid(room));
        pages[pages.size() - 2].resize(room);
    }
    return pages;
}

int TableDocument::pageCount(QPagedPaintDevice *device) const
{
    QPainter painter(device);
    painter.setFont(sized(painter.font(), 9));
    const int n = int(paginate(&painter, bodyArea(&painter)).size());
    painter.end();
    return n;
}

bool TableDocument::print(QPagedPaintDevice *device, const QLocale &locale) const
{
    QPainter painter;
    if (!painter.begin(device))
        return false;
    const double mm = mmOf(&painter);
    const QFont base = painter.font();
    const QFont body = sized(base, 9);
    painter.setFont(body);
    const QRectF area = bodyArea(&painter);
    const QList<QList<int>> pages = paginate(&painter, area);
    const QList<double> widths = columnWidths(&painter, area.width());
    const double line = QFontMetricsF(body, device).height() * 1.4;
    const double pad = mm;
    const QString dateText = locale.toString(date, QLocale::LongFormat);
    for (int p = 0; p < pages.size(); ++p) {
        if (p > 0)
            device->newPage();
        // Header: the shop, the title and the date, a rule under them.
        painter.setFont(sized(base, 14, true));
        painter.drawText(
            QRectF(0, 0, area.width(), 8 * mm), Qt::AlignLeft | Qt::AlignVCenter, shopName);
        painter.setFont(sized(base, 10));
        painter.drawText(
            QRectF(0, 0, area.width(), 8 * mm), Qt::AlignRight | Qt::AlignVCenter, dateText);
        painter.setFont(sized(base, 12, true));
        painter.drawText(
            QRectF(0, 9 * mm, area.width(), 7 * mm), Qt::AlignLeft | Qt::AlignVCenter, title);
        if (!subtitle.isEmpty()) {
            painter.setFont(sized(base, 10));
            painter.drawText(QRectF(0, 16 * mm, area.width(), 6 * mm),
                Qt::AlignLeft | Qt::AlignVCenter, subtitle);
        }
        painter.drawLine(QPointF(0, 22.5 * mm), QPointF(area.width(), 22.5 * mm));

        // The column headers, then this page's rows.
        double y = area.top();
        auto drawRow = [&](const QStringList &cells, bool header) {
            painter.setFont(header ? sized(base, 9, true) : body);
            double x = area.left();
            for (int c = 0; c < widths.size(); ++c) {
                const QString cell = c < cells.size() ? cells[c] : QString();
                const QRectF rect(x + pad, y, widths[c] - 2 * pad, line);
                const Qt::Alignment align
                    = numericColumns.contains(c) ? Qt::AlignRight : Qt::AlignLeft;
                const QString shown = QFontMetricsF(painter.font(), device)
                                          .elidedText(cell, Qt::ElideRight, rect.width());
                painter.drawText(rect, align | Qt::AlignVCenter, shown);
                x += widths[c];
            }
            y += line;
            painter.setPen(QColor(0xbb, 0xbb, 0xbb));
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
            painter.setPen(Qt::black);
        };
        drawRow(headers, true);
        for (int r : pages[p])
            drawRow(rows[r], false);
        if (p == pages.size() - 1 && !footnote.isEmpty()) {
            painter.setFont(sized(base, 10, true));
            painter.drawText(QRectF(area.left(), y + mm, area.width(), line * 2),
                Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, footnote);
        }

        painter.setFont(sized(base, 8));
        painter.drawText(QRectF(0, area.bottom() + 3 * mm, area.width(), 6 * mm),
            Qt::AlignHCenter | Qt::AlignVCenter,
            QCoreApplication::translate("TableDocument", "Page %1 of %2")
                .arg(locale.toString(p + 1), locale.toString(int(pages.size()))));
    }
    painter.end();
    return true;
}
