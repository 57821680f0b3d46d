#pragma once

#include <QObject>

class QDialog;

// A scanner is a keyboard: 8–13 digits at 5–10 ms a key, then Enter. Typed into a modal
// dialog it would fill whatever field has the focus and its Enter would press the default
// button (a product named after the next book's ISBN, a confirmation answered by a scan).
// Installed once on the application, this watches every modal dialog as it is shown and
// gives it a ScanRouter that recognises a burst by its timing:
// - a dialog with a field that takes codes (ScanRouter::setTakesCodes) gets the code in
//   that field, and the burst's Enter presses nothing;
// - any other dialog refuses the burst: the pane behind it (a ScanSink among the dialog's
//   parents) keeps the scan waiting until the dialog closes; with no scanning pane behind
//   it the scan is refused loudly (a beep and a tooltip on the dialog).
// A person typing is not held back beyond the router's first keys.
class DialogScanGuard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DialogScanGuard)
public:
    // Idempotent: one guard per application.
    static void install();
    // A field of `dialog` that takes a scanned code, or null.
    static QWidget *codeField(const QDialog *dialog);
    // A modal dialog of `pane` is open (another one opened as the last closed: the scans
    // behind it keep waiting).
    static bool dialogOpenOver(const QWidget *pane);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit DialogScanGuard(QObject *parent);
    void guard(QDialog *dialog);
};
