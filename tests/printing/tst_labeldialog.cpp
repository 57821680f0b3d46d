#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "ui/printing/labelpainter.h"
#include "ui/printing/labelprintdialog.h"
#include "ui/printing/zplwriter.h"

using namespace Qt::StringLiterals;

namespace {
// A delivery of 12 units of 5 titles, as the goods-in hands it over.
LabelJob delivery()
{
    LabelJob job;
    job.add(LabelData::product(u"O'tkan kunlar"_s, 45000, u"9780306406157"_s, 52000), 4);
    job.add(LabelData::product(u"Mehrobdan chayon"_s, 38000, u"0306406152"_s), 3);
    job.add(LabelData::product(u"Gel pen 0.5 mm"_s, 3000, u"96385074"_s), 2);
    job.add(LabelData::product(u"Notebook A5"_s, 12500, u"036000291452"_s), 2);
    job.add(LabelData::product(u"Eraser"_s, 1500, u"ERASER-1"_s), 1);
    return job;
}

int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return int(file.readAll().count("/Type /Page\n"));
}
} // namespace

class TestLabelDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The test's own settings file (named after the test binary): start from nothing.
        QSettings().clear();
    }

    void copiesAndSummary()
    {
        LabelPrintDialog dialog(delivery(), u"shop-a"_s);
        dialog.templateBox()->setCurrentIndex(dialog.templateBox()->findData(u"a4-3x7"_s));
        QCOMPARE(dialog.job().count(), 12);
        QCOMPARE(dialog.sheet().count(), 12);
        QCOMPARE(dialog.sheet().pageCount(), 1);
        QCOMPARE(dialog.linesView()->rowCount(), 5);
        // Start at the 15th label of a used sheet: 7 labels fit, 5 go on a second sheet.
        dialog.startBox()->setValue(15);
        QCOMPARE(dialog.sheet().pageCount(), 2);
        QCOMPARE(dialog.sheet().placements(0).size(), 7);
        // Copies are editable: 4 -> 10 of the first title.
        dialog.linesView()->item(0, 2)->setData(Qt::EditRole, 10);
        QCOMPARE(dialog.job().count(), 18);
        QCOMPARE(dialog.job().expanded().at(9).title, u"O'tkan kunlar"_s);
        QVERIFY(dialog.summaryLabel()->text().contains(u"18"_s));
    }

    void fitsTheScreen()
    {
        // The offscreen screen is 800x600, a 1024x600 laptop's height: the dialog (720 px tall
        // where there is room) must leave Close on screen.
        LabelPrintDialog dialog(delivery(), u"shop-a"_s);
        const QSize screen = dialog.screen()->availableGeometry().size();
        QVERIFY2(dialog.height() <= screen.height(), qPrintable(QString::number(dialog.height())));
        QVERIFY(dialog.width() <= screen.width());
        QVERIFY(dialog.minimumSizeHint().height() <= screen.height());
    }

    void settingsPerConnection()
    {
        {
            LabelPrintDialog dialog(delivery(), u"shop-a"_s);
            dialog.templateBox()->setCurrentIndex(dialog.templateBox()->findData(u"a4-4x10"_s));
            dialog.queueField()->setText(u"zebra-front"_s);
            dialog.reject();
        }
        {
            LabelPrintDialog dialog(delivery(), u"shop-a"_s);
            QCOMPARE(dialog.templateBox()->currentData().toString(), u"a4-4x10"_s);
            QCOMPARE(dialog.queueField()->text(), u"zebra-front"_s);
            QCOMPARE(dialog.sheet().sheetTemplate().columns, 4);
        }
        {
            LabelPrintDialog other(delivery(), u"shop-b"_s);
            QCOMPARE(other.templateBox()->currentData().toString(), u"a4-3x7"_s);
            QCOMPARE(other.queueField()->text(), QString());
        }
    }

    // 500 labels in the print preview: the event loop keeps running between pages, and no
    // page takes long.
    void previewOf500()
    {
        LabelJob job;
        for (int i = 0; i < 100; ++i)
            job.add(LabelData::product(u"Title number %1 of the big delivery"_s.arg(i), 1000 + i,
                        i % 2 ? u"9780306406157"_s : u"CODE-%1"_s.arg(i)),
                5);
        LabelPrintDialog dialog(job, u"shop-c"_s);
        dialog.templateBox()->setCurrentIndex(dialog.templateBox()->findData(u"a4-4x10"_s));
        QCOMPARE(dialog.sheet().pageCount(), 13);
        QPrinter printer(QPrinter::HighResolution);
        printer.setFullPage(true);
        LabelPainter::preparePage(&printer, dialog.sheet().sheetTemplate());
        QPrintPreviewWidget preview(&printer);
        connect(&preview, &QPrintPreviewWidget::paintRequested, &dialog,
            &LabelPrintDialog::paintLabels);
        int ticks = 0;
        QTimer timer;
        timer.setInterval(0);
        connect(&timer, &QTimer::timeout, &preview, [&ticks] { ++ticks; });
        timer.start();
        preview.updatePreview();
        timer.stop();
        QCOMPARE(preview.pageCount(), 13);
        QVERIFY2(ticks >= 6, qPrintable(u"the event loop ran %1 times"_s.arg(ticks)));
        QVERIFY2(dialog.longestPageMs() < 100,
            qPrintable(u"a page took %1 ms"_s.arg(dialog.longestPageMs())));
    }

    void pdfAndZplFiles()
    {
        QTemporaryDir dir;
        LabelPrintDialog dialog(delivery(), u"shop-d"_s);
        dialog.templateBox()->setCurrentIndex(dialog.templateBox()->findData(u"single-58x40"_s));
        const QString pdf = dir.filePath(u"labels.pdf"_s);
        QVERIFY(dialog.savePdf(pdf));
        QCOMPARE(pdfPages(pdf), 12); // one page per label on a label printer
        const QString zpl = dir.filePath(u"labels.zpl"_s);
        QVERIFY(dialog.saveZpl(zpl));
        QFile file(zpl);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QCOMPARE(text.count("^XA"), 5);
        QVERIFY(text.contains("^PQ4\n"));
        QVERIFY(text.contains("^BEN,"));
        QVERIFY(!dialog.savePdf(dir.filePath(u"missing/dir/labels.pdf"_s)));
    }

    // `lp -d QUEUE -o raw` with the ZPL on its standard input: a fake lp on PATH records both.
    void zplToQueue()
    {
        QTemporaryDir dir;
        const QString lp = dir.filePath(u"lp"_s);
        {
            QFile script(lp);
            QVERIFY(script.open(QIODevice::WriteOnly));
            script.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$(dirname \"$0\")/args\"\n"
                         "cat > \"$(dirname \"$0\")/data\"\n");
            script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        }
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", dir.path().toLocal8Bit() + ':' + path);
        LabelPrintDialog dialog(delivery(), u"shop-e"_s);
        dialog.templateBox()->setCurrentIndex(dialog.templateBox()->findData(u"single-40x30"_s));
        QSignalSpy sent(&dialog, &LabelPrintDialog::sent);
        dialog.sendZpl(); // no queue yet
        QCOMPARE(sent.size(), 1);
        QCOMPARE(sent.at(0).at(0).toBool(), false);
        dialog.queueField()->setText(u"zebra"_s);
        dialog.sendZpl();
        QTRY_COMPARE(sent.size(), 2);
        qputenv("PATH", path);
        QCOMPARE(sent.at(1).at(0).toBool(), true);
        QFile args(dir.filePath(u"args"_s));
        QVERIFY(args.open(QIODevice::ReadOnly));
        QCOMPARE(args.readAll(), QByteArray("-d\nzebra\n-o\nraw\n"));
        QFile data(dir.filePath(u"data"_s));
        QVERIFY(data.open(QIODevice::ReadOnly));
        ZplWriter::Options options;
        options.labelMm = { 40, 30 };
        QCOMPARE(data.readAll(), ZplWriter::job(delivery(), options));
        QVERIFY(dialog.statusLabel()->text().contains(u"zebra"_s));
    }
};

QTEST_MAIN(TestLabelDialog)
#include "tst_labeldialog.moc"
