#include "ui/printing/barcode.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPolygonF>
#include <QtMath>
#include <cmath>
#include <memory>
#include <optional>

#include "common/productcodes.h"

#include <zint.h>

using namespace Qt::StringLiterals;

namespace {
int zintSymbology(Barcode::Symbology s)
{
    switch (s) {
    case Barcode::Symbology::Ean13:
    case Barcode::Symbology::Ean8:
        return BARCODE_EANX;
    case Barcode::Symbology::UpcA:
        return BARCODE_UPCA;
    case Barcode::Symbology::Code128:
        return BARCODE_CODE128;
    case Barcode::Symbology::Qr:
        return BARCODE_QRCODE;
    }
    return BARCODE_CODE128;
}

// Bars shorter than this many modules are hard to scan with a hand scanner held at an angle.
constexpr double minBarModules = 15;

bool isRaster(const QPainter *painter)
{
    const int type = painter->device()->devType();
    return type == QInternal::Image || type == QInternal::Pixmap || type == QInternal::Widget;
}

struct SymbolDeleter
{
    void operator()(zint_symbol *symbol) const { ZBarcode_Delete(symbol); }
};
} // namespace

// The code rules are the server's (common/productcodes.h): a label never prints a code the
// server would refuse.
bool Barcode::hasGs1CheckDigit(const QString &digits)
{
    return digits.size() >= 2
        && ProductCodes::gs1CheckDigit(QStringView(digits).chopped(1))
        == digits.back().digitValue();
}

QString Barcode::isbn10To13(const QString &isbn10)
{
    QString s = isbn10;
    s.remove(u'-');
    if (!ProductCodes::isValidIsbn10(s))
        return {};
    return ProductCodes::normalizeIsbn(s).value_or(QString());
}

Barcode::Choice Barcode::forProductCode(const QString &code)
{
    QString s = code.trimmed();
    QString digits = s;
    digits.remove(u'-');
    if (digits.size() == 13 && hasGs1CheckDigit(digits))
        return { Symbology::Ean13, digits };
    if (digits.size() == 10) {
        const QString isbn13 = isbn10To13(digits);
        if (!isbn13.isEmpty())
            return { Symbology::Ean13, isbn13 };
    }
    if (digits.size() == 12 && hasGs1CheckDigit(digits))
        return { Symbology::UpcA, digits };
    if (digits.size() == 8 && hasGs1CheckDigit(digits))
        return { Symbology::Ean8, digits };
    return { Symbology::Code128, s };
}

Barcode::Barcode(Symbology symbology, const QString &data, double heightModules)
    : m_symbology(symbology)
{
    std::unique_ptr<zint_symbol, SymbolDeleter> symbol(ZBarcode_Create());
    if (!symbol) {
        m_error = u"zint: out of memory"_s;
        return;
    }
    symbol->symbology = zintSymbology(symbology);
    symbol->output_options |= BARCODE_QUIET_ZONES;
    if (heightModules > 0)
        symbol->height = float(heightModules);
    QByteArray input;
    switch (symbology) {
    case Symbology::Ean13:
    case Symbology::Ean8:
    case Symbology::UpcA:
        // zint adds the check digit itself: give it the digits before it, after checking ours.
        if (!ProductCodes::allDigits(data) || !hasGs1CheckDigit(data)) {
            m_error = u"not a valid EAN/UPC code: "_s + data;
            return;
        }
        input = data.chopped(1).toLatin1();
        break;
    case Symbology::Code128:
    case Symbology::Qr:
        symbol->input_mode = UNICODE_MODE;
        input = data.toUtf8();
        break;
    }
    const int status = ZBarcode_Encode_and_Buffer_Vector(symbol.get(),
        reinterpret_cast<const unsigned char *>(input.constData()), int(input.size()), 0);
    if (status >= ZINT_ERROR || !symbol->vector) {
        m_error = QString::fromUtf8(symbol->errtxt);
        return;
    }
    m_text = QString::fromUtf8(reinterpret_cast<const char *>(symbol->text));
    m_barHeight = symbol->height;
    // zint's vector units are half a module at scale 1: keep everything in modules.
    const double unit = 0.5;
    const zint_vector *v = symbol->vector;
    m_size = QSizeF(v->width * unit, v->height * unit);
    for (const zint_vector_rect *r = v->rectangles; r; r = r->next)
        m_rects.append(QRectF(r->x * unit, r->y * unit, r->width * unit, r->height * unit));
    for (const zint_vector_hexagon *h = v->hexagons; h; h = h->next)
        m_hexagons.append({ QPointF(h->x * unit, h->y * unit), h->diameter * unit, h->rotation });
    for (const zint_vector_circle *c = v->circles; c; c = c->next)
        m_circles.append({ QPointF(c->x * unit, c->y * unit), c->diameter * unit, c->width * unit,
            c->colour != 0 });
    for (const zint_vector_string *s = v->strings; s; s = s->next)
        m_texts.append({ QPointF(s->x * unit, s->y * unit), s->fsize * unit, s->width * unit,
            s->halign, QString::fromUtf8(reinterpret_cast<const char *>(s->text), s->length) });
}

void Barcode::paintAt(QPainter *painter, QPointF origin, double module) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QColor ink(Qt::black);
    auto map = [&](QPointF p) { return origin + p * module; };
    for (const QRectF &r : m_rects)
        painter->fillRect(QRectF(map(r.topLeft()), r.size() * module), ink);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    for (const Hexagon &h : m_hexagons) {
        QPolygonF polygon;
        const double radius = h.diameter * module / 2;
        for (int i = 0; i < 6; ++i) {
            const double angle = qDegreesToRadians(60.0 * i + 30.0 + h.rotation);
            polygon << map(h.centre) + QPointF(radius * std::cos(angle), radius * std::sin(angle));
        }
        painter->setBrush(ink);
        painter->drawPolygon(polygon);
    }
    for (const Circle &c : m_circles) {
        const QColor colour = c.background ? QColor(Qt::white) : ink;
        const double radius = c.diameter * module / 2;
        if (c.width > 0) {
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(colour, c.width * module));
        } else {
            painter->setBrush(colour);
            painter->setPen(Qt::NoPen);
        }
        painter->drawEllipse(map(c.centre), radius, radius);
    }
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    painter->setPen(ink);
    for (const Text &t : m_texts) {
        font.setPixelSize(qMax(1, qRound(t.size * module)));
        const QFontMetricsF metrics(font, painter->device());
        double width = metrics.horizontalAdvance(t.text);
        if (t.width > 0 && width > t.width * module) {
            font.setStretch(qMax(50, int(100 * t.width * module / width)));
            width = QFontMetricsF(font, painter->device()).horizontalAdvance(t.text);
        }
        painter->setFont(font);
        QPointF at = map(t.baseline);
        if (t.align == 0)
            at.rx() -= width / 2;
        else if (t.align == 2)
            at.rx() -= width;
        painter->drawText(at, t.text);
        font.setStretch(QFont::Unstretched);
    }
    painter->restore();
}

QRectF Barcode::paint(QPainter *painter, const QRectF &target, Symbology symbology,
    const QString &data, double maxModule)
{
    const Barcode probe(symbology, data);
    if (!probe.isValid() || probe.m_size.isEmpty())
        return {};
    const bool linear = symbology != Symbology::Qr;
    double module = qMin(maxModule, target.width() / probe.m_size.width());
    const double textModules = probe.m_size.height() - probe.m_barHeight;
    if (!linear)
        module = qMin(module, target.height() / probe.m_size.height());
    else if ((textModules + minBarModules) * module > target.height())
        module = target.height() / (textModules + minBarModules); // short bars, thinner too
    if (isRaster(painter) && module >= 1)
        module = std::floor(module);
    if (module <= 0)
        return {};
    const Barcode *symbol = &probe;
    std::optional<Barcode> tall;
    if (linear) {
        // Bars exactly as tall as the target allows: the text below them keeps its size.
        const double bars = target.height() / module - textModules;
        if (qAbs(bars - probe.m_barHeight) >= 1) {
            tall.emplace(symbology, data, std::floor(bars));
            if (tall->isValid())
                symbol = &*tall;
        }
    }
    const QSizeF size = symbol->m_size * module;
    QPointF origin = target.center() - QPointF(size.width() / 2, size.height() / 2);
    if (isRaster(painter))
        origin = QPointF(std::round(origin.x()), std::round(origin.y()));
    symbol->paintAt(painter, origin, module);
    return QRectF(origin, size);
}
