#include "ui/printing/labelpainter.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <algorithm>

#include "ui/printing/barcode.h"
#include "ui/printing/labelsheet.h"
#include "ui/printing/labeltemplate.h"
#include "ui/printing/labeltext.h"

using namespace Qt::StringLiterals;

namespace {
constexpr double maxModuleMm = 0.5; // wider bars only waste the label
constexpr double minFontMm = 1.6; // about 4.5 pt: the smallest title still readable

QFont pixelFont(QFont font, double px)
{
    font.setPixelSize(qMax(1, qRound(px)));
    return font;
}

// The largest pixel size (down to minPx) at which `text` fits the width; minPx otherwise.
double fittingSize(const QString &text, QFont font, double maxPx, double minPx, double width,
    const QPaintDevice *device)
{
    for (double px = maxPx; px > minPx; px *= 0.9) {
        if (QFontMetricsF(pixelFont(font, px), device).horizontalAdvance(text) <= width)
            return px;
    }
    return minPx;
}
} // namespace

LabelPainter::LabelPainter(const Style &style)
    : m_style(style)
{ }

double LabelPainter::dotsPerMm(const QPainter *painter)
{
    return painter->device()->logicalDpiX() / 25.4;
}

void LabelPainter::paint(QPainter *painter, const QRectF &rect, const LabelData &label) const
{
    const double mm = dotsPerMm(painter);
    const double padding = std::clamp(std::min(rect.width(), rect.height()) / mm * 0.05, 1.0, 3.0);
    const QRectF inner = rect.adjusted(padding * mm, padding * mm, -padding * mm, -padding * mm);
    painter->save();
    painter->setClipRect(rect);
    painter->setPen(Qt::black);
    if (label.kind == LabelData::Kind::SellerSign)
        paintSign(painter, inner, mm, label);
    else
        paintProduct(painter, inner, mm, label);
    painter->restore();
}

double LabelPainter::paintTitle(QPainter *painter, const QRectF &area, const QString &title,
    int maxLines, QFont font, bool centred)
{
    const QPaintDevice *device = painter->device();
    const double mm = device->logicalDpiY() / 25.4;
    // Short titles in large type on one or two lines; longer ones smaller, on up to maxLines.
    const double maxPx = area.height() / (std::min(maxLines, 2) * 1.2);
    const double minPx = std::min(maxPx, minFontMm * mm);
    QStringList lines;
    double px = maxPx;
    for (;; px = std::max(minPx, px * 0.9)) {
        const QFontMetricsF metrics(pixelFont(font, px), device);
        const int fitting = std::clamp(int(area.height() / metrics.height()), 1, maxLines);
        bool shortened = false;
        lines = LabelText::fitTitle(
            title, fitting, area.width(),
            [&](const QString &s) { return metrics.horizontalAdvance(s); }, &shortened);
        if (!shortened || px <= minPx)
            break;
    }
    font = pixelFont(font, px);
    painter->setFont(font);
    const QFontMetricsF metrics(font, device);
    double y = area.top();
    for (const QString &line : std::as_const(lines)) {
        painter->drawText(QRectF(area.left(), y, area.width(), metrics.height()),
            (centred ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignTop, line);
        y += metrics.height();
    }
    return y - area.top();
}

void LabelPainter::paintProduct(
    QPainter *painter, const QRectF &inner, double mm, const LabelData &label) const
{
    const QPaintDevice *device = painter->device();
    const double h = inner.height();
    const bool seller = m_style.showSeller && !label.seller.trimmed().isEmpty();
    const double titleH = h * 0.30;
    const double sellerH = seller ? h * 0.09 : 0;
    const double priceH = h * 0.21;
    const int titleLines = inner.height() / mm >= 30 && inner.width() / mm >= 55 ? 3 : 2;

    QFont base = painter->font();
    base.setBold(false);
    base.setStrikeOut(false);
    paintTitle(painter, QRectF(inner.left(), inner.top(), inner.width(), titleH), label.title,
        titleLines, base, false);
    double y = inner.top() + titleH;
    if (seller) {
        QFont small = pixelFont(base, sellerH / 1.25);
        small.setItalic(true);
        painter->setFont(small);
        const QString text
            = QFontMetricsF(small, device)
                  .elidedText(label.seller.simplified(), Qt::ElideRight, inner.width());
        painter->drawText(QRectF(inner.left(), y, inner.width(), sellerH),
            Qt::AlignLeft | Qt::AlignVCenter, text);
        y += sellerH;
    }

    // The price, and the old one struck through after it when it was higher.
    const QString price = LabelText::price(label.price, m_style.locale, m_style.currency);
    const bool old = label.oldPrice && *label.oldPrice > label.price;
    const QString oldText
        = old ? LabelText::price(*label.oldPrice, m_style.locale, m_style.currency) : QString();
    QFont bold = base;
    bold.setBold(true);
    const double gap = 2 * mm;
    double pricePx = priceH / 1.2;
    for (; pricePx > minFontMm * mm; pricePx *= 0.92) {
        const double w = QFontMetricsF(pixelFont(bold, pricePx), device).horizontalAdvance(price)
            + (old ? gap
                        + QFontMetricsF(pixelFont(base, pricePx * 0.6), device)
                              .horizontalAdvance(oldText)
                   : 0);
        if (w <= inner.width())
            break;
    }
    const QFont priceFont = pixelFont(bold, pricePx);
    painter->setFont(priceFont);
    const double priceWidth = QFontMetricsF(priceFont, device).horizontalAdvance(price);
    painter->drawText(
        QRectF(inner.left(), y, inner.width(), priceH), Qt::AlignLeft | Qt::AlignVCenter, price);
    if (old) {
        QFont struck = pixelFont(base, pricePx * 0.6);
        struck.setStrikeOut(true);
        painter->setFont(struck);
        painter->setPen(QColor(0x55, 0x55, 0x55));
        painter->drawText(
            QRectF(inner.left() + priceWidth + gap, y, inner.width() - priceWidth - gap, priceH),
            Qt::AlignLeft | Qt::AlignVCenter, oldText);
        painter->setPen(Qt::black);
    }
    y += priceH;

    if (!label.code.trimmed().isEmpty()) {
        const Barcode::Choice choice = Barcode::forProductCode(label.code);
        Barcode::paint(painter, QRectF(inner.left(), y, inner.width(), inner.bottom() - y),
            choice.symbology, choice.data, maxModuleMm * mm);
    }
}

void LabelPainter::paintSign(
    QPainter *painter, const QRectF &inner, double mm, const LabelData &label) const
{
    // The QR code as large as the label's height on the right, the name and rating left of it.
    const double side = std::min(inner.height(), inner.width() * 0.55);
    const QRectF qr(inner.right() - side, inner.top() + (inner.height() - side) / 2, side, side);
    Barcode::paint(painter, qr, Barcode::Symbology::Qr, label.code, side);
    const QRectF text(inner.left(), inner.top(), inner.width() - side - 2 * mm, inner.height());
    QFont bold = painter->font();
    bold.setBold(true);
    const double used
        = paintTitle(painter, QRectF(text.left(), text.top(), text.width(), text.height() * 0.6),
            label.title, 3, bold, false);
    if (!label.note.isEmpty()) {
        QFont note = painter->font();
        note.setBold(false);
        const double px = fittingSize(label.note, note, text.height() * 0.15, minFontMm * mm,
            text.width(), painter->device());
        note = pixelFont(note, px);
        painter->setFont(note);
        painter->drawText(
            QRectF(text.left(), text.top() + used + mm, text.width(), text.height() - used - mm),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, label.note);
    }
}

void LabelPainter::paintPage(
    QPainter *painter, const LabelSheet &sheet, const QList<LabelData> &labels, int page) const
{
    const double mm = dotsPerMm(painter);
    const QList<LabelSheet::Placement> placements = sheet.placements(page);
    for (const LabelSheet::Placement &p : placements) {
        if (p.label < labels.size()) {
            const QRectF r = p.rectMm;
            paint(painter, QRectF(r.x() * mm, r.y() * mm, r.width() * mm, r.height() * mm),
                labels.at(p.label));
        }
    }
}

void LabelPainter::preparePage(QPagedPaintDevice *device, const LabelTemplate &sheetTemplate)
{
    const QPageSize size(
        sheetTemplate.pageMm, QPageSize::Millimeter, QString(), QPageSize::ExactMatch);
    // Portrait always: a label printer takes its label as given, wider than tall or not.
    device->setPageLayout(
        QPageLayout(size, QPageLayout::Portrait, QMarginsF(), QPageLayout::Millimeter));
}

bool LabelPainter::print(QPagedPaintDevice *device, const LabelSheet &sheet,
    const QList<LabelData> &labels, int firstPage, int lastPage) const
{
    const int pages = sheet.pageCount();
    const int last = lastPage < 0 ? pages - 1 : std::min(lastPage, pages - 1);
    QPainter painter;
    if (!painter.begin(device))
        return false;
    for (int page = std::max(0, firstPage); page <= last; ++page) {
        if (page > std::max(0, firstPage))
            device->newPage();
        paintPage(&painter, sheet, labels, page);
    }
    painter.end();
    return true;
}
