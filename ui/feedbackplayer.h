#pragma once

#include <QObject>
#include <QString>

// Distinct sounds for a scan that worked and one that did not. Qt Multimedia is not
// available here, so the WAVs are played by a small system player when one is installed
// (aplay, paplay, pw-play); otherwise the error is one system beep and success is silent
// (the green flash says it). Optional: it can be switched off.
class FeedbackPlayer final : public QObject
{
    Q_OBJECT
public:
    explicit FeedbackPlayer(QObject *parent = nullptr);

    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }
    QString player() const { return m_player; }

public Q_SLOTS:
    void playSuccess();
    void playError();

private:
    void play(const QString &resource, bool beepFallback);
    QString extract(const QString &resource);

    bool m_enabled = true;
    QString m_player;
    QString m_folder;
    int m_running = 0;
};
