#include "server/services/searchservice.h"

#include <QDateTime>
#include <QJsonObject>

#include "common/productcodes.h"
#include "server/domain/mediaurl.h"
#include "server/domain/searchtext.h"
#include "server/storage/searchrecorder.h"
#include "server/storage/searchrepository.h"

using namespace Qt::StringLiterals;

namespace {

// The normalized forms of q when it is one complete, valid ISBN or barcode (contract §5).
QStringList completeCodesIn(const QString &q)
{
    const QString code = ProductCodes::stripSeparators(q.trimmed());
    QStringList codes;
    if (const auto isbn13 = ProductCodes::normalizeIsbn(code))
        codes << *isbn13;
    if (ProductCodes::isValidBarcode(code) && !codes.contains(code))
        codes << code;
    return codes;
}

} // namespace

SearchService::SearchService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

SearchService::Result SearchService::search(const QString &q, qint64 page, int pageSize) const
{
    QStringList words = SearchText::words(q);
    const SearchRepository repository(m_db);
    const QStringList codes = completeCodesIn(q);
    auto found = repository.search(words, page, pageSize, codes);
    if (found.total == 0) {
        // Nothing as typed: the words without their function words, when some remain (a
        // title typed in a sentence). Never mixed with matches of the words as typed.
        const QStringList content = SearchText::withoutFunctionWords(words);
        if (!content.isEmpty() && content.size() < words.size()) {
            words = content;
            found = repository.search(words, page, pageSize, codes);
        }
    }
    Result result;
    result.total = found.total;
    for (const auto &hit : found.items) {
        result.items.append(
            QJsonObject { { u"id"_s, hit.id }, { u"name"_s, hit.name }, { u"type"_s, hit.type },
                { u"price"_s, hit.price }, { u"image"_s, MediaUrl::forClient(hit.image) } });
    }
    if (page == 1)
        result.topResult = found.items.isEmpty() ? QString() : found.items.first().name;
    else if (const auto top = found.total > 0 ? repository.topHit(words) : std::nullopt)
        result.topResult = top->name;
    return result;
}

QStringList SearchService::suggestions(
    const QString &q, std::optional<qint64> sellerId, int limit) const
{
    return SearchRepository(m_db).suggestions(SearchText::words(q), sellerId, limit);
}

QJsonArray SearchService::trending(int limit) const
{
    const auto entries
        = SearchRepository(m_db).trending(QDateTime::currentDateTimeUtc().addDays(-7), limit);
    QJsonArray data;
    for (const auto &entry : entries) {
        data.append(QJsonObject { { u"text"_s, entry.text }, { u"result_name"_s, entry.resultName },
            { u"total_count"_s, entry.totalCount } });
    }
    return data;
}

void SearchService::record(SearchRecorder &log, const QString &q, const QString &topResult)
{
    log.record({ SearchText::normalizedQuery(q),
        topResult.isEmpty() ? std::nullopt : std::optional<QString>(topResult),
        QDateTime::currentDateTimeUtc() });
}
