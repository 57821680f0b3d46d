#pragma once

#include <QWidget>

class AdminClient;
class AdminSellerModel;
class ConsoleSession;
class MessageBanner;
class QPushButton;
class QTableView;

// The Sellers pane's part for catalog admins (contract §15): every seller, switched off ones
// too, with products, listed products, completeness and issues from GET /admin/quality, and
// switching a seller off (its products leave every public list) or on again, after a
// confirmation that says how many products it takes along.
class AdminSellersBox final : public QWidget
{
    Q_OBJECT
public:
    AdminSellersBox(ConsoleSession *session, MessageBanner *banner, QWidget *parent = nullptr);

    AdminSellerModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QPushButton *toggleButton() const { return m_toggle; }
    bool isLoaded() const { return m_loaded; }
    void reload();
    // Asks, then switches the seller of a row off (or on when it is off).
    void toggleRow(int row);

Q_SIGNALS:
    void loaded();

private:
    void updateButton();

    AdminClient *m_admin;
    MessageBanner *m_banner;
    AdminSellerModel *m_model;
    QTableView *m_view;
    QPushButton *m_toggle;
    bool m_loaded = false;
};
