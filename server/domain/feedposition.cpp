#include "server/domain/feedposition.h"

#include <QtEndian>

namespace {
constexpr char version = 1;
constexpr qsizetype idBytes = 16;
constexpr qsizetype encodedBytes = 2 + idBytes + 8 + 8;
constexpr auto base64Options = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
} // namespace

QString FeedPosition::encode(Stream stream, const QString &databaseId) const
{
    QByteArray bytes;
    bytes.reserve(encodedBytes);
    bytes.append(version);
    bytes.append(char(stream));
    bytes.append(QByteArray::fromHex(databaseId.toLatin1()).leftJustified(idBytes, '\0', true));
    char number[8];
    qToBigEndian(xid, number);
    bytes.append(number, 8);
    qToBigEndian(quint64(seq), number);
    bytes.append(number, 8);
    return QString::fromLatin1(bytes.toBase64(base64Options));
}

FeedPosition::Decoded FeedPosition::decode(
    const QString &cursor, Stream stream, const QString &databaseId, FeedPosition *position)
{
    if (cursor.isEmpty() || cursor.size() > 64)
        return Decoded::Malformed;
    const auto result = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), base64Options | QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return Decoded::Malformed;
    const QByteArray *decoded = &result.decoded;
    if (decoded->size() != encodedBytes || decoded->at(0) != version
        || decoded->at(1) != char(stream))
        return Decoded::Malformed;
    // Only our own encoding is accepted: the same bytes must give the same text back.
    if (QString::fromLatin1(decoded->toBase64(base64Options)) != cursor)
        return Decoded::Malformed;
    const char *data = decoded->constData();
    const qint64 seq = qint64(qFromBigEndian<quint64>(data + 2 + idBytes + 8));
    if (seq < 0)
        return Decoded::Malformed;
    if (decoded->mid(2, idBytes) != QByteArray::fromHex(databaseId.toLatin1()))
        return Decoded::OtherDatabase;
    position->xid = qFromBigEndian<quint64>(data + 2 + idBytes);
    position->seq = seq;
    return Decoded::Ok;
}
