#include "ui/servertaskrunner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include "models/localserver.h"
#include "models/servercommand.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

ServerTaskRunner::ServerTaskRunner(LocalServer *server, MessageBanner *banner,
    std::function<QString()> databaseFile, QWidget *parent)
    : QWidget(parent)
    , m_server(server)
    , m_banner(banner)
    , m_databaseFile(std::move(databaseFile))
    , m_progress(new QProgressBar(this))
    , m_line(new QLabel(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(260);
    layout->addWidget(m_progress);
    m_line->setTextFormat(Qt::PlainText);
    m_line->setMinimumWidth(40);
    m_line->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_line, 1);
    layout->addWidget(m_cancel);
    QSizePolicy keep = sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    setSizePolicy(keep);
    hide();
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_command)
            m_command->cancel();
    });
}

bool ServerTaskRunner::canRun()
{
    if (m_command) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Wait until “%1” has finished, or cancel it.")
                .arg(m_command->property("what").toString()),
            {}, 4000);
        return false;
    }
    if (m_server->binary().isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("catalog-server was not found next to the console or on PATH."));
        return false;
    }
    return true;
}

QStringList ServerTaskRunner::withDatabase(const QStringList &arguments) const
{
    QStringList all = arguments;
    // After the subcommand ("keys create", "sync init": after both words).
    const QString first = all.value(0);
    const int at = (first == "keys"_L1 || first == "sync"_L1) ? 2 : 1;
    all.insert(at, u"--db"_s);
    all.insert(at + 1, LocalServer::dbUrl(m_databaseFile()));
    return all;
}

bool ServerTaskRunner::query(const QStringList &arguments,
    const std::function<void(int exitCode, const QByteArray &output)> &done)
{
    if (m_server->binary().isEmpty())
        return false;
    const QString db = m_databaseFile();
    auto *command = new ServerCommand(m_server->binary(), withDatabase(arguments), this);
    connect(command, &ServerCommand::finished, command, &QObject::deleteLater);
    connect(command, &ServerCommand::finished, this, [this, command, db, done](int code) {
        if (db == m_databaseFile())
            done(code, command->standardOutput());
    });
    command->start();
    return true;
}

ServerCommand *ServerTaskRunner::run(const Task &task)
{
    if (!canRun())
        return nullptr;
    const QStringList all = withDatabase(task.arguments);
    auto *command = new ServerCommand(m_server->binary(), all, this);
    command->setProperty("what", task.what);
    if (!task.environment.isEmpty())
        command->setEnvironment(task.environment);
    m_command = command;
    Q_EMIT logLine(u"$ catalog-server "_s + all.join(u' '));
    connect(command, &ServerCommand::line, this, &ServerTaskRunner::logLine);
    connect(command, &ServerCommand::finished, command, &QObject::deleteLater);
    if (!task.outputFile.isEmpty())
        command->setOutputFile(task.outputFile);
    if (task.progress != Progress::None) {
        // Busy until the command reports a percentage (demo data says one only later).
        m_progress->setRange(0, task.progress == Progress::Percent ? 100 : 0);
        m_progress->setValue(0);
        m_line->setText(task.what);
        show();
        connect(command, &ServerCommand::progress, this, [this](int percent) {
            m_progress->setRange(0, 100);
            m_progress->setValue(percent);
        });
    }
    const Outcome outcome = task.outcome;
    connect(command, &ServerCommand::finished, this,
        [this, command, outcome](int code) { finish(command, outcome, code); });
    command->start();
    return command;
}

void ServerTaskRunner::finish(ServerCommand *command, const Outcome &outcome, int code)
{
    hide();
    m_line->clear();
    if (code == 0) {
        if (!outcome.done.isEmpty())
            m_banner->showMessage(
                MessageBanner::Kind::Positive, outcome.done, {}, outcome.doneTimeoutMs);
    } else if (command->wasCancelled()) {
        if (!outcome.cancelled.isEmpty())
            m_banner->showMessage(MessageBanner::Kind::Information, outcome.cancelled, {}, 6000);
    } else if (!outcome.failed.isEmpty()) {
        m_banner->showMessage(
            MessageBanner::Kind::Error, outcome.failed.arg(command->errorLines().join(u' ')));
    }
}
