#include "tests/net/fakereply.h"

#include <QTimer>

FakeReply::FakeReply(QNetworkAccessManager::Operation op, const QNetworkRequest &request,
    const FakeResponse &response, QObject *parent)
    : QNetworkReply(parent)
    , m_response(response)
{
    setRequest(request);
    setUrl(request.url());
    setOperation(op);
    open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    if (!response.hang)
        QTimer::singleShot(response.delayMs, this, &FakeReply::deliver);
}

void FakeReply::deliver()
{
    if (m_done)
        return;
    m_done = true;
    if (m_response.status > 0) {
        setAttribute(QNetworkRequest::HttpStatusCodeAttribute, m_response.status);
        for (const auto &[name, value] : std::as_const(m_response.headers))
            setRawHeader(name, value);
        m_buffer = m_response.body;
        // What QNetworkAccessManager reports alongside an HTTP error status.
        QNetworkReply::NetworkError error = QNetworkReply::NoError;
        if (m_response.status == 401)
            error = QNetworkReply::AuthenticationRequiredError;
        else if (m_response.status == 403)
            error = QNetworkReply::ContentAccessDenied;
        else if (m_response.status == 404)
            error = QNetworkReply::ContentNotFoundError;
        else if (m_response.status == 409)
            error = QNetworkReply::ContentConflictError;
        else if (m_response.status >= 500)
            error = QNetworkReply::InternalServerError;
        else if (m_response.status >= 400)
            error = QNetworkReply::UnknownContentError;
        if (error != QNetworkReply::NoError)
            setError(error, QStringLiteral("HTTP error"));
        Q_EMIT metaDataChanged();
        if (!m_buffer.isEmpty())
            Q_EMIT readyRead();
        if (error != QNetworkReply::NoError)
            Q_EMIT errorOccurred(error);
    } else {
        setError(m_response.error, QStringLiteral("transport failure"));
        Q_EMIT errorOccurred(m_response.error);
    }
    setFinished(true);
    Q_EMIT finished();
}

void FakeReply::abort()
{
    if (m_done)
        return;
    m_done = true;
    setError(QNetworkReply::OperationCanceledError, QStringLiteral("Operation canceled"));
    Q_EMIT errorOccurred(QNetworkReply::OperationCanceledError);
    setFinished(true);
    Q_EMIT finished();
}

qint64 FakeReply::bytesAvailable() const
{
    return m_buffer.size() - m_offset + QNetworkReply::bytesAvailable();
}

qint64 FakeReply::readData(char *data, qint64 maxSize)
{
    const qint64 n = std::min<qint64>(maxSize, m_buffer.size() - m_offset);
    if (n <= 0)
        return m_done ? -1 : 0;
    memcpy(data, m_buffer.constData() + m_offset, size_t(n));
    m_offset += n;
    return n;
}
