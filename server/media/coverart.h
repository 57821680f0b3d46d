#pragma once

#include <QByteArray>
#include <QString>

// Generated covers and logos for catalogs without their own pictures (the demo): SVG documents
// that depend only on their arguments, so the same product always gives the same bytes (and
// ETag). Colours come from a fixed palette picked by a hash of the type, id and name.
class CoverArt final
{
public:
    // 400 x 600: the category on top, the title set large, the author at the foot.
    static QByteArray book(
        qint64 id, const QString &title, const QString &author, const QString &category);
    // 400 x 400: the category, the name, the seller.
    static QByteArray stationery(
        qint64 id, const QString &name, const QString &category, const QString &seller);
    // 200 x 200: the seller's initials in a disc.
    static QByteArray sellerLogo(qint64 id, const QString &name);
};
