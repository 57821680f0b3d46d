#include "server/http/entitytag.h"

#include <QCryptographicHash>

namespace EntityTag {

QByteArray of(const QByteArray &body)
{
    QByteArray tag = QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex();
    tag.truncate(32);
    return tag.prepend('"').append('"');
}

// If-None-Match: a list of tags, weak forms accepted, or "*". Some clients send a tag without
// its quotes (the original system's did): it is the same tag. No copy is made.
bool matches(QByteArrayView ifNoneMatch, QByteArrayView etag)
{
    while (!ifNoneMatch.isEmpty()) {
        const qsizetype comma = ifNoneMatch.indexOf(',');
        QByteArrayView candidate = (comma < 0 ? ifNoneMatch : ifNoneMatch.first(comma)).trimmed();
        ifNoneMatch = comma < 0 ? QByteArrayView() : ifNoneMatch.sliced(comma + 1);
        if (candidate == "*")
            return true;
        if (candidate.startsWith("W/"))
            candidate = candidate.sliced(2);
        if (candidate == etag
            || (etag.size() == candidate.size() + 2 && etag.startsWith('"') && etag.endsWith('"')
                && etag.sliced(1, candidate.size()) == candidate))
            return true;
    }
    return false;
}

} // namespace EntityTag
