#include "ui/syncstatuslabel.h"

#include <QDate>
#include <QLocale>

#include "models/syncmonitor.h"
#include "net/syncresources.h"

using namespace Qt::StringLiterals;

namespace {
// 14:02 today, "27 Nov 14:02" before.
QString timeText(const QDateTime &at)
{
    const QDateTime local = at.toLocalTime();
    const QLocale locale;
    if (local.date() == QDate::currentDate())
        return locale.toString(local.time(), QLocale::ShortFormat);
    return locale.toString(local.date(), u"d MMM"_s) + u' '
        + locale.toString(local.time(), QLocale::ShortFormat);
}
} // namespace

SyncStatusLabel::SyncStatusLabel(SyncMonitor *monitor, QWidget *parent)
    : ElidedLabel(parent)
    , m_monitor(monitor)
{
    setObjectName(u"syncStatus"_s);
    hide();
    connect(monitor, &SyncMonitor::changed, this, &SyncStatusLabel::update);
    update();
}

QString SyncStatusLabel::describe(const SyncState &state)
{
    QString text = state.pending > 0
        ? tr("Marketplace: %n change(s) waiting", "", int(std::min<qint64>(state.pending, INT_MAX)))
        : state.state == "ok"_L1 ? tr("Marketplace: in step")
                                 : tr("Marketplace: nothing waiting");
    const QString since = state.offlineSince.isValid() ? timeText(state.offlineSince) : QString();
    if (state.state == "offline"_L1)
        text = since.isEmpty() ? tr("%1, offline").arg(text)
                               : tr("%1, offline since %2").arg(text, since);
    else if (state.state == "auth_failed"_L1)
        text = since.isEmpty() ? tr("%1, the key is refused").arg(text)
                               : tr("%1, the key is refused since %2").arg(text, since);
    else if (state.state == "error"_L1)
        text = since.isEmpty() ? tr("%1, failing").arg(text)
                               : tr("%1, failing since %2").arg(text, since);
    if (state.conflicts > 0)
        text = tr("%1, %n conflict(s)", "", int(std::min<qint64>(state.conflicts, INT_MAX)))
                   .arg(text);
    return text;
}

void SyncStatusLabel::update()
{
    if (!m_monitor->follows()) {
        hide();
        return;
    }
    const SyncState state = m_monitor->state();
    setText(describe(state));
    const bool bad
        = state.state == "auth_failed"_L1 || state.state == "error"_L1 || state.conflicts > 0;
    const bool waiting = state.state != "ok"_L1 || state.pending > 0;
    setStyleSheet(bad ? u"color:#b02020; font-weight:bold"_s
            : waiting ? u"color:#8a5a00"_s
                      : QString());
    QStringList tip { tr("Sync with %1").arg(state.upstream) };
    if (state.lastPushAt.isValid())
        tip << tr("Last sent: %1").arg(timeText(state.lastPushAt));
    if (state.lastPullAt.isValid())
        tip << tr("Last received: %1").arg(timeText(state.lastPullAt));
    if (state.state == "auth_failed"_L1)
        tip << tr("The marketplace refuses the shop's key: check the app ID and secret in the "
                  "Local server pane, then restart the server.");
    if (!state.lastError.isEmpty())
        tip << tr("Last problem: %1").arg(state.lastError);
    if (state.conflicts > 0)
        tip << tr("The conflicts are listed in the Local server pane.");
    tip.prepend(text());
    setToolTip(tip.join(u'\n'));
    show();
}
