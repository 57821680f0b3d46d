#include "server/http/httprequest.h"

QByteArray HttpRequest::header(QByteArrayView name) const
{
    for (const auto &[field, value] : headers) {
        if (name.compare(field, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool HttpRequest::hasHeader(QByteArrayView name) const
{
    for (const auto &header : headers) {
        if (name.compare(header.first, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}
