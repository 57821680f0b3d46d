#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

// A webhook's signing secret, shown this once (contract §13): the receiver needs it to check
// signatures; the server never shows it again.
class WebhookSecretDialog final : public QDialog
{
    Q_OBJECT
public:
    WebhookSecretDialog(const QString &url, const QString &secret, QWidget *parent = nullptr);

    QLineEdit *secretEdit() const { return m_secret; }
    QPushButton *copyButton() const { return m_copy; }

private:
    QLineEdit *m_secret;
    QPushButton *m_copy;
};
