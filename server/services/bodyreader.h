#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

// Reads the fields of one JSON body of the goods endpoints (contract §11), collecting every
// problem so that one 422 names them all (finish() throws it).
class BodyReader final
{
public:
    explicit BodyReader(QJsonObject body);

    bool has(const QString &field) const { return m_body.contains(field); }
    bool isNull(const QString &field) const { return m_body.value(field).isNull(); }
    void report(const QString &field, const QString &problem);
    // Throws DomainError 422 validation_failed when anything was reported.
    void finish() const;
    // What was reported so far: field → problem.
    const QJsonObject &problems() const { return m_problems; }

    // An integer in [minimum, maximum] (2.0 is 2); nullopt (reported) otherwise.
    std::optional<qint64> integer(
        const QString &field, qint64 minimum, qint64 maximum = 1'000'000'000);
    // Absent: nullopt; null: an empty optional (cleared); else an integer.
    std::optional<std::optional<qint64>> nullableInteger(const QString &field, qint64 minimum);
    // A string of at most `maximum` characters, trimmed; a required one must not be empty
    // (absent or null: reported when required, else a null QString).
    QString text(const QString &field, qsizetype maximum, bool required);
    // Absent or null: nullopt; else an id >= 1.
    std::optional<qint64> reference(const QString &field);

private:
    QJsonObject m_body;
    QJsonObject m_problems;
};
