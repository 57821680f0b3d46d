#pragma once

#include <QImage>
#include <QString>

// A QR code of a short text (a server address for the tills' phones and scanners), drawn by
// libzint: black modules on white with the quiet zone, `module` pixels per module. A null
// image when the text cannot be encoded.
class QrCodeImage final
{
public:
    static QImage of(const QString &text, int module = 4);
};
