#include "tests/net/fakenetworkaccessmanager.h"

FakeNetworkAccessManager::FakeNetworkAccessManager(QObject *parent)
    : QNetworkAccessManager(parent)
{
    m_clock.start();
}

QNetworkReply *FakeNetworkAccessManager::createRequest(
    Operation op, const QNetworkRequest &request, QIODevice *outgoingData)
{
    Sent sent { op, request, outgoingData ? outgoingData->readAll() : QByteArray(),
        m_clock.elapsed() };
    requests.append(sent);
    const FakeResponse response
        = handler ? handler(sent, int(requests.size()) - 1) : FakeResponse::json(404, {});
    return new FakeReply(op, request, response, this);
}
