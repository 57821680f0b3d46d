#include "server/http/openapidocument.h"

#include <QFile>

QByteArray OpenApiDocument::bytes()
{
    static const QByteArray document = [] {
        QFile file(QStringLiteral(":/catalog/openapi/openapi.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the OpenAPI document is missing from the resources");
        return file.readAll();
    }();
    return document;
}
