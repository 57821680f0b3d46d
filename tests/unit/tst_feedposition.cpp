#include <QtTest>

#include "server/domain/feedposition.h"

using namespace Qt::StringLiterals;

// Cursors of contract §13 (docs/changefeed.md, "Cursors"): opaque to clients, exact here.
class TestFeedPosition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrips();
    void ownCursorHoldsBothRanges();
    void ownCursorOfTheFirstVersionStartsTheMovementsAtItsXid();
    void refusesWhatItDidNotWrite();
    void namesTheDatabase();

private:
    const QString m_database = u"00112233445566778899aabbccddeeff"_s;
};

void TestFeedPosition::roundTrips()
{
    const FeedPosition position { 4'000'000'123ULL, 77 };
    FeedPosition read;
    QCOMPARE(FeedPosition::decode(position.encode(FeedPosition::Stream::Public, m_database),
                 FeedPosition::Stream::Public, m_database, &read),
        FeedPosition::Decoded::Ok);
    QCOMPARE(read, position);
}

void TestFeedPosition::ownCursorHoldsBothRanges()
{
    const OwnFeedPosition position { { 900, 12 }, { 950, 40'000 } };
    const QString cursor = position.encode(FeedPosition::Stream::Own, m_database);
    OwnFeedPosition read;
    QCOMPARE(OwnFeedPosition::decode(cursor, m_database, &read), FeedPosition::Decoded::Ok);
    QVERIFY(read == position);
    // Not a cursor of the other feeds.
    FeedPosition single;
    QCOMPARE(FeedPosition::decode(cursor, FeedPosition::Stream::Own, m_database, &single),
        FeedPosition::Decoded::Malformed);
    QCOMPARE(FeedPosition::decode(cursor, FeedPosition::Stream::Public, m_database, &single),
        FeedPosition::Decoded::Malformed);
}

void TestFeedPosition::ownCursorOfTheFirstVersionStartsTheMovementsAtItsXid()
{
    // A shop keeps the cursor of an older server: every stock change before its xid moved the
    // product's own position, so its movements are read from that xid on.
    const QString old = FeedPosition { 812, 5 }.encode(FeedPosition::Stream::Own, m_database);
    OwnFeedPosition read;
    QCOMPARE(OwnFeedPosition::decode(old, m_database, &read), FeedPosition::Decoded::Ok);
    QCOMPARE(read.products, (FeedPosition { 812, 5 }));
    QCOMPARE(read.movements, (FeedPosition { 812, 0 }));
}

void TestFeedPosition::refusesWhatItDidNotWrite()
{
    const QString cursor
        = OwnFeedPosition { { 1, 2 }, { 3, 4 } }.encode(FeedPosition::Stream::Own, m_database);
    OwnFeedPosition read;
    for (const QString &bad : QStringList { QString(), u"abc"_s,
             QString(cursor.left(cursor.size() - 4)), QString(cursor + u"AAAA"_s),
             QString(cursor + u"="_s), QString(200, u'A'), u"!!!!"_s }) {
        QCOMPARE(OwnFeedPosition::decode(bad, m_database, &read), FeedPosition::Decoded::Malformed);
    }
    // A negative seq is never written.
    QByteArray bytes = QByteArray::fromBase64(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    bytes[bytes.size() - 8] = char(0x80);
    const QString negative = QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    QCOMPARE(
        OwnFeedPosition::decode(negative, m_database, &read), FeedPosition::Decoded::Malformed);
    // An unknown version.
    bytes[0] = char(3);
    const QString future = QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    QCOMPARE(OwnFeedPosition::decode(future, m_database, &read), FeedPosition::Decoded::Malformed);
}

void TestFeedPosition::namesTheDatabase()
{
    const QString cursor
        = OwnFeedPosition { { 1, 2 }, { 3, 4 } }.encode(FeedPosition::Stream::Own, m_database);
    OwnFeedPosition read;
    QCOMPARE(OwnFeedPosition::decode(cursor, u"ffeeddccbbaa99887766554433221100"_s, &read),
        FeedPosition::Decoded::OtherDatabase);
    FeedPosition single;
    QCOMPARE(FeedPosition::decode(
                 FeedPosition { 1, 2 }.encode(FeedPosition::Stream::Movements, m_database),
                 FeedPosition::Stream::Movements, u"ffeeddccbbaa99887766554433221100"_s, &single),
        FeedPosition::Decoded::OtherDatabase);
}

QTEST_APPLESS_MAIN(TestFeedPosition)
#include "tst_feedposition.moc"
