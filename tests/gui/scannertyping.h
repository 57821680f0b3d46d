#pragma once

#include <QString>
#include <Qt>

class QWidget;

// Types like a USB barcode or QR scanner in keyboard-wedge mode: each key 5–10 ms after the
// one before (as measured on real scanners), then Enter, every key to whatever has the keyboard
// focus at that moment, as a real keyboard does (a widget that grabs the focus meanwhile gets
// the rest). For every field that takes codes: the burst must land there and only there.
namespace ScannerTyping {

// Gives `field` the keyboard focus (its window activated), then types `code` and the
// terminator. False if the field could not get the focus.
bool typeInto(QWidget *field, const QString &code, Qt::Key terminator = Qt::Key_Return);
// Types into whatever has the focus now.
void typeToFocus(const QString &code, Qt::Key terminator = Qt::Key_Return);

} // namespace ScannerTyping
