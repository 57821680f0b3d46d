#pragma once

#include <QGroupBox>
#include <functional>

class LocalServer;
class MessageBanner;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

// The Local server pane's "Server" box: the database file and port, Start and Stop, the
// state, "Connect the console to it", and serving the other tills on the network (their
// address as text and QR code).
class LocalServerBox final : public QGroupBox
{
    Q_OBJECT
public:
    // Called with the start itself once the port is known to be free: it may prepare first
    // (the marketplace's key is read from the keychain) and then call go(), or not at all.
    using BeforeStart = std::function<void(const std::function<void()> &go)>;

    LocalServerBox(LocalServer *server, MessageBanner *banner, QWidget *parent = nullptr);

    void setBeforeStart(BeforeStart beforeStart) { m_beforeStart = std::move(beforeStart); }
    QString databaseFile() const;
    void setDatabaseFile(const QString &file);

    QLineEdit *databaseField() const { return m_db; }
    QSpinBox *portBox() const { return m_port; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *connectButton() const { return m_connect; }
    QLabel *stateLabel() const { return m_state; }
    QCheckBox *networkBox() const { return m_network; }
    QLineEdit *tillAddressField() const { return m_tillAddress; }
    QLabel *qrLabel() const { return m_qr; }

    void start();
    void stop();

Q_SIGNALS:
    // Another database file was chosen (remembered already): its keys, its catalog.
    void databaseChanged();
    void connectClicked();

private:
    void updateState();
    void updateTillAddress();
    void rememberDatabase();

    LocalServer *m_server;
    MessageBanner *m_banner;
    BeforeStart m_beforeStart;
    QLineEdit *m_db;
    QSpinBox *m_port;
    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_connect;
    QLabel *m_state;
    QCheckBox *m_network;
    QLabel *m_networkNote;
    QWidget *m_tillRow;
    QLineEdit *m_tillAddress;
    QLabel *m_qr;
};
