#include "server/http/paramreader.h"

#include <QRegularExpression>

#include "server/domain/rfc3339.h"
#include "server/http/apierror.h"
#include "server/http/requestcontext.h"

using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype maximumTextLength = 200;

const QString badText = u"must be UTF-8 text without NUL characters"_s;

// A percent-encoded component is text when its bytes are UTF-8 without NUL.
bool isText(const QByteArray &encoded)
{
    const QByteArray bytes = QByteArray::fromPercentEncoding(encoded);
    return !bytes.contains('\0') && bytes.isValidUtf8();
}
} // namespace

ParamReader::ParamReader(const RequestContext &context)
    : m_context(context)
{ }

std::optional<qint64> ParamReader::integer(
    const QString &name, qint64 minimum, qint64 maximum, const QString &rule)
{
    const QString raw = m_context.param(name);
    if (raw.isNull())
        return std::nullopt;
    bool ok = false;
    const qint64 value = raw.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        m_problems.insert(name, rule);
        return std::nullopt;
    }
    return value;
}

qint64 ParamReader::page()
{
    // A page past the end is an empty page, however far (Sql::offsetOf cannot overflow).
    return integer(u"page"_s, 1, std::numeric_limits<qint64>::max(),
        u"must be an integer from 1 to 9223372036854775807"_s)
        .value_or(1);
}

int ParamReader::perPage(int defaultValue, int maximum)
{
    return int(integer(u"per_page"_s, 1, maximum, u"must be an integer from 1 to %1"_s.arg(maximum))
                   .value_or(defaultValue));
}

QString ParamReader::requiredText(const QString &name)
{
    const QString value = m_context.param(name);
    if (value.isEmpty()) {
        m_problems.insert(name, u"is required and must not be empty"_s);
        return value;
    }
    return optionalText(name);
}

QString ParamReader::optionalText(const QString &name)
{
    const QString value = m_context.param(name);
    if (!value.isNull() && value.toUcs4().size() > maximumTextLength)
        m_problems.insert(name, u"must be at most %1 characters"_s.arg(maximumTextLength));
    return value;
}

std::optional<qint64> ParamReader::optionalId(const QString &name)
{
    return integer(name, 1, std::numeric_limits<qint64>::max(), u"must be a positive integer"_s);
}

QString ParamReader::oneOf(
    const QString &name, const QStringList &allowed, const QString &defaultValue)
{
    const QString value = m_context.param(name);
    if (value.isNull())
        return defaultValue;
    if (!allowed.contains(value)) {
        m_problems.insert(name, QString(u"must be one of: "_s + allowed.join(u", "_s)));
        return defaultValue;
    }
    return value;
}

std::optional<QDateTime> ParamReader::timestamp(const QString &name)
{
    const QString raw = m_context.param(name);
    if (raw.isNull())
        return std::nullopt;
    const auto value = Rfc3339::parse(raw);
    if (!value)
        m_problems.insert(name, u"must be an RFC 3339 date-time, e.g. 2026-05-01T12:00:00Z"_s);
    return value;
}

std::optional<QDate> ParamReader::date(const QString &name)
{
    const QString raw = m_context.param(name);
    if (raw.isNull())
        return std::nullopt;
    // Exactly YYYY-MM-DD: QDate's ISO parser alone also takes a trailing time.
    static const QRegularExpression form(u"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"_s);
    const QDate value = QDate::fromString(raw, Qt::ISODate);
    if (!form.match(raw).hasMatch() || !value.isValid()) {
        m_problems.insert(name, u"must be a date YYYY-MM-DD, e.g. 2026-05-01"_s);
        return std::nullopt;
    }
    return value;
}

qint64 ParamReader::integerIn(
    const QString &name, qint64 minimum, qint64 maximum, qint64 defaultValue)
{
    return integer(
        name, minimum, maximum, u"must be an integer from %1 to %2"_s.arg(minimum).arg(maximum))
        .value_or(defaultValue);
}

void ParamReader::finish() const
{
    if (!m_problems.isEmpty())
        throw ApiError::validation(m_problems);
}

QJsonObject ParamReader::targetProblems(
    const QByteArray &target, const QStringList &pattern, qsizetype firstSegment)
{
    QJsonObject problems;
    const qsizetype queryAt = target.indexOf('?');
    QByteArray path = queryAt < 0 ? target : target.first(queryAt);
    if (const qsizetype scheme = path.indexOf("://"); !path.startsWith('/') && scheme >= 0) {
        const qsizetype slash = path.indexOf('/', scheme + 3); // absolute form: the path
        path = slash < 0 ? QByteArray("/") : path.sliced(slash);
    }
    const QList<QByteArray> segments = path.split('/');
    for (qsizetype i = 0; i < pattern.size() && firstSegment + i < segments.size(); ++i) {
        const QString &placeholder = pattern.at(i);
        if (!placeholder.startsWith(u'{') || placeholder == "{int}"_L1)
            continue;
        if (!isText(segments.at(firstSegment + i)))
            problems.insert(placeholder.mid(1, placeholder.size() - 2), badText);
    }
    if (queryAt < 0)
        return problems;
    for (const QByteArray &item : target.sliced(queryAt + 1).split('&')) {
        const qsizetype equals = item.indexOf('=');
        const QByteArray name = equals < 0 ? item : item.first(equals);
        const QByteArray value = equals < 0 ? QByteArray() : item.sliced(equals + 1);
        if (isText(name) && isText(value))
            continue;
        // The name as sent when it is not text itself.
        problems.insert(isText(name) ? QString::fromUtf8(QByteArray::fromPercentEncoding(name))
                                     : QString::fromLatin1(name),
            badText);
    }
    return problems;
}
