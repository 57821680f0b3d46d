#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>
#include <QStringList>

#include "tests/e2e/openapischema.h"
#include "tests/support/httptestclient.h"

// Checks real replies against an OpenAPI document: the operation that describes the request,
// the status among its responses, each documented header, the body against the response
// schema, and that the parameter rules agree with the server (a 200 request keeps to them, a
// 422 one breaks one). Records every operation and status it saw.
class OpenApiConformance final
{
public:
    explicit OpenApiConformance(const OpenApiSchema &schema);

    // Problems of reply to method + target (path and query under serverUrl); empty when it
    // conforms. A request no operation describes must be a 404 or 405, as the document's
    // NotFound and MethodNotAllowed responses.
    QStringList check(const QByteArray &method, const QString &target,
        const HttpTestClient::Reply &reply, const QString &serverUrl);
    // "get /products/book/{id} 200", ...
    const QSet<QString> &exercised() const { return m_exercised; }

    // A raw HTTP/1.1 response as read from a socket.
    static HttpTestClient::Reply parseRaw(const QByteArray &raw);

private:
    QStringList parameterProblems(
        const OpenApiSchema::Operation &operation, const QString &target) const;

    const OpenApiSchema &m_schema;
    QSet<QString> m_exercised;
};
