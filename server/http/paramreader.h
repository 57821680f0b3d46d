#pragma once

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

struct RequestContext;

// Reads and validates query parameters (contract §4), collecting every problem so one 422
// names all bad fields. Call finish() before using the values.
class ParamReader final
{
public:
    explicit ParamReader(const RequestContext &context);

    qint64 page();
    int perPage(int defaultValue = 20, int maximum = 100);
    // Required, trimmed, non-empty, at most 200 code points.
    QString requiredText(const QString &name);
    // Optional; a null QString when absent. Same length rule.
    QString optionalText(const QString &name);
    std::optional<qint64> optionalId(const QString &name);
    QString oneOf(const QString &name, const QStringList &allowed, const QString &defaultValue);
    // An optional RFC 3339 date-time with a zone (Z or an offset); nullopt when absent or bad.
    std::optional<QDateTime> timestamp(const QString &name);
    // An optional calendar date YYYY-MM-DD; nullopt when absent or bad.
    std::optional<QDate> date(const QString &name);
    // An optional integer in [minimum, maximum]; defaultValue when absent or bad.
    qint64 integerIn(const QString &name, qint64 minimum, qint64 maximum, qint64 defaultValue);
    // Throws ApiError 422 when any parameter was bad.
    void finish() const;

    // Contract §4: text is UTF-8 without NUL, wherever a client sends it. The problems of a
    // request target, checked on its bytes as sent (decoding them first would turn bytes that
    // are not UTF-8 into other text): every query parameter, and each path segment that the
    // route's pattern captures as text (named after its placeholder, e.g. "{code}"), relative
    // to the pattern's first segment at segment `firstSegment` of the target's path. Empty
    // when all is well; else 422 fields.
    static QJsonObject targetProblems(
        const QByteArray &target, const QStringList &pattern, qsizetype firstSegment);

private:
    std::optional<qint64> integer(
        const QString &name, qint64 minimum, qint64 maximum, const QString &rule);

    const RequestContext &m_context;
    QJsonObject m_problems;
};
