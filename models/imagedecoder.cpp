#include "models/imagedecoder.h"

#include <QPainter>
#include <QSvgRenderer>

QImage ImageDecoder::decode(const QByteArray &bytes, const QByteArray &contentType, int maxSide)
{
    if (!isSvg(bytes, contentType)) {
        QImage image;
        image.loadFromData(bytes);
        if (!image.isNull() && (image.width() > maxSide || image.height() > maxSide))
            image = image.scaled(maxSide, maxSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        return image;
    }
    QSvgRenderer renderer(bytes);
    if (!renderer.isValid() || renderer.defaultSize().isEmpty())
        return {};
    // Its own size (generated covers are drawn for about that), smaller only when too large.
    QSize size = renderer.defaultSize();
    if (size.width() > maxSide || size.height() > maxSide)
        size.scale(maxSide, maxSide, Qt::KeepAspectRatio);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    renderer.render(&painter);
    painter.end();
    return image;
}

bool ImageDecoder::isSvg(const QByteArray &bytes, const QByteArray &contentType)
{
    if (contentType.startsWith("image/svg+xml"))
        return true;
    if (contentType.startsWith("image/"))
        return false;
    const QByteArray head = bytes.left(512).trimmed();
    return (head.startsWith("<svg") || head.startsWith("<?xml")) && head.contains("<svg");
}
