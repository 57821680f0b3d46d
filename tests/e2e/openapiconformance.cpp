#include "tests/e2e/openapiconformance.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

OpenApiConformance::OpenApiConformance(const OpenApiSchema &schema)
    : m_schema(schema)
{ }

QStringList OpenApiConformance::check(const QByteArray &method, const QString &target,
    const HttpTestClient::Reply &reply, const QString &serverUrl)
{
    const QString status = QString::number(reply.status);
    const QString context = QString::fromLatin1(method) + u' ' + target + u" → "_s + status;
    if (reply.status <= 0)
        return { context + u": no answer"_s };
    QStringList problems;
    QJsonObject response;
    const auto operation = m_schema.find(
        QString::fromLatin1(method).toLower(), target.section(u'?', 0, 0), serverUrl);
    if (operation) {
        const QJsonObject responses = operation->operation.value(u"responses"_s).toObject();
        if (!responses.contains(status))
            return { context + u": status not documented"_s };
        response = m_schema.resolve(responses.value(status));
        m_exercised.insert(operation->method + u' ' + operation->path + u' ' + status);
        if (method == "GET" && (reply.status == 200 || reply.status == 422)) {
            const QStringList broken = parameterProblems(*operation, target);
            if (reply.status == 200 && !broken.isEmpty())
                problems << context + u": the document forbids parameters the server took: "_s
                        + broken.join(u"; "_s);
            if (reply.status == 422 && broken.isEmpty())
                problems << context + u": refused with 422, but the document allows it"_s;
        }
    } else if (reply.status == 404 || reply.status == 405) {
        response = m_schema.resolve(QJsonObject { { u"$ref"_s,
            reply.status == 404 ? u"#/components/responses/NotFound"_s
                                : u"#/components/responses/MethodNotAllowed"_s } });
    } else {
        return { context + u": no operation in the document"_s };
    }

    const QJsonObject headers = response.value(u"headers"_s).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        const QJsonObject header = m_schema.resolve(it.value());
        const QByteArray name = it.key().toLatin1();
        const bool present = std::any_of(reply.headers.begin(), reply.headers.end(),
            [&](const auto &pair) { return pair.first.compare(name, Qt::CaseInsensitive) == 0; });
        if (!present) {
            if (header.value(u"required"_s).toBool())
                problems << context + u": lacks header "_s + it.key();
            continue;
        }
        const QJsonObject schema = m_schema.resolve(header.value(u"schema"_s));
        problems += m_schema.validate(
            OpenApiSchema::typed(QString::fromLatin1(reply.header(name)), schema), schema,
            context + u": header "_s + it.key());
    }

    const QJsonObject content = response.value(u"content"_s).toObject();
    if (content.isEmpty()) {
        if (!reply.body.isEmpty())
            problems << context + u": a body where none is documented"_s;
        return problems;
    }
    if (!content.contains(u"application/json"_s)) {
        // Media: the documented type, the body as bytes.
        const QString type = QString::fromLatin1(reply.header("Content-Type"));
        if (!content.contains(type))
            problems << context + u": Content-Type "_s + type + u" not documented"_s;
        if (reply.body.isEmpty())
            problems << context + u": an empty body"_s;
        return problems;
    }
    if (!reply.header("Content-Type").startsWith("application/json"))
        return problems << context + u": not application/json"_s;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(reply.body, &error);
    if (error.error != QJsonParseError::NoError)
        return problems << context + u": not JSON"_s;
    const QJsonValue body
        = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    problems += m_schema.validate(body,
        content.value(u"application/json"_s).toObject().value(u"schema"_s), context + u": $"_s);
    return problems;
}

QStringList OpenApiConformance::parameterProblems(
    const OpenApiSchema::Operation &operation, const QString &target) const
{
    const QUrlQuery query(target.section(u'?', 1));
    QStringList problems;
    for (const QJsonObject &parameter : m_schema.parameters(operation)) {
        const QString name = parameter.value(u"name"_s).toString();
        const QString in = parameter.value(u"in"_s).toString();
        QString text;
        if (in == "query"_L1 && query.hasQueryItem(name))
            text = query.queryItemValue(name, QUrl::FullyDecoded);
        else if (in == "path"_L1)
            text = operation.pathValues.value(name);
        else if (in == "query"_L1 && parameter.value(u"required"_s).toBool())
            problems << name + u": required"_s;
        if (text.isNull())
            continue;
        const QJsonObject schema = m_schema.resolve(parameter.value(u"schema"_s));
        problems += m_schema.validate(OpenApiSchema::typed(text, schema), schema, name);
    }
    return problems;
}

HttpTestClient::Reply OpenApiConformance::parseRaw(const QByteArray &raw)
{
    HttpTestClient::Reply reply;
    const qsizetype headerEnd = raw.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return reply;
    const QList<QByteArray> lines = raw.left(headerEnd).split('\n');
    reply.status = lines.first().split(' ').value(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        reply.headers.append(
            { lines.at(i).left(colon).trimmed(), lines.at(i).mid(colon + 1).trimmed() });
    }
    reply.body = raw.mid(headerEnd + 4);
    return reply;
}
