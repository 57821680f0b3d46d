#pragma once

#include "ui/elidedlabel.h"

class SyncMonitor;
struct SyncState;

// The status bar's marketplace part (contract §14), shown only while the connected server
// follows a marketplace: "Marketplace: 12 changes waiting, offline since 14:02", the open
// conflicts and a refused key, the details in its tooltip. On a narrow screen it gives way
// to the connection's own indicators: its text is shortened with "…" (whole in the tooltip).
class SyncStatusLabel final : public ElidedLabel
{
    Q_OBJECT
public:
    explicit SyncStatusLabel(SyncMonitor *monitor, QWidget *parent = nullptr);

    // The words for a state (also for tests and the Local server pane).
    static QString describe(const SyncState &state);

private:
    void update();

    SyncMonitor *m_monitor;
};
