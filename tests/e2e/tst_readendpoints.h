#pragma once

#include <QObject>
#include <memory>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

// Declared apart from its .cpp so moc never parses the JSON tables there (moc's tokenizer
// trips over apostrophes inside raw string literals).
class TestReadEndpoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void trending(); // first: later tests record searches of their own
    void endpoint_data();
    void endpoint();
    void listOrder_data();
    void listOrder();
    void bookDetail();
    void stationeryDetail();
    void categoriesTree();
    void deeplink();
    void searchIsRecorded();
    void healthz();

private:
    HttpTestClient::Reply get(const QString &path);

    TestServer m_server;
    std::unique_ptr<HttpTestClient> m_client;
};
