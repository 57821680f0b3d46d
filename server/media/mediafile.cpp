#include "server/media/mediafile.h"

#include "server/domain/cachetags.h"
#include "server/media/coverart.h"
#include "server/storage/coverrepository.h"

using namespace Qt::StringLiterals;

namespace {

// "{id}.svg" with id a positive integer written plainly (no sign, no leading zeros).
std::optional<qint64> svgId(const QString &segment)
{
    if (!segment.endsWith(".svg"_L1))
        return std::nullopt;
    const QStringView digits = QStringView(segment).chopped(4);
    if (digits.isEmpty() || digits.size() > 18 || digits.front() == u'0')
        return std::nullopt;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
    }
    return digits.toLongLong();
}

} // namespace

std::optional<MediaFile> MediaFile::find(const QString &path)
{
    if (!path.startsWith(prefix))
        return std::nullopt;
    const QStringList segments = QStringView(path).mid(prefix.size()).toString().split(u'/');
    if (segments.size() == 3 && segments.at(0) == "covers"_L1
        && (segments.at(1) == "book"_L1 || segments.at(1) == "stationery"_L1)) {
        const QString type = segments.at(1);
        const std::optional<qint64> id = svgId(segments.at(2));
        if (!id)
            return std::nullopt;
        return MediaFile { { CacheTags::product(type, *id) },
            [type, id = *id](const QSqlDatabase &db) -> std::optional<QByteArray> {
                const auto product = CoverRepository(db).product(type, id);
                if (!product)
                    return std::nullopt;
                return type == "book"_L1
                    ? CoverArt::book(id, product->name, product->author, product->category)
                    : CoverArt::stationery(id, product->name, product->category, product->seller);
            } };
    }
    if (segments.size() == 2 && segments.at(0) == "sellers"_L1) {
        const std::optional<qint64> id = svgId(segments.at(1));
        if (!id)
            return std::nullopt;
        return MediaFile { { CacheTags::seller(*id) },
            [id = *id](const QSqlDatabase &db) -> std::optional<QByteArray> {
                const auto name = CoverRepository(db).sellerName(id);
                if (!name)
                    return std::nullopt;
                return CoverArt::sellerLogo(id, *name);
            } };
    }
    return std::nullopt;
}
