#include "server/services/upstreamclient.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>
#include <QUrl>
#include <algorithm>
#include <chrono>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {
// What QNetworkAccessManager may read ahead of the sync (a network read's worth).
constexpr qint64 readChunkBytes = 64 * 1024;
} // namespace

UpstreamClient::UpstreamClient(Credentials credentials)
    : m_credentials(std::move(credentials))
    , m_network(std::make_unique<QNetworkAccessManager>())
{
    while (m_credentials.baseUrl.endsWith(u'/'))
        m_credentials.baseUrl.chop(1);
}

UpstreamClient::~UpstreamClient() = default;

void UpstreamClient::setBudget(std::shared_ptr<RequestBudget> budget, RequestBudget::Use use)
{
    m_budget = std::move(budget);
    m_use = use;
}

bool UpstreamClient::awaitSlot()
{
    using namespace std::chrono;
    for (milliseconds wait = m_budget->delay(m_use, steady_clock::now()); wait.count() > 0;
         wait = m_budget->delay(m_use, steady_clock::now())) {
        // A nested loop, like a request's: stop() of the follower ends it, and then nothing
        // is sent.
        QEventLoop loop;
        QTimer timer;
        timer.setSingleShot(true);
        QObject::connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(wait);
        loop.exec(QEventLoop::ExcludeUserInputEvents);
        if (timer.isActive())
            return false;
    }
    return true;
}

UpstreamClient::Reply UpstreamClient::get(const QString &path, const QUrlQuery &query)
{
    return send("GET", path, query, {});
}

UpstreamClient::Reply UpstreamClient::post(const QString &path, const QJsonObject &body)
{
    return send("POST", path, {}, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

UpstreamClient::Reply UpstreamClient::patch(const QString &path, const QJsonObject &body)
{
    return send("PATCH", path, {}, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

UpstreamClient::Reply UpstreamClient::send(
    const QByteArray &method, const QString &path, const QUrlQuery &query, const QByteArray &body)
{
    quint64 ticket = 0;
    if (m_budget) {
        if (!awaitSlot()) {
            Reply stopped;
            stopped.networkError = u"stopped before the request was sent"_s;
            return stopped;
        }
        ticket = m_budget->sending(std::chrono::steady_clock::now());
    }
    QUrl url(m_credentials.baseUrl + path);
    if (!query.isEmpty())
        url.setQuery(query);
    QNetworkRequest request(url);
    request.setRawHeader("X-App-ID", m_credentials.appId.toUtf8());
    request.setRawHeader("X-App-Secret", m_credentials.secret.toUtf8());
    request.setRawHeader("Accept", "application/json");
    // The sync reads what upstream has now, never a cached copy.
    request.setRawHeader("Cache-Control", "no-cache");
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    request.setTransferTimeout(timeoutSeconds * 1000);
    // A redirect is not followed: the key's secret goes only to the configured origin.
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);

    // Deleted here, once finished: the sync's thread runs no event loop of its own between
    // requests, so deleteLater() would never run.
    const std::unique_ptr<QNetworkReply> reply(m_network->sendCustomRequest(request, method, body));
    // QNetworkAccessManager reads no further ahead than this: the body is taken piece by piece
    // below and never held beyond maximumReplyBytes.
    reply->setReadBufferSize(readChunkBytes);
    QByteArray data;
    QString refused;
    QEventLoop loop;
    const auto refuse = [&](const QString &why) {
        if (refused.isEmpty())
            refused = why;
        reply->abort();
    };
    const QString tooLarge = u"the answer is larger than %1 bytes"_s.arg(maximumReplyBytes);
    QObject::connect(reply.get(), &QNetworkReply::metaDataChanged, &loop, [&] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > maximumReplyBytes)
            refuse(tooLarge);
        else if (length.isValid())
            data.reserve(length.toLongLong()); // read in place, no copy as it grows
    });
    const auto take = [&] {
        while (refused.isEmpty() && reply->bytesAvailable() > 0) {
            if (data.size() + reply->bytesAvailable() > maximumReplyBytes) {
                refuse(tooLarge);
                return;
            }
            data += reply->read(reply->bytesAvailable());
        }
    };
    QObject::connect(reply.get(), &QNetworkReply::readyRead, &loop, take);
    QObject::connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop,
        [&] { refuse(u"no complete answer within %1 s"_s.arg(deadlineSeconds)); });
    deadline.start(std::chrono::seconds(deadlineSeconds));
    if (!reply->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    take();

    Reply result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QJsonParseError parsed {};
    if (refused.isEmpty())
        result.body = QJsonDocument::fromJson(data, &parsed).object();
    // A success must say something the sync can read; an error page of a proxy (502 in HTML)
    // is an error status all the same.
    if (refused.isEmpty() && result.ok()
        && (parsed.error != QJsonParseError::NoError || !data.trimmed().startsWith('{')))
        refused = u"the answer is not a JSON object (%1)"_s.arg(
            parsed.error != QJsonParseError::NoError ? parsed.errorString()
                                                     : u"a JSON value of another kind"_s);
    // Honoured, but never longer than the loop's longest wait (contract §14: at most 5 min
    // between tries): a Retry-After of years would stop the sync for good.
    result.retryAfterSeconds
        = std::clamp(reply->rawHeader("Retry-After").toInt(), 0, maximumRetryAfterSeconds);
    if (reply->hasRawHeader("X-RateLimit-Remaining-Second"))
        result.remainingSecond = reply->rawHeader("X-RateLimit-Remaining-Second").toInt();
    if (reply->hasRawHeader("X-RateLimit-Remaining-Minute"))
        result.remainingMinute = reply->rawHeader("X-RateLimit-Remaining-Minute").toInt();
    m_remainingSecond = result.remainingSecond;
    m_remainingMinute = result.remainingMinute;
    if (m_budget) {
        const auto header = [&](const char *name) {
            return reply->hasRawHeader(name) ? reply->rawHeader(name).toInt() : -1;
        };
        m_budget->answered(ticket, std::chrono::steady_clock::now(),
            { header("X-RateLimit-Limit-Second"), header("X-RateLimit-Limit-Minute"),
                result.remainingSecond, result.remainingMinute, result.status == 429 });
    }
    if (!refused.isEmpty()) {
        // Nothing of it is used: not a success, whatever its status said.
        result.status = 0;
        result.body = {};
        result.refused = refused;
        result.networkError = refused;
    } else if (result.status == 0) {
        result.networkError = reply->errorString();
    }
    return result;
}

void UpstreamClient::setCredentials(const Credentials &credentials)
{
    const QString baseUrl = m_credentials.baseUrl;
    m_credentials = credentials;
    m_credentials.baseUrl = baseUrl;
}

QString UpstreamClient::readSecretFile(const QString &path, Credentials &credentials)
{
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return u"upstream-secret-file %1 cannot be read"_s.arg(path);
    // Readable by others, it is no secret: refused rather than used.
    if ((info.st_mode & 077) != 0)
        return u"upstream-secret-file %1 must be readable by its owner only (chmod 600)"_s.arg(
            path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return u"upstream-secret-file %1 cannot be read"_s.arg(path);
    const QStringList words = QString::fromUtf8(file.readAll())
                                  .split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
    if (words.isEmpty() || words.size() > 2)
        return u"upstream-secret-file %1 must hold the secret, or the app id and the secret"_s.arg(
            path);
    if (words.size() == 2)
        credentials.appId = words.at(0);
    credentials.secret = words.constLast();
    credentials.secretFile = path;
    return {};
}

UpstreamClient::Credentials UpstreamClient::reloaded(const Credentials &credentials, QString *error)
{
    Credentials fresh = credentials;
    if (credentials.secretFile.isEmpty()) {
        const QString secret = qEnvironmentVariable("CATALOG_UPSTREAM_SECRET");
        if (!secret.isEmpty())
            fresh.secret = secret;
        return fresh;
    }
    const QString problem = readSecretFile(credentials.secretFile, fresh);
    if (error)
        *error = problem;
    return problem.isEmpty() ? fresh : credentials;
}
