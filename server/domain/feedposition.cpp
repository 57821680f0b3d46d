#include "server/domain/feedposition.h"

#include <QList>
#include <QtEndian>

namespace {
// Version 1: one position; version 2: the seller's feed's two (OwnFeedPosition).
constexpr char onePosition = 1;
constexpr char twoPositions = 2;
constexpr qsizetype idBytes = 16;
constexpr qsizetype positionBytes = 16;
constexpr auto base64Options = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

// base64url (no padding) of the version, the stream, the database id (32 hex digits) and
// each position's xid and seq, big-endian.
QString encoded(char version, FeedPosition::Stream stream, const QString &databaseId,
    std::initializer_list<FeedPosition> positions)
{
    QByteArray bytes;
    bytes.reserve(2 + idBytes + positionBytes * qsizetype(positions.size()));
    bytes.append(version);
    bytes.append(char(stream));
    bytes.append(QByteArray::fromHex(databaseId.toLatin1()).leftJustified(idBytes, '\0', true));
    for (const FeedPosition &position : positions) {
        char number[8];
        qToBigEndian(position.xid, number);
        bytes.append(number, 8);
        qToBigEndian(quint64(position.seq), number);
        bytes.append(number, 8);
    }
    return QString::fromLatin1(bytes.toBase64(base64Options));
}

// The positions of a cursor of this stream in either version; Malformed for anything else.
FeedPosition::Decoded decoded(const QString &cursor, FeedPosition::Stream stream,
    const QString &databaseId, QList<FeedPosition> *positions)
{
    if (cursor.isEmpty() || cursor.size() > 96)
        return FeedPosition::Decoded::Malformed;
    const auto result = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), base64Options | QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return FeedPosition::Decoded::Malformed;
    const QByteArray &bytes = result.decoded;
    if (bytes.size() < 2 || (bytes.at(0) != onePosition && bytes.at(0) != twoPositions)
        || bytes.at(1) != char(stream) || bytes.size() != 2 + idBytes + positionBytes * bytes.at(0))
        return FeedPosition::Decoded::Malformed;
    // Only our own encoding is accepted: the same bytes must give the same text back.
    if (QString::fromLatin1(bytes.toBase64(base64Options)) != cursor)
        return FeedPosition::Decoded::Malformed;
    QList<FeedPosition> read;
    for (qsizetype at = 2 + idBytes; at < bytes.size(); at += positionBytes) {
        const qint64 seq = qint64(qFromBigEndian<quint64>(bytes.constData() + at + 8));
        if (seq < 0)
            return FeedPosition::Decoded::Malformed;
        read.append({ qFromBigEndian<quint64>(bytes.constData() + at), seq });
    }
    if (bytes.mid(2, idBytes) != QByteArray::fromHex(databaseId.toLatin1()))
        return FeedPosition::Decoded::OtherDatabase;
    *positions = read;
    return FeedPosition::Decoded::Ok;
}
} // namespace

QString FeedPosition::encode(Stream stream, const QString &databaseId) const
{
    return encoded(onePosition, stream, databaseId, { *this });
}

FeedPosition::Decoded FeedPosition::decode(
    const QString &cursor, Stream stream, const QString &databaseId, FeedPosition *position)
{
    QList<FeedPosition> positions;
    const Decoded result = decoded(cursor, stream, databaseId, &positions);
    if (result != Decoded::Ok)
        return result;
    if (positions.size() != 1)
        return Decoded::Malformed;
    *position = positions.constFirst();
    return Decoded::Ok;
}

QString OwnFeedPosition::encode(FeedPosition::Stream stream, const QString &databaseId) const
{
    Q_ASSERT(stream == FeedPosition::Stream::Own);
    return encoded(twoPositions, stream, databaseId, { products, movements });
}

FeedPosition::Decoded OwnFeedPosition::decode(
    const QString &cursor, const QString &databaseId, OwnFeedPosition *position)
{
    QList<FeedPosition> positions;
    const FeedPosition::Decoded result
        = decoded(cursor, FeedPosition::Stream::Own, databaseId, &positions);
    if (result != FeedPosition::Decoded::Ok)
        return result;
    position->products = positions.constFirst();
    position->movements
        = positions.size() == 2 ? positions.at(1) : FeedPosition { position->products.xid, 0 };
    return FeedPosition::Decoded::Ok;
}
