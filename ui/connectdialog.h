#pragma once

#include <QDialog>
#include <optional>

#include "net/connectionprofile.h"

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// Asks for a server: a name for the profile, the base URL, the app id, the secret (shown as
// dots, never stored in settings) and, for a seller key, the seller id.
class ConnectDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    void setProfile(const ConnectionProfile &profile, std::optional<qint64> sellerId);
    // No server saved yet: also offers to run one on this computer (the Local server pane).
    void setFirstRun(bool firstRun);

Q_SIGNALS:
    void localServerRequested();

public:
    ConnectionProfile profile() const;
    QString secret() const;
    std::optional<qint64> sellerId() const;
    bool rememberSecret() const;

    void accept() override;

private:
    void validate();

    QLineEdit *m_name;
    QLineEdit *m_url;
    QLineEdit *m_appId;
    QLineEdit *m_secret;
    QSpinBox *m_seller;
    QCheckBox *m_remember;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QWidget *m_firstRun;
    bool m_touched = false; // the user edited a field (or tried to connect)
    bool m_problemPending = false;
};
