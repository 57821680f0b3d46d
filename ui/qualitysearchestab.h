#pragma once

#include <QWidget>

class AdminClient;
class AdminSearchModel;
class MessageBanner;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

// The Catalog quality pane's search analytics (contract §15 GET /admin/searches): what
// customers searched for in a period, most frequent first, or only the searches that found
// nothing (what the catalog lacks or names otherwise); exported as the server's CSV.
class QualitySearchesTab final : public QWidget
{
    Q_OBJECT
public:
    QualitySearchesTab(AdminClient *admin, MessageBanner *banner, QWidget *parent = nullptr);

    AdminSearchModel *model() const { return m_model; }
    QComboBox *periodBox() const { return m_period; }
    QCheckBox *zeroOnlyBox() const { return m_zeroOnly; }
    void reload();
    void exportList(const QString &path);

Q_SIGNALS:
    void exported(const QString &path);

private:
    QDateTime since() const;

    AdminClient *m_admin;
    MessageBanner *m_banner;
    AdminSearchModel *m_model;
    QComboBox *m_period;
    QCheckBox *m_zeroOnly;
    QTableView *m_view;
    QLabel *m_count;
    QPushButton *m_export;
};
