#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <functional>

#include "models/consolesession.h"
#include "models/minemodel.h"
#include "models/pagedproductmodel.h"
#include "net/apiclient.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/modaldialogs.h"
#include "ui/labelsources.h"
#include "ui/printing/barcode.h"
#include "ui/printing/labelpainter.h"
#include "ui/printing/labelprintdialog.h"
#include "ui/printing/labelsheet.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

namespace {
QString scan(const LabelData &label)
{
    const LabelSheet sheet(LabelTemplate::byId(u"single-58x40"_s), 1);
    QImage image(qRound(58 * 300 / 25.4), qRound(40 * 300 / 25.4), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(300 / 0.0254));
    image.setDotsPerMeterY(qRound(300 / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    LabelPainter({ QLocale(), {}, true }).paintPage(&painter, sheet, { label }, 0);
    painter.end();
    QTemporaryDir dir;
    const QString file = dir.filePath(u"label.png"_s);
    image.save(file);
    QProcess zbar;
    zbar.start(u"zbarimg"_s, { u"-q"_s, file });
    zbar.waitForFinished(60000);
    return QString::fromUtf8(zbar.readAllStandardOutput()).trimmed();
}
} // namespace

class TstLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_fx = std::make_unique<GuiFixture>();
        QVERIFY(m_fx->start(300));
        m_fx->connectSession();
    }
    void cleanupTestCase() { m_fx.reset(); }

    // The Stock pane's rows: one label each or by stock, and a printed ISBN scans back.
    void fromMine()
    {
        MineModel model(m_fx->client);
        model.setType(u"book"_s);
        model.reload();
        QTRY_VERIFY_WITH_TIMEOUT(model.rowCount() >= 3, 10000);
        const LabelJob each = LabelSources::fromMine(&model, { 0, 2 }, false);
        QCOMPARE(each.lines.size(), 2);
        QCOMPARE(each.count(), 2);
        QCOMPARE(each.lines.at(1).label.code, model.item(2).code);
        QCOMPARE(each.lines.at(1).label.price, model.item(2).price);
        const LabelJob byStock = LabelSources::fromMine(&model, { 0, 1, 2 }, true);
        qint64 stock = 0;
        for (int row = 0; row < 3; ++row)
            stock += model.item(row).stock;
        QCOMPARE(qint64(byStock.count()), stock);
        const Barcode::Choice choice = Barcode::forProductCode(model.item(0).code);
        QCOMPARE(choice.symbology, Barcode::Symbology::Ean13);
        QCOMPARE(scan(each.lines.at(0).label), u"EAN-13:"_s + choice.data);
    }

    // A list of products (a search result): each one's code comes from its detail.
    void fromProducts()
    {
        QList<ProductSummary> products;
        bool listed = false;
        m_fx->client->products(u"books"_s, { 1, 4, {}, {} }, this,
            [&](const ApiResult &result, const Paged<ProductSummary> &page) {
                QVERIFY(result.isSuccess());
                products = page.items;
                listed = true;
            });
        QTRY_VERIFY(listed);
        QCOMPARE(products.size(), 4);
        for (ProductSummary &p : products)
            p.type = u"book"_s;
        bool done = false;
        LabelJob job;
        LabelSources::fromProducts(
            m_fx->client, products, this, [&](const LabelJob &result, const QStringList &failures) {
                QVERIFY(failures.isEmpty());
                job = result;
                done = true;
            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        QCOMPARE(job.count(), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(job.lines.at(i).label.title, products.at(i).name);
            QCOMPARE(Barcode::forProductCode(job.lines.at(i).label.code).symbology,
                Barcode::Symbology::Ean13);
            QVERIFY(!job.lines.at(i).label.seller.isEmpty());
        }
        // A product that is gone is named, the others still get their labels.
        ProductSummary gone;
        gone.id = 99999999;
        gone.type = u"book"_s;
        gone.name = u"Gone"_s;
        done = false;
        QStringList missing;
        LabelSources::fromProducts(m_fx->client, { products.at(0), gone }, this,
            [&](const LabelJob &result, const QStringList &failures) {
                job = result;
                missing = failures;
                done = true;
            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        QCOMPARE(job.count(), 1);
        QCOMPARE(missing, QStringList { u"Gone"_s });
    }

    void sellerSign()
    {
        Seller seller;
        seller.name = u"Kitob Olami"_s;
        seller.rating = 4.7;
        const LabelJob job = LabelSources::sellerSign(seller, u"s1-8f3a"_s);
        QCOMPARE(job.count(), 1);
        QCOMPARE(job.lines.at(0).label.kind, LabelData::Kind::SellerSign);
        QCOMPARE(job.lines.at(0).label.code, u"s1-8f3a"_s);
        QVERIFY(job.lines.at(0).label.note.contains(QLocale().toString(4.7, 'f', 1)));
    }

    // The Stock pane hands its selection to the print dialog (nothing selected: all shown).
    void stockPaneSelection()
    {
        StockPane pane(m_fx->session, nullptr);
        pane.resize(1000, 600);
        pane.show();
        QTRY_VERIFY_WITH_TIMEOUT(pane.mineModel()->rowCount() >= 3, 10000);
        QToolButton *button = nullptr;
        for (QToolButton *b : pane.findChildren<QToolButton *>()) {
            if (b->text() == StockPane::tr("Print labels"))
                button = b;
        }
        QVERIFY(button);
        QCOMPARE(button->actions().size(), 2);
        pane.productView()->selectRow(1);
        bool seen = false;
        onModal<LabelPrintDialog>(
            [&](LabelPrintDialog *dialog) {
                QCOMPARE(dialog->job().count(), 1);
                QCOMPARE(dialog->job().lines.at(0).label.code, pane.mineModel()->item(1).code);
            },
            &seen);
        button->actions().at(0)->trigger();
        QVERIFY(seen);
        pane.productView()->clearSelection();
        seen = false;
        onModal<LabelPrintDialog>(
            [&](LabelPrintDialog *dialog) {
                QCOMPARE(dialog->job().lines.size(), pane.mineModel()->rowCount());
            },
            &seen);
        button->actions().at(0)->trigger();
        QVERIFY(seen);
    }

    // After a QR lookup the Sellers pane offers the seller's counter sign.
    void sellersPaneSign()
    {
        QString token;
        QString name;
        {
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tokens"_s);
            db.setDatabaseName(m_fx->server.folder() + u"/catalog.db"_s);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(u"SELECT qr_token, name FROM sellers ORDER BY id LIMIT 1"_s));
            QVERIFY(query.next());
            token = query.value(0).toString();
            name = query.value(1).toString();
        }
        QSqlDatabase::removeDatabase(u"tokens"_s);
        SellersPane pane(m_fx->session, nullptr);
        pane.show();
        pane.qrField()->setText(token);
        pane.lookupQr();
        QPushButton *sign = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (QPushButton *b : pane.findChildren<QPushButton *>()) {
                    if (b->isVisible() && b->text() == SellersPane::tr("Print counter sign…"))
                        sign = b;
                }
                return sign != nullptr;
            }(),
            10000);
        bool seen = false;
        onModal<LabelPrintDialog>(
            [&](LabelPrintDialog *dialog) {
                QCOMPARE(dialog->job().count(), 1);
                const LabelData label = dialog->job().lines.at(0).label;
                QCOMPARE(label.kind, LabelData::Kind::SellerSign);
                QCOMPARE(label.code, token);
                QCOMPARE(label.title, name);
            },
            &seen);
        sign->click();
        QVERIFY(seen);
    }

    // The Search pane prints the results shown, each with the code from its detail.
    void searchPaneResults()
    {
        MineModel mine(m_fx->client);
        mine.setType(u"book"_s);
        mine.reload();
        QTRY_VERIFY_WITH_TIMEOUT(mine.rowCount() > 0, 10000);
        const QString word = mine.item(0).name.section(u' ', 0, 0);
        SearchPane pane(m_fx->session, nullptr);
        pane.show();
        pane.search(word);
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->rowCount() > 0, 10000);
        QPushButton *print = nullptr;
        for (QPushButton *b : pane.findChildren<QPushButton *>()) {
            if (b->text() == SearchPane::tr("Print &labels…"))
                print = b;
        }
        QVERIFY(print);
        bool seen = false;
        int rows = 0;
        onModal<LabelPrintDialog>(
            [&](LabelPrintDialog *dialog) {
                const LabelJob job = dialog->job();
                QVERIFY(job.count() >= rows);
                for (const LabelJob::Line &line : job.lines)
                    QVERIFY(!line.label.code.isEmpty());
            },
            &seen);
        rows = std::min(pane.model()->rowCount(), 100);
        print->click();
        QTRY_VERIFY_WITH_TIMEOUT(seen, 15000);
    }

private:
    std::unique_ptr<GuiFixture> m_fx;
};

QTEST_MAIN(TstLabels)
#include "tst_labels.moc"
