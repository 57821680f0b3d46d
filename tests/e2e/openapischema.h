#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QStringList>
#include <optional>

// An OpenAPI 3.1 document for tests: finds the operation that describes a request and checks
// values against its schemas with a small JSON Schema subset — local $ref, type (also type
// arrays), properties, required, additionalProperties, items, enum, const, minimum, maximum,
// minLength, maxLength, pattern, minItems, maxItems, uniqueItems, minProperties, allOf, anyOf,
// oneOf. Any other keyword is reported as a problem, so the document cannot rely on one that
// would be silently ignored here.
class OpenApiSchema final
{
public:
    explicit OpenApiSchema(QJsonObject document);

    const QJsonObject &document() const { return m_document; }
    // Follows local "$ref"s ("#/components/..."); an object without one comes back as it is,
    // a dangling reference as an empty object.
    QJsonObject resolve(const QJsonValue &value) const;
    // The problems of value against schema, each with its location; empty when it conforms.
    QStringList validate(const QJsonValue &value, const QJsonValue &schema,
        const QString &at = QStringLiteral("$")) const;
    // Every "$ref" in the document that does not resolve.
    QStringList unresolvedRefs() const;

    struct Operation
    {
        QString path; // the document's path template
        QString method; // lower case
        QJsonObject operation;
        QHash<QString, QString> pathValues; // template parameter -> decoded segment
    };
    // The operation for method + path (without query) on the server serverUrl. A template
    // segment matches a segment its parameter's type accepts (integer: digits), as the server
    // routes; the template with the most literal segments wins.
    std::optional<Operation> find(
        const QString &method, const QString &path, const QString &serverUrl) const;
    // Every operation as "method path".
    QStringList operations() const;
    // The operation's parameters, its path item's included, resolved.
    QList<QJsonObject> parameters(const Operation &operation) const;
    // Text from a URL or header as JSON of the schema's type: digits become an integer.
    static QJsonValue typed(const QString &text, const QJsonObject &schema);

private:
    QStringList validateObject(
        const QJsonObject &value, const QJsonObject &schema, const QString &at) const;
    QString serverOf(const QJsonObject &pathItem) const;

    QJsonObject m_document;
};
