#pragma once

#include <QByteArray>
#include <QImage>

// Turns a downloaded picture into an image: raster formats through QImage's plugins, SVG
// (the bundled server's generated covers and logos) through Qt SVG at the document's size;
// either kept within maxSide pixels on the longer side.
class ImageDecoder final
{
public:
    static QImage decode(const QByteArray &bytes, const QByteArray &contentType, int maxSide);
    // By the Content-Type, or by the bytes when the server sent a generic type.
    static bool isSvg(const QByteArray &bytes, const QByteArray &contentType);
};
