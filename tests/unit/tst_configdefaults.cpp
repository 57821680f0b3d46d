// ConfigDefaults: an INI file's settings become defaults for any option of a parser, the
// command line wins, switches take true/false, unknown keys are refused or ignored.
#include <QCommandLineParser>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "app/server/configdefaults.h"

using namespace Qt::StringLiterals;

class TestConfigDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valuesBecomeDefaults();
    void commandLineWins();
    void switches_data();
    void switches();
    void badSwitchValue();
    void listsKeepTheirCommas();
    void unknownKeys();
    void commentedOutKeysAreIgnored();
    void positionalsStay();

private:
    // A parser like a subcommand's: two value options, one switch, one positional.
    struct Parser
    {
        QCommandLineParser parser;
        QCommandLineOption listen { u"listen"_s, u"address"_s, u"HOST:PORT"_s };
        QCommandLineOption limit { u"max-connections-per-address"_s, u"limit"_s, u"N"_s };
        QCommandLineOption verbose { u"verbose"_s, u"a switch"_s };
        Parser()
        {
            parser.addOptions({ listen, limit, verbose });
            parser.addPositionalArgument(u"FILE"_s, u"file"_s);
        }
    };
    QString write(const QByteArray &text);
    // Parses arguments, applies the file, parses the merged list; returns the error if any.
    QString apply(Parser &p, const QStringList &arguments, const QByteArray &text,
        ConfigDefaults::UnknownKeys unknown = ConfigDefaults::UnknownKeys::Reject);

    QTemporaryDir m_dir;
    int m_files = 0;
};

QString TestConfigDefaults::write(const QByteArray &text)
{
    const QString path = m_dir.filePath(u"config-%1.conf"_s.arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString TestConfigDefaults::apply(Parser &p, const QStringList &arguments, const QByteArray &text,
    ConfigDefaults::UnknownKeys unknown)
{
    const QStringList all = QStringList { u"catalog-server"_s } + arguments;
    if (!p.parser.parse(all))
        return p.parser.errorText();
    QString error;
    const auto merged = ConfigDefaults::apply(p.parser, all, write(text), unknown, &error);
    if (!merged)
        return error;
    if (!p.parser.parse(*merged))
        return p.parser.errorText();
    return {};
}

void TestConfigDefaults::valuesBecomeDefaults()
{
    Parser p;
    QCOMPARE(apply(p, {}, "listen = 0.0.0.0:9000\nmax-connections-per-address = 16\n"), QString());
    QCOMPARE(p.parser.value(p.listen), u"0.0.0.0:9000"_s);
    QCOMPARE(p.parser.value(p.limit), u"16"_s);
    QVERIFY(!p.parser.isSet(p.verbose));
}

void TestConfigDefaults::commandLineWins()
{
    Parser p;
    QCOMPARE(apply(p, { u"--listen"_s, u"127.0.0.1:1"_s },
                 "listen = 0.0.0.0:9000\nmax-connections-per-address = 16\n"),
        QString());
    QCOMPARE(p.parser.value(p.listen), u"127.0.0.1:1"_s);
    QCOMPARE(p.parser.values(p.listen).size(), 1); // the file's value is not even added
    QCOMPARE(p.parser.value(p.limit), u"16"_s);
    Parser q;
    QCOMPARE(apply(q, { u"--listen=127.0.0.1:2"_s }, "listen = 0.0.0.0:9000\n"), QString());
    QCOMPARE(q.parser.value(q.listen), u"127.0.0.1:2"_s);
}

void TestConfigDefaults::switches_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("set");
    for (const char *on : { "true", "yes", "on", "1", "True" })
        QTest::newRow(on) << QByteArray(on) << true;
    for (const char *off : { "false", "no", "off", "0" })
        QTest::newRow(off) << QByteArray(off) << false;
}

void TestConfigDefaults::switches()
{
    QFETCH(QByteArray, value);
    QFETCH(bool, set);
    Parser p;
    QCOMPARE(apply(p, {}, "verbose = " + value + '\n'), QString());
    QCOMPARE(p.parser.isSet(p.verbose), set);
}

void TestConfigDefaults::badSwitchValue()
{
    Parser p;
    const QString error = apply(p, {}, "verbose = maybe\n");
    QVERIFY2(error.contains("verbose"_L1) && error.contains("true or false"_L1), qPrintable(error));
}

void TestConfigDefaults::listsKeepTheirCommas()
{
    // QSettings reads "a, b" as a list; the option gets one comma-separated value back.
    Parser p;
    QCOMPARE(apply(p, {}, "listen = 127.0.0.1/32, 10.0.0.0/8\n"), QString());
    QCOMPARE(p.parser.value(p.listen), u"127.0.0.1/32,10.0.0.0/8"_s);
}

void TestConfigDefaults::unknownKeys()
{
    Parser strict;
    const QString error = apply(strict, {}, "listen = 1\nlisen = 2\n");
    QVERIFY2(error.contains("unknown setting 'lisen'"_L1), qPrintable(error));
    Parser lenient;
    QCOMPARE(apply(lenient, {}, "listen = 1\nlisen = 2\n", ConfigDefaults::UnknownKeys::Ignore),
        QString());
    QCOMPARE(lenient.parser.value(lenient.listen), u"1"_s);
    Parser sections;
    QVERIFY(!apply(sections, {}, "[server]\nlisten = 1\n", ConfigDefaults::UnknownKeys::Ignore)
                 .isEmpty());
}

void TestConfigDefaults::commentedOutKeysAreIgnored()
{
    Parser p;
    QCOMPARE(apply(p, {}, "; a comment\n;listen = 1\n# listen = 2\n"), QString());
    QVERIFY(!p.parser.isSet(p.listen));
}

void TestConfigDefaults::positionalsStay()
{
    Parser p;
    QCOMPARE(apply(p, { u"copy.db"_s }, "listen = 1\n"), QString());
    QCOMPARE(p.parser.positionalArguments(), QStringList { u"copy.db"_s });
}

QTEST_GUILESS_MAIN(TestConfigDefaults)
#include "tst_configdefaults.moc"
