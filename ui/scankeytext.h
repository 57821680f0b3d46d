#pragma once

#include <QString>

class QKeyEvent;

// What a barcode scanner meant by a key. A scanner is a keyboard sending key positions; with
// a Russian, Uzbek Cyrillic, AZERTY or German layout active the top-row digits arrive with
// other text (AZERTY: "&é\"'(…", Cyrillic layouts when a scanner sends Shift). The key
// itself still says which digit it was: Qt::Key_0..9 (top row and keypad) or, when the layout
// turned it into a symbol, the XKB key code of the top row (evdev + 8, the same under X11
// and Wayland). Codes only contain digits and the ISBN-10 check character X.
class ScanKeyText final
{
public:
    // The character the key stands for in a code, or its text() when it is no code key.
    static QString of(const QKeyEvent *key);
    // Only the code character (0-9, X), empty when the key is none.
    static QString codeCharacter(const QKeyEvent *key);
};
