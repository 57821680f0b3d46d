#include "server/http/listensocket.h"

#include <cerrno>
#include <cstring>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace ListenSocket {

qintptr open(const QHostAddress &address, quint16 port, quint16 *boundPort, QString *error)
{
    const bool ipv6 = address.protocol() == QAbstractSocket::IPv6Protocol;
    const int fd
        = ::socket(ipv6 ? AF_INET6 : AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        return -1;
    }
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);

    sockaddr_storage storage {};
    socklen_t length = 0;
    if (ipv6) {
        sockaddr_in6 in6 {};
        in6.sin6_family = AF_INET6;
        in6.sin6_port = htons(port);
        const Q_IPV6ADDR raw = address.toIPv6Address();
        std::memcpy(&in6.sin6_addr, &raw, sizeof raw);
        std::memcpy(&storage, &in6, sizeof in6);
        length = sizeof in6;
    } else {
        sockaddr_in in4 {};
        in4.sin_family = AF_INET;
        in4.sin_port = htons(port);
        in4.sin_addr.s_addr = htonl(address.toIPv4Address());
        std::memcpy(&storage, &in4, sizeof in4);
        length = sizeof in4;
    }
    if (::bind(fd, reinterpret_cast<sockaddr *>(&storage), length) != 0
        || ::listen(fd, SOMAXCONN) != 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        ::close(fd);
        return -1;
    }
    sockaddr_storage bound {};
    socklen_t boundLength = sizeof bound;
    ::getsockname(fd, reinterpret_cast<sockaddr *>(&bound), &boundLength);
    *boundPort
        = ntohs(bound.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port
                                            : reinterpret_cast<sockaddr_in *>(&bound)->sin_port);
    return fd;
}

} // namespace ListenSocket
