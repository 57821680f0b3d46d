#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QNetworkReply>
#include <QString>
#include <QStringList>
#include <optional>

// One line the server names in a refusal (contract §11: a post that would take stock below 0
// names those lines with their stock).
struct ApiProblemLine
{
    QString code;
    QString name;
    qint64 quantity = 0;
    std::optional<qint64> currentStock;
};

// How one API request ended, for every call of ApiClient (style.md "Errors"). Built in exactly
// one place, ApiErrorMapper. The message is translated and meant for people; the server's own
// text is kept apart in serverMessage because it is not translated.
class ApiResult
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(ApiResult)
public:
    enum class Kind {
        Ok,
        NotModified, // 304: the data is the cached copy, still current
        RateLimited, // 429: see retryAfter
        Unauthorized, // 401: credentials missing
        Forbidden, // 403 forbidden: wrong or revoked key, missing ability
        IpNotAllowed, // 403 ip_not_allowed
        NotFound, // 404
        Validation, // 400, 405, 413, 415, 422 (fields name the bad parameters)
        Conflict, // 409 (stock_conflict carries currentStock; idempotency_in_progress)
        Network, // no HTTP answer: refused, unreachable, connection dropped, TLS
        Timeout, // no complete answer within the request's timeout
        Server, // 5xx
        Parse, // an answer that is not the JSON the contract describes
        Cancelled, // aborted by the caller or superseded by a newer request
    };
    Q_ENUM(Kind)

    ApiResult() = default;
    explicit ApiResult(Kind kind)
        : m_kind(kind)
    { }

    Kind kind() const { return m_kind; }
    // Ok and NotModified both carry valid data.
    bool isSuccess() const { return m_kind == Kind::Ok || m_kind == Kind::NotModified; }
    // Worth sending again later: the server did not answer or could not serve it.
    bool isTransient() const
    {
        return m_kind == Kind::Network || m_kind == Kind::Timeout || m_kind == Kind::Server;
    }

    int httpStatus() const { return m_httpStatus; } // 0 when there was no HTTP answer
    int retryAfter() const { return m_retryAfter; } // seconds, -1 when not sent
    QByteArray etag() const { return m_etag; }
    QString serverCache() const { return m_serverCache; } // X-API-Cache: HIT, MISS, BYPASS
    QString errorCode() const { return m_errorCode; } // the envelope's error.code
    // A long poll refused because the key's waiting places are taken (contract §13): a 429 but
    // no rate limit — read without waiting instead; sending it again would only be refused.
    bool isRefusedWait() const { return m_errorCode == u"too_many_waiting"; }
    QString serverMessage() const { return m_serverMessage; } // the envelope's error.message
    QMap<QString, QString> fields() const { return m_fields; } // 422 field -> problem
    std::optional<qint64> currentStock() const { return m_currentStock; } // 409 stock_conflict
    QList<ApiProblemLine> lines() const { return m_lines; } // the lines a refusal names
    QStringList variants() const { return m_variants; } // 422 has_variants: their barcodes
    QNetworkReply::NetworkError networkError() const { return m_networkError; }
    bool replayed() const { return m_replayed; } // Idempotent-Replayed: true

    // The one place that says what happened, translated, for people: by the error code where
    // the console knows it (with the lines, stock and fields the answer names, and what to do),
    // else the server's own message and fields.
    QString message() const;
    // A translated name of the kind alone.
    static QString kindText(Kind kind);

    void setKind(Kind kind) { m_kind = kind; }
    void setHttpStatus(int status) { m_httpStatus = status; }
    void setRetryAfter(int seconds) { m_retryAfter = seconds; }
    void setEtag(const QByteArray &etag) { m_etag = etag; }
    void setServerCache(const QString &value) { m_serverCache = value; }
    void setErrorCode(const QString &code) { m_errorCode = code; }
    void setServerMessage(const QString &text) { m_serverMessage = text; }
    void setFields(const QMap<QString, QString> &fields) { m_fields = fields; }
    void setCurrentStock(std::optional<qint64> stock) { m_currentStock = stock; }
    void setLines(const QList<ApiProblemLine> &lines) { m_lines = lines; }
    void setVariants(const QStringList &variants) { m_variants = variants; }
    void setNetworkError(QNetworkReply::NetworkError error) { m_networkError = error; }
    void setReplayed(bool replayed) { m_replayed = replayed; }
    // A detail for Parse and Network results (what was wrong), not a secret-bearing text.
    QString detail() const { return m_detail; }
    void setDetail(const QString &detail) { m_detail = detail; }

private:
    QString validationMessage() const;
    QString conflictMessage() const;

    Kind m_kind = Kind::Ok;
    int m_httpStatus = 0;
    int m_retryAfter = -1;
    QByteArray m_etag;
    QString m_serverCache;
    QString m_errorCode;
    QString m_serverMessage;
    QString m_detail;
    QMap<QString, QString> m_fields;
    std::optional<qint64> m_currentStock;
    QList<ApiProblemLine> m_lines;
    QStringList m_variants;
    QNetworkReply::NetworkError m_networkError = QNetworkReply::NoError;
    bool m_replayed = false;
};

Q_DECLARE_METATYPE(ApiResult)
