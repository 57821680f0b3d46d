#include "ui/printing/documentpreview.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace {
void prepare(QPagedPaintDevice *device)
{
    device->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
        QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
}
} // namespace

void DocumentPreview::addSaveAsPdf(
    QPrintPreviewDialog *preview, const std::function<bool(const QString &)> &save)
{
    QToolBar *bar = preview->findChild<QToolBar *>();
    auto *action
        = new QAction(QCoreApplication::translate("DocumentPreview", "Save as PDF…"), preview);
    action->setObjectName(u"saveAsPdf"_s);
    if (bar) {
        bar->addSeparator();
        bar->addAction(action);
    } else {
        preview->addAction(action);
    }
    QObject::connect(action, &QAction::triggered, preview, [preview, save] {
        const QString path = QFileDialog::getSaveFileName(preview,
            QCoreApplication::translate("DocumentPreview", "Save as PDF"), {},
            QCoreApplication::translate("DocumentPreview", "PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        if (!save(path.endsWith(u".pdf"_s, Qt::CaseInsensitive) ? path : path + u".pdf"_s))
            QMessageBox::warning(preview,
                QCoreApplication::translate("DocumentPreview", "Save as PDF"),
                QCoreApplication::translate(
                    "DocumentPreview", "The PDF could not be written to %1.")
                    .arg(path));
    });
}

bool DocumentPreview::savePdf(const TableDocument &document, const QString &path)
{
    QPdfWriter writer(path);
    writer.setResolution(300);
    writer.setTitle(document.title);
    writer.setCreator(u"catalog-console"_s);
    prepare(&writer);
    return document.print(&writer);
}

void DocumentPreview::show(const TableDocument &document, QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    prepare(&printer);
    printer.setDocName(document.title);
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(document.title);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
        [&document](QPrinter *target) { document.print(target); });
    addSaveAsPdf(&preview, [&document](const QString &path) { return savePdf(document, path); });
    preview.exec();
}
