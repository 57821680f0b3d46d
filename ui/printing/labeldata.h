#pragma once

#include <QList>
#include <QString>
#include <optional>

// What one label shows. A product label: title, price, optional old price, the code as a
// barcode and optionally the seller's name. A seller's counter sign: the seller's name, a
// rating line and the QR code of the seller's token (GET /products/sellers/by-qr/{token}).
struct LabelData
{
    enum class Kind { Product, SellerSign };
    Kind kind = Kind::Product;
    QString title; // product name, or the seller's name on a sign
    qint64 price = 0;
    std::optional<qint64> oldPrice; // shown struck through when above the price
    QString code; // ISBN, EAN/UPC barcode or any other code; the QR token on a sign
    QString seller; // optional, printed small on a product label
    QString note; // a sign's rating line

    static LabelData product(const QString &title, qint64 price, const QString &code,
        std::optional<qint64> oldPrice = std::nullopt, const QString &seller = {})
    {
        return { Kind::Product, title, price, oldPrice, code, seller, {} };
    }
    static LabelData sellerSign(
        const QString &name, const QString &ratingLine, const QString &token)
    {
        return { Kind::SellerSign, name, 0, std::nullopt, token, {}, ratingLine };
    }
};

// The labels to print: lines of a label and how many copies of it (a received quantity, a
// stock count, or one each). The goods-in and the panes build one and hand it to
// LabelPrintDialog.
struct LabelJob
{
    struct Line
    {
        LabelData label;
        int copies = 1;
    };
    QList<Line> lines;

    void add(const LabelData &label, int copies = 1) { lines.append({ label, copies }); }
    int count() const
    {
        int n = 0;
        for (const Line &line : lines)
            n += qMax(0, line.copies);
        return n;
    }
    // One entry per printed label, in order.
    QList<LabelData> expanded() const
    {
        QList<LabelData> all;
        all.reserve(count());
        for (const Line &line : lines) {
            for (int i = 0; i < line.copies; ++i)
                all.append(line.label);
        }
        return all;
    }
};
