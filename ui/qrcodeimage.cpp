#include "ui/qrcodeimage.h"

#include <algorithm>
#include <memory>

#include <zint.h>

QImage QrCodeImage::of(const QString &text, int module)
{
    const std::unique_ptr<zint_symbol, void (*)(zint_symbol *)> symbol(
        ZBarcode_Create(), ZBarcode_Delete);
    if (!symbol)
        return {};
    symbol->symbology = BARCODE_QRCODE;
    symbol->input_mode = UNICODE_MODE;
    symbol->scale = 0.5f; // one pixel per module; scaled up below without smoothing
    symbol->output_options |= BARCODE_QUIET_ZONES;
    const QByteArray data = text.toUtf8();
    if (ZBarcode_Encode_and_Buffer(symbol.get(),
            reinterpret_cast<const unsigned char *>(data.constData()), int(data.size()), 0)
        >= ZINT_ERROR)
        return {};
    const int width = symbol->bitmap_width;
    const int height = symbol->bitmap_height;
    if (width <= 0 || height <= 0 || !symbol->bitmap)
        return {};
    QImage image(width, height, QImage::Format_RGB888);
    for (int y = 0; y < height; ++y)
        std::copy_n(symbol->bitmap + std::size_t(y) * std::size_t(width) * 3,
            std::size_t(width) * 3, image.scanLine(y));
    return image.scaled(
        width * module, height * module, Qt::IgnoreAspectRatio, Qt::FastTransformation);
}
