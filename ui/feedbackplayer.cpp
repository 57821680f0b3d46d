#include "ui/feedbackplayer.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

FeedbackPlayer::FeedbackPlayer(QObject *parent)
    : QObject(parent)
{
    for (const QString &name : { u"aplay"_s, u"paplay"_s, u"pw-play"_s }) {
        m_player = QStandardPaths::findExecutable(name);
        if (!m_player.isEmpty())
            break;
    }
}

void FeedbackPlayer::playSuccess()
{
    play(u":/catalog-console/sounds/scan-ok.wav"_s, false);
}

void FeedbackPlayer::playError()
{
    play(u":/catalog-console/sounds/scan-error.wav"_s, true);
}

QString FeedbackPlayer::extract(const QString &resource)
{
    if (m_folder.isEmpty()) {
        m_folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/sounds"_s;
        QDir().mkpath(m_folder);
    }
    const QString path = m_folder + u'/' + resource.section(u'/', -1);
    if (!QFile::exists(path))
        QFile::copy(resource, path);
    return path;
}

void FeedbackPlayer::play(const QString &resource, bool beepFallback)
{
    if (!m_enabled)
        return;
    if (m_player.isEmpty()) {
        if (beepFallback)
            QApplication::beep();
        return;
    }
    if (m_running > 2)
        return; // a burst of scans: do not pile up players
    auto *process = new QProcess(this);
    ++m_running;
    connect(process, &QProcess::finished, this, [this, process] {
        --m_running;
        process->deleteLater();
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            --m_running;
            process->deleteLater();
        }
    });
    QStringList args;
    if (m_player.endsWith("aplay"_L1))
        args << u"-q"_s;
    args << extract(resource);
    process->start(m_player, args);
}
