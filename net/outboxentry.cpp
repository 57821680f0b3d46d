#include "net/outboxentry.h"

using namespace Qt::StringLiterals;

QString OutboxEntry::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Stock:
        return u"stock"_s;
    case Kind::Count:
        return u"counts"_s;
    case Kind::Receipt:
        return u"receipts"_s;
    case Kind::Return:
        return u"returns"_s;
    }
    return u"stock"_s;
}

std::optional<OutboxEntry::Kind> OutboxEntry::kindFrom(const QString &name)
{
    for (const Kind kind : { Kind::Stock, Kind::Count, Kind::Receipt, Kind::Return }) {
        if (kindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}
