// Walks the whole console in Russian and in Uzbek against the real server: every pane (with
// its data loaded, a product chosen, scans made), the connect, preferences and about dialogs,
// every menu, the toolbar's popup and a line edit's standard context menu, the local server
// pane with a running server and a key. Every visible text is collected and fails the test
// when it still holds English.
//
// The English detector: a word of 3+ ASCII letters that the console's own English sources use
// (read from the .ts files) or a common English word. Data shown by the console (product,
// author, seller, category names, descriptions, search queries: read from the server's
// database) is removed first; technical tokens are allowed with their reasons below. The
// detector is itself checked against the English console.
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QTreeView>
#include <QXmlStreamReader>
#include <algorithm>

#include "models/categorytreemodel.h"
#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/csvreportmodel.h"
#include "models/keylistmodel.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "models/pagedproductmodel.h"
#include "models/trendingmodel.h"
#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/connectionprofile.h"
#include "net/connectionprofiles.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"
#include "net/keychaincredentialstore.h"
#include "tests/gui/guifixture.h"
#include "ui/catalogpane.h"
#include "ui/categoriespane.h"
#include "ui/connectdialog.h"
#include "ui/csvimportdialog.h"
#include "ui/csvreportpanel.h"
#include "ui/languagesetup.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"
#include "ui/preferencesdialog.h"
#include "ui/productdetailpanel.h"
#include "ui/scanlineedit.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/stockpane.h"
#include "ui/trendingpane.h"

using namespace Qt::StringLiterals;

namespace {

const QString sourceDir = QStringLiteral(CATALOG_SOURCE_DIR);

// Words that may appear in a translated console, with the reason.
const QSet<QString> &allowedWords()
{
    static const QSet<QString> words {
        u"isbn"_s, u"ean"_s, u"upc"_s, // product code standards, printed on the goods
        u"api"_s, u"json"_s, u"csv"_s, u"png"_s, u"sqlite"_s, u"url"_s, u"utf"_s,
        u"path"_s, // technical names of formats
        u"ctrl"_s, u"shift"_s, u"enter"_s, u"esc"_s, u"tab"_s, // key names as on the keyboard
        u"readme"_s, // the file name of the README the console points to
    };
    return words;
}

// Uzbek words written like English ones.
const QSet<QString> &uzbekWords()
{
    static const QSet<QString> words { u"server"_s, u"port"_s, u"demo"_s, u"import"_s,
        u"variant"_s };
    return words;
}

QStringList tsSources(const QString &file)
{
    QStringList sources;
    QFile ts(sourceDir + u"/translations/"_s + file);
    if (!ts.open(QIODevice::ReadOnly))
        return sources;
    QXmlStreamReader xml(&ts);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == "source"_L1)
            sources << xml.readElementText();
    }
    return sources;
}

// (context, source) of every plural (%n) message of a .ts file.
QList<QPair<QString, QString>> tsPlurals(const QString &file)
{
    QList<QPair<QString, QString>> plurals;
    QFile ts(sourceDir + u"/translations/"_s + file);
    if (!ts.open(QIODevice::ReadOnly))
        return plurals;
    QXmlStreamReader xml(&ts);
    QString context;
    bool numerus = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == "name"_L1)
            context = xml.readElementText();
        else if (xml.name() == "message"_L1)
            numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
        else if (xml.name() == "source"_L1 && numerus)
            plurals.append({ context, xml.readElementText() });
    }
    return plurals;
}

QString plain(QString text)
{
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    static const QRegularExpression accelerator(u"&(?!&)"_s);
    return text.remove(accelerator).replace(u"&&"_s, u"&"_s);
}

class EnglishDetector
{
public:
    EnglishDetector()
    {
        static const QRegularExpression word(u"[A-Za-z]{3,}"_s);
        QStringList sources = tsSources(u"catalog_console_ru.ts"_s);
        sources += tsSources(u"qtbase_extra_uz.ts"_s); // Qt's own strings we show
        for (const QString &source : std::as_const(sources))
            for (auto it = word.globalMatch(plain(source)); it.hasNext();)
                m_words.insert(it.next().captured().toLower());
        // Common English words, so that untranslated text from elsewhere is caught too.
        for (const auto w :
            { "the", "and", "for", "with", "from", "this", "that", "not", "was", "were", "are",
                "has", "have", "you", "your", "can", "cannot", "could", "into", "when", "then",
                "than", "all", "any", "none", "only", "one", "its", "will", "would", "should",
                "there", "here", "what", "which", "who", "how", "many", "much", "more", "most",
                "some", "each", "other", "after", "before", "while", "until", "about", "again",
                "also", "but", "out", "over", "under", "please", "press", "click", "choose",
                "select", "open", "save", "close", "cancel", "delete", "copy", "paste", "undo",
                "redo", "yes", "new", "old", "name", "loading", "error", "failed", "file", "help",
                "quit", "view", "tools", "settings", "show", "hide", "details", "apply", "reset",
                "retry", "ignore", "discard", "abort", "step", "down", "link", "location" })
            m_words.insert(QString::fromLatin1(w));
        for (const QString &w : allowedWords())
            m_words.remove(w);
    }

    void setData(const QStringList &values, const QSet<QString> &extraAllowed)
    {
        QStringList sorted;
        for (const QString &v : values)
            if (v.trimmed().size() >= 3)
                sorted << QRegularExpression::escape(v.trimmed());
        sorted.removeDuplicates();
        // Longest first, so that a name is removed whole before a shorter name inside it.
        std::sort(sorted.begin(), sorted.end(),
            [](const QString &a, const QString &b) { return a.size() > b.size(); });
        m_data = QRegularExpression(u"(?<![\\p{L}])(?:"_s + sorted.join(u'|') + u")(?![\\p{L}])"_s,
            QRegularExpression::UseUnicodePropertiesOption);
        m_extraAllowed = extraAllowed;
    }

    // The English words of one visible text, empty when none.
    QStringList englishWords(const QString &visible) const
    {
        QString text = plain(visible);
        if (m_data.isValid() && !m_data.pattern().isEmpty())
            text.replace(m_data, u" "_s);
        // URLs, paths and file names are addresses, not language.
        static const QRegularExpression address(
            u"\\S+://\\S*|(?:/[\\w.:-]+)+/?|\\b[\\w-]+\\.(?:db|sqlite|json)\\b|catalog-server"_s);
        text.replace(address, u" "_s);
        static const QRegularExpression word(u"(?<![\\p{L}ʻʼ'])[A-Za-z]{3,}(?![\\p{L}ʻʼ'])"_s,
            QRegularExpression::UseUnicodePropertiesOption);
        QStringList found;
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QString w = it.next().captured().toLower();
            if (m_words.contains(w) && !m_extraAllowed.contains(w))
                found << w;
        }
        return found;
    }

    int vocabularySize() const { return int(m_words.size()); }

private:
    QSet<QString> m_words;
    QSet<QString> m_extraAllowed;
    QRegularExpression m_data;
};

// Every visible text of a widget tree, each prefixed with where it was seen.
class TextCollector
{
public:
    void collect(QWidget *root, const QString &where)
    {
        if (root->isWindow())
            add(where + u" window title"_s, root->windowTitle());
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        QStringList mnemonics; // of the buttons and labelled fields visible together
        for (QWidget *w : std::as_const(widgets)) {
            if (!w->isVisible())
                continue;
            if (auto *button = qobject_cast<QAbstractButton *>(w))
                mnemonics << button->text();
            if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
                mnemonics << label->text();
            const QString at = where + u" / "_s + QString::fromLatin1(w->metaObject()->className());
            add(at + u" tooltip"_s, w->toolTip());
            if (auto *label = qobject_cast<QLabel *>(w))
                add(at, label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(w))
                add(at, button->text());
            else if (auto *line = qobject_cast<QLineEdit *>(w))
                add(at + u" placeholder"_s, line->placeholderText());
            else if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
                add(at + u" placeholder"_s, edit->placeholderText());
            else if (auto *combo = qobject_cast<QComboBox *>(w))
                for (int i = 0; i < combo->count(); ++i)
                    add(at + u" item"_s, combo->itemText(i));
            else if (auto *spin = qobject_cast<QSpinBox *>(w))
                add(at + u" affixes"_s,
                    spin->prefix() + u' ' + spin->suffix() + u' ' + spin->specialValueText());
            else if (auto *tabs = qobject_cast<QTabBar *>(w))
                for (int i = 0; i < tabs->count(); ++i)
                    add(at + u" tab"_s, tabs->tabText(i));
            else if (auto *view = qobject_cast<QAbstractItemView *>(w))
                collectView(view, at);
            if (auto *group = qobject_cast<QGroupBox *>(w))
                add(at + u" title"_s, group->title());
            if (auto *bar = qobject_cast<QToolBar *>(w))
                collectActions(bar->actions(), at);
            if (auto *status = qobject_cast<QStatusBar *>(w))
                add(at, status->currentMessage());
        }
        checkMnemonics(mnemonics, where);
    }

    void collectActions(const QList<QAction *> &actions, const QString &where)
    {
        QStringList mnemonics;
        for (QAction *action : actions) {
            if (action->isSeparator())
                continue;
            add(where + u" action"_s, action->text());
            mnemonics << action->text();
            if (QMenu *menu = action->menu())
                collectActions(menu->actions(), where + u" > "_s + plain(action->text()));
        }
        checkMnemonics(mnemonics, where);
    }

    QList<QPair<QString, QString>> texts; // where, text
    QStringList clashes; // two items shown together with the same Alt+letter

private:
    void checkMnemonics(const QStringList &withAccelerators, const QString &where)
    {
        static const QRegularExpression accelerator(u"&([^&\\s])"_s);
        QHash<QString, QString> seen;
        for (const QString &text : withAccelerators) {
            const auto match = accelerator.match(QString(text).replace(u"&&"_s, QString()));
            if (!match.hasMatch())
                continue;
            const QString key = match.captured(1).toLower();
            if (seen.contains(key) && seen.value(key) != text)
                clashes << u"%1: “%2” and “%3” both use Alt+%4"_s.arg(
                    where, seen.value(key), text, key);
            seen.insert(key, text);
        }
    }

public:
    // A text shown somewhere, e.g. a message net/ makes for a banner.
    void add(const QString &where, const QString &text)
    {
        if (!text.trimmed().isEmpty())
            texts.append({ where, text });
    }

private:
    void collectView(QAbstractItemView *view, const QString &at)
    {
        QAbstractItemModel *model = view->model();
        if (!model)
            return;
        QHeaderView *header = nullptr;
        if (auto *table = qobject_cast<QTableView *>(view))
            header = table->horizontalHeader();
        else if (auto *tree = qobject_cast<QTreeView *>(view))
            header = tree->header();
        for (int column = 0; column < model->columnCount(); ++column) {
            if (header && header->isVisible() && !header->isSectionHidden(column))
                add(at + u" header"_s, model->headerData(column, Qt::Horizontal).toString());
        }
        // Cells: the translated values (states, kinds, yes/no, tooltips) among the data.
        for (int row = 0; row < std::min(model->rowCount(), 40); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                add(at + u" cell"_s, index.data(Qt::DisplayRole).toString());
                add(at + u" cell tooltip"_s, index.data(Qt::ToolTipRole).toString());
            }
        }
    }
};

} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void detectorFindsTheEnglishConsole();
    void noEnglishAnywhere_data();
    void noEnglishAnywhere();
    void netMessagesTranslated_data();
    void netMessagesTranslated();
    void preferencesStoreTheLanguage();
    void englishPlurals();
    // Last: the server is stopped at its end.
    void noEnglishWhenTheServerFails_data();
    void noEnglishWhenTheServerFails();

private:
    void walk(bool full, TextCollector &c);
    void walkCsvImport(LocalServerPane *pane, const QString &file, TextCollector &c);
    QStringList failures(const TextCollector &collector, const QSet<QString> &extraAllowed);

    std::unique_ptr<GuiFixture> m_fx;
    EnglishDetector m_detector;
    QStringList m_data;
    QString m_code; // one of the key's products, found on the stock pane
};

void TstTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(u"stock-mode"_s); // every run starts in +1 mode
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
    m_fx->connectSession();

    // The data the console shows as it is: every name and text in the server's catalog.
    {
        auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"data"_s);
        db.setDatabaseName(m_fx->server.folder() + u"/catalog.db"_s);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const auto sql : { "SELECT name FROM authors", "SELECT name FROM publishers",
                 "SELECT name FROM sellers", "SELECT qr_token FROM sellers",
                 "SELECT name FROM categories", "SELECT name FROM products",
                 "SELECT description FROM products", "SELECT name FROM variants",
                 "SELECT text FROM searches", "SELECT result_name FROM searches",
                 "SELECT name FROM api_keys", "SELECT app_id FROM api_keys" }) {
            QVERIFY2(query.exec(QString::fromLatin1(sql)), sql);
            while (query.next())
                m_data << query.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(u"data"_s);
    m_data << u"test"_s << u"NO-SUCH-TOKEN"_s; // the fixture's profile name, a typed token
    QVERIFY(m_data.size() > 300);
    m_detector.setData(m_data, {});
    QVERIFY(m_detector.vocabularySize() > 300);
}

void TstTranslations::cleanupTestCase()
{
    LanguageSetup::install(qApp, QLocale(QLocale::English));
    m_fx.reset();
}

QStringList TstTranslations::failures(
    const TextCollector &collector, const QSet<QString> &extraAllowed)
{
    m_detector.setData(m_data, extraAllowed);
    QStringList out;
    QSet<QString> seen;
    for (const auto &[where, text] : collector.texts) {
        const QStringList words = m_detector.englishWords(text);
        if (words.isEmpty() || seen.contains(text))
            continue;
        seen.insert(text);
        out << u"%1: “%2” (%3)"_s.arg(where, text, words.join(u", "_s));
    }
    return out;
}

// The detector sees the untranslated console: without this the walk could pass by missing
// everything.
void TstTranslations::detectorFindsTheEnglishConsole()
{
    LanguageSetup::install(qApp, QLocale(QLocale::English));
    TextCollector english;
    walk(false, english);
    const QStringList found = failures(english, {});
    QVERIFY2(found.size() > 40, qPrintable(u"only %1 English texts found"_s.arg(found.size())));
    // The English console has no clashing Alt+letters either.
    english.clashes.removeDuplicates();
    QVERIFY2(english.clashes.isEmpty(), qPrintable(english.clashes.join(u'\n')));
    const QStringList tryAgain { u"try"_s, u"again"_s };
    QCOMPARE(m_detector.englishWords(u"Try again"_s), tryAgain);
    QVERIFY(m_detector.englishWords(u"Повторить (Enter, ISBN)"_s).isEmpty());
}

void TstTranslations::noEnglishAnywhere_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<bool>("uzbek");
    QTest::newRow("ru") << QLocale(QLocale::Russian, QLocale::Russia) << false;
    QTest::newRow("uz") << QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan)
                        << true;
}

void TstTranslations::noEnglishAnywhere()
{
    QFETCH(QLocale, locale);
    QFETCH(bool, uzbek);
    QVERIFY(LanguageSetup::install(qApp, locale));
    TextCollector collector;
    walk(true, collector);
    QVERIFY(collector.texts.size() > 200);
    const QStringList found = failures(collector, uzbek ? uzbekWords() : QSet<QString>());
    QVERIFY2(found.isEmpty(),
        qPrintable(u"%1 English text(s):\n"_s.arg(found.size()) + found.join(u'\n')));
    collector.clashes.removeDuplicates();
    QVERIFY2(collector.clashes.isEmpty(), qPrintable(collector.clashes.join(u'\n')));
}

void TstTranslations::netMessagesTranslated_data()
{
    noEnglishAnywhere_data();
}

// What net/ says (every kind of answer, the refusals the console knows by code, the keychain's
// advice) is in the language of the console, not English: net/ is in lupdate's scope.
void TstTranslations::netMessagesTranslated()
{
    QFETCH(QLocale, locale);
    QFETCH(bool, uzbek);
    QVERIFY(LanguageSetup::install(qApp, locale));
    TextCollector collector;
    const QMetaEnum kinds = QMetaEnum::fromType<ApiResult::Kind>();
    for (int i = 0; i < kinds.keyCount(); ++i) {
        ApiResult result(ApiResult::Kind(kinds.value(i)));
        result.setHttpStatus(503);
        collector.add(u"ApiResult %1"_s.arg(QLatin1StringView(kinds.key(i))), result.message());
        collector.add(u"ApiResult kind"_s, ApiResult::kindText(result.kind()));
    }
    for (const auto &[kind, code] :
        { std::pair { ApiResult::Kind::Validation, "stock_would_be_negative" },
            std::pair { ApiResult::Kind::Validation, "has_variants" },
            std::pair { ApiResult::Kind::Validation, "line_would_be_negative" },
            std::pair { ApiResult::Kind::Conflict, "document_closed" },
            std::pair { ApiResult::Kind::Conflict, "count_closed" } }) {
        ApiResult result(kind);
        result.setErrorCode(QString::fromLatin1(code));
        result.setLines({ ApiProblemLine { u"9780000000002"_s, m_data.value(0), 3, 1 } });
        collector.add(u"ApiResult %1"_s.arg(QLatin1StringView(code)), result.message());
    }
    collector.add(u"keychain"_s, KeychainCredentialStore::noBackendHint());
    // Names that stay as they are (GLOSSARY.md): the protocol and the keychain programs.
    QSet<QString> allowed { u"http"_s, u"gnome"_s, u"keyring"_s, u"kwallet"_s, u"secret"_s,
        u"service"_s };
    if (uzbek)
        allowed.unite(uzbekWords());
    const QStringList found = failures(collector, allowed);
    QVERIFY2(found.isEmpty(),
        qPrintable(u"%1 English text(s):\n"_s.arg(found.size()) + found.join(u'\n')));
    LanguageSetup::install(qApp, QLocale(QLocale::English));
}

// The choice in Preferences is saved and is the locale of the next start.
void TstTranslations::preferencesStoreTheLanguage()
{
    LanguageSetup::install(qApp, QLocale(QLocale::English));
    LanguageSetup::saveLanguage(QString());
    PreferencesDialog dialog;
    auto *language = dialog.findChild<QComboBox *>();
    QVERIFY(language);
    QCOMPARE(language->currentData().toString(), QString()); // system default
    QCOMPARE(language->count(), 4);
    language->setCurrentIndex(language->findData(u"uz"_s));
    dialog.save();
    QCOMPARE(LanguageSetup::savedLanguage(), u"uz"_s);
    QCOMPARE(LanguageSetup::effectiveLocale().language(), QLocale::Uzbek);
    QCOMPARE(LanguageSetup::effectiveLocale().script(), QLocale::LatinScript);
    PreferencesDialog again;
    QCOMPARE(again.findChild<QComboBox *>()->currentData().toString(), u"uz"_s);
    language->setCurrentIndex(language->findData(QString()));
    dialog.save();
    QCOMPARE(LanguageSetup::savedLanguage(), QString());
    QCOMPARE(LanguageSetup::effectiveLocale(), QLocale::system());
}

// The CSV import dialog: its setup page on a small file, then the report of its import with
// a repaired and a rejected row. The file's names and values are data; the report's
// sentences (the server's, in English) are shown translated.
void TstTranslations::walkCsvImport(LocalServerPane *pane, const QString &file, TextCollector &c)
{
    QFile csv(file);
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("isbn;title;authors;price\n439023483;Oʻtkan kunlar;Abdulla Qodiriy;45000\n"
              "1234567890123;Kecha va kunduz;Choʻlpon;30000\n");
    csv.close();
    m_data << u"title"_s << u"authors"_s << u"price"_s << u"Oʻtkan kunlar"_s << u"Abdulla Qodiriy"_s
           << u"Kecha va kunduz"_s << u"Choʻlpon"_s;
    CsvImportDialog *dialog = pane->importCsv(file);
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QTest::qWait(200);
    c.collect(dialog, u"csv import setup"_s);
    dialog->typeBox()->setCurrentIndex(dialog->typeBox()->findData(u"book"_s));
    dialog->skipInvalidBox()->setChecked(true);
    dialog->startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 30000);
    QTest::qWait(200);
    const CsvReportModel *report = dialog->report()->model();
    QCOMPARE(report->rowsWith(CsvReportModel::Kind::Rejected), 1);
    c.collect(dialog, u"csv import report"_s);
    dialog->reject();
}

// Opens the main window and goes through everything; `full` also drives the panes (loads a
// product, scans, looks up, runs the local server). Translators are installed before.
void TstTranslations::walk(bool full, TextCollector &c)
{
    LocalServer local;
    local.setBinary(TestServer::binary());
    MainWindow window(m_fx->session, &local);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    c.collectActions(window.menuBar()->actions(), u"menu"_s);
    {
        std::unique_ptr<QMenu> popup(window.createPopupMenu());
        if (popup)
            c.collectActions(popup->actions(), u"toolbar popup"_s);
        std::unique_ptr<QMenu> context(
            window.stockPane()->scanField()->createStandardContextMenu());
        c.collectActions(context->actions(), u"line edit context menu"_s);
    }

    for (int i = 0; i < window.paneCount(); ++i) {
        const auto pane = MainWindow::Pane(i);
        window.showPane(pane);
        QTest::qWait(full ? 1200 : 100);
        const QString name = u"pane %1"_s.arg(i);
        if (full)
            switch (pane) {
            case MainWindow::Pane::Stock: {
                StockPane *stock = window.stockPane();
                QTRY_VERIFY_WITH_TIMEOUT(stock->mineModel()->rowCount() > 0, 10000);
                m_code = stock->productView()->model()->index(0, 1).data().toString();
                // A product of the key, a valid code nobody sells, a misread code.
                for (const QString &code : { m_code, u"9780000000002"_s, u"9780000000000"_s }) {
                    QTest::keyClicks(stock->scanField(), code, Qt::NoModifier, 2);
                    QTest::keyClick(stock->scanField(), Qt::Key_Return);
                    QTest::qWait(800);
                    c.collect(&window, name + u" after scanning "_s + code);
                }
                stock->setMode(StockPane::Mode::AskQuantity);
                QTest::keyClicks(stock->scanField(), m_code, Qt::NoModifier, 2);
                QTest::keyClick(stock->scanField(), Qt::Key_Return);
                QTest::qWait(300);
                c.collect(&window, name + u" asking"_s);
                QTest::keyClick(stock->askQuantityBox(), Qt::Key_Escape);
                stock->setMode(StockPane::Mode::Increment);
                break;
            }
            case MainWindow::Pane::Catalog: {
                auto *catalog = qobject_cast<CatalogPane *>(window.pane(pane));
                QTRY_VERIFY_WITH_TIMEOUT(catalog->model()->rowCount() > 0, 10000);
                catalog->view()->selectRow(0);
                QTRY_VERIFY(!catalog->detail()->isLoading() && catalog->detail()->productId() > 0);
                c.collect(&window, name + u" book"_s);
                catalog->setCollection(u"stationery"_s);
                QTRY_VERIFY_WITH_TIMEOUT(catalog->model()->rowCount() > 0, 10000);
                catalog->view()->selectRow(0);
                QTRY_VERIFY(!catalog->detail()->isLoading() && catalog->detail()->productId() > 0);
                QTest::qWait(300);
                c.collect(&window, name + u" stationery"_s);
                catalog->setCollection(u"books"_s);
                break;
            }
            case MainWindow::Pane::Search: {
                auto *search = qobject_cast<SearchPane *>(window.pane(pane));
                search->search(m_data.value(m_data.indexOf(QRegularExpression(u"^\\S{4,}$"_s))));
                QTRY_VERIFY_WITH_TIMEOUT(!search->model()->isLoading(), 10000);
                QTest::qWait(500);
                break;
            }
            case MainWindow::Pane::Trending: {
                auto *trending = qobject_cast<TrendingPane *>(window.pane(pane));
                QTRY_VERIFY_WITH_TIMEOUT(trending->model()->rowCount() > 0, 10000);
                break;
            }
            case MainWindow::Pane::Categories: {
                auto *categories = qobject_cast<CategoriesPane *>(window.pane(pane));
                QTRY_VERIFY_WITH_TIMEOUT(categories->tree()->rowCount() > 0, 10000);
                categories->treeView()->setCurrentIndex(categories->tree()->index(0, 0));
                QTRY_VERIFY_WITH_TIMEOUT(categories->products()->rowCount() > 0, 10000);
                QTest::qWait(300);
                break;
            }
            case MainWindow::Pane::Sellers: {
                auto *sellers = qobject_cast<SellersPane *>(window.pane(pane));
                sellers->showSeller(1);
                QTRY_VERIFY_WITH_TIMEOUT(sellers->profileProducts()->rowCount() > 0, 10000);
                for (const QString &code : { m_code, u"9780000000002"_s }) {
                    sellers->codeField()->setText(code);
                    sellers->lookupCode();
                    QTest::qWait(800);
                    c.collect(&window, name + u" code "_s + code);
                }
                sellers->qrField()->setText(u"NO-SUCH-TOKEN"_s);
                sellers->lookupQr();
                QTest::qWait(800);
                break;
            }
            case MainWindow::Pane::LocalServer: {
                auto *server = qobject_cast<LocalServerPane *>(window.pane(pane));
                QTemporaryDir dir;
                server->databaseField()->setText(dir.filePath(u"shop.db"_s));
                server->portBox()->setValue(0);
                c.collect(&window, name + u" stopped"_s);
                // Qt's own file dialog (the widget one: offscreen has no native dialogs).
                const QString choose = QCoreApplication::translate("LocalServerBox", "Choose…");
                for (QPushButton *button : server->findChildren<QPushButton *>())
                    if (button->text() == choose)
                        button->click();
                QFileDialog *files = nullptr;
                QTRY_VERIFY((files = window.findChild<QFileDialog *>()) && files->isVisible());
                QTest::qWait(300);
                c.collect(files, name + u" file dialog"_s);
                files->reject();
                server->createDemo();
                QTRY_VERIFY_WITH_TIMEOUT(!server->isBusy(), 60000);
                c.collect(&window, name + u" demo written"_s);
                walkCsvImport(server, dir.filePath(u"kitoblar.csv"_s), c);
                server->start();
                QTRY_COMPARE_WITH_TIMEOUT(local.state(), LocalServer::State::Running, 15000);
                server->createKey();
                QTRY_VERIFY_WITH_TIMEOUT(!server->secretField()->text().isEmpty(), 20000);
                QTRY_VERIFY_WITH_TIMEOUT(server->keys()->rowCount() >= 1, 10000);
                // The key's app ID and name are data typed or made here.
                for (int row = 0; row < server->keys()->rowCount(); ++row)
                    for (int column = 0; column < 2; ++column)
                        m_data << server->keys()->index(row, column).data().toString();
                c.collect(&window, name + u" running"_s);
                server->stop();
                QTRY_COMPARE_WITH_TIMEOUT(local.state(), LocalServer::State::Stopped, 10000);
                break;
            }
            }
        c.collect(&window, name);
    }

    window.openConnectDialog();
    auto *connect = window.findChild<ConnectDialog *>();
    if (connect) {
        QTRY_VERIFY(connect->isVisible());
        c.collect(connect, u"connect dialog"_s);
        connect->reject();
    }
    window.openPreferences();
    auto *preferences = window.findChild<PreferencesDialog *>();
    if (preferences) {
        QTRY_VERIFY(preferences->isVisible());
        c.collect(preferences, u"preferences"_s);
        preferences->reject();
    }
    QMenu *help = window.menuBar()->actions().last()->menu();
    help->actions().first()->trigger();
    QMessageBox *about = nullptr;
    QTRY_VERIFY((about = window.findChild<QMessageBox *>()) && about->isVisible());
    c.collect(about, u"about"_s);
    about->close();
    QTest::qWait(50);
}

void TstTranslations::englishPlurals()
{
    // English says "1 result", "2 results" for the "%n result(s)" sources, everywhere.
    LanguageSetup::install(qApp, QLocale(QLocale::English));
    const QList<QPair<QString, QString>> plurals = tsPlurals(u"catalog_console_ru.ts"_s);
    QVERIFY(plurals.size() > 20);
    for (const auto &[context, source] : plurals) {
        const QByteArray c = context.toUtf8();
        const QByteArray s = source.toUtf8();
        const QString one = QCoreApplication::translate(c.constData(), s.constData(), nullptr, 1);
        const QString two = QCoreApplication::translate(c.constData(), s.constData(), nullptr, 2);
        for (const QString &text : { one, two })
            QVERIFY2(!text.contains(u"(s)"_s) && !text.contains(u"(es)"_s),
                qPrintable(context + u": "_s + text));
    }
    QCOMPARE(QCoreApplication::translate("SearchPane", "%n result(s)", nullptr, 1), u"1 result"_s);
    QCOMPARE(QCoreApplication::translate("SearchPane", "%n result(s)", nullptr, 2), u"2 results"_s);
    QCOMPARE(QCoreApplication::translate("CountPane", "%n item(s) counted", nullptr, 0),
        u"0 items counted"_s);
}

void TstTranslations::noEnglishWhenTheServerFails_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<bool>("uzbek");
    QTest::addColumn<bool>("stopped"); // else a wrong secret
    const QLocale ru(QLocale::Russian, QLocale::Russia);
    const QLocale uz(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan);
    QTest::newRow("ru wrong secret") << ru << false << false;
    QTest::newRow("uz wrong secret") << uz << true << false;
    QTest::newRow("ru server stopped") << ru << false << true;
    QTest::newRow("uz server stopped") << uz << true << true;
}

// What a seller reads when things go wrong is in their language too: with the server gone
// and with a refused secret, every pane shown and refreshed, then once more after the
// retries ended, the connect dialog: labels, buttons, banners, the status bar, headers,
// placeholders and tooltips hold no English word.
void TstTranslations::noEnglishWhenTheServerFails()
{
    QFETCH(QLocale, locale);
    QFETCH(bool, uzbek);
    QFETCH(bool, stopped);
    // In the seller's language from the start, as the console runs: what the session keeps
    // (the refusal's words) is made in it.
    QVERIFY(LanguageSetup::install(qApp, locale));
    const quint16 port = m_fx->server.port();
    // A fresh server: it forgets the previous row's refused secrets (30 in a minute throttle
    // the address).
    m_fx->server.stop();
    QVERIFY(m_fx->server.start({}, port));
    // A console of its own (client, pacer, outbox): another row's throttled answers do not
    // hold its requests back.
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"console.ini"_s), QSettings::IniFormat);
    QObject owner; // gone before the settings its profiles keep
    auto *client = new ApiClient(
        nullptr, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &owner), &owner);
    auto *session = new ConsoleSession(client, new InMemoryCredentialStore(&owner),
        new ConnectionProfiles(&settings, &owner), dir.filePath(u"outbox.sqlite"_s), &owner);
    ConnectionMonitor *monitor = session->monitor();
    ConnectionProfile profile;
    profile.name = u"test"_s;
    profile.baseUrl = QUrl(m_fx->server.baseUrl());
    profile.appId = m_fx->key.appId;
    session->setSellerId(profile.name, 1);
    if (stopped) {
        session->connectWith(profile, m_fx->key.secret, false);
        QTRY_COMPARE_WITH_TIMEOUT(monitor->state(), ConnectionMonitor::State::Online, 10000);
        m_fx->server.stop();
    } else {
        session->connectWith(profile, u"not-the-secret-0123456789"_s, false);
        QTRY_COMPARE_WITH_TIMEOUT(monitor->state(), ConnectionMonitor::State::Refused, 10000);
    }
    LocalServer local;
    local.setBinary(TestServer::binary());
    MainWindow window(session, &local);
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TextCollector collector;
    int problemsShown = 0; // the failure is seen: banners say what went wrong
    // Twice: the second pass after the retries ended.
    for (const int pass : { 0, 1 }) {
        for (int i = 0; i < window.paneCount(); ++i) {
            const auto pane = MainWindow::Pane(i);
            window.showPane(pane);
            // Every pane's refresh (F5), as a seller presses it when nothing comes.
            for (QShortcut *refresh : window.pane(pane)->findChildren<QShortcut *>()) {
                if (refresh->key() == QKeySequence(QKeySequence::Refresh))
                    Q_EMIT refresh->activated();
            }
            QTest::qWait(pass == 0 ? 1500 : 300);
            collector.collect(&window, u"pass %1 pane %2"_s.arg(pass).arg(i));
            for (MessageBanner *banner : window.findChildren<MessageBanner *>()) {
                if (banner->isVisible() && banner->kind() != MessageBanner::Kind::Positive)
                    ++problemsShown;
            }
        }
    }
    QVERIFY(problemsShown > 0);
    // Never online meanwhile (a refused key may end up rate limited: still not online).
    if (stopped)
        QCOMPARE(monitor->state(), ConnectionMonitor::State::Offline);
    else
        QVERIFY(monitor->state() != ConnectionMonitor::State::Online);
    window.openConnectDialog();
    auto *connect = window.findChild<ConnectDialog *>();
    QVERIFY(connect);
    QTRY_VERIFY(connect->isVisible());
    collector.collect(connect, u"connect dialog"_s);
    connect->reject();
    QVERIFY(collector.texts.size() > 100);
    const QStringList found = failures(collector, uzbek ? uzbekWords() : QSet<QString>());
    QVERIFY2(found.isEmpty(),
        qPrintable(u"%1 English text(s):\n"_s.arg(found.size()) + found.join(u'\n')));
    LanguageSetup::install(qApp, QLocale(QLocale::English));
}

QTEST_MAIN(TstTranslations)
#include "tst_translations.moc"
