#include "models/adminbulkrun.h"

#include <algorithm>

#include "net/apirequest.h"

using namespace Qt::StringLiterals;

AdminBulkRun::AdminBulkRun(AdminClient *admin, const QList<Item> &items, const QJsonObject &set,
    int chunkSize, QObject *parent)
    : QObject(parent)
    , m_admin(admin)
    , m_items(items)
    , m_set(set)
    , m_chunkSize(std::clamp(chunkSize, 1, int(AdminClient::MaxBulkItems)))
{ }

void AdminBulkRun::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_outcomes.clear();
    Q_EMIT progress(0, total());
    sendNext();
}

void AdminBulkRun::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (!m_request)
        finish();
}

int AdminBulkRun::count(Outcome::State state) const
{
    return int(std::count_if(m_outcomes.cbegin(), m_outcomes.cend(),
        [state](const Outcome &outcome) { return outcome.state == state; }));
}

QString AdminBulkRun::problemOf(const AdminBulkResult &result)
{
    QStringList parts;
    for (auto it = result.fields.cbegin(); it != result.fields.cend(); ++it)
        parts << u"%1: %2"_s.arg(it.key(), it.value());
    if (!parts.isEmpty())
        return parts.join(u"; "_s);
    if (result.httpStatus == 404)
        return tr("the product is gone");
    if (!result.message.isEmpty())
        return result.message;
    return tr("refused (HTTP %1)").arg(result.httpStatus);
}

void AdminBulkRun::sendNext()
{
    if (m_cancelled || done() >= total()) {
        finish();
        return;
    }
    const QList<Item> chunk = m_items.mid(done(), m_chunkSize);
    m_request = m_admin->bulk(chunk, m_set, this,
        [this, chunk](const ApiResult &result, const QList<AdminBulkResult> &answers) {
            m_request = nullptr;
            if (!result.isSuccess() || answers.size() != chunk.size()) {
                // The whole chunk failed (offline, refused key): it and the rest are not sent.
                for (const Item &item : chunk)
                    m_outcomes.append({ item, Outcome::State::NotSent, {}, result.message() });
                Q_EMIT progress(done(), total());
                m_cancelled = true;
                finish();
                return;
            }
            for (qsizetype i = 0; i < chunk.size(); ++i) {
                const AdminBulkResult &answer = answers.at(i);
                m_outcomes.append(
                    { chunk.at(i), answer.ok ? Outcome::State::Applied : Outcome::State::Refused,
                        answer, answer.ok ? QString() : problemOf(answer) });
            }
            Q_EMIT progress(done(), total());
            sendNext();
        });
}

void AdminBulkRun::finish()
{
    if (!m_running)
        return;
    for (qsizetype i = m_outcomes.size(); i < m_items.size(); ++i)
        m_outcomes.append({ m_items.at(i), Outcome::State::NotSent, {}, tr("cancelled") });
    m_running = false;
    Q_EMIT finished();
}
