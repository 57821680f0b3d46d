#include "ui/catalogdatabox.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>
#include <memory>

#include "models/databasefile.h"
#include "models/localserver.h"
#include "models/servercommand.h"
#include "ui/csvimportdialog.h"
#include "ui/messagebanner.h"
#include "ui/servertaskrunner.h"

using namespace Qt::StringLiterals;

namespace {
// "120 books" for the import summary; the server names its record kinds in English.
QString writtenText(const QString &kind, int n)
{
    if (kind == "authors"_L1)
        return CatalogDataBox::tr("%n author(s)", "", n);
    if (kind == "publishers"_L1)
        return CatalogDataBox::tr("%n publisher(s)", "", n);
    if (kind == "sellers"_L1)
        return CatalogDataBox::tr("%n seller(s)", "", n);
    if (kind == "categories"_L1)
        return CatalogDataBox::tr("%n category(s)", "", n);
    if (kind == "books"_L1)
        return CatalogDataBox::tr("%n book(s)", "", n);
    if (kind == "stationery"_L1)
        return CatalogDataBox::tr("%n stationery item(s)", "", n);
    if (kind == "variants"_L1)
        return CatalogDataBox::tr("%n variant(s)", "", n);
    if (kind == "searches"_L1)
        return CatalogDataBox::tr("%n search(es)", "", n);
    return u"%1 %2"_s.arg(n).arg(kind);
}
} // namespace

CatalogDataBox::CatalogDataBox(LocalServer *server, ServerTaskRunner *tasks, MessageBanner *banner,
    std::function<QString()> databaseFile, QWidget *parent)
    : QGroupBox(tr("Catalog data"), parent)
    , m_server(server)
    , m_tasks(tasks)
    , m_banner(banner)
    , m_databaseFile(std::move(databaseFile))
    , m_demoSize(new QSpinBox(this))
    , m_restoreButton(new QPushButton(tr("Restore from a backu&p…"), this))
{
    auto *dataRows = new QVBoxLayout(this);
    auto *dataLayout = new QHBoxLayout;
    dataRows->addLayout(dataLayout);
    auto *saveRow = new QHBoxLayout;
    auto *backup = new QPushButton(tr("&Back up…"), this);
    backup->setToolTip(tr("A consistent copy of the database, also while the server runs"));
    m_restoreButton->setToolTip(tr("Only while the server is stopped"));
    auto *exportButton = new QPushButton(tr("E&xport catalog…"), this);
    exportButton->setToolTip(tr("The whole catalog as a catalog document (JSON) or as CSV"));
    saveRow->addWidget(backup);
    saveRow->addWidget(m_restoreButton);
    saveRow->addWidget(exportButton);
    saveRow->addStretch(1);
    dataRows->addLayout(saveRow);
    dataLayout->addWidget(new QLabel(tr("Demo catalog of"), this));
    m_demoSize->setRange(10, 2'000'000);
    m_demoSize->setValue(2000);
    m_demoSize->setSuffix(tr(" products"));
    dataLayout->addWidget(m_demoSize);
    auto *demo = new QPushButton(tr("Create &demo data"), this);
    dataLayout->addWidget(demo);
    auto *import = new QPushButton(tr("&Import catalog…"), this);
    import->setToolTip(tr("A catalog document (JSON) or a spreadsheet saved as CSV"));
    dataLayout->addWidget(import);
    dataLayout->addStretch();
    connect(demo, &QPushButton::clicked, this, &CatalogDataBox::createDemo);
    buildDialogs(import, backup, exportButton);
    const auto updateRestore
        = [this] { m_restoreButton->setEnabled(m_server->state() == LocalServer::State::Stopped); };
    connect(server, &LocalServer::stateChanged, this, updateRestore);
    updateRestore();
}

void CatalogDataBox::buildDialogs(
    QPushButton *import, QPushButton *backup, QPushButton *exportButton)
{
    connect(import, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Import a catalog"), QString(),
            tr("Catalogs (*.json *.csv);;Catalog JSON (*.json);;CSV spreadsheets (*.csv);;All "
               "files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        // By the extension, as catalog-server chooses the format.
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
            if (path.endsWith(u".csv"_s, Qt::CaseInsensitive))
                importCsv(path);
            else
                importFile(path);
        });
        dialog->open();
    });
    connect(backup, &QPushButton::clicked, this, [this] {
        const QString suggested
            = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                  .filePath(u"shop-backup-%1.db"_s.arg(
                      QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmm"_s)));
        auto *dialog = new QFileDialog(this, tr("Back up the database"), suggested,
            tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        connect(dialog, &QFileDialog::fileSelected, this, &CatalogDataBox::backupTo);
        dialog->open();
    });
    connect(m_restoreButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Restore from a backup"), QString(),
            tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
            auto *box = new QMessageBox(QMessageBox::Question, tr("Restore from a backup"),
                tr("Replace everything in %1 with the backup %2?\n\nThe current data is kept "
                   "as %1.before-restore.")
                    .arg(m_databaseFile(), path),
                QMessageBox::NoButton, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            QPushButton *restore = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
            box->addButton(QMessageBox::Cancel);
            box->setDefaultButton(QMessageBox::Cancel);
            connect(
                box, &QMessageBox::buttonClicked, this, [this, restore, path](QAbstractButton *b) {
                    if (b == restore)
                        restoreFrom(path);
                });
            box->open();
        });
        dialog->open();
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Export the catalog"), QString(),
            tr("Catalog JSON (*.json);;CSV spreadsheets (*.csv)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        connect(dialog, &QFileDialog::fileSelected, this, [this, dialog](const QString &file) {
            QString path = file;
            const bool csv = dialog->selectedNameFilter().contains(u"*.csv"_s);
            if (!path.endsWith(u".json"_s, Qt::CaseInsensitive)
                && !path.endsWith(u".csv"_s, Qt::CaseInsensitive))
                path += csv ? u".csv"_s : u".json"_s;
            exportTo(path);
        });
        dialog->open();
    });
}

void CatalogDataBox::createDemo()
{
    ServerTaskRunner::Task task;
    task.arguments = { u"demo"_s, u"--size"_s, QString::number(m_demoSize->value()) };
    task.what = tr("demo data");
    task.progress = ServerTaskRunner::Progress::Busy;
    task.outcome = { tr("The demo catalog was written to %1.").arg(m_databaseFile()),
        tr("Demo data cancelled; nothing was written."), tr("Demo data could not be created: %1"),
        6000 };
    if (ServerCommand *command = m_tasks->run(task))
        connect(command, &ServerCommand::finished, this, [this](int code) {
            if (code == 0)
                Q_EMIT dataWritten();
        });
}

void CatalogDataBox::importFile(const QString &path)
{
    if (path.isEmpty())
        return;
    ServerTaskRunner::Task task;
    task.arguments = { u"import"_s, path };
    task.what = tr("import");
    task.progress = ServerTaskRunner::Progress::Percent;
    task.outcome.cancelled = tr("Import cancelled; nothing was written.");
    ServerCommand *command = m_tasks->run(task);
    if (!command)
        return;
    connect(command, &ServerCommand::finished, this, [this, command, path](int code) {
        if (code == 0) {
            const QJsonObject written = QJsonDocument::fromJson(command->standardOutput())
                                            .object()
                                            .value("written"_L1)
                                            .toObject();
            QStringList parts;
            for (auto it = written.begin(); it != written.end(); ++it)
                parts << writtenText(it.key(), int(it.value().toInteger()));
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("Imported %1: %2.").arg(path, parts.join(u", "_s)));
            Q_EMIT dataWritten();
        } else if (command->wasCancelled()) {
            return; // the runner said so
        } else if (!command->issues().isEmpty()) {
            const QStringList issues = command->issues();
            // The file's ids name records that already exist as something else (e.g. the demo
            // data): say so, rather than only the record-level complaint.
            const bool clash = std::any_of(issues.cbegin(), issues.cend(),
                [](const QString &issue) { return issue.contains(u"belongs to"_s); });
            QString text = tr("Nothing was imported: %n record(s) were rejected. Fix them in "
                              "the file and import it again:",
                "", int(issues.size()));
            QList<MessageBanner::Action> actions;
            if (clash) {
                // A catalog file updates the records with its ids: on top of another catalog
                // it would overwrite some of them and refuse others, never add to it.
                text = tr("Nothing was imported: the file's ids are already used by other "
                          "records in %1 (for example the demo catalog). A catalog file "
                          "updates the records with its own ids, so it cannot be added on top "
                          "of another catalog. Replace the data with the file (the current "
                          "database is kept as a copy), or import it into a new, empty "
                          "database file.")
                           .arg(m_databaseFile());
                actions.append({ tr("Replace the data with this file…"),
                    [this, path] { replaceDataWith(path); } });
            }
            m_banner->showMessage(
                MessageBanner::Kind::Error, text + u'\n' + issues.mid(0, 12).join(u'\n'), actions);
        } else {
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The import failed: %1").arg(command->errorLines().join(u' ')));
        }
    });
}

CsvImportDialog *CatalogDataBox::importCsv(const QString &path)
{
    if (!m_tasks->canRun())
        return nullptr;
    auto *dialog
        = new CsvImportDialog(m_server->binary(), LocalServer::dbUrl(m_databaseFile()), window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFile(path);
    connect(dialog, &CsvImportDialog::imported, this, [this](const QString &summary) {
        Q_EMIT logLine(summary);
        m_banner->showMessage(MessageBanner::Kind::Positive, summary);
        Q_EMIT dataWritten();
    });
    dialog->open();
    return dialog;
}

void CatalogDataBox::backupTo(const QString &path)
{
    if (path.isEmpty())
        return;
    ServerTaskRunner::Task task;
    task.arguments = { u"backup"_s, path };
    task.what = tr("backup");
    task.progress = ServerTaskRunner::Progress::Busy;
    task.outcome = { tr("The database was backed up to %1.").arg(path),
        tr("Backup cancelled; no copy was written."), tr("The backup failed: %1") };
    m_tasks->run(task);
}

void CatalogDataBox::restoreFrom(const QString &path)
{
    if (path.isEmpty())
        return;
    if (m_server->state() != LocalServer::State::Stopped) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Stop the server first: a database in use cannot be restored."), {}, 6000);
        return;
    }
    const QString db = m_databaseFile();
    ServerTaskRunner::Task task;
    task.arguments = { u"restore"_s, path };
    task.what = tr("restore");
    task.progress = ServerTaskRunner::Progress::Busy;
    task.outcome = {
        tr("%1 was restored from %2. The data it held is kept as %1.before-restore.").arg(db, path),
        tr("Restore cancelled."), tr("The restore failed; the database is unchanged: %1"), 0
    };
    if (ServerCommand *command = m_tasks->run(task))
        connect(command, &ServerCommand::finished, this, [this](int code) {
            if (code == 0)
                Q_EMIT dataReplaced();
        });
}

void CatalogDataBox::exportTo(const QString &path)
{
    if (path.isEmpty())
        return;
    const bool csv = path.endsWith(u".csv"_s, Qt::CaseInsensitive);
    ServerTaskRunner::Task task;
    task.arguments = { u"export"_s, u"--format"_s, csv ? u"csv"_s : u"json"_s };
    task.what = tr("export");
    task.progress = ServerTaskRunner::Progress::Busy;
    task.outputFile = path;
    task.outcome = { tr("The catalog was exported to %1.").arg(path),
        tr("Export cancelled; no file was written."), tr("The export failed: %1") };
    if (ServerCommand *command = m_tasks->run(task))
        connect(command, &ServerCommand::finished, this, [path](int code) {
            if (code != 0)
                QFile::remove(path); // never half a catalog left behind
        });
}

void CatalogDataBox::replaceDataWith(const QString &path)
{
    const QString db = m_databaseFile();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Replace the data"),
        tr("Replace everything in %1 with the catalog in %2?\n\nThe current database "
           "(products, stock, history and API keys) is kept as a copy next to it. The tills and "
           "this console need a new key afterwards (“Connect the console to it” makes one).")
            .arg(db, path),
        QMessageBox::NoButton, this);
    box->setObjectName(u"ReplaceDataBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *replace = box->addButton(tr("&Replace"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::buttonClicked, this, [this, replace, path](QAbstractButton *b) {
        if (b != replace)
            return;
        if (m_server->state() == LocalServer::State::Stopped) {
            replaceStoppedDataWith(path, 0, false);
            return;
        }
        // The file cannot be swapped under a running server: stopped, then started again on
        // the same port so the tills' address stays right.
        const quint16 port = quint16(std::max(0, QUrl(m_server->baseUrl()).port()));
        const bool background = m_server->isDetached();
        auto done = std::make_shared<QMetaObject::Connection>();
        *done = connect(m_server, &LocalServer::stateChanged, this,
            [this, done, path, port, background](LocalServer::State state) {
                if (state != LocalServer::State::Stopped)
                    return;
                disconnect(*done);
                replaceStoppedDataWith(path, port, background);
            });
        m_server->stop();
    });
    box->open();
}

void CatalogDataBox::replaceStoppedDataWith(
    const QString &path, quint16 restartPort, bool background)
{
    const QString db = m_databaseFile();
    const QString aside = DatabaseFile::asideName(db);
    QString error;
    if (!DatabaseFile::moveAside(db, aside, &error)) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("The data could not be replaced: %1 could not be moved aside (%2).").arg(db, error));
        return;
    }
    Q_EMIT logLine(tr("%1 moved aside to %2.").arg(db, aside));
    importFile(path);
    ServerCommand *import = m_tasks->current();
    if (!import) {
        DatabaseFile::putBack(aside, db);
        return;
    }
    // After importFile's own report.
    connect(import, &ServerCommand::finished, this,
        [this, db, aside, path, restartPort, background](int code) {
            if (code == 0) {
                m_banner->showMessage(MessageBanner::Kind::Positive,
                    tr("%1 now holds the catalog of %2. The previous data is kept in %3.")
                        .arg(db, path, aside));
            } else {
                DatabaseFile::putBack(aside, db);
                m_banner->showMessage(MessageBanner::Kind::Error,
                    m_banner->text() + u'\n'
                        + tr("Nothing was replaced: the previous data is back in %1.").arg(db));
            }
            Q_EMIT dataReplaced(); // the keys are those of the database now in place
            if (restartPort == 0)
                return;
            if (background) {
                auto again = std::make_shared<QMetaObject::Connection>();
                *again = connect(m_server, &LocalServer::stateChanged, this,
                    [this, again](LocalServer::State state) {
                        if (state == LocalServer::State::Running) {
                            disconnect(*again);
                            m_server->keepRunningInBackground();
                        } else if (state == LocalServer::State::Stopped) {
                            disconnect(*again);
                        }
                    });
            }
            // The data now in place follows no marketplace (an imported catalog has ids of its
            // own): started without one; the Marketplace box says what to do.
            m_server->setUpstream(std::nullopt);
            m_server->start(db, restartPort);
        });
}
