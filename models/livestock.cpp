#include "models/livestock.h"

#include <QLocale>
#include <QLoggingCategory>

#include "models/productcodevalidator.h"
#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/outbox.h"

using namespace Qt::StringLiterals;

// Why the copy is not following for a while (QT_LOGGING_RULES="catalog.console.live.info=true").
Q_LOGGING_CATEGORY(lcLiveStock, "catalog.console.live", QtWarningMsg)

namespace {

// The feed's largest page (contract §13): the first copy of 500 products is one request.
constexpr int PageLimit = 1000;
// Between two reads of the feed while changes keep coming.
constexpr int GapMs = 700;
// Between two reads without wait= (the key's waiting requests are taken): within 2 s.
constexpr int NoWaitMs = 1500;

QString idKey(const QString &type, qint64 id)
{
    return type % u' ' % QString::number(id);
}

// The index of the product's variant whose barcode has this match key; -1: none.
qsizetype variantIndex(const MineItem &product, const QString &key)
{
    for (qsizetype i = 0; i < product.variants.size(); ++i) {
        if (ProductCodeValidator::matchKey(product.variants.at(i).barcode) == key)
            return i;
    }
    return -1;
}

} // namespace

LiveStock::LiveStock(ApiClient *client, Outbox *outbox, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_outbox(outbox)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &LiveStock::ask);
    if (m_outbox)
        connect(m_outbox, &Outbox::entryChanged, this, &LiveStock::onOutboxEntry);
}

LiveStock::~LiveStock()
{
    if (m_request)
        m_request->abort();
}

void LiveStock::restart()
{
    stop();
    m_stopped = false;
    recountWaiting();
    ask();
}

void LiveStock::stop()
{
    m_stopped = true;
    m_retry.stop();
    if (m_request)
        m_request->abort();
    m_request = nullptr;
    m_items.clear();
    m_keyById.clear();
    m_productOfVariant.clear();
    m_cursor.clear();
    m_filled = false;
    m_noWaitUntil = QDeadlineTimer(0);
    m_failures = 0;
}

bool LiveStock::isFollowing() const
{
    // Out of line: ApiRequest is complete here only, and every pane includes this header.
    return m_request != nullptr || m_retry.isActive();
}

std::optional<MineItem> LiveStock::item(const QString &code) const
{
    const QString key = ProductCodeValidator::matchKey(code);
    auto found = m_items.constFind(key);
    if (found == m_items.cend())
        found = m_items.constFind(m_productOfVariant.value(key));
    if (found == m_items.cend())
        return std::nullopt;
    return *found;
}

std::optional<MineItem> LiveStock::itemById(const QString &type, qint64 id) const
{
    const QString key = m_keyById.value(idKey(type, id));
    if (key.isEmpty())
        return std::nullopt;
    return m_items.value(key);
}

std::optional<qint64> LiveStock::stock(const QString &code) const
{
    return serverStock(ProductCodeValidator::matchKey(code));
}

std::optional<qint64> LiveStock::serverStock(const QString &key) const
{
    if (const auto found = m_items.constFind(key); found != m_items.cend())
        return found->stock;
    const auto product = m_items.constFind(m_productOfVariant.value(key));
    if (product == m_items.cend())
        return std::nullopt;
    const qsizetype variant = variantIndex(*product, key);
    return variant < 0 ? std::nullopt : std::optional<qint64>(product->variants.at(variant).stock);
}

qint64 LiveStock::waitingDelta(const QString &code) const
{
    return m_waiting.value(ProductCodeValidator::matchKey(code), 0);
}

std::optional<qint64> LiveStock::shownStock(const QString &code) const
{
    if (!m_filled)
        return std::nullopt;
    const std::optional<qint64> stock = serverStock(ProductCodeValidator::matchKey(code));
    if (!stock)
        return std::nullopt;
    return *stock + waitingDelta(code);
}

QVariant LiveStock::stockText(qint64 stock, qint64 waiting)
{
    if (waiting == 0)
        return stock;
    // The server's stock, then what the outbox still has to send (issue 41: "36, −1 waiting").
    const QString signedWaiting = waiting > 0 ? u"+"_s + QLocale().toString(waiting)
                                              : u"\u2212"_s + QLocale().toString(-waiting);
    return tr("%1, %2 waiting").arg(QLocale().toString(stock), signedWaiting);
}

void LiveStock::recountWaiting()
{
    // Read once per outbox change, not per painted cell: the outbox lives in SQLite.
    m_waiting.clear();
    if (!m_outbox)
        return;
    for (const OutboxEntry &entry : m_outbox->waiting(OutboxEntry::Kind::Stock)) {
        if (entry.change.mode == StockChange::Mode::Delta)
            m_waiting[ProductCodeValidator::matchKey(entry.change.code)] += entry.change.value;
    }
}

void LiveStock::observeStock(const QString &code, qint64 stock)
{
    const QString key = ProductCodeValidator::matchKey(code);
    auto found = m_items.find(key);
    if (found == m_items.end()) {
        // A variant's own stock: the product's total moves by as much (contract §5).
        found = m_items.find(m_productOfVariant.value(key));
        const qsizetype index = found == m_items.end() ? -1 : variantIndex(*found, key);
        if (index < 0)
            return;
        StationeryVariant &variant = found->variants[index];
        found->stock += stock - variant.stock;
        variant.stock = stock;
        variant.inStock = stock > 0;
        found->inStock = found->stock > 0;
        Q_EMIT itemChanged(*found);
        return;
    }
    found->stock = stock;
    found->inStock = stock > 0;
    if (stock >= 0)
        found->oversold = false; // §14: a stock back at 0 or above is no longer oversold
    else
        found->oversold = true;
    Q_EMIT itemChanged(*found);
}

void LiveStock::onOutboxEntry(const OutboxEntry &entry)
{
    // Only a stock scan's answer is a stock; a document scan's is its line's total (issue 41
    // item 1: a return's "1" was shown as the stock).
    if (entry.kind != OutboxEntry::Kind::Stock || !m_outbox->isCurrent(entry.server, entry.appId))
        return;
    // The waiting deltas and the answer change together, so a scan is counted exactly once:
    // on top while it waits, in the stock once acknowledged.
    recountWaiting();
    if (entry.state == OutboxEntry::State::Applied && entry.resultStock) {
        observeStock(entry.change.code, *entry.resultStock);
        return;
    }
    // Queued, sent or refused: what waits on top changed.
    if (const auto found = item(entry.change.code))
        Q_EMIT itemChanged(*found);
}

void LiveStock::ask()
{
    if (m_stopped || m_request)
        return;
    RequestOptions options = RequestOptions::background();
    options.useEtag = false;
    options.noCache = true;
    options.maxRetries = 0; // asked again below, with a backoff of our own
    options.maxRateLimitRetries = 0;
    // Until the copy is whole (and while a page says more follows) nothing waits.
    const bool noWait = !m_noWaitUntil.hasExpired();
    const int wait = m_filled && !noWait ? m_waitSeconds : 0;
    options.timeoutMs = (wait + 15) * 1000;
    qCInfo(lcLiveStock) << "following from" << m_cursor << "wait" << wait;
    m_request = m_client->mineChanges(
        m_cursor, PageLimit, wait, this,
        [this, noWait](const ApiResult &result, const MineChangesPage &page) {
            onFollowAnswer(result, page, noWait);
        },
        options);
}

void LiveStock::onFollowAnswer(const ApiResult &result, const MineChangesPage &page, bool noWait)
{
    m_request = nullptr;
    if (m_stopped)
        return;
    if (!result.isSuccess()) {
        qCInfo(lcLiveStock) << "follow answered" << result.httpStatus() << result.errorCode()
                            << "after" << m_failures << "failures";
        if (result.httpStatus() == 410) {
            // The cursor is another database's (a restore): read everything again.
            m_items.clear();
            m_keyById.clear();
            m_productOfVariant.clear();
            m_cursor.clear();
            m_filled = false;
            ask();
            return;
        }
        if (result.isRefusedWait()) {
            // Other requests of this key wait already (contract §13 allows two):
            // read without waiting, every NoWaitMs, rather than not at all.
            m_noWaitUntil.setRemainingTime(
                std::chrono::seconds(m_waitSeconds + 5), Qt::CoarseTimer);
            m_retry.start(NoWaitMs);
            return;
        }
        if (result.httpStatus() == 403 || result.httpStatus() == 401
            || result.httpStatus() == 404) {
            // No seller key, or a server before contract §13: nothing to follow; the
            // panes keep the stock their own reads and scans show.
            m_stopped = true;
            return;
        }
        if (!result.isTransient() && result.httpStatus() != 429)
            Q_EMIT failed(result.message());
        retryLater();
        return;
    }
    m_failures = 0;
    qCInfo(lcLiveStock) << "page of" << page.entries.size() << "changes, more:" << page.hasMore;
    for (const MineChange &change : page.entries)
        apply(change);
    if (!page.next.isEmpty())
        m_cursor = page.next;
    if (!page.hasMore && !m_filled) {
        m_filled = true;
        Q_EMIT filled();
        ask();
        return;
    }
    // While following, an answer with changes is followed by a short pause: what
    // commits meanwhile comes in the next page, so a busy shop's changes cost the key
    // at most a request or two a second of its limits (contract §6), not one each.
    if (page.hasMore)
        ask();
    else
        m_retry.start(noWait ? NoWaitMs : page.entries.isEmpty() ? 0 : GapMs);
}

void LiveStock::retryLater()
{
    // 1 s, 2 s, 4 s ... at most 15 s: the copy is current again soon after the server is back.
    const int delay = std::min(15000, 1000 << std::min(m_failures, 4));
    ++m_failures;
    qCInfo(lcLiveStock) << "following again in" << delay << "ms";
    m_retry.start(delay);
}

void LiveStock::apply(const MineChange &change)
{
    const QString byId = idKey(change.type, change.id);
    const QString oldKey = m_keyById.value(byId);
    if (change.deleted || !change.item.active) {
        if (oldKey.isEmpty())
            return;
        const MineItem gone = m_items.take(oldKey);
        m_keyById.remove(byId);
        forgetVariants(gone);
        Q_EMIT itemRemoved(gone.code);
        for (const StationeryVariant &variant : gone.variants)
            Q_EMIT itemRemoved(variant.barcode);
        return;
    }
    const QString key = ProductCodeValidator::matchKey(change.item.code);
    if (!oldKey.isEmpty()) {
        forgetVariants(m_items.value(oldKey));
        if (oldKey != key)
            m_items.remove(oldKey);
    }
    m_items.insert(key, change.item);
    m_keyById.insert(byId, key);
    indexVariants(change.item, key);
    if (m_filled)
        Q_EMIT itemChanged(change.item);
}

void LiveStock::indexVariants(const MineItem &item, const QString &productKey)
{
    for (const StationeryVariant &variant : item.variants) {
        if (!variant.barcode.isEmpty())
            m_productOfVariant.insert(ProductCodeValidator::matchKey(variant.barcode), productKey);
    }
}

void LiveStock::forgetVariants(const MineItem &item)
{
    for (const StationeryVariant &variant : item.variants)
        m_productOfVariant.remove(ProductCodeValidator::matchKey(variant.barcode));
}
