#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

// A barcode encoded by libzint and kept as zint's vector output (rectangles, hexagons, circles,
// strings; in modules), painted with QPainter at the device's own resolution: bars stay sharp
// on paper and in PDF. No bar is computed here: zint encodes, this class only draws.
class Barcode final
{
public:
    enum class Symbology { Ean13, Ean8, UpcA, Code128, Qr };

    // The symbology and data a product code prints as: a valid EAN-13 (an ISBN-13 too), an
    // ISBN-10 as its ISBN-13 (978, new check digit), a valid EAN-8 or UPC-A; anything else
    // Code 128.
    struct Choice
    {
        Symbology symbology = Symbology::Code128;
        QString data; // with its check digit for EAN/UPC
    };
    static Choice forProductCode(const QString &code);
    static QString isbn10To13(const QString &isbn10); // empty if not a valid ISBN-10
    // The GS1 mod-10 check digit over all but the last digit matches the last one.
    static bool hasGs1CheckDigit(const QString &digits);

    // Encodes with zint. heightModules: the bar height of a linear symbol in modules (0: zint's
    // default).
    Barcode(Symbology symbology, const QString &data, double heightModules = 0);

    bool isValid() const { return m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    Symbology symbology() const { return m_symbology; }
    // What zint prints under the bars (with the check digit), empty for QR.
    QString humanReadable() const { return m_text; }
    QSizeF sizeInModules() const { return m_size; }

    // Paints the symbol centred in `target` (device coordinates) with the largest module that
    // fits, at most maxModule device units; linear symbols get bars as tall as `target`
    // allows. On raster devices the module is a whole number of pixels. Returns the area
    // painted.
    static QRectF paint(QPainter *painter, const QRectF &target, Symbology symbology,
        const QString &data, double maxModule);
    // Paints this encoding with the given module size, its top left corner at `origin`.
    void paintAt(QPainter *painter, QPointF origin, double module) const;

private:
    struct Text
    {
        QPointF baseline;
        double size = 0;
        double width = 0;
        int align = 0; // zint: 0 centre, 1 left, 2 right
        QString text;
    };
    struct Circle
    {
        QPointF centre;
        double diameter = 0;
        double width = 0;
        bool background = false;
    };
    struct Hexagon
    {
        QPointF centre;
        double diameter = 0;
        int rotation = 0;
    };

    Symbology m_symbology;
    QString m_error;
    QString m_text;
    QSizeF m_size;
    double m_barHeight = 0; // in modules, as encoded (linear symbols)
    QList<QRectF> m_rects;
    QList<Hexagon> m_hexagons;
    QList<Circle> m_circles;
    QList<Text> m_texts;
};
