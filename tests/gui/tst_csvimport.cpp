// The console's CSV import (ui/csvimportdialog): its preview reader and alias table against
// the server's own (so the console shows what the server will do), the preview and detected
// mapping of goodbooks-10k, mapping edits becoming --map arguments, real imports through the
// real catalog-server with the report as a tinted table, goodbooks end to end from the dialog,
// and cancel (the dialog's kill and a plain SIGTERM) writing nothing.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include "common/csvreader.h"
#include "common/productcodes.h"
#include "models/csvfields.h"
#include "models/csvmappingmodel.h"
#include "models/csvpreview.h"
#include "models/csvpreviewmodel.h"
#include "models/csvreportdetail.h"
#include "models/csvreportmodel.h"
#include "server/domain/importproblem.h"
#include "server/services/csvcolumns.h"
#include "tests/support/testserver.h"
#include "ui/csvimportdialog.h"
#include "ui/csvreportpanel.h"
#include "ui/languagesetup.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

namespace {

QString goodbooks()
{
    return qEnvironmentVariable("CATALOG_SHARED_DATA") + u"/goodbooks-10k/books.csv"_s;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Products in a database file, read directly (the test's own check, not the console's).
qint64 productCount(const QString &dbFile)
{
    qint64 count = -1;
    {
        auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"check"_s);
        db.setDatabaseName(dbFile);
        if (db.open()) {
            QSqlQuery query(u"SELECT count(*) FROM products"_s, db);
            if (query.next())
                count = query.value(0).toLongLong();
        }
    }
    QSqlDatabase::removeDatabase(u"check"_s);
    return count;
}

// An EAN-13 with a valid check digit from a serial number.
QString ean(qint64 serial)
{
    const QString digits = u"200"_s + QString::number(serial).rightJustified(9, u'0');
    return digits + QChar(u'0' + ProductCodes::gs1CheckDigit(digits));
}

QByteArray bigCsv(int rows)
{
    QByteArray csv = "code,name,price,stock,type\n";
    for (int i = 0; i < rows; ++i)
        csv += u"%1,Item %2,%3,5,stationery\n"_s.arg(ean(i)).arg(i).arg(1000 + i).toUtf8();
    return csv;
}

// The Alt+letters of the visible buttons and labelled fields.
QStringList mnemonics(QWidget *root)
{
    QStringList keys;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        QString text;
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            text = button->text();
        else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            text = label->text();
        const qsizetype amp = text.indexOf(u'&');
        if (amp >= 0 && amp + 1 < text.size())
            keys << text.at(amp + 1).toLower();
    }
    return keys;
}

int mappingRow(const CsvMappingModel *model, const QString &column)
{
    return int(model->header().indexOf(column));
}

} // namespace

class TstCsvImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void previewReadsAsTheServer_data();
    void previewReadsAsTheServer();
    void aliasesAreTheServers();
    void mappingResolvesAsTheServer_data();
    void mappingResolvesAsTheServer();
    void goodbooksPreviewAndDetectedMapping();
    void editingTheMappingChangesTheArguments();
    void mappingIsEditableByKeyboard();
    void smallImportShowsTheTintedReport();
    void rejectedRowsWithoutSkipWriteNothing();
    void missingPriceAdvisesADefaultPrice();
    void goodbooksImportsFromTheDialog();
    void reportDetailsAreTranslated_data();
    void reportDetailsAreTranslated();
    void everyServerCodeIsTranslated();
    void unknownCodesShowTheEnglishDetail();
    void cancelWritesNothing();
    void sigtermWritesNothing();

private:
    QTemporaryDir m_dir;
    QString m_bigCsv;
    QByteArray m_goodbooksReport; // as the command line writes it (with its warnings)
    QByteArray m_problemsReport; // tests/e2e/fixtures/import-problems.csv's, with problems
};

void TstCsvImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(TestServer::binary()), qPrintable(TestServer::binary()));
    QVERIFY2(QFile::exists(goodbooks()), qPrintable(goodbooks()));
    m_bigCsv = m_dir.filePath(u"big.csv"_s);
    QVERIFY(writeFile(m_bigCsv, bigCsv(60000)));
    QProcess cli;
    const QString cliReport = m_dir.filePath(u"cli-report.csv"_s);
    cli.start(TestServer::binary(),
        { u"import"_s, u"--db"_s, u"sqlite:"_s + m_dir.filePath(u"goodbooks-cli.db"_s), goodbooks(),
            u"--type"_s, u"book"_s, u"--seller"_s, u"1"_s, u"--default-price"_s, u"50000"_s,
            u"--skip-invalid"_s, u"--report"_s, cliReport, u"--report-warnings"_s });
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    m_goodbooksReport = readFile(cliReport);
    QVERIFY(m_goodbooksReport.size() > 100000);

    // tst_importproblems' file, imported as it does: every problem a CSV can cause.
    const QString fixtures = QStringLiteral(CATALOG_E2E_FIXTURES);
    const QString problemsDb = u"sqlite:"_s + m_dir.filePath(u"problems.db"_s);
    const QString problemsReport = m_dir.filePath(u"problems-report.csv"_s);
    for (const QStringList &arguments : { QStringList { fixtures + u"/catalog.json"_s },
             QStringList { fixtures + u"/import-problems-setup.csv"_s },
             QStringList { fixtures + u"/import-problems.csv"_s, u"--skip-invalid"_s, u"--report"_s,
                 problemsReport, u"--report-problems"_s } }) {
        cli.start(
            TestServer::binary(), QStringList { u"import"_s, u"--db"_s, problemsDb } + arguments);
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    }
    m_problemsReport = readFile(problemsReport);
}

void TstCsvImport::previewReadsAsTheServer_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("plain") << QByteArray("code,name\n1,a\n2,b\n");
    QTest::newRow("bom and semicolons")
        << QByteArray("\xEF\xBB\xBFisbn;title;price\n978;\"Qodiriy; O'tkan\";1 000\n");
    QTest::newRow("quotes, line breaks, crlf")
        << QByteArray("a,b,c\r\n\"x \"\"y\"\"\",\"line\nbreak\",z\r\n1,2,3\r\n");
    QTest::newRow("blank lines keep numbering") << QByteArray("a,b\n1,2\n\n3,4\n \n5,6");
    QTest::newRow("text after a closing quote") << QByteArray("a,b\n\"x\"y,2\n");
    QTest::newRow("more semicolons in quotes") << QByteArray("\"a;b;c\",d,e\n1,2,3\n");
    QTest::newRow("cyrillic") << QByteArray("название,цена\nКнига,100\n");
}

void TstCsvImport::previewReadsAsTheServer()
{
    QFETCH(QByteArray, data);
    CsvReader server(data);
    QList<QPair<qint64, QStringList>> expected;
    qint64 number = 0;
    for (CsvReader::Record record; server.next(record);) {
        ++number;
        if (number > 1 && record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue; // the importer skips blank lines, numbering on
        expected.append({ number, record.fields });
    }
    const CsvPreview preview = CsvPreview::fromData(data, -1);
    QCOMPARE(preview.error, QString());
    QCOMPARE(preview.delimiter, server.delimiter());
    QCOMPARE(preview.header, expected.first().second);
    QCOMPARE(preview.rows.size(), expected.size() - 1);
    for (int i = 0; i < preview.rows.size(); ++i) {
        QCOMPARE(preview.rows.at(i).number, expected.at(i + 1).first);
        QCOMPARE(preview.rows.at(i).fields, expected.at(i + 1).second);
    }
    // A file read through the device (as the import dialog does) gives the same rows.
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(data);
    file.close();
    const CsvPreview fromFile = CsvPreview::readFile(file.fileName(), -1);
    QCOMPARE(fromFile.header, preview.header);
    QCOMPARE(fromFile.rows.size(), preview.rows.size());
    for (int i = 0; i < fromFile.rows.size(); ++i)
        QCOMPARE(fromFile.rows.at(i).fields, preview.rows.at(i).fields);
}

void TstCsvImport::aliasesAreTheServers()
{
    QStringList serverFields;
    for (const CsvColumns::Field field : CsvColumns::allFields())
        serverFields << CsvColumns::fieldName(field);
    QCOMPARE(CsvFields::all(), serverFields);
    for (const auto &[alias, field] : CsvFields::aliases()) {
        const auto serverField = CsvColumns::fieldNamed(alias);
        QVERIFY2(serverField, qPrintable(alias));
        QCOMPARE(CsvColumns::fieldName(*serverField), field);
    }
    // And none that the console does not know: every name the server takes, tried.
    const QStringList tried { u"sku"_s, u"artikel"_s, u"upc"_s, u"gtin"_s, u"isbn_13"_s,
        u"authors_names"_s, u"image_urls"_s, u"qty"_s, u"quantity"_s, u"cost"_s, u"ignore"_s };
    for (const QString &name : tried)
        QCOMPARE(bool(CsvColumns::fieldNamed(name)), !CsvFields::fieldOfColumn(name).isEmpty());
}

void TstCsvImport::mappingResolvesAsTheServer_data()
{
    QTest::addColumn<QStringList>("header");
    QTest::addColumn<QStringList>("map"); // COLUMN=FIELD
    QTest::newRow("goodbooks") << QStringList { u"book_id"_s, u"isbn"_s, u"isbn13"_s, u"authors"_s,
        u"original_title"_s, u"title"_s, u"image_url"_s }
                               << QStringList {};
    QTest::newRow("mapped wins over named") << QStringList { u"title"_s, u"Nomi"_s, u"Price"_s,
        u"EAN"_s } << QStringList { u"Nomi=name"_s };
    QTest::newRow("first of two names")
        << QStringList { u" Title "_s, u"NAME"_s, u"code"_s } << QStringList {};
    QTest::newRow("ignored and aliases") << QStringList { u"isbn"_s, u"name"_s, u"narx"_s,
        u"stock"_s } << QStringList { u"isbn=ignore"_s, u"narx=price"_s, u"stock=barcode"_s };
}

void TstCsvImport::mappingResolvesAsTheServer()
{
    QFETCH(QStringList, header);
    QFETCH(QStringList, map);
    QHash<QString, QString> serverMap, consoleMap;
    for (const QString &m : map) {
        serverMap.insert(m.section(u'=', 0, 0), m.section(u'=', 1));
        consoleMap.insert(CsvFields::key(m.section(u'=', 0, 0)), m.section(u'=', 1));
    }
    QString error;
    const auto columns = CsvColumns::fromHeader(header, serverMap, &error);
    QVERIFY2(columns, qPrintable(error));
    const QStringList console = CsvFields::resolve(header, consoleMap);
    for (int i = 0; i < header.size(); ++i) {
        QString serverField;
        for (const CsvColumns::Field field : CsvColumns::allFields()) {
            if (field == CsvColumns::Field::Code ? columns->codeColumns().contains(i)
                                                 : columns->column(field) == i)
                serverField = CsvColumns::fieldName(field);
        }
        QCOMPARE(console.at(i), serverField);
    }
}

void TstCsvImport::goodbooksPreviewAndDetectedMapping()
{
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + m_dir.filePath(u"gb1.db"_s));
    QAbstractItemModelTester previewTester(dialog.previewModel());
    QAbstractItemModelTester mappingTester(dialog.mappingModel());
    QVERIFY(dialog.setFile(goodbooks()));
    CsvPreviewModel *preview = dialog.previewModel();
    QCOMPARE(preview->rowCount(), 20);
    QCOMPARE(preview->columnCount(), 23);
    QCOMPARE(preview->headerData(0, Qt::Vertical, Qt::DisplayRole).toLongLong(), 2); // row 2
    const CsvMappingModel *mapping = dialog.mappingModel();
    const int title = mappingRow(mapping, u"title"_s);
    QCOMPARE(
        preview->index(0, title).data().toString(), u"The Hunger Games (The Hunger Games, #1)"_s);
    QCOMPARE(preview->index(0, mappingRow(mapping, u"isbn13"_s)).data().toString(),
        u"9.78043902348e+12"_s);
    // The server's detection: two code columns, title, authors, image_url; the rest ignored.
    const QHash<QString, QString> expected { { u"isbn"_s, u"code"_s }, { u"isbn13"_s, u"code"_s },
        { u"authors"_s, u"author"_s }, { u"title"_s, u"name"_s }, { u"image_url"_s, u"image"_s } };
    for (int row = 0; row < mapping->rowCount(); ++row)
        QCOMPARE(mapping->field(row), expected.value(mapping->header().at(row)));
    QCOMPARE(mapping->index(title, CsvMappingModel::Field).data().toString(),
        CsvMappingModel::fieldLabel(u"name"_s));
    QCOMPARE(mapping->index(title, CsvMappingModel::Sample).data().toString(),
        u"The Hunger Games (The Hunger Games, #1)"_s);
    QVERIFY(preview->headerData(title, Qt::Horizontal, Qt::DisplayRole)
                .toString()
                .endsWith(CsvMappingModel::fieldLabel(u"name"_s)));
    // Ignored columns are greyed in the preview.
    QVERIFY(
        preview->index(0, mappingRow(mapping, u"book_id"_s)).data(Qt::ForegroundRole).isValid());
    QVERIFY(!preview->index(0, title).data(Qt::ForegroundRole).isValid());
    QVERIFY(dialog.importButton()->isEnabled());
    QVERIFY(!dialog.arguments().contains(u"--map"_s));
    QVERIFY(dialog.findChildren<QLabel *>().size() > 3);
}

void TstCsvImport::editingTheMappingChangesTheArguments()
{
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + m_dir.filePath(u"gb2.db"_s));
    QVERIFY(dialog.setFile(goodbooks()));
    CsvMappingModel *mapping = dialog.mappingModel();
    QAbstractItemModelTester tester(mapping);
    const auto mapArgs = [&] {
        const QStringList args = dialog.arguments();
        QStringList maps;
        for (int i = 0; i + 1 < args.size(); ++i)
            if (args.at(i) == "--map"_L1)
                maps << args.at(i + 1);
        return maps;
    };
    const int original = mappingRow(mapping, u"original_title"_s);
    const int title = mappingRow(mapping, u"title"_s);
    // The original title as the name: the server then ignores "title" by itself.
    QVERIFY(mapping->setData(
        mapping->index(original, CsvMappingModel::Field), u"name"_s, Qt::EditRole));
    QCOMPARE(mapArgs(), QStringList { u"original_title=name"_s });
    QCOMPARE(mapping->field(original), u"name"_s);
    QCOMPARE(mapping->field(title), QString());
    // A column of its own name back: no arguments left.
    QVERIFY(mapping->setField(title, u"name"_s));
    QCOMPARE(mapArgs(), QStringList {});
    QCOMPARE(mapping->field(original), QString());
    // A column the server would read by name, ignored; a code column added.
    QVERIFY(mapping->setField(mappingRow(mapping, u"isbn"_s), u"ignore"_s));
    QVERIFY(mapping->setField(mappingRow(mapping, u"book_id"_s), u"pages"_s));
    QCOMPARE(mapArgs(), (QStringList { u"book_id=pages"_s, u"isbn=ignore"_s }));
    // Without any code column the import cannot start, and the dialog says why.
    QVERIFY(mapping->setField(mappingRow(mapping, u"isbn13"_s), QString()));
    QVERIFY(!dialog.importButton()->isEnabled());
    QVERIFY(dialog.banner()->isVisibleTo(&dialog));
    QVERIFY(mapping->setField(mappingRow(mapping, u"isbn13"_s), u"code"_s));
    QVERIFY(dialog.importButton()->isEnabled());
    // Options become their arguments.
    dialog.typeBox()->setCurrentIndex(dialog.typeBox()->findData(u"book"_s));
    dialog.sellerBox()->setValue(7);
    dialog.priceBox()->setValue(50000);
    dialog.stockBox()->setValue(3);
    dialog.skipInvalidBox()->setChecked(true);
    const QStringList args = dialog.arguments();
    for (const QStringList &pair :
        { QStringList { u"--type"_s, u"book"_s }, QStringList { u"--seller"_s, u"7"_s },
            QStringList { u"--default-price"_s, u"50000"_s },
            QStringList { u"--default-stock"_s, u"3"_s } })
        QCOMPARE(args.value(args.indexOf(pair.first()) + 1), pair.last());
    QVERIFY(args.contains(u"--skip-invalid"_s));
    QCOMPARE(args.mid(0, 6),
        (QStringList { u"import"_s, u"--db"_s, u"sqlite:"_s + m_dir.filePath(u"gb2.db"_s),
            goodbooks(), u"--format"_s, u"csv"_s }));
}

void TstCsvImport::mappingIsEditableByKeyboard()
{
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + m_dir.filePath(u"gb3.db"_s));
    QVERIFY(dialog.setFile(goodbooks()));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableView *view = dialog.mappingView();
    const int row = mappingRow(dialog.mappingModel(), u"original_publication_year"_s);
    view->setFocus();
    view->setCurrentIndex(dialog.mappingModel()->index(row, CsvMappingModel::ColumnName));
    QTest::keyClick(view, Qt::Key_Return); // edits the row's field, not the default button
    QComboBox *combo = nullptr;
    QTRY_VERIFY((combo = view->findChild<QComboBox *>()) && combo->hasFocus());
    combo->setCurrentIndex(combo->findData(u"pages"_s));
    QTest::keyClick(combo, Qt::Key_Return);
    QTRY_COMPARE(dialog.mappingModel()->field(row), u"pages"_s);
    QVERIFY(dialog.arguments().contains(u"original_publication_year=pages"_s));
    QVERIFY(!dialog.isRunning());
    // Every Alt+letter of the setup page is its own.
    const QStringList keys = mnemonics(&dialog);
    QVERIFY(keys.size() >= 8);
    QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
}

void TstCsvImport::smallImportShowsTheTintedReport()
{
    // Semicolons and a BOM; row 2 clean, row 3 an ISBN-10 that lost its zero and a price with
    // a thousands separator, row 4 a bad code, row 5 no name.
    const QString csv = m_dir.filePath(u"small.csv"_s);
    QVERIFY(writeFile(csv,
        "\xEF\xBB\xBFisbn;title;authors;price;stock\n"
        "9789943012349;O'tkan kunlar;Abdulla Qodiriy;45000;12\n"
        "439023483;The Hunger Games;Suzanne Collins;\"52 000\";3\n"
        "1234567890123;Broken;Nobody;100;1\n"
        "9780306406157;;Someone;100;1\n"));
    const QString db = m_dir.filePath(u"small.db"_s);
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + db);
    QVERIFY(dialog.setFile(csv));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.previewModel()->rowCount(), 4);
    dialog.typeBox()->setCurrentIndex(dialog.typeBox()->findData(u"book"_s));
    dialog.skipInvalidBox()->setChecked(true);
    QTest::mouseClick(dialog.importButton(), Qt::LeftButton);
    QVERIFY(dialog.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);

    const QJsonObject rows = dialog.result().value("rows"_L1).toObject();
    QCOMPARE(rows.value("total"_L1).toInt(), 4);
    QCOMPARE(rows.value("imported"_L1).toInt(), 1);
    QCOMPARE(rows.value("repaired"_L1).toInt(), 1);
    QCOMPARE(rows.value("rejected"_L1).toInt(), 2);
    QCOMPARE(productCount(db), 2);

    CsvReportModel *report = dialog.report()->model();
    QAbstractItemModelTester tester(report);
    using Kind = CsvReportModel::Kind;
    QCOMPARE(report->rowsTotal(), 4);
    QCOMPARE(report->rowsWith(Kind::Imported), 1);
    QCOMPARE(report->rowsWith(Kind::Repaired), 1);
    QCOMPARE(report->rowsWith(Kind::Rejected), 2);
    const QPalette palette = QGuiApplication::palette();
    int tinted = 0;
    for (int i = 0; i < report->rowCount(); ++i) {
        const auto kind = Kind(report->index(i, 0).data(CsvReportModel::OutcomeRole).toInt());
        const QVariant background
            = report->index(i, CsvReportModel::Detail).data(Qt::BackgroundRole);
        if (kind == Kind::Imported) {
            QVERIFY(!background.isValid());
            continue;
        }
        QCOMPARE(background.value<QColor>(), CsvReportModel::tint(kind, palette));
        ++tinted;
    }
    QVERIFY(tinted >= 3);
    // Yellow and red tints that differ from the base and from each other, in a dark theme too.
    for (const QColor &base : { QColor(Qt::white), QColor(0x23, 0x26, 0x29) }) {
        QPalette p;
        p.setColor(QPalette::Base, base);
        const QColor yellow = CsvReportModel::tint(Kind::Repaired, p);
        const QColor red = CsvReportModel::tint(Kind::Rejected, p);
        QVERIFY(yellow != red && yellow != base && red != base);
        QVERIFY(yellow.red() > yellow.blue() && yellow.green() > yellow.blue());
        QVERIFY(red.red() > red.green() && red.red() > red.blue());
        QVERIFY(std::abs(yellow.lightness() - base.lightness()) < 110); // text stays readable
    }
    const QString summary = dialog.report()->summaryLabel()->text();
    QVERIFY2(summary.contains(u"4"_s) && summary.contains(u"2"_s), qPrintable(summary));
    QVERIFY(dialog.saveButton()->isVisible() && dialog.saveButton()->isEnabled());
    const QStringList keys = mnemonics(&dialog);
    QVERIFY(keys.size() >= 4);
    QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
    // The table shows the problems first: the filter starts on repaired and rejected rows.
    QCOMPARE(dialog.report()->view()->model()->rowCount(),
        report->rowCount() - int(report->rowsWith(Kind::Imported)));

    // Saved as the server wrote it.
    const QString saved = m_dir.filePath(u"saved-report.csv"_s);
    dialog.saveReportTo(saved);
    QCOMPARE(readFile(saved), report->bytes());
    QVERIFY(readFile(saved).startsWith("row,outcome,field,detail\r\n2,"));
    QVERIFY(dialog.banner()->kind() == MessageBanner::Kind::Positive);
}

void TstCsvImport::rejectedRowsWithoutSkipWriteNothing()
{
    const QString csv = m_dir.filePath(u"bad.csv"_s);
    QVERIFY(
        writeFile(csv, "code,name,price\n9789943012349,Good,100\n1234567890123,Bad code,100\n"));
    const QString db = m_dir.filePath(u"bad.db"_s);
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + db);
    QVERIFY(dialog.setFile(csv));
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
    QCOMPARE(productCount(db), 0);
    QCOMPARE(dialog.report()->model()->rowsWith(CsvReportModel::Kind::Rejected), 1);
    QCOMPARE(dialog.report()->model()->rowsWith(CsvReportModel::Kind::Imported), 1);
    QVERIFY(dialog.result().isEmpty());
    // Back to the options, skip the bad row, again.
    QVERIFY(dialog.backButton()->isEnabled());
    dialog.showSetup();
    QVERIFY(dialog.importButton()->isEnabled());
    dialog.skipInvalidBox()->setChecked(true);
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
    QCOMPARE(productCount(db), 1);
}

void TstCsvImport::missingPriceAdvisesADefaultPrice()
{
    // Rows without a price: the fix is a default price, not skipping them.
    const QString csv = m_dir.filePath(u"noprice.csv"_s);
    QVERIFY(writeFile(csv, "code,name\n9789943012349,Good\n9780306406157,Also good\n"));
    const QString db = m_dir.filePath(u"noprice.db"_s);
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + db);
    QVERIFY(dialog.setFile(csv));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
    QCOMPARE(productCount(db), 0);
    QCOMPARE(dialog.report()->model()->rowsRejectedForPriceOnly(), 2);
    const QString text = dialog.banner()->text();
    QVERIFY2(text.contains(u"default price"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Skip invalid rows"_s), qPrintable(text));
    dialog.showSetup();
    dialog.priceBox()->setValue(1000);
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
    QCOMPARE(productCount(db), 2);
}

void TstCsvImport::goodbooksImportsFromTheDialog()
{
    const QString db = m_dir.filePath(u"goodbooks.db"_s);
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + db);
    QVERIFY(dialog.setFile(goodbooks()));
    dialog.typeBox()->setCurrentIndex(dialog.typeBox()->findData(u"book"_s));
    dialog.sellerBox()->setValue(1);
    dialog.priceBox()->setValue(50000);
    dialog.skipInvalidBox()->setChecked(true);
    QString summary;
    connect(&dialog, &CsvImportDialog::imported, this, [&](const QString &s) { summary = s; });
    QList<int> percents;
    dialog.startImport();
    while (dialog.isRunning()) {
        QTest::qWait(20);
        if (dialog.progressBar()->maximum() > 0)
            percents << dialog.progressBar()->value();
    }
    QVERIFY(!percents.isEmpty() && percents.last() >= percents.first());
    const QJsonObject rows = dialog.result().value("rows"_L1).toObject();
    QCOMPARE(rows.value("total"_L1).toInt(), 10000);
    QCOMPARE(rows.value("imported"_L1).toInt(), 0);
    QCOMPARE(rows.value("repaired"_L1).toInt(), 9319);
    QCOMPARE(rows.value("rejected"_L1).toInt(), 681);
    QCOMPARE(dialog.result().value("written"_L1)[u"books"_s].toInt(), 9319);
    QCOMPARE(productCount(db), 9319);
    QVERIFY(!summary.isEmpty());
    // The table's counts are the server's, and the report is the one the command line writes.
    CsvReportModel *report = dialog.report()->model();
    QCOMPARE(report->rowsTotal(), 10000);
    QCOMPARE(report->rowsWith(CsvReportModel::Kind::Repaired), 9319);
    QCOMPARE(report->rowsWith(CsvReportModel::Kind::Rejected), 681);
    QCOMPARE(report->bytes(), m_goodbooksReport);
    QCOMPARE(report->rowCount(), int(m_goodbooksReport.count('\n')) - 1);
    // Every repaired or rejected line came with a code the console translates.
    const QStringList known = CsvReportDetail::knownCodes();
    for (int i = 0; i < report->rowCount(); ++i) {
        const QModelIndex index = report->index(i, 0);
        if (CsvReportModel::Kind(index.data(CsvReportModel::OutcomeRole).toInt())
            == CsvReportModel::Kind::Imported)
            continue;
        const QString code = index.data(CsvReportModel::CodeRole).toString();
        QVERIFY2(
            known.contains(code), qPrintable(u"line "_s + QString::number(i) + u": "_s + code));
    }
}

void TstCsvImport::reportDetailsAreTranslated_data()
{
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("detail");
    // Every line of the server's report on a file with one row for every problem a CSV can
    // cause (tst_importproblems checks that file's report against the server).
    const CsvPreview report = CsvPreview::fromData(m_problemsReport, -1);
    QCOMPARE(report.header.value(4), u"problem"_s);
    for (const CsvPreview::Row &row : report.rows) {
        if (!row.fields.value(4).isEmpty()) {
            QTest::newRow(qPrintable(u"row "_s + row.fields.value(0) + u' '
                + CsvReportDetail::code(row.fields.value(4))))
                << row.fields.value(4) << row.fields.value(3);
        }
    }
    QVERIFY(report.rows.size() > 30);
}

// In Russian nothing English is left of the server's report lines: only product code
// standards, http(s), the file's column names and the values; in Uzbek (Latin script) every
// line differs from its English. No line falls back to the server's English detail.
void TstCsvImport::reportDetailsAreTranslated()
{
    QFETCH(QString, problem);
    QFETCH(QString, detail);
    const QString english = CsvReportDetail::translated(problem, QString());
    QVERIFY2(!english.isEmpty(), qPrintable(u"unknown to the console: "_s + problem));
    QVERIFY(LanguageSetup::install(qApp, QLocale(QLocale::Uzbek, QLocale::Uzbekistan)));
    const QString uzbek = CsvReportDetail::translated(problem, QString());
    QVERIFY(LanguageSetup::install(qApp, QLocale(QLocale::Russian, QLocale::Russia)));
    const QString translated = CsvReportDetail::translated(problem, QString());
    LanguageSetup::install(qApp, QLocale(QLocale::English));
    QVERIFY2(uzbek != english && !uzbek.isEmpty(), qPrintable(uzbek));
    QVERIFY(translated != english && !translated.isEmpty());
    static const QRegularExpression allowed(
        u"ISBN abc|ISBN|EAN|UPC|http\\(s\\)|ftp://x/y\\.jpg|\\bisbn(13|10)?\\b|[0-9.]+e\\+[0-9]+|"
        "coffee|\\b[0-9]+X\\b"_s);
    static const QRegularExpression latin(u"[A-Za-z]{2,}"_s);
    const QString rest = QString(translated).replace(allowed, u" "_s);
    QVERIFY2(!latin.match(rest).hasMatch(), qPrintable(translated));
    // The values stay: every number of the sentence is in its translations.
    static const QRegularExpression number(u"[0-9]{2,}"_s);
    for (auto it = number.globalMatch(detail); it.hasNext();) {
        const QString n = it.next().captured();
        QVERIFY2(translated.contains(n), qPrintable(n + u" in "_s + translated));
        QVERIFY2(uzbek.contains(n), qPrintable(n + u" in "_s + uzbek));
    }
}

// Every code the server has is one the console translates, in Russian and in Uzbek, also
// those no CSV can cause today (tst_importproblems lists them).
void TstCsvImport::everyServerCodeIsTranslated()
{
    const QStringList known = CsvReportDetail::knownCodes();
    for (const QString &code : ImportProblem::allCodeNames()) {
        QVERIFY2(known.contains(code), qPrintable(u"untranslated code "_s + code));
        // The values of the longest sentence; a composed code gets one known part.
        QJsonObject problem { { u"code"_s, code },
            { u"values"_s, QJsonArray { u"1001"_s, u"1002"_s, u"1003"_s, u"1004"_s } } };
        if (code == "steps"_L1 || code == "no_valid_code"_L1 || code == "code_taken_from"_L1) {
            problem[u"values"_s] = QJsonArray { u"1001"_s, u"isbn"_s };
            problem[u"parts"_s] = QJsonArray { QJsonObject { { u"code"_s, u"empty"_s },
                { u"values"_s, QJsonArray() }, { u"field"_s, u"isbn"_s } } };
        }
        const QString json = QString::fromUtf8(QJsonDocument(problem).toJson());
        const QString english = CsvReportDetail::translated(json, QString());
        QVERIFY2(!english.isEmpty(), qPrintable(code));
        for (const QLocale &locale : { QLocale(QLocale::Russian, QLocale::Russia),
                 QLocale(QLocale::Uzbek, QLocale::Uzbekistan) }) {
            QVERIFY(LanguageSetup::install(qApp, locale));
            const QString translated = CsvReportDetail::translated(json, QString());
            LanguageSetup::install(qApp, QLocale(QLocale::English));
            QVERIFY2(!translated.isEmpty() && translated != english,
                qPrintable(code + u" in "_s + locale.name() + u": "_s + translated));
        }
    }
}

// A code this console does not know (a newer server's), in a line or in a part, and a cell
// that is no problem at all: the server's English detail is shown.
void TstCsvImport::unknownCodesShowTheEnglishDetail()
{
    const QString detail = u"something new the server found"_s;
    QCOMPARE(CsvReportDetail::translated(u"{\"code\":\"from_the_future\",\"values\":[]}"_s, detail),
        detail);
    QCOMPARE(CsvReportDetail::translated(u"{\"code\":\"no_valid_code\",\"values\":[],\"parts\":"
                                         "[{\"code\":\"from_the_future\",\"field\":\"isbn\"}]}"_s,
                 detail),
        detail);
    QCOMPARE(CsvReportDetail::translated(u"not json"_s, detail), detail);
    QCOMPARE(CsvReportDetail::translated(QString(), detail), detail);
    // A known one is the console's sentence, its values in place (a value's own "%1" stays).
    QCOMPARE(CsvReportDetail::translated(
                 u"{\"code\":\"not_whole_number\",\"values\":[\"%2 x\"]}"_s, detail),
        u"%2 x is not a whole number"_s);
}

void TstCsvImport::cancelWritesNothing()
{
    const QString db = m_dir.filePath(u"cancel.db"_s);
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + db);
    QVERIFY(dialog.setFile(m_bigCsv));
    dialog.sellerBox()->setValue(1);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.startImport();
    QVERIFY(dialog.cancelButton()->isVisible());
    // Past reading: in the middle of writing the one transaction.
    QTRY_VERIFY_WITH_TIMEOUT(dialog.progressBar()->value() >= 40, 120000);
    QVERIFY(dialog.isRunning());
    QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10000);
    QCOMPARE(productCount(db), 0);
    QVERIFY(dialog.result().isEmpty());
    QCOMPARE(dialog.report()->model()->rowCount(), 0);
    QVERIFY(!dialog.saveButton()->isEnabled());
    QVERIFY(dialog.isVisible()); // cancel is not close
    // Escape while importing cancels too, and the database stays usable.
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.progressBar()->maximum() > 0, 60000);
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10000);
    QVERIFY(dialog.isVisible());
    QCOMPARE(productCount(db), 0);
    const QString small = m_dir.filePath(u"after-cancel.csv"_s);
    QVERIFY(writeFile(small, bigCsv(5)));
    QVERIFY(dialog.setFile(small));
    dialog.showSetup();
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
    QCOMPARE(productCount(db), 5);
}

// What the dialog relies on, without the dialog: the command line killed by SIGTERM in the
// middle of its transaction leaves the database as it was.
void TstCsvImport::sigtermWritesNothing()
{
    const QString db = m_dir.filePath(u"sigterm.db"_s);
    QProcess cli;
    QByteArray err;
    cli.start(TestServer::binary(),
        { u"import"_s, u"--db"_s, u"sqlite:"_s + db, m_bigCsv, u"--seller"_s, u"1"_s });
    QVERIFY(cli.waitForStarted());
    connect(
        &cli, &QProcess::readyReadStandardError, this, [&] { err += cli.readAllStandardError(); });
    QTRY_VERIFY_WITH_TIMEOUT(err.contains("import: 45%"), 120000);
    cli.terminate();
    QVERIFY(cli.waitForFinished(10000));
    QCOMPARE(cli.exitStatus(), QProcess::CrashExit);
    QVERIFY(!err.contains("import: 100%"));
    QCOMPARE(productCount(db), 0);
}

QTEST_MAIN(TstCsvImport)
#include "tst_csvimport.moc"
