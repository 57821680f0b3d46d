#include "ui/scanrouter.h"

#include <QApplication>
#include <QChildEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QWidget>

#include "ui/scankeytext.h"
#include "ui/scanlineedit.h"

namespace {

constexpr char TakesCodesProperty[] = "catalogTakesCodes";
constexpr char PaneScanFieldProperty[] = "catalogPaneScanField";

// No code is this long: a longer burst without a terminator is not a scan.
constexpr int MaxHeldKeys = 64;

bool isTerminator(const QKeyEvent *key)
{
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    return key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_Tab;
}

bool isModifierKey(const QKeyEvent *key)
{
    switch (key->key()) {
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Meta:
    case Qt::Key_Alt:
    case Qt::Key_AltGr:
        return true;
    default:
        return false;
    }
}

bool isPrintable(const QKeyEvent *key)
{
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    const QString text = key->text();
    return !text.isEmpty() && text.at(0).isPrint();
}

} // namespace

ScanRouter::ScanRouter(QWidget *root, ScanLineEdit *field)
    : ScanRouter(root, field, [field = QPointer<ScanLineEdit>(field)](const QString &code) {
        if (!field)
            return;
        field->setFocus(Qt::OtherFocusReason);
        field->takeScan(code);
    })
{
    m_field = field;
}

ScanRouter::ScanRouter(QWidget *root, QWidget *excluded, Deliver deliver)
    : m_root(root)
    , m_excluded(excluded)
    , m_deliver(std::move(deliver))
{
    m_clock.start();
    m_gapTimer.setSingleShot(true);
    m_gapTimer.setInterval(m_classifier.thresholds().maxGapMs);
    connect(&m_gapTimer, &QTimer::timeout, this, [this] { release(false); });
    watch(root);
}

void ScanRouter::setTakesCodes(QWidget *field, bool takes)
{
    field->setProperty(TakesCodesProperty, takes);
}

bool ScanRouter::takesCodes(const QWidget *widget)
{
    return widget && widget->property(TakesCodesProperty).toBool();
}

void ScanRouter::setPaneScanField(QWidget *pane, QLineEdit *field)
{
    pane->setProperty(PaneScanFieldProperty, QVariant::fromValue(static_cast<QObject *>(field)));
    setTakesCodes(field);
}

QLineEdit *ScanRouter::paneScanField(const QWidget *pane)
{
    return pane
        ? qobject_cast<QLineEdit *>(pane->property(PaneScanFieldProperty).value<QObject *>())
        : nullptr;
}

void ScanRouter::enterInto(QLineEdit *field, const QString &code)
{
    field->setFocus(Qt::OtherFocusReason);
    field->setText(code);
    QKeyEvent press(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"));
    QCoreApplication::sendEvent(field, &press);
    QKeyEvent release(QEvent::KeyRelease, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"));
    QCoreApplication::sendEvent(field, &release);
}

// Held keys are dropped, not replayed: the widgets may be half destroyed by now.
ScanRouter::~ScanRouter() = default;

void ScanRouter::setThresholds(const ScanKeyClassifier::Thresholds &thresholds)
{
    release(false);
    m_classifier.setThresholds(thresholds);
    m_gapTimer.setInterval(thresholds.maxGapMs);
}

void ScanRouter::watch(QObject *object)
{
    if (!object->isWidgetType())
        return;
    auto *widget = static_cast<QWidget *>(object);
    if (m_excluded && (widget == m_excluded || m_excluded->isAncestorOf(widget)))
        return;
    // Installing again moves the filter to the front, ahead of filters installed meanwhile
    // (an item delegate's on its editor handles Enter and Tab itself).
    widget->installEventFilter(this);
    for (QObject *child : widget->children())
        watch(child);
}

bool ScanRouter::active() const
{
    if (m_field)
        return m_field->isEnabled() && m_field->isVisible();
    return m_deliver && m_root->isVisible();
}

QWidget *ScanRouter::routedTarget(QObject *watched) const
{
    if (m_replaying || !active() || !watched->isWidgetType())
        return nullptr;
    auto *widget = static_cast<QWidget *>(watched);
    // A burst typed into a field that takes codes is that field's (its own Enter handles it).
    if (!m_claimsEveryBurst && takesCodes(QApplication::focusWidget()))
        return nullptr;
    if (QWidget *popup = QApplication::activePopupWidget()) {
        // A popup opened from a watched widget: the keys go to it (or its focus widget).
        const QWidget *opener = popup->parentWidget();
        if (!opener || (opener != m_root && !m_root->isAncestorOf(opener)))
            return nullptr;
        if (widget != popup && !popup->isAncestorOf(widget))
            return nullptr;
        const QWidget *focus = popup->focusWidget() ? popup->focusWidget() : popup;
        return widget == focus || widget == QApplication::focusWidget() ? widget : nullptr;
    }
    // Only the first delivery, to the focus widget; not a parent the key propagates to.
    if (widget != QApplication::focusWidget())
        return nullptr;
    if (widget->window() != m_root->window())
        return nullptr;
    return widget;
}

bool ScanRouter::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ChildAdded:
    case QEvent::ChildPolished:
        watch(static_cast<QChildEvent *>(event)->child());
        break;
    case QEvent::FocusIn:
        watch(watched);
        break;
    case QEvent::FocusOut:
        // Not released here: the focus may have moved because the widget went away (a table
        // rebuilt under its inline editor by a reload), and the burst goes on in the widget
        // that has the focus now (keyPress). The gap timer releases what no key follows.
        break;
    case QEvent::ShortcutOverride:
        if (QWidget *target = routedTarget(watched))
            return shortcutOverride(target, static_cast<QKeyEvent *>(event));
        break;
    case QEvent::KeyPress:
        if (QWidget *target = routedTarget(watched))
            return keyPress(target, static_cast<QKeyEvent *>(event));
        break;
    case QEvent::KeyRelease:
        if (!m_replaying && watched == m_target && !m_held.empty()) {
            hold(static_cast<QKeyEvent *>(event));
            return true;
        }
        break;
    default:
        break;
    }
    return false;
}

// Qt asks the focus widget whether it wants a key before trying shortcuts (the ask-quantity box
// applies on Enter by a shortcut). Decided here, before any shortcut runs: a scan's terminator is
// claimed so it arrives as a key press; otherwise the held keys go first.
bool ScanRouter::shortcutOverride(QWidget *target, QKeyEvent *key)
{
    m_terminatorMs = -1;
    if (m_held.empty())
        return false;
    if (target != m_target) {
        followFocus(target, m_clock.elapsed());
        if (m_held.empty())
            return false;
    }
    if (isTerminator(key)) {
        const qint64 now = m_clock.elapsed();
        if (m_classifier.looksLikeScanner(now)) {
            m_terminatorMs = now;
            key->accept();
            return true;
        }
        release(true);
        return false;
    }
    if ((isPrintable(key) && !key->isAutoRepeat()) || isModifierKey(key))
        return false; // held at its key press
    release(true);
    return false;
}

bool ScanRouter::keyPress(QWidget *target, QKeyEvent *key)
{
    const qint64 now = m_clock.elapsed();
    const qint64 terminatorMs = m_terminatorMs >= 0 ? m_terminatorMs : now;
    m_terminatorMs = -1;
    if (target != m_target) {
        followFocus(target, now);
        m_human = false;
    }
    const ScanKeyClassifier::Thresholds limits = m_classifier.thresholds();

    if (isTerminator(key)) {
        if (m_held.empty())
            return false;
        if (m_classifier.looksLikeScanner(terminatorMs)) {
            deliverScan();
            return true;
        }
        release(true);
        return false;
    }
    if (isModifierKey(key)) {
        if (m_held.empty())
            return false;
        hold(key);
        return true;
    }
    if (!isPrintable(key) || key->isAutoRepeat()) {
        release(true);
        m_lastKeyMs = now;
        return false;
    }

    if (m_held.empty() && m_human && now - m_lastKeyMs <= limits.maxGapMs) {
        m_lastKeyMs = now; // a person typing on
        return false;
    }
    if (!m_held.empty()) {
        const qint64 gap = now - m_lastKeyMs;
        if (gap > limits.maxGapMs) {
            release(false); // the keys before were no scan; this one may start one
        } else if (gap > limits.maxAverageIntervalMs && ++m_slowGaps > 1) {
            hold(key);
            release(true);
            m_lastKeyMs = now;
            return true;
        }
    }
    hold(key);
    m_classifier.keyPressed(now);
    m_text += ScanKeyText::of(key); // the key's digit under any keyboard layout
    m_lastKeyMs = now;
    if (m_classifier.keyCount() > MaxHeldKeys) {
        release(true);
        return true;
    }
    m_gapTimer.start();
    return true;
}

void ScanRouter::followFocus(QWidget *target, qint64 now)
{
    // Keys held a moment ago and this one are one burst, whichever widget the focus moved to
    // in between (a table rebuilt under its inline editor by a reload): a scan's first digits
    // are never left behind in a widget that is gone.
    if (!m_held.empty() && now - m_lastKeyMs > m_classifier.thresholds().maxGapMs)
        release(false);
    m_target = target;
}

void ScanRouter::hold(const QKeyEvent *key)
{
    m_held.emplace_back(key->clone());
}

void ScanRouter::clearHeld()
{
    m_gapTimer.stop();
    m_held.clear();
    m_text.clear();
    m_classifier.reset();
    m_slowGaps = 0;
}

void ScanRouter::release(bool human)
{
    std::vector<std::unique_ptr<QKeyEvent>> held = std::move(m_held);
    clearHeld();
    m_human = human;
    const QPointer<QWidget> target = m_target;
    const QScopedValueRollback replaying(m_replaying, true);
    for (const std::unique_ptr<QKeyEvent> &key : held) {
        // The widget gone while its keys were held (a table's inline editor closed by a
        // reload): they go where the focus is now, as they would have without the hold.
        QWidget *to = target ? target.data() : QApplication::focusWidget();
        if (!to || to->window() != m_root->window())
            break;
        key->setAccepted(true);
        QCoreApplication::sendEvent(to, key.get());
    }
}

void ScanRouter::deliverScan()
{
    const QString code = m_text;
    clearHeld();
    m_human = false;
    // A combo box list or a menu that was open: closed first, as a click elsewhere would.
    for (int i = 0; i < 8; ++i) {
        QWidget *popup = QApplication::activePopupWidget();
        if (!popup)
            break;
        popup->close();
    }
    if (m_deliver)
        m_deliver(code);
}
