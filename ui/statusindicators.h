#pragma once

#include <QWidget>

class ConsoleSession;
class QLabel;

// The status bar's permanent part: connection state, rate-limit remaining (or "waiting n s"
// while paced), the ETag cache hit ratio and the number of stock changes waiting in the
// outbox.
class StatusIndicators final : public QWidget
{
    Q_OBJECT
public:
    explicit StatusIndicators(ConsoleSession *session, QWidget *parent = nullptr);

    QString connectionText() const;
    QString rateText() const;
    QString cacheText() const;
    QString outboxText() const;

private:
    void updateConnection();
    void updateRate();
    void updateCache();
    void updateOutbox(int count);

    ConsoleSession *m_session;
    QLabel *m_connection;
    QLabel *m_rate;
    QLabel *m_cache;
    QLabel *m_outbox;
    bool m_waiting = false;
    int m_waitSeconds = 0;
};
