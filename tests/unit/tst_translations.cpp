// The console's translations are complete and consistent with the sources: lupdate runs on
// the current sources into a temporary copy of the .ts files (the tracked files are never
// touched), and every message of every language must be finished and keep the source's
// placeholders, accelerator, HTML tags and surrounding spaces.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "unfinished", "vanished", "obsolete" or empty
    QStringList forms; // the translation, or its numerus forms

    QString key() const { return context + u'\x1f' + source + u'\x1f' + comment; }
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == "context"_L1) {
            context.clear();
        } else if (name == "name"_L1) {
            context = xml.readElementText();
        } else if (name == "message"_L1) {
            current = Message();
            current.context = context;
            current.numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
        } else if (name == "source"_L1) {
            current.source = xml.readElementText();
        } else if (name == "comment"_L1) {
            current.comment = xml.readElementText();
        } else if (name == "translation"_L1) {
            current.type = xml.attributes().value("type"_L1).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.forms << xml.readElementText();
            } else {
                current.forms << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(u"%[1-9n]"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    return sorted(found);
}

QStringList tags(const QString &text)
{
    static const QRegularExpression re(u"</?[a-zA-Z][a-zA-Z0-9]*"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    return sorted(found);
}

bool hasAccelerator(const QString &text)
{
    static const QRegularExpression re(u"&[^&\\s]"_s);
    return QString(text).replace(u"&&"_s, QString()).contains(re);
}

QString edges(const QString &text)
{
    static const QRegularExpression lead(u"^\\s*"_s), trail(u"\\s*$"_s);
    return u"[%1|%2]"_s.arg(lead.match(text).captured(), trail.match(text).captured());
}

const QString sourceDir = QStringLiteral(CATALOG_SOURCE_DIR);

} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tsFilesMatchSources_data();
    void tsFilesMatchSources();
    void complete_data();
    void complete();
};

void TstTranslations::tsFilesMatchSources_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ru") << u"catalog_console_ru.ts"_s;
    QTest::newRow("uz") << u"catalog_console_uz.ts"_s;
}

// Same lupdate run as the catalog_ui_lupdate target, into a copy: a string added to or removed
// from the sources without refreshing the .ts files fails here.
void TstTranslations::tsFilesMatchSources()
{
    QFETCH(QString, file);
    const QString tracked = sourceDir + u"/translations/"_s + file;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(tracked, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    QProcess lupdate;
    lupdate.setWorkingDirectory(sourceDir);
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(CATALOG_LUPDATE),
        { u"-no-obsolete"_s, u"-locations"_s, u"none"_s, u"-I"_s, sourceDir, u"-extensions"_s,
            u"cpp,h"_s, u"ui"_s, u"models"_s, u"net"_s, u"app/console"_s, u"-ts"_s, copy });
    QVERIFY2(lupdate.waitForFinished(60'000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

    QString error;
    const QList<Message> before = readTs(tracked, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<Message> after = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> trackedKeys, currentKeys;
    for (const Message &m : before)
        trackedKeys.insert(m.key());
    QStringList problems;
    for (const Message &m : after) {
        currentKeys.insert(m.key());
        if (!trackedKeys.contains(m.key()))
            problems << u"not in %1 (run the catalog_ui_lupdate target and translate it): %2: %3"_s
                            .arg(file, m.context, m.source);
    }
    for (const Message &m : before)
        if (!currentKeys.contains(m.key()))
            problems << u"in %1 but no longer in the sources: %2: %3"_s.arg(
                file, m.context, m.source);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QVERIFY(before.size() > 300);
}

void TstTranslations::complete_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("ru") << u"catalog_console_ru.ts"_s << 3;
    // Qt's plural rules give Uzbek two forms (1, other); both read the same in Uzbek.
    QTest::newRow("uz") << u"catalog_console_uz.ts"_s << 2;
    QTest::newRow("qtbase ru") << u"qtbase_extra_ru.ts"_s << 3;
    QTest::newRow("qtbase uz") << u"qtbase_extra_uz.ts"_s << 2;
}

void TstTranslations::complete()
{
    QFETCH(QString, file);
    QFETCH(int, pluralForms);
    QString error;
    const QList<Message> messages = readTs(sourceDir + u"/translations/"_s + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const Message &m : messages) {
        const QString where = u"%1: “%2”"_s.arg(m.context, m.source);
        if (!m.type.isEmpty())
            problems << u"%1 is %2"_s.arg(where, m.type);
        if (m.numerus && m.forms.size() != pluralForms)
            problems << u"%1 has %2 plural forms, not %3"_s.arg(where)
                            .arg(m.forms.size())
                            .arg(pluralForms);
        if (m.forms.isEmpty())
            problems << u"%1 has no translation"_s.arg(where);
        for (const QString &form : m.forms) {
            if (form.trimmed().isEmpty()) {
                problems << u"%1 has an empty translation"_s.arg(where);
                continue;
            }
            if (placeholders(form) != placeholders(m.source))
                problems << u"%1: placeholders of “%2” differ: %3 / %4"_s.arg(
                    where, form, placeholders(m.source).join(u' '), placeholders(form).join(u' '));
            if (hasAccelerator(form) != hasAccelerator(m.source))
                problems << u"%1: “%2” adds or drops the & accelerator"_s.arg(where, form);
            if (tags(form) != tags(m.source))
                problems << u"%1: “%2” changes the HTML tags"_s.arg(where, form);
            if (edges(form) != edges(m.source))
                problems << u"%1: “%2” changes leading or trailing spaces"_s.arg(where, form);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
