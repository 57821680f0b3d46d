#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <functional>

#include "tests/net/fakereply.h"

// A QNetworkAccessManager that never touches the network: every request is answered by
// `handler` and recorded in `requests`.
class FakeNetworkAccessManager final : public QNetworkAccessManager
{
    Q_OBJECT
public:
    struct Sent
    {
        Operation operation;
        QNetworkRequest request;
        QByteArray body;
        qint64 atMs;
    };
    using Handler = std::function<FakeResponse(const Sent &sent, int index)>;

    explicit FakeNetworkAccessManager(QObject *parent = nullptr);

    Handler handler;
    QList<Sent> requests;

protected:
    QNetworkReply *createRequest(
        Operation op, const QNetworkRequest &request, QIODevice *outgoingData) override;

private:
    QElapsedTimer m_clock;
};
