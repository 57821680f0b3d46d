#include "ui/printing/zplwriter.h"

#include <QStringList>
#include <algorithm>

#include "ui/printing/barcode.h"
#include "ui/printing/labeltext.h"

using namespace Qt::StringLiterals;

namespace {
// ^A0 is a proportional font: an average character is about this share of its height wide.
constexpr double charWidth = 0.55;

// The printer's fonts may lack "…": ZPL gets three dots, measured as such.
QString plainDots(QString text)
{
    return text.replace(LabelText::ellipsis, u"..."_s);
}

double estimatedWidth(const QString &text, int height)
{
    return plainDots(text).size() * height * charWidth;
}

QString field(int x, int y, const QString &body)
{
    return u"^FO%1,%2"_s.arg(x).arg(y) + body + u"^FS\n"_s;
}

QString text(int height, const QString &data)
{
    return u"^A0N,%1,%1^FH^FD"_s.arg(height) + ZplWriter::escaped(data);
}
} // namespace

QString ZplWriter::escaped(const QString &text)
{
    QString out;
    for (QChar c : text) {
        if (c == u'^')
            out += u"_5E"_s;
        else if (c == u'~')
            out += u"_7E"_s;
        else if (c == u'_')
            out += u"_5F"_s;
        else
            out += c;
    }
    return out;
}

QString ZplWriter::product(const LabelData &label, const Options &o)
{
    const int d = o.dotsPerMm;
    const int width = qRound(o.labelMm.width() * d);
    const int height = qRound(o.labelMm.height() * d);
    const int pad = qRound(1.5 * d);
    const int innerW = width - 2 * pad;
    const int innerH = height - 2 * pad;
    const bool seller = o.showSeller && !label.seller.trimmed().isEmpty();
    const int titleH = innerH * 30 / 100;
    const int sellerH = seller ? innerH * 9 / 100 : 0;
    const int priceH = innerH * 21 / 100;
    const int lines = 2;
    const int titleFont = titleH / lines;
    QString zpl;
    // The title shortened by the same rule as on paper, its lines joined with ^FB's "\&".
    const QStringList titleLines = LabelText::fitTitle(
        label.title, lines, innerW, [&](const QString &s) { return estimatedWidth(s, titleFont); });
    zpl += field(pad, pad,
        u"^A0N,%1,%1^FB%2,%3,0,L,0^FH^FD"_s.arg(titleFont).arg(innerW).arg(lines)
            + escaped(plainDots(titleLines.join(u"\\&"_s))));
    int y = pad + titleH;
    if (seller) {
        zpl += field(pad, y,
            u"^A0N,%1,%1^FB%2,1,0,L,0^FH^FD"_s.arg(sellerH).arg(innerW)
                + escaped(label.seller.simplified()));
        y += sellerH;
    }
    const QString price = LabelText::price(label.price, o.locale, o.currency);
    zpl += field(pad, y, text(priceH, price));
    if (label.oldPrice && *label.oldPrice > label.price) {
        const QString old = LabelText::price(*label.oldPrice, o.locale, o.currency);
        const int oldH = priceH * 6 / 10;
        const int x = pad + qRound(estimatedWidth(price, priceH)) + 2 * d;
        const int oldY = y + (priceH - oldH) / 2;
        zpl += field(x, oldY, text(oldH, old));
        // Struck through: a line across the old price.
        zpl += field(x, oldY + oldH / 2,
            u"^GB%1,%2,%2"_s.arg(qRound(estimatedWidth(old, oldH))).arg(std::max(2, d / 4)));
    }
    y += priceH;
    if (label.code.trimmed().isEmpty())
        return zpl;
    // The printer draws the bars: only the module width and the bar height are ours to give.
    const Barcode::Choice choice = Barcode::forProductCode(label.code);
    const int textH = 3 * d; // the human-readable line the printer adds below the bars
    const int barH = std::max(d * 4, pad + innerH - y - textH);
    const Barcode sized(choice.symbology, choice.data);
    const int modules = std::max(1, qRound(sized.sizeInModules().width()));
    const int module = std::clamp(innerW / modules, 1, std::max(1, d / 2)); // 0.5 mm at most
    const int x = pad + std::max(0, (innerW - modules * module) / 2);
    QString command;
    switch (choice.symbology) {
    case Barcode::Symbology::Ean13:
        command = u"^BEN,%1,Y,N^FD%2"_s.arg(barH).arg(choice.data.left(12));
        break;
    case Barcode::Symbology::Ean8:
        command = u"^B8N,%1,Y,N^FD%2"_s.arg(barH).arg(choice.data.left(7));
        break;
    case Barcode::Symbology::UpcA:
        command = u"^BUN,%1,Y,N,Y^FD%2"_s.arg(barH).arg(choice.data.left(11));
        break;
    case Barcode::Symbology::Code128:
    case Barcode::Symbology::Qr: {
        // In ^BC data ">" starts an invocation code: "><" is a plain ">".
        QString data = choice.data;
        data.replace(u'>', u"><"_s);
        command = u"^BCN,%1,Y,N,N^FH^FD%2"_s.arg(barH).arg(escaped(data));
        break;
    }
    }
    zpl += field(x, y, u"^BY%1"_s.arg(module) + command);
    return zpl;
}

QString ZplWriter::sign(const LabelData &label, const Options &o)
{
    const int d = o.dotsPerMm;
    const int width = qRound(o.labelMm.width() * d);
    const int height = qRound(o.labelMm.height() * d);
    const int pad = qRound(1.5 * d);
    const int innerW = width - 2 * pad;
    const int innerH = height - 2 * pad;
    // QR on the right, as tall as the label allows: magnification = dots per module.
    const Barcode qr(Barcode::Symbology::Qr, label.code);
    const int modules = std::max(1, qRound(qr.sizeInModules().width()));
    const int side = std::min(innerH, innerW * 55 / 100);
    const int magnification = std::clamp(side / modules, 1, 10);
    const int qrSide = modules * magnification;
    QString zpl;
    const int textW = innerW - qrSide - 2 * d;
    const int nameFont = innerH * 6 / 10 / 3;
    const QStringList name = LabelText::fitTitle(
        label.title, 3, textW, [&](const QString &s) { return estimatedWidth(s, nameFont); });
    zpl += field(pad, pad,
        u"^A0N,%1,%1^FB%2,3,0,L,0^FH^FD"_s.arg(nameFont).arg(textW)
            + escaped(plainDots(name.join(u"\\&"_s))));
    if (!label.note.isEmpty()) {
        const int noteFont = std::max(2 * d, innerH * 15 / 100);
        zpl += field(pad, pad + int(name.size()) * nameFont + d,
            u"^A0N,%1,%1^FB%2,2,0,L,0^FH^FD"_s.arg(noteFont).arg(textW) + escaped(label.note));
    }
    // Model 2; the data's "QA," prefix: error correction level Q, automatic input mode.
    zpl += field(pad + innerW - qrSide, pad + (innerH - qrSide) / 2,
        u"^BQN,2,%1^FH^FDQA,"_s.arg(magnification) + escaped(label.code));
    return zpl;
}

QByteArray ZplWriter::label(const LabelData &label, int copies, const Options &options)
{
    const int width = qRound(options.labelMm.width() * options.dotsPerMm);
    const int height = qRound(options.labelMm.height() * options.dotsPerMm);
    QString zpl = u"^XA\n^CI28\n^PW%1\n^LL%2\n^LH0,0\n"_s.arg(width).arg(height);
    zpl += label.kind == LabelData::Kind::SellerSign ? sign(label, options)
                                                     : product(label, options);
    zpl += u"^PQ%1\n^XZ\n"_s.arg(std::max(1, copies));
    return zpl.toUtf8();
}

QByteArray ZplWriter::job(const LabelJob &job, const Options &options)
{
    QByteArray out;
    for (const LabelJob::Line &line : job.lines) {
        if (line.copies > 0)
            out += label(line.label, line.copies, options);
    }
    return out;
}
