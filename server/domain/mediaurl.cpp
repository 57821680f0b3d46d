#include "server/domain/mediaurl.h"

namespace {
// Written once before the worker threads start, then only read.
QString &publicOrigin()
{
    static QString origin;
    return origin;
}
} // namespace

void MediaUrl::setPublicOrigin(const QString &origin)
{
    QString trimmed = origin;
    while (trimmed.endsWith(u'/'))
        trimmed.chop(1);
    publicOrigin() = trimmed;
}

QString MediaUrl::forClient(const QString &stored)
{
    const QString &origin = publicOrigin();
    if (origin.isEmpty() || !stored.startsWith(prefix))
        return stored;
    return origin + stored;
}
