#pragma once

#include <QString>
#include <functional>

#include "ui/printing/tabledocument.h"

class QPrinter;
class QPrintPreviewDialog;
class QWidget;

// A TableDocument on A4: the print preview (with "Save as PDF…" in its tool bar) or a PDF.
class DocumentPreview final
{
public:
    static void show(const TableDocument &document, QWidget *parent);
    static bool savePdf(const TableDocument &document, const QString &path);
    // Adds "Save as PDF…" to a print preview's tool bar; save(path) writes the file.
    static void addSaveAsPdf(
        QPrintPreviewDialog *preview, const std::function<bool(const QString &)> &save);
};
