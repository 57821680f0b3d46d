#include "ui/scankeytext.h"

#include <QKeyEvent>

#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
namespace {

// XKB key codes of the physical keys (evdev code + 8): the top row 1..9, 0 and X.
constexpr quint32 XkbTopRow1 = 10;
constexpr quint32 XkbTopRow0 = 19;
constexpr quint32 XkbKeyX = 53;

} // namespace
#endif

QString ScanKeyText::codeCharacter(const QKeyEvent *key)
{
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return {};
    const int k = key->key();
    if (k >= Qt::Key_0 && k <= Qt::Key_9)
        return QString(QChar(u'0' + (k - Qt::Key_0)));
    if (k == Qt::Key_X && key->text().compare(u"x", Qt::CaseInsensitive) == 0)
        return QStringLiteral("X");
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    const quint32 scanCode = key->nativeScanCode();
    if (scanCode >= XkbTopRow1 && scanCode <= XkbTopRow0)
        return QString(
            QChar(scanCode == XkbTopRow0 ? u'0' : char16_t(u'1' + scanCode - XkbTopRow1)));
    if (scanCode == XkbKeyX)
        return QStringLiteral("X");
#endif
    if (key->text().compare(u"x", Qt::CaseInsensitive) == 0)
        return QStringLiteral("X");
    return {};
}

QString ScanKeyText::of(const QKeyEvent *key)
{
    const QString code = codeCharacter(key);
    return code.isEmpty() ? key->text() : code;
}
