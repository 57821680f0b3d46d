// The console's CSV exports (purchase order, reports, history) are written by common/'s
// CsvWriter (contract §2.1): a cell a person typed that starts like a formula is neutralised,
// quotes and line breaks survive a round trip through the reader, numbers stay numbers.
#include <QStandardItemModel>
#include <QTest>

#include "common/csvreader.h"
#include "models/orderexport.h"
#include "models/reportcsv.h"

using namespace Qt::StringLiterals;

class TstCsvExports : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void orderNeutralisesFormulas();
    void reportNeutralisesFormulas();
};

namespace {
QList<QStringList> records(const QByteArray &csv)
{
    CsvReader reader(csv);
    QList<QStringList> rows;
    CsvReader::Record record;
    while (reader.next(record))
        rows << record.fields;
    return rows;
}
} // namespace

void TstCsvExports::orderNeutralisesFormulas()
{
    PurchaseOrder order;
    order.id = 4;
    order.supplierName = u"=HYPERLINK(\"http://x\",\"y\")"_s;
    order.reference = u"@ref"_s;
    order.lines = { { u"+998"_s, 1, u"-minus\nsecond \"line\""_s, 3, 0, 1500 } };
    const QByteArray csv = OrderExport::toCsv(order);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    const QList<QByteArray> lines = csv.mid(3).split('\n');
    // Each text cell gets the apostrophe; a spreadsheet shows it as text.
    QCOMPARE(lines.value(1), "4,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'@ref,'+998,\"'-minus");
    const QList<QStringList> rows = records(csv);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[1].size(), 7);
    // The reader drops the apostrophe again: every value comes back as typed.
    QCOMPARE(rows[1][1], order.supplierName);
    QCOMPARE(rows[1][2], order.reference);
    QCOMPARE(rows[1][3], order.lines[0].code);
    QCOMPARE(rows[1][4], order.lines[0].name);
    QCOMPARE(rows[1][5], u"3"_s);
    QCOMPARE(rows[1][6], u"1500"_s);
}

void TstCsvExports::reportNeutralisesFormulas()
{
    QStandardItemModel model(2, 3);
    const QStringList names { u"=1+1"_s, u"Say \"hi\",\nthen go"_s };
    for (int row = 0; row < 2; ++row) {
        model.setData(model.index(row, 0), names[row], Qt::EditRole);
        model.setData(model.index(row, 1), row == 0 ? -5 : 7, Qt::EditRole);
        model.setData(model.index(row, 2), QDate(2026, 11, 10 + row), Qt::EditRole);
    }
    const QByteArray csv = ReportCsv::fromModel(model, { u"name"_s, u"units"_s, u"day"_s });
    QVERIFY(csv.contains("\r\n'=1+1,-5,2026-11-10\r\n"));
    const QList<QStringList> rows = records(csv);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0], (QStringList { u"name"_s, u"units"_s, u"day"_s }));
    QCOMPARE(rows[1][0], names[0]);
    QCOMPARE(rows[1][1], u"-5"_s); // a number of ours is not neutralised
    QCOMPARE(rows[2], (QStringList { names[1], u"7"_s, u"2026-11-11"_s }));
}

QTEST_GUILESS_MAIN(TstCsvExports)
#include "tst_csvexports.moc"
