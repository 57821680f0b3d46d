#include "ui/minepages.h"

#include <memory>

#include "net/apiclient.h"
#include "net/apiresult.h"

namespace {

struct Reading : std::enable_shared_from_this<Reading>
{
    ApiClient *client = nullptr;
    QPointer<QObject> context;
    QStringList types;
    MinePages::Take take;
    MinePages::Done done;
    int type = 0;
    int page = 0;
    QList<int> lastPage; // per type, -1 until its first page answers

    int pagesLeft() const
    {
        int left = 0;
        for (int t = type; t < types.size(); ++t)
            left += lastPage[t] < 0 ? 1 : std::max(0, lastPage[t] - (t == type ? page : 0));
        return left;
    }

    void next()
    {
        if (type < types.size() && lastPage[type] >= 0 && page >= lastPage[type]) {
            ++type;
            page = 0;
        }
        if (type >= types.size())
            return done({});
        auto self = shared_from_this();
        client->mine(types.at(type), page + 1, MinePages::perPage, context,
            [self](const ApiResult &result, const Paged<MineItem> &list) {
                if (!result.isSuccess())
                    return self->done(result.message());
                ++self->page;
                self->lastPage[self->type] = list.items.isEmpty()
                    ? self->page
                    : int(std::min<qint64>(MinePages::maxPages,
                        (list.meta.total + MinePages::perPage - 1) / MinePages::perPage));
                if (self->take(self->types.at(self->type), list.items, self->pagesLeft()))
                    return self->done({});
                self->next();
            });
    }
};

} // namespace

void MinePages::read(ApiClient *client, QObject *context, const QStringList &types,
    const Take &take, const Done &done)
{
    auto reading = std::make_shared<Reading>();
    reading->client = client;
    reading->context = context;
    reading->types = types;
    reading->take = take;
    reading->done = done;
    reading->lastPage = QList<int>(types.size(), -1);
    reading->next();
}
