#pragma once

#include <QByteArray>
#include <QByteArrayView>

// Entity tags of contract §7: one per body, and If-None-Match read as browsers and the
// original system's clients write it.
namespace EntityTag {

QByteArray of(const QByteArray &body);
bool matches(QByteArrayView ifNoneMatch, QByteArrayView etag);

} // namespace EntityTag
