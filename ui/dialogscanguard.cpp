#include "ui/dialogscanguard.h"

#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QPointer>
#include <QToolTip>

#include "ui/preferencesdialog.h"
#include "ui/scanlineedit.h"
#include "ui/scanrouter.h"
#include "ui/scansink.h"

using namespace Qt::StringLiterals;

namespace {

constexpr char GuardedProperty[] = "catalogScanGuarded";

QWidget *sinkBehind(const QWidget *dialog)
{
    for (QWidget *w = dialog->parentWidget(); w; w = w->parentWidget()) {
        if (dynamic_cast<ScanSink *>(w))
            return w;
    }
    return nullptr;
}

} // namespace

DialogScanGuard::DialogScanGuard(QObject *parent)
    : QObject(parent)
{ }

void DialogScanGuard::install()
{
    if (!qApp || qApp->findChild<DialogScanGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new DialogScanGuard(qApp));
}

QWidget *DialogScanGuard::codeField(const QDialog *dialog)
{
    const QList<QLineEdit *> fields = dialog->findChildren<QLineEdit *>();
    for (QLineEdit *field : fields) {
        if (ScanRouter::takesCodes(field) && field->isEnabled() && !field->isReadOnly())
            return field;
    }
    return nullptr;
}

bool DialogScanGuard::dialogOpenOver(const QWidget *pane)
{
    for (QWidget *w = QApplication::activeModalWidget(); w; w = w->parentWidget()) {
        if (w == pane)
            return true;
    }
    return false;
}

bool DialogScanGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto *dialog = qobject_cast<QDialog *>(watched);
        if (dialog && dialog->isModal() && !dialog->property(GuardedProperty).toBool())
            guard(dialog);
    }
    return false;
}

void DialogScanGuard::guard(QDialog *dialog)
{
    dialog->setProperty(GuardedProperty, true);
    const QPointer<QDialog> guarded(dialog);
    const QPointer<QWidget> pane(sinkBehind(dialog));
    auto *router = new ScanRouter(dialog, nullptr, [guarded, pane](const QString &code) {
        if (!guarded)
            return;
        if (QWidget *field = codeField(guarded)) {
            // The code lands in the dialog's code field; the burst's Enter presses nothing.
            field->setFocus(Qt::OtherFocusReason);
            if (auto *scan = qobject_cast<ScanLineEdit *>(field)) {
                scan->takeScan(code);
            } else if (auto *line = qobject_cast<QLineEdit *>(field)) {
                line->setText(code);
                line->selectAll();
            }
            return;
        }
        if (pane) {
            dynamic_cast<ScanSink *>(pane.data())->scanBehindDialog(code);
            return;
        }
        QApplication::beep();
        QToolTip::showText(guarded->mapToGlobal(QPoint(8, 8)),
            tr("Scanned %1: not taken while this window is open. Close it, then scan again.")
                .arg(code),
            guarded);
    });
    router->setParent(dialog);
    router->setClaimsEveryBurst(true);
    router->setThresholds(PreferencesDialog::loadThresholds());
    // The scans that waited go on once the dialog is gone (accepted, rejected or closed) and
    // what its answer started has begun (a Post sent after "Yes" returned from exec()).
    if (pane) {
        connect(dialog, &QDialog::finished, pane, [pane] {
            QMetaObject::invokeMethod(
                pane,
                [pane] {
                    if (pane)
                        dynamic_cast<ScanSink *>(pane.data())->dialogClosed();
                },
                Qt::QueuedConnection);
        });
    }
}
