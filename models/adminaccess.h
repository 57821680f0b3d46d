#pragma once

#include <QObject>

class ConsoleSession;

// Whether the connected key may administer the catalog (contract §6 GET /key: the ability
// catalog:admin, §15). Asked on construction (once the session has a server) and whenever
// the profile changes; offline, what was known stays. Panes show their admin parts by it.
class AdminAccess final : public QObject
{
    Q_OBJECT
public:
    explicit AdminAccess(ConsoleSession *session, QObject *parent = nullptr);

    bool isAdmin() const { return m_admin; }
    // Asks the server again.
    void check();

Q_SIGNALS:
    void changed(bool admin);

private:
    void set(bool admin);

    ConsoleSession *m_session;
    bool m_admin = false;
};
