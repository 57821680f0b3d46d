#include "server/domain/syncconflict.h"

using namespace Qt::StringLiterals;

QString SyncConflict::name(Kind kind)
{
    switch (kind) {
    case Kind::Oversold:
        return u"oversold"_s;
    case Kind::Refused:
        return u"refused"_s;
    case Kind::CodeExists:
        return u"code_exists"_s;
    }
    return {};
}

std::optional<SyncConflict::Kind> SyncConflict::kindNamed(QStringView name)
{
    for (const Kind kind : { Kind::Oversold, Kind::Refused, Kind::CodeExists }) {
        if (name == SyncConflict::name(kind))
            return kind;
    }
    return std::nullopt;
}

QString SyncConflict::name(Action action)
{
    return action == Action::Retry ? u"retry"_s : u"drop"_s;
}

std::optional<SyncConflict::Action> SyncConflict::actionNamed(QStringView name)
{
    if (name == "retry"_L1)
        return Action::Retry;
    if (name == "drop"_L1)
        return Action::Drop;
    return std::nullopt;
}

QList<SyncConflict::Action> SyncConflict::actionsOf(Kind)
{
    return { Action::Retry, Action::Drop };
}
