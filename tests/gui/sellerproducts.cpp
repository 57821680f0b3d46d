#include "tests/gui/sellerproducts.h"

#include <QJsonArray>

#include "tests/support/httptestclient.h"

using namespace Qt::StringLiterals;

namespace SellerProducts {

QJsonObject byCode(HttpTestClient &http, const QString &code, const QString &filter)
{
    const QString query = filter.isEmpty() ? QString() : filter + u'&';
    for (int page = 1; page < 20; ++page) {
        const auto mine = http.get(u"/products/mine?%1per_page=100&page=%2"_s.arg(query).arg(page));
        const QJsonArray items = mine.json()[u"data"_s].toArray();
        for (const QJsonValue &item : items) {
            if (item[u"code"_s].toString() == code)
                return item.toObject();
        }
        if (items.isEmpty())
            break;
    }
    return {};
}

} // namespace SellerProducts
