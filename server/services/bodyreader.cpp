#include "server/services/bodyreader.h"

#include <QJsonValue>
#include <cmath>

#include "server/domain/domainerror.h"

using namespace Qt::StringLiterals;

BodyReader::BodyReader(QJsonObject body)
    : m_body(std::move(body))
{ }

void BodyReader::report(const QString &field, const QString &problem)
{
    if (!m_problems.contains(field))
        m_problems.insert(field, problem);
}

void BodyReader::finish() const
{
    if (!m_problems.isEmpty())
        throw DomainError::validation(m_problems);
}

std::optional<qint64> BodyReader::integer(const QString &field, qint64 minimum, qint64 maximum)
{
    const QJsonValue value = m_body.value(field);
    const double number = value.toDouble();
    if (!value.isDouble() || !std::isfinite(number) || std::trunc(number) != number
        || number < double(minimum) || number > double(maximum)) {
        report(field, u"must be an integer from %1 to %2"_s.arg(minimum).arg(maximum));
        return std::nullopt;
    }
    return qint64(number);
}

std::optional<std::optional<qint64>> BodyReader::nullableInteger(
    const QString &field, qint64 minimum)
{
    if (!has(field))
        return std::nullopt;
    if (isNull(field))
        return std::optional<qint64>();
    return std::optional<qint64>(integer(field, minimum));
}

QString BodyReader::text(const QString &field, qsizetype maximum, bool required)
{
    const QJsonValue value = m_body.value(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            report(field, u"is required"_s);
        return {};
    }
    const QString text = value.toString().trimmed();
    if (!value.isString() || (required && text.isEmpty()) || text.toUcs4().size() > maximum) {
        report(field,
            u"must be a%1 string of at most %2 characters"_s.arg(
                required ? u" non-empty"_s : QString(), QString::number(maximum)));
        return {};
    }
    return text;
}

std::optional<qint64> BodyReader::reference(const QString &field)
{
    if (!has(field) || isNull(field))
        return std::nullopt;
    return integer(field, 1, std::numeric_limits<qint64>::max() / 2);
}
