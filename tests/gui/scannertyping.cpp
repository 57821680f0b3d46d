#include "tests/gui/scannertyping.h"

#include <QApplication>
#include <QTest>
#include <QWidget>

namespace {

// 5, 8, 6, 9, 7, 10, ... ms: a scanner's rhythm, never two gaps alike.
int gapMs(int i)
{
    static constexpr int gaps[] = { 5, 8, 6, 9, 7, 10 };
    return gaps[i % 6];
}

QWidget *focusTarget()
{
    QWidget *popup = QApplication::activePopupWidget();
    if (popup)
        return popup->focusWidget() ? popup->focusWidget() : popup;
    return QApplication::focusWidget();
}

void send(QTest::KeyAction action, Qt::Key key, char text)
{
    if (QWidget *target = focusTarget())
        QTest::sendKeyEvent(action, target, key, text, Qt::NoModifier);
}

} // namespace

namespace ScannerTyping {

void typeToFocus(const QString &code, Qt::Key terminator)
{
    int i = 0;
    for (const QChar c : code) {
        QTest::qWait(gapMs(i++)); // before asking who has the focus: it may change meanwhile
        const Qt::Key key = c.isLetter() ? Qt::Key(c.toUpper().unicode()) : Qt::Key(c.unicode());
        send(QTest::Press, key, c.toLatin1());
        send(QTest::Release, key, c.toLatin1());
    }
    QTest::qWait(gapMs(i));
    const char text = terminator == Qt::Key_Tab ? '\t' : '\r';
    send(QTest::Press, terminator, text);
    send(QTest::Release, terminator, text);
}

bool typeInto(QWidget *field, const QString &code, Qt::Key terminator)
{
    QWidget *window = field->window();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return false;
    field->setFocus(Qt::OtherFocusReason);
    if (!QTest::qWaitFor([field] { return field->hasFocus(); }, 2000))
        return false;
    typeToFocus(code, terminator);
    return true;
}

} // namespace ScannerTyping
