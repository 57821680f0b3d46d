#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <functional>
#include <memory>
#include <vector>

#include "models/scankeyclassifier.h"

class QKeyEvent;
class QLineEdit;
class QWidget;
class ScanLineEdit;

// A keyboard-wedge scanner types into whatever has the keyboard focus. This event filter sits on
// every widget of a pane but the scan field (the ones there now and any created later, such as
// the table's inline editor) and holds back printable keys going to the focused one. A held
// burst that ends in Enter or Tab and passes ScanKeyClassifier is handed to the scan field as a
// scan, and the focus goes back there. Anything else is given to the widget it was meant for, in
// order, as soon as it cannot be a scan: a key after a pause longer than the classifier's
// longest gap (or the gap timer running out), a second slow gap (a scanner may stall once, a
// person is slow at every key), a key that is not printable, a modifier or auto-repeat, or a
// terminator that does not look like a scanner's. After a person was recognized, keys that follow
// within the longest gap go straight through, so typing lags only at its first keys.
//
// Popups opened from the watched widgets (a combo box list, a menu) are watched too: a scan
// while one is open closes it first, so the scan is never swallowed. Dialogs are separate
// windows and are left alone. An inline editor is handled: a scan there takes the focus away,
// which commits the editor's value as any focus change does (an unchanged value sends nothing).
//
// A field that takes codes (a count's scan field, a code filter, a QR token field, a search
// field: setTakesCodes()) reads a burst typed into it itself: while it has the focus, the
// router stays out of the way, so the code lands there and only there.
class ScanRouter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScanRouter)
public:
    using Deliver = std::function<void(const QString &code)>;

    // Watches `root`'s widgets except `field` (and its own parts), from now on; scans go to
    // the field.
    ScanRouter(QWidget *root, ScanLineEdit *field);
    // Watches `root`'s widgets except `excluded` (which reads scans itself); a scan is handed
    // to `deliver` once open popups are closed.
    ScanRouter(QWidget *root, QWidget *excluded, Deliver deliver);
    ~ScanRouter() override;

    // Marks a field whose own handling of a scanned code (Enter) is what a burst typed into it
    // means: no router holds or redirects keys typed there.
    static void setTakesCodes(QWidget *field, bool takes = true);
    static bool takesCodes(const QWidget *widget);
    // The field of `pane` that a scan made elsewhere in the pane goes to (a count's scan field),
    // or null: such a scan opens the product instead.
    static void setPaneScanField(QWidget *pane, QLineEdit *field);
    static QLineEdit *paneScanField(const QWidget *pane);
    // Puts `code` into `field` and presses Enter there, as if it had been scanned into it.
    static void enterInto(QLineEdit *field, const QString &code);

    void setThresholds(const ScanKeyClassifier::Thresholds &thresholds);
    ScanKeyClassifier::Thresholds thresholds() const { return m_classifier.thresholds(); }
    // A dialog's router (DialogScanGuard): every burst is held and delivered, also one typed
    // into a field that takes codes, so that its Enter never reaches a default button.
    void setClaimsEveryBurst(bool claims) { m_claimsEveryBurst = claims; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void watch(QObject *object);
    QWidget *routedTarget(QObject *watched) const;
    bool shortcutOverride(QWidget *target, QKeyEvent *key);
    bool keyPress(QWidget *target, QKeyEvent *key);
    // The focus moved to `target` (the widget a key goes to now).
    void followFocus(QWidget *target, qint64 now);
    void hold(const QKeyEvent *key);
    void clearHeld();
    // Gives the held keys to the widget they were meant for; `human`: a person is typing there.
    void release(bool human);
    void deliverScan();

    bool active() const;

    QWidget *m_root;
    QPointer<ScanLineEdit> m_field;
    QPointer<QWidget> m_excluded;
    Deliver m_deliver;
    ScanKeyClassifier m_classifier;
    QElapsedTimer m_clock;
    QTimer m_gapTimer;
    QPointer<QWidget> m_target; // the focused widget the keys went to
    std::vector<std::unique_ptr<QKeyEvent>> m_held; // presses and releases, in order
    QString m_text; // the held printable keys' text
    qint64 m_lastKeyMs = 0;
    qint64 m_terminatorMs = -1; // when the terminator's ShortcutOverride was judged
    int m_slowGaps = 0;
    bool m_human = false;
    bool m_replaying = false;
    bool m_claimsEveryBurst = false;
};
