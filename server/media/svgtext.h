#pragma once

#include <QString>
#include <QStringList>

// Text for generated SVG: escaped for XML (names come from any import, so `<&"` and control
// characters must not break the document) and wrapped into lines without font metrics (the
// server links no QtGui): widths are estimated from the character count.
namespace SvgText {

// The text as XML character data or attribute value: & < > " ' escaped, characters XML 1.0
// does not allow (controls, lone surrogates, U+FFFE/U+FFFF) dropped.
QString escaped(const QString &text);

// Whole words per line, at most maxChars characters a line (a longer word is split); at most
// maxLines lines, the last ending in "…" when text was left out.
QStringList wrapped(const QString &text, int maxChars, int maxLines);

} // namespace SvgText
