#include "ui/icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace {

// A carton with an arrow going in (a delivery) or out (a return to the supplier).
void drawCarton(QPainter &p, qreal s, bool in, const QPen &pen)
{
    p.setPen(pen);
    p.setBrush(QColor(0xd9, 0xa4, 0x5b));
    p.drawRect(QRectF(s * 0.3, s * 0.4, s * 0.6, s * 0.48));
    p.drawLine(QPointF(s * 0.6, s * 0.4), QPointF(s * 0.6, s * 0.56));
    const QColor arrow = in ? QColor(0x20, 0x90, 0x40) : QColor(0xd0, 0x40, 0x30);
    p.setPen(QPen(arrow, s / 10, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    const QPointF outer(s * 0.1, s * 0.14);
    const QPointF inner(s * 0.42, s * 0.46);
    const QPointF tip = in ? inner : outer;
    const QPointF tail = in ? outer : inner;
    p.drawLine(tail, tip);
    const qreal d = in ? -s * 0.16 : s * 0.16;
    p.drawPolyline(QPolygonF { QPointF(tip.x() + d, tip.y()), tip, QPointF(tip.x(), tip.y() + d) });
}

// The panes of goods in and out and of reports, each its own picture.
bool drawDocumentGlyph(QPainter &p, Icons::Glyph glyph, qreal s)
{
    const QColor blue(0x2f, 0x6d, 0xb5);
    const QColor ink(0x33, 0x33, 0x33);
    const QColor paper(0xf4, 0xf4, 0xf4);
    QPen pen(ink, s / 14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (glyph) {
    case Icons::Glyph::History:
        p.setPen(pen);
        p.setBrush(paper);
        p.drawEllipse(QPointF(s * 0.5, s * 0.5), s * 0.38, s * 0.38);
        p.drawLine(QPointF(s * 0.5, s * 0.5), QPointF(s * 0.5, s * 0.24));
        p.drawLine(QPointF(s * 0.5, s * 0.5), QPointF(s * 0.7, s * 0.6));
        return true;
    case Icons::Glyph::Count:
        p.setPen(pen);
        p.setBrush(paper);
        p.drawRoundedRect(QRectF(s * 0.18, s * 0.14, s * 0.64, s * 0.76), s * 0.06, s * 0.06);
        p.setBrush(blue);
        p.drawRect(QRectF(s * 0.36, s * 0.08, s * 0.28, s * 0.12));
        p.setPen(QPen(QColor(0x20, 0x90, 0x40), s / 10, Qt::SolidLine, Qt::RoundCap));
        p.drawPolyline(QPolygonF {
            QPointF(s * 0.3, s * 0.52), QPointF(s * 0.45, s * 0.68), QPointF(s * 0.72, s * 0.36) });
        return true;
    case Icons::Glyph::Receive:
    case Icons::Glyph::Returns:
        drawCarton(p, s, glyph == Icons::Glyph::Receive, pen);
        return true;
    case Icons::Glyph::Orders:
        p.setPen(pen);
        p.setBrush(paper);
        p.drawRect(QRectF(s * 0.2, s * 0.1, s * 0.6, s * 0.8));
        for (qreal y : { 0.3, 0.45, 0.6, 0.75 }) {
            p.drawLine(QPointF(s * 0.3, s * y), QPointF(s * 0.36, s * y));
            p.drawLine(QPointF(s * 0.44, s * y), QPointF(s * 0.7, s * y));
        }
        return true;
    case Icons::Glyph::Reports:
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(QPolygonF {
            QPointF(s * 0.12, s * 0.1), QPointF(s * 0.12, s * 0.88), QPointF(s * 0.9, s * 0.88) });
        p.setPen(QPen(blue, s / 10, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF { QPointF(s * 0.22, s * 0.7), QPointF(s * 0.42, s * 0.45),
            QPointF(s * 0.6, s * 0.6), QPointF(s * 0.84, s * 0.22) });
        return true;
    default:
        return false;
    }
}

void drawGlyph(QPainter &p, Icons::Glyph glyph, qreal s)
{
    const QColor blue(0x2f, 0x6d, 0xb5);
    const QColor ink(0x33, 0x33, 0x33);
    p.setRenderHint(QPainter::Antialiasing);
    if (drawDocumentGlyph(p, glyph, s))
        return;
    QPen pen(ink, s / 14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (glyph) {
    case Icons::Glyph::App:
        p.setBrush(blue);
        p.setPen(Qt::NoPen);
        p.drawRoundedRect(QRectF(s * 0.06, s * 0.1, s * 0.88, s * 0.8), s * 0.1, s * 0.1);
        p.setBrush(QColor(0xf4, 0xf4, 0xf4));
        p.drawRect(QRectF(s * 0.18, s * 0.22, s * 0.25, s * 0.56));
        p.setBrush(QColor(0xff, 0xd2, 0x4a));
        p.drawRect(QRectF(s * 0.46, s * 0.22, s * 0.15, s * 0.56));
        p.setBrush(QColor(0x1b, 0x1b, 0x1b));
        for (qreal x : { 0.68, 0.74, 0.79, 0.85 })
            p.drawRect(QRectF(s * x, s * 0.25, s * 0.03, s * 0.5));
        return;
    case Icons::Glyph::Stock:
    case Icons::Glyph::Scan:
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        {
            const qreal widths[] = { 0.06, 0.03, 0.09, 0.03, 0.06, 0.09, 0.03, 0.06 };
            qreal x = 0.12;
            for (qreal w : widths) {
                p.drawRect(QRectF(s * x, s * 0.2, s * w, s * 0.6));
                x += w + 0.045;
            }
        }
        p.setPen(QPen(QColor(0xd0, 0x30, 0x30), s / 16));
        p.drawLine(QPointF(s * 0.05, s * 0.5), QPointF(s * 0.95, s * 0.5));
        return;
    case Icons::Glyph::Catalog:
        p.setPen(pen);
        p.setBrush(QColor(0xf4, 0xf4, 0xf4));
        p.drawRect(QRectF(s * 0.15, s * 0.15, s * 0.22, s * 0.7));
        p.setBrush(blue);
        p.drawRect(QRectF(s * 0.4, s * 0.15, s * 0.18, s * 0.7));
        p.setBrush(QColor(0xff, 0xd2, 0x4a));
        p.save();
        p.translate(s * 0.62, s * 0.2);
        p.rotate(12);
        p.drawRect(QRectF(0, 0, s * 0.18, s * 0.66));
        p.restore();
        return;
    case Icons::Glyph::Search:
        p.setPen(QPen(ink, s / 9, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(s * 0.42, s * 0.42), s * 0.25, s * 0.25);
        p.drawLine(QPointF(s * 0.6, s * 0.6), QPointF(s * 0.86, s * 0.86));
        return;
    case Icons::Glyph::Trending:
        p.setPen(Qt::NoPen);
        p.setBrush(blue);
        p.drawRect(QRectF(s * 0.12, s * 0.6, s * 0.16, s * 0.28));
        p.drawRect(QRectF(s * 0.36, s * 0.42, s * 0.16, s * 0.46));
        p.drawRect(QRectF(s * 0.6, s * 0.18, s * 0.16, s * 0.7));
        p.setPen(QPen(QColor(0xd0, 0x60, 0x10), s / 12, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(s * 0.1, s * 0.5), QPointF(s * 0.85, s * 0.12));
        return;
    case Icons::Glyph::Categories:
        p.setPen(pen);
        p.setBrush(blue);
        p.drawRect(QRectF(s * 0.12, s * 0.1, s * 0.22, s * 0.2));
        p.setBrush(QColor(0xff, 0xd2, 0x4a));
        p.drawRect(QRectF(s * 0.5, s * 0.4, s * 0.22, s * 0.2));
        p.drawRect(QRectF(s * 0.5, s * 0.72, s * 0.22, s * 0.2));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(QPolygonF {
            QPointF(s * 0.23, s * 0.3), QPointF(s * 0.23, s * 0.82), QPointF(s * 0.5, s * 0.82) });
        p.drawLine(QPointF(s * 0.23, s * 0.5), QPointF(s * 0.5, s * 0.5));
        return;
    case Icons::Glyph::Sellers:
        p.setPen(pen);
        p.setBrush(QColor(0xff, 0xd2, 0x4a));
        p.drawRect(QRectF(s * 0.15, s * 0.42, s * 0.7, s * 0.45));
        p.setBrush(blue);
        {
            QPainterPath roof;
            roof.moveTo(s * 0.1, s * 0.42);
            roof.lineTo(s * 0.22, s * 0.15);
            roof.lineTo(s * 0.78, s * 0.15);
            roof.lineTo(s * 0.9, s * 0.42);
            roof.closeSubpath();
            p.drawPath(roof);
        }
        p.setBrush(QColor(0xf4, 0xf4, 0xf4));
        p.drawRect(QRectF(s * 0.42, s * 0.6, s * 0.16, s * 0.27));
        return;
    case Icons::Glyph::Server:
        p.setPen(pen);
        for (int i = 0; i < 3; ++i) {
            p.setBrush(i == 0 ? blue : QColor(0xdd, 0xdd, 0xdd));
            p.drawRoundedRect(
                QRectF(s * 0.15, s * (0.12 + i * 0.27), s * 0.7, s * 0.2), s * 0.04, s * 0.04);
            p.setBrush(QColor(0x30, 0xc0, 0x30));
            p.drawEllipse(QPointF(s * 0.74, s * (0.22 + i * 0.27)), s * 0.035, s * 0.035);
        }
        return;
    default:
        return;
    }
}

} // namespace

QIcon Icons::icon(Glyph glyph)
{
    QIcon icon;
    for (int size : { 16, 24, 32, 48, 64 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        drawGlyph(p, glyph, size);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}
