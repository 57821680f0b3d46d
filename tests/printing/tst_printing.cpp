#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/printing/barcode.h"
#include "ui/printing/labeldata.h"
#include "ui/printing/labelpainter.h"
#include "ui/printing/labelsheet.h"
#include "ui/printing/labeltemplate.h"
#include "ui/printing/labeltext.h"
#include "ui/printing/tabledocument.h"
#include "ui/printing/zplwriter.h"

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(LabelData)

namespace {
constexpr int dpi = 300;
constexpr double pxPerMm = dpi / 25.4;

QImage blankPage(QSizeF mm)
{
    QImage image(qCeil(mm.width() * pxPerMm), qCeil(mm.height() * pxPerMm), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    return image;
}

QImage renderPage(const LabelSheet &sheet, const QList<LabelData> &labels, int page)
{
    QImage image = blankPage(sheet.sheetTemplate().pageMm);
    QPainter painter(&image);
    LabelPainter({ QLocale(QLocale::English, QLocale::UnitedStates), {}, true })
        .paintPage(&painter, sheet, labels, page);
    painter.end();
    return image;
}

QRect pixels(const QRectF &mm)
{
    return QRectF(mm.x() * pxPerMm, mm.y() * pxPerMm, mm.width() * pxPerMm, mm.height() * pxPerMm)
        .toAlignedRect();
}

// What zbarimg reads in the image: "EAN-13:9780306406157", ... (sorted).
QStringList decode(const QImage &image)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"scan.png"_s);
    if (!image.save(file))
        return { u"<not saved>"_s };
    QProcess zbar;
    zbar.start(u"zbarimg"_s, { u"-q"_s, u"-Supca.enable=1"_s, file });
    if (!zbar.waitForFinished(60000))
        return { u"<zbarimg did not finish>"_s };
    QStringList found
        = QString::fromUtf8(zbar.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    found.sort();
    return found;
}

// Every character one unit wide: shortening rules without fonts.
double charCount(const QString &s)
{
    return double(s.size());
}

const QList<LabelData> &sampleLabels()
{
    static const QList<LabelData> labels {
        LabelData::product(u"O'tkan kunlar"_s, 45000, u"0306406152"_s, 52000, u"Kitob Olami"_s),
        LabelData::product(u"Gel pen 0.5 mm blue"_s, 3000, u"96385074"_s),
        LabelData::product(u"Notebook A5 squared, 96 sheets"_s, 12500, u"036000291452"_s),
        LabelData::product(u"Shelf item without GTIN"_s, 700, u"SKU-42/b"_s),
        LabelData::sellerSign(u"Kitob Olami"_s, u"Rating 4.7"_s, u"s1-8f3a"_s),
    };
    return labels;
}

QString expectedScan(int index)
{
    static const QStringList scans { u"EAN-13:9780306406157"_s, u"EAN-8:96385074"_s,
        u"UPC-A:036000291452"_s, u"CODE-128:SKU-42/b"_s, u"QR-Code:s1-8f3a"_s };
    return scans.at(index);
}
} // namespace

class TestPrinting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(u"zbarimg"_s).isEmpty(),
            "zbarimg missing: packaging/install-deps.sh --tests installs zbar-tools");
    }

    void templateGeometry_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QSizeF>("label");
        QTest::addColumn<QPointF>("first");
        QTest::addColumn<QPointF>("pitch");
        QTest::newRow("A4 3x7") << u"a4-3x7"_s << 3 << 7 << QSizeF(63.5, 38.1)
                                << QPointF(7.2, 15.15) << QPointF(66.04, 38.1);
        QTest::newRow("A4 3x8") << u"a4-3x8"_s << 3 << 8 << QSizeF(70, 37) << QPointF(0, 0.5)
                                << QPointF(70, 37);
        QTest::newRow("A4 4x10") << u"a4-4x10"_s << 4 << 10 << QSizeF(48.5, 25.4)
                                 << QPointF(8, 21.5) << QPointF(48.5, 25.4);
        QTest::newRow("58x40") << u"single-58x40"_s << 1 << 1 << QSizeF(58, 40) << QPointF(0, 0)
                               << QPointF(58, 40);
        QTest::newRow("40x30") << u"single-40x30"_s << 1 << 1 << QSizeF(40, 30) << QPointF(0, 0)
                               << QPointF(40, 30);
    }

    void templateGeometry()
    {
        QFETCH(QString, id);
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(QSizeF, label);
        QFETCH(QPointF, first);
        QFETCH(QPointF, pitch);
        const LabelTemplate t = LabelTemplate::byId(id);
        QCOMPARE(t.id, id);
        QCOMPARE(t.columns, columns);
        QCOMPARE(t.rows, rows);
        QCOMPARE(t.labelMm, label);
        QVERIFY(t.isValid());
        QVERIFY(!t.displayName().isEmpty());
        const QRectF page(QPointF(0, 0), t.pageMm);
        for (int p = 0; p < t.perPage(); ++p) {
            const QRectF r = t.labelRectMm(p);
            const QPointF where(
                first.x() + (p % columns) * pitch.x(), first.y() + (p / columns) * pitch.y());
            QVERIFY2(qAbs(r.x() - where.x()) < 1e-6 && qAbs(r.y() - where.y()) < 1e-6,
                qPrintable(u"label %1 at %2,%3"_s.arg(p).arg(r.x()).arg(r.y())));
            QCOMPARE(r.size(), label);
            QVERIFY2(page.adjusted(-0.01, -0.01, 0.01, 0.01).contains(r),
                qPrintable(u"label %1 off the page"_s.arg(p)));
            for (int q = 0; q < p; ++q)
                QVERIFY2(!t.labelRectMm(q).intersected(r).isValid()
                        || t.labelRectMm(q).intersected(r).width() < 1e-6
                        || t.labelRectMm(q).intersected(r).height() < 1e-6,
                    qPrintable(u"labels %1 and %2 overlap"_s.arg(q).arg(p)));
        }
    }

    void customGrid()
    {
        const LabelTemplate t = LabelTemplate::customGrid(5, 2, 10, 20, 4, 3);
        QVERIFY(t.isValid());
        QCOMPARE(t.perPage(), 10);
        QCOMPARE(t.labelMm, QSizeF((210 - 20 - 4) / 2.0, (297 - 40 - 12) / 5.0));
        QCOMPARE(t.labelRectMm(3).topLeft(), QPointF(10 + 93 + 4, 20 + 49 + 3));
        // A grid that cannot fit the page is refused.
        QVERIFY(!LabelTemplate::customGrid(5, 2, 120, 20, 4, 3).isValid());
        QVERIFY(!LabelTemplate::customGrid(0, 2, 10, 20, 4, 3).isValid());
    }

    void partlyUsedSheet()
    {
        const LabelTemplate t = LabelTemplate::byId(u"a4-3x7"_s);
        const LabelSheet sheet(t, 20, 5, QPointF(0.5, -0.25));
        QCOMPARE(sheet.pageCount(), 2);
        const QList<LabelSheet::Placement> first = sheet.placements(0);
        QCOMPARE(first.size(), 16);
        QCOMPARE(first.first().label, 0);
        QCOMPARE(first.first().rectMm, t.labelRectMm(5).translated(0.5, -0.25));
        const QList<LabelSheet::Placement> second = sheet.placements(1);
        QCOMPARE(second.size(), 4);
        QCOMPARE(second.first().label, 16);
        QCOMPARE(second.last().rectMm, t.labelRectMm(3).translated(0.5, -0.25));
        QVERIFY(sheet.placements(2).isEmpty());
        QCOMPARE(LabelSheet(t, 21, 0).pageCount(), 1);
        QCOMPARE(LabelSheet(t, 22, 0).pageCount(), 2);
        QCOMPARE(LabelSheet(t, 0, 3).pageCount(), 0);
    }

    void renderSheet_data()
    {
        QTest::addColumn<QString>("id");
        for (const LabelTemplate &t : LabelTemplate::builtIn())
            QTest::newRow(qPrintable(t.id)) << t.id;
        QTest::newRow("custom") << u"custom"_s;
    }

    // Every template to images (ink only inside the labels, every barcode scans back) and to
    // PDF (one page per sheet, the template's paper size).
    void renderSheet()
    {
        QFETCH(QString, id);
        const LabelTemplate t = id == u"custom"_s ? LabelTemplate::customGrid(4, 2, 12, 15, 6, 4)
                                                  : LabelTemplate::byId(id);
        QVERIFY(t.isValid());
        // A full first sheet after two used positions, and some on the next.
        const int start = t.perPage() > 2 ? 2 : 0;
        const int count = t.isSingle() ? 5 : t.perPage() - start + 3;
        QList<LabelData> labels;
        for (int i = 0; i < count; ++i)
            labels.append(sampleLabels().at(i % 5));
        const LabelSheet sheet(t, count, start);
        QStringList expected;
        for (int i = 0; i < count; ++i)
            expected.append(expectedScan(i % 5));
        expected.sort();
        QStringList scanned;
        for (int page = 0; page < sheet.pageCount(); ++page) {
            const QImage image = renderPage(sheet, labels, page);
            // To look at them: CATALOG_TEST_ARTIFACTS=/some/dir.
            const QString artifacts = qEnvironmentVariable("CATALOG_TEST_ARTIFACTS");
            if (!artifacts.isEmpty())
                image.save(u"%1/labels-%2-%3.png"_s.arg(artifacts, id).arg(page + 1));
            const QList<LabelSheet::Placement> placements = sheet.placements(page);
            QRegion inside;
            for (const LabelSheet::Placement &p : placements) {
                const QRect r = pixels(p.rectMm);
                inside += r;
                bool ink = false;
                for (int y = r.top(); y <= r.bottom() && !ink; y += 2) {
                    for (int x = r.left(); x <= r.right() && !ink; x += 2)
                        ink = image.pixel(
                                  qBound(0, x, image.width() - 1), qBound(0, y, image.height() - 1))
                            != qRgb(255, 255, 255);
                }
                QVERIFY2(ink, qPrintable(u"label %1 is empty"_s.arg(p.label)));
            }
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    if (image.pixel(x, y) != qRgb(255, 255, 255))
                        QVERIFY2(inside.contains(QPoint(x, y)),
                            qPrintable(u"ink outside the labels at %1,%2 px"_s.arg(x).arg(y)));
                }
            }
            if (t.isSingle()) {
                scanned += decode(image);
            } else {
                for (const LabelSheet::Placement &p : placements)
                    scanned += decode(image.copy(pixels(p.rectMm)));
            }
        }
        scanned.sort();
        QCOMPARE(scanned, expected);

        QBuffer pdf;
        pdf.open(QIODevice::WriteOnly);
        QPdfWriter writer(&pdf);
        writer.setResolution(600);
        LabelPainter::preparePage(&writer, t);
        QVERIFY(LabelPainter({ QLocale(), {}, true }).print(&writer, sheet, labels));
        const QByteArray bytes = pdf.data();
        QVERIFY(bytes.startsWith("%PDF"));
        QCOMPARE(int(bytes.count("/Type /Page\n")) + int(bytes.count("/Type /Page\r")),
            sheet.pageCount());
        const QRegularExpression box(u"/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"_s);
        const QRegularExpressionMatch m = box.match(QString::fromLatin1(bytes));
        QVERIFY(m.hasMatch());
        QVERIFY(qAbs(m.captured(1).toDouble() - t.pageMm.width() * 72 / 25.4) < 1);
        QVERIFY(qAbs(m.captured(2).toDouble() - t.pageMm.height() * 72 / 25.4) < 1);
    }

    void barcodes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("symbology");
        QTest::addColumn<QString>("scan");
        QTest::newRow("ISBN-10 as EAN-13")
            << u"0-306-40615-2"_s << int(Barcode::Symbology::Ean13) << u"EAN-13:9780306406157"_s;
        QTest::newRow("ISBN-10 with X")
            << u"080442957X"_s << int(Barcode::Symbology::Ean13) << u"EAN-13:9780804429573"_s;
        QTest::newRow("ISBN-13") << u"978-5-17-118366-0"_s << int(Barcode::Symbology::Ean13)
                                 << u"EAN-13:9785171183660"_s;
        QTest::newRow("EAN-13") << u"4780000000021"_s << int(Barcode::Symbology::Ean13)
                                << u"EAN-13:4780000000021"_s;
        QTest::newRow("EAN-8") << u"96385074"_s << int(Barcode::Symbology::Ean8)
                               << u"EAN-8:96385074"_s;
        QTest::newRow("UPC-A") << u"036000291452"_s << int(Barcode::Symbology::UpcA)
                               << u"UPC-A:036000291452"_s;
        QTest::newRow("bad check digit: Code 128")
            << u"9780306406158"_s << int(Barcode::Symbology::Code128)
            << u"CODE-128:9780306406158"_s;
        QTest::newRow("Code 128") << u"SKU-42/b"_s << int(Barcode::Symbology::Code128)
                                  << u"CODE-128:SKU-42/b"_s;
    }

    // Each kind on both single labels, scanned back by zbarimg.
    void barcodes()
    {
        QFETCH(QString, code);
        QFETCH(int, symbology);
        QFETCH(QString, scan);
        const Barcode::Choice choice = Barcode::forProductCode(code);
        QCOMPARE(int(choice.symbology), symbology);
        QVERIFY(Barcode(choice.symbology, choice.data).isValid());
        for (const QString &id : { u"single-58x40"_s, u"single-40x30"_s }) {
            const LabelSheet sheet(LabelTemplate::byId(id), 1);
            const QImage image
                = renderPage(sheet, { LabelData::product(u"Item"_s, 1000, code) }, 0);
            QCOMPARE(decode(image), QStringList { scan });
        }
    }

    void qrSign()
    {
        for (const QString &id : { u"single-58x40"_s, u"single-40x30"_s, u"a4-4x10"_s }) {
            const LabelTemplate t = LabelTemplate::byId(id);
            const LabelSheet sheet(t, 1);
            const QImage image = renderPage(sheet,
                { LabelData::sellerSign(u"Kitob Olami"_s, u"Rating 4.7"_s, u"s1-8f3a?x=1&y"_s) },
                0);
            QCOMPARE(decode(image.copy(pixels(t.labelRectMm(0)))),
                QStringList { u"QR-Code:s1-8f3a?x=1&y"_s });
        }
    }

    void invalidBarcode()
    {
        QVERIFY(!Barcode(Barcode::Symbology::Ean13, u"9780306406158"_s).isValid());
        QVERIFY(!Barcode(Barcode::Symbology::Ean8, u"abc"_s).isValid());
        QCOMPARE(Barcode::isbn10To13(u"0306406153"_s), QString());
        QCOMPARE(Barcode::isbn10To13(u"0306406152"_s), u"9780306406157"_s);
        QCOMPARE(Barcode(Barcode::Symbology::Ean13, u"9780306406157"_s).humanReadable(),
            u"9780306406157"_s);
    }

    void titles_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("lines");
        QTest::addColumn<double>("width");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<bool>("shortened");
        const QString e = QString(LabelText::ellipsis);
        QTest::newRow("fits") << u"War and Peace"_s << 2 << 20.0
                              << QStringList { u"War and Peace"_s } << false;
        QTest::newRow("wraps") << u"The Lord  of the\tRings"_s << 2 << 12.0
                               << QStringList { u"The Lord of"_s, u"the Rings"_s } << false;
        QTest::newRow("drops whole words")
            << u"The Lord of the Rings Return of the King"_s << 2 << 12.0
            << QStringList { u"The Lord of"_s, u"the Rings"_s + e } << true;
        QTest::newRow("drops a word for the ellipsis")
            << u"aaaa bbbb cccc dddd"_s << 1 << 9.0 << QStringList { u"aaaa"_s + e } << true;
        QTest::newRow("long word cut with ellipsis")
            << u"Supercalifragilistic expialidocious"_s << 2 << 8.0
            << QStringList { u"Superca"_s + e } << true;
        QTest::newRow("long second word") << u"Big Supercalifragilistic"_s << 2 << 8.0
                                          << QStringList { u"Big"_s, u"Superca"_s + e } << true;
        QTest::newRow("empty") << QString() << 2 << 8.0 << QStringList {} << false;
    }

    void titles()
    {
        QFETCH(QString, title);
        QFETCH(int, lines);
        QFETCH(double, width);
        QFETCH(QStringList, expected);
        QFETCH(bool, shortened);
        bool cut = !shortened;
        const QStringList got = LabelText::fitTitle(title, lines, width, charCount, &cut);
        QCOMPARE(got, expected);
        QCOMPARE(cut, shortened);
        const QStringList words = title.simplified().split(u' ', Qt::SkipEmptyParts);
        for (const QString &line : got) {
            QVERIFY(charCount(line) <= width);
            // Every word shown is whole, unless it ends in the ellipsis.
            for (const QString &word : line.split(u' ')) {
                if (!word.endsWith(LabelText::ellipsis))
                    QVERIFY2(words.contains(word), qPrintable(word));
            }
        }
    }

    void prices_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << u"en_US"_s << QString() << u"45,000"_s;
        QTest::newRow("ru") << u"ru_RU"_s << u"сум"_s << u"45\u00a0000\u00a0сум"_s;
        QTest::newRow("uz") << u"uz_UZ"_s << u"so'm"_s << u"45\u00a0000\u00a0so'm"_s;
    }

    void prices()
    {
        QFETCH(QString, locale);
        QFETCH(QString, currency);
        QFETCH(QString, expected);
        QCOMPARE(LabelText::price(45000, QLocale(locale), currency), expected);
    }

    void zpl_data()
    {
        QTest::addColumn<LabelData>("label");
        QTest::addColumn<QString>("body");
        QTest::newRow("EAN-13 from ISBN-10, old price, seller, shortened title")
            << LabelData::product(u"O'tkan kunlar (Abdulla Qodiriy) ^ new edition"_s, 45000,
                   u"0306406152"_s, 52000, u"Kitob Olami"_s)
            << u"^FO12,12^A0N,44,44^FB440,2,0,L,0^FH^FDO'tkan kunlar\\&(Abdulla...^FS\n"
               "^FO12,100^A0N,26,26^FB440,1,0,L,0^FH^FDKitob Olami^FS\n"
               "^FO12,126^A0N,62,62^FH^FD45,000^FS\n"
               "^FO233,138^A0N,37,37^FH^FD52,000^FS\n"
               "^FO233,156^GB122,2,2^FS\n"
               "^FO62,188^BY3^BEN,96,Y,N^FD978030640615^FS\n"_s;
        QTest::newRow("EAN-8") << LabelData::product(u"Gel pen"_s, 3000, u"96385074"_s)
                               << u"^FO12,12^A0N,44,44^FB440,2,0,L,0^FH^FDGel pen^FS\n"
                                  "^FO12,100^A0N,62,62^FH^FD3,000^FS\n"
                                  "^FO70,162^BY4^B8N,122,Y,N^FD9638507^FS\n"_s;
        QTest::newRow("UPC-A") << LabelData::product(u"Notebook A5"_s, 12500, u"036000291452"_s)
                               << u"^FO12,12^A0N,44,44^FB440,2,0,L,0^FH^FDNotebook A5^FS\n"
                                  "^FO12,100^A0N,62,62^FH^FD12,500^FS\n"
                                  "^FO62,162^BY3^BUN,122,Y,N,Y^FD03600029145^FS\n"_s;
        QTest::newRow("Code 128, escapes")
            << LabelData::product(u"Item^x_y"_s, 700, u"SKU>42_b~"_s)
            << u"^FO12,12^A0N,44,44^FB440,2,0,L,0^FH^FDItem_5Ex_5Fy^FS\n"
               "^FO12,100^A0N,62,62^FH^FD700^FS\n"
               "^FO78,162^BY2^BCN,122,Y,N,N^FH^FDSKU><42_5Fb_7E^FS\n"_s;
        QTest::newRow("QR sign") << LabelData::sellerSign(
            u"Kitob Olami"_s, u"Rating 4.7"_s, u"s1-8f3a"_s)
                                 << u"^FO12,12^A0N,59,59^FB192,3,0,L,0^FH^FDKitob\\&Olami^FS\n"
                                    "^FO12,138^A0N,44,44^FB192,2,0,L,0^FH^FDRating 4.7^FS\n"
                                    "^FO220,44^BQN,2,8^FH^FDQA,s1-8f3a^FS\n"_s;
    }

    void zpl()
    {
        QFETCH(LabelData, label);
        QFETCH(QString, body);
        ZplWriter::Options options;
        options.labelMm = { 58, 40 };
        options.dotsPerMm = 8;
        options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
        const QString head = u"^XA\n^CI28\n^PW464\n^LL320\n^LH0,0\n"_s;
        QCOMPARE(
            QString::fromUtf8(ZplWriter::label(label, 3, options)), head + body + u"^PQ3\n^XZ\n"_s);
    }

    void zplJob()
    {
        LabelJob job;
        job.add(LabelData::product(u"A"_s, 1, u"96385074"_s), 2);
        job.add(LabelData::product(u"B"_s, 2, u"96385074"_s), 0);
        job.add(LabelData::product(u"C"_s, 3, u"96385074"_s), 5);
        QCOMPARE(job.count(), 7);
        QCOMPARE(job.expanded().size(), 7);
        QCOMPARE(job.expanded().at(2).title, u"C"_s);
        const QString zpl = QString::fromUtf8(ZplWriter::job(job, {}));
        QCOMPARE(zpl.count(u"^XA"_s), 2);
        QVERIFY(zpl.contains(u"^PQ2\n"_s));
        QVERIFY(zpl.contains(u"^PQ5\n"_s));
        QVERIFY(!zpl.contains(u"^FDB^FS"_s));
    }

    void tableDocument()
    {
        TableDocument doc;
        doc.shopName = u"Kitob Olami"_s;
        doc.title = u"Count variance"_s;
        doc.headers = { u"Product"_s, u"Code"_s, u"Variance"_s };
        for (int i = 0; i < 150; ++i)
            doc.rows.append({ u"Book %1"_s.arg(i), u"978%1"_s.arg(i), QString::number(i - 75) });
        doc.numericColumns = { 2 };
        QBuffer pdf;
        pdf.open(QIODevice::WriteOnly);
        QPdfWriter writer(&pdf);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        const int pages = doc.pageCount(&writer);
        QVERIFY(pages >= 3); // 150 rows of 9 pt do not fit two A4 pages
        QVERIFY(pages <= 6);
        pdf.close();
        pdf.setData({});
        pdf.open(QIODevice::WriteOnly);
        QPdfWriter again(&pdf);
        again.setPageSize(QPageSize(QPageSize::A4));
        again.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        QVERIFY(doc.print(&again));
        QCOMPARE(int(pdf.data().count("/Type /Page\n")), pages);
        // An empty document is still one page with its header.
        TableDocument empty = doc;
        empty.rows.clear();
        QCOMPARE(empty.pageCount(&again), 1);

        // A page full of rows: the totals under them go to a next page with the last rows,
        // never over the page number.
        TableDocument full = empty;
        while (full.pageCount(&again) == 1)
            full.rows.append({ u"Book"_s, u"978"_s, u"1"_s });
        full.rows.removeLast(); // as many rows as one page holds
        QCOMPARE(full.pageCount(&again), 1);
        full.footnote = u"Total: 40 titles"_s;
        QCOMPARE(full.pageCount(&again), 2);
        full.rows.resize(full.rows.size() - 2); // room for the two lines of the totals
        QCOMPARE(full.pageCount(&again), 1);
    }
};

QTEST_MAIN(TestPrinting)
#include "tst_printing.moc"
