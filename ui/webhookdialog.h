#pragma once

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QDialogButtonBox;
class QLineEdit;

// Adds a webhook (contract §13): the receiver's http(s) address, what it announces (stock
// movements only for a seller's key) and a description for people.
class WebhookDialog final : public QDialog
{
    Q_OBJECT
public:
    WebhookDialog(bool sellerKey, QWidget *parent = nullptr);

    QString url() const;
    QStringList types() const;
    QString description() const;
    QLineEdit *urlEdit() const { return m_url; }
    QCheckBox *typeBox(const QString &type) const;

private:
    void updateOk();

    QLineEdit *m_url;
    QList<QCheckBox *> m_types; // product, category, seller, stock
    QLineEdit *m_description;
    QDialogButtonBox *m_buttons;
};
