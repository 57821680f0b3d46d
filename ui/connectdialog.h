#pragma once

#include <QDialog>
#include <optional>

#include "net/connectionprofile.h"

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

// Asks for a server: a name for the profile, the base URL, the app id and the secret (shown as
// dots, never stored in settings). Connecting first tests the key (GET /key, contract §6):
// the key's seller comes from the server. Only a server too old to say it (404) makes the
// dialog ask for the seller number.
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
    QSpinBox *sellerBox() const { return m_seller; }
    // The outcome of the last key test: the key's seller, or what went wrong.
    QLabel *keyLabel() const { return m_keyInfo; }
    QPushButton *testButton() const { return m_test; }
    bool isTesting() const { return m_testing; }

    // Tests the key without connecting.
    void testConnection();
    // Tests the key (unless the test of these very values is done), then accepts.
    void accept() override;

private:
    void validate();
    void runTest(bool acceptAfter);
    void showSellerField(bool show);

    QLineEdit *m_name;
    QLineEdit *m_url;
    QLineEdit *m_appId;
    QLineEdit *m_secret;
    QLabel *m_sellerLabel;
    QSpinBox *m_seller;
    QLabel *m_keyInfo;
    QPushButton *m_test;
    QCheckBox *m_remember;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QWidget *m_firstRun;
    bool m_touched = false; // the user edited a field (or tried to connect)
    bool m_problemPending = false;
    bool m_testing = false;
    bool m_sellerAsked = false; // the server cannot say the key's seller: the field is shown
    QString m_testedWith; // url, app id and secret the last successful test used
};
