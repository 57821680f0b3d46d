// Every table of figures writes counts and amounts as the UI language groups them, though a
// view hands its delegate a locale with OmitGroupSeparator set: the Orders pane's tables (an
// order's unit costs, issue 41 item 9) and the Reports pane's (GroupedNumberDelegate).
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include "ui/orderstable.h"
#include "ui/reporttable.h"

using namespace Qt::StringLiterals;

class TstGroupedNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresAreGrouped_data();
    void figuresAreGrouped();
};

void TstGroupedNumbers::figuresAreGrouped_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates) << u"10,500"_s;
    QTest::newRow("ru") << QLocale(QLocale::Russian, QLocale::Russia)
                        << QLocale(QLocale::Russian, QLocale::Russia).toString(10500);
    QTest::newRow("uz")
        << QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan)
        << QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan).toString(10500);
}

void TstGroupedNumbers::figuresAreGrouped()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, expected);
    QVERIFY(expected.size() > 5); // a separator between the thousands
    // What a view hands its delegate (QAbstractItemView::initViewItemOption).
    QLocale viewLocale = locale;
    viewLocale.setNumberOptions(QLocale::OmitGroupSeparator);

    QWidget parent;
    QTableWidget *orders = OrdersTable::create({ u"Code"_s, u"Product"_s, u"Cost"_s }, &parent);
    orders->setRowCount(1);
    orders->setItem(0, 2, OrdersTable::cell(qint64(10500)));
    const auto *orderDelegate = qobject_cast<QStyledItemDelegate *>(orders->itemDelegate());
    QVERIFY(orderDelegate);
    QCOMPARE(orderDelegate->displayText(orders->item(0, 2)->data(Qt::DisplayRole), viewLocale),
        expected);
    QCOMPARE(orderDelegate->displayText(u"9789943646704"_s, viewLocale), u"9789943646704"_s);

    QStandardItemModel model(1, 1);
    model.setData(model.index(0, 0), qint64(10500));
    QTableView *report = ReportTable::create(&model, &parent, -1);
    const auto *reportDelegate = qobject_cast<QStyledItemDelegate *>(report->itemDelegate());
    QVERIFY(reportDelegate);
    QCOMPARE(reportDelegate->displayText(model.index(0, 0).data(), viewLocale), expected);
}

QTEST_MAIN(TstGroupedNumbers)
#include "tst_groupednumbers.moc"
