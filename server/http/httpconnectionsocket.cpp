#include "server/http/httpconnection.h"

// Writing to the connection's socket and closing it: HttpConnection's side that talks to the
// kernel (non-blocking send, the write notifier, the half close and the linger).

#include <QDeadlineTimer>
#include <QSocketNotifier>
#include <cerrno>

#include <poll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

void HttpConnection::onWritable()
{
    while (bytesToWrite() > 0) {
        const ssize_t sent = ::send(
            m_fd, m_output.constData() + m_outputPos, size_t(bytesToWrite()), MSG_NOSIGNAL);
        if (sent < 0) {
            if (errno == EINTR)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                drop();
            return;
        }
        m_outputPos += sent;
    }
    m_output = QByteArray();
    m_outputPos = 0;
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(false);
    onDrained();
}

void HttpConnection::onDrained()
{
    if (m_dropped)
        return;
    if (m_peerClosed) {
        drop();
    } else if (m_phase == Phase::Closing && !m_halfClosed) {
        halfClose();
    } else if (m_phase == Phase::Reading && m_waitingForDrain) {
        m_waitingForDrain = false;
        setReading(true);
        process();
    }
}

void HttpConnection::send(QByteArrayView bytes)
{
    iovec part { const_cast<char *>(bytes.data()), size_t(bytes.size()) };
    send(&part, 1);
}

void HttpConnection::send(const iovec *parts, int count)
{
    if (m_dropped)
        return;
    size_t total = 0;
    for (int i = 0; i < count; ++i)
        total += parts[i].iov_len;
    size_t written = 0;
    if (bytesToWrite() == 0) {
        msghdr message {};
        message.msg_iov = const_cast<iovec *>(parts);
        message.msg_iovlen = size_t(count);
        ssize_t sent = 0;
        do
            sent = ::sendmsg(m_fd, &message, MSG_NOSIGNAL);
        while (sent < 0 && errno == EINTR);
        if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            drop(); // reset by the client
            return;
        }
        written = sent < 0 ? 0 : size_t(sent);
    }
    if (written == total)
        return;
    // The socket's buffer is full: the rest goes out when it can.
    for (int i = 0; i < count; ++i) {
        const size_t length = parts[i].iov_len;
        if (written >= length) {
            written -= length;
            continue;
        }
        m_output.append(
            static_cast<const char *>(parts[i].iov_base) + written, qsizetype(length - written));
        written = 0;
    }
    if (!m_writeNotifier) {
        m_writeNotifier = new QSocketNotifier(qintptr(m_fd), QSocketNotifier::Write, this);
        connect(m_writeNotifier, &QSocketNotifier::activated, this, &HttpConnection::onWritable);
    }
    m_writeNotifier->setEnabled(true);
}

void HttpConnection::setReading(bool enabled)
{
    if (m_readNotifier && m_readNotifier->isEnabled() != enabled)
        m_readNotifier->setEnabled(enabled);
}

void HttpConnection::closeSocket()
{
    if (m_fd < 0)
        return;
    // Unregistered before the descriptor is closed (and maybe reused).
    delete m_readNotifier;
    m_readNotifier = nullptr;
    delete m_writeNotifier;
    m_writeNotifier = nullptr;
    ::close(m_fd);
    m_fd = -1;
}

void HttpConnection::drop()
{
    if (m_dropped)
        return;
    m_dropped = true;
    m_timer.stop();
    if (m_readNotifier)
        m_readNotifier->setEnabled(false);
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(false);
    deleteLater(); // the descriptor is closed with the notifiers, in the destructor
}

// The answer goes out first; then our side of the connection is shut (the client sees the
// end at once) and what the client still sends is read and dropped for a moment, so that
// the client gets to read the answer instead of a reset.
void HttpConnection::closeAfterWrite()
{
    if (m_dropped)
        return;
    m_phase = Phase::Closing;
    arm(m_settings.idleTimeoutMs); // a client that does not read is cut off
    setReading(true);
    if (bytesToWrite() == 0)
        halfClose();
}

void HttpConnection::halfClose()
{
    m_halfClosed = true;
    ::shutdown(m_fd, SHUT_WR);
    arm(lingerMs);
}

void HttpConnection::flushAndClose()
{
    QDeadlineTimer deadline(2000);
    while (!m_dropped && bytesToWrite() > 0 && !deadline.hasExpired()) {
        pollfd writable { m_fd, POLLOUT, 0 };
        if (::poll(&writable, 1, int(deadline.remainingTime())) <= 0)
            break;
        const ssize_t sent = ::send(
            m_fd, m_output.constData() + m_outputPos, size_t(bytesToWrite()), MSG_NOSIGNAL);
        if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            break;
        m_outputPos += std::max<ssize_t>(0, sent);
    }
    closeSocket();
}
