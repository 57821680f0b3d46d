#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkReply>
#include <QPair>

// What a FakeNetworkAccessManager answers to one request.
struct FakeResponse
{
    int status = 200; // 0 with `error` set: a transport failure without an HTTP answer
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int delayMs = 0;
    bool hang = false; // never answers until aborted

    static FakeResponse json(
        int status, const QByteArray &body, QList<QPair<QByteArray, QByteArray>> headers = {})
    {
        FakeResponse r;
        r.status = status;
        r.body = body;
        r.headers = std::move(headers);
        r.headers.append(
            { QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json") });
        return r;
    }
    static FakeResponse failure(QNetworkReply::NetworkError error)
    {
        FakeResponse r;
        r.status = 0;
        r.error = error;
        return r;
    }
};

// A QNetworkReply that plays back a FakeResponse, for faults the real server cannot show.
class FakeReply final : public QNetworkReply
{
    Q_OBJECT
public:
    FakeReply(QNetworkAccessManager::Operation op, const QNetworkRequest &request,
        const FakeResponse &response, QObject *parent);

    void abort() override;
    qint64 bytesAvailable() const override;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;

private:
    void deliver();

    FakeResponse m_response;
    QByteArray m_buffer;
    qint64 m_offset = 0;
    bool m_done = false;
};
