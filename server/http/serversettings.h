#pragma once

#include <QList>
#include <QSslCertificate>
#include <QString>

#include "server/domain/cidr.h"

// What `catalog-server serve` was told on its command line.
struct ServerSettings
{
    QString listenHost = QStringLiteral("127.0.0.1");
    quint16 listenPort = 8080;
    int cacheTtlSeconds = 120;
    qint64 cacheMaxBytes = 64 * 1024 * 1024;
    QList<Cidr> trustedProxies; // --trust-proxy: peers whose X-Forwarded-For is believed
    // --webhook-allow: internal networks webhooks may call all the same (contract §13).
    QList<Cidr> webhookAllow;
    // --webhook-ca: CA certificates trusted for HTTPS webhook receivers beside the system's
    // (a LAN receiver with a private CA).
    QList<QSslCertificate> webhookCaCertificates;
    QString webBaseUrl; // empty: the server's own origin
    int workerThreads = 0; // 0: one per core (at least 2), see CatalogServer::workerCount()
    // PostgreSQL: database writers, each with its own connection and group commit (SQLite
    // has one write lock: always one).
    int databaseWriters = 2;
    // Until a request is complete: from the connect for the first, else from its first byte.
    int requestTimeoutSeconds = 10;
    int idleTimeoutSeconds = 60; // between requests on a keep-alive connection
    int maxConnectionsPerAddress = 256; // open connections from one client address
    int maxConnections = 8192; // open connections in total (lowered to the descriptor limit)
    bool sharedRateLimit = false; // PostgreSQL: per-key windows shared by every instance
    int securityLogIntervalSeconds = 60; // at most one security line per address and reason
};
