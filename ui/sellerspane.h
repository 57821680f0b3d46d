#pragma once

#include <QPointer>
#include <QWidget>

class AdminAccess;
class AdminSellersBox;
class ApiRequest;
class ConsoleSession;
class MessageBanner;
class PagedProductModel;
class ProductDetailDialog;
class ProductTableView;
class QPushButton;
class QLabel;
class QLineEdit;
class QListView;
class QTabWidget;
class SellerListModel;

// Sellers with logo, rating and latest products; lookup by QR token (typed or scanned); the
// chosen seller's profile with its products paged; a product lookup by code in that shop.
// Read again whenever the pane is shown, on F5 and Refresh; double-click or Enter on a product
// opens its details. A catalog admin's key adds every seller with counts and on/off.
class SellersPane final : public QWidget
{
    Q_OBJECT
public:
    explicit SellersPane(ConsoleSession *session, QWidget *parent = nullptr);

    SellerListModel *sellers() const { return m_sellers; }
    PagedProductModel *profileProducts() const { return m_products; }
    QListView *listView() const { return m_list; }
    QLineEdit *qrField() const { return m_qr; }
    QLineEdit *codeField() const { return m_code; }
    QLabel *codeResult() const { return m_codeResult; }
    QLabel *profileTitle() const { return m_title; }
    qint64 currentSeller() const { return m_sellerId; }
    ProductTableView *productView() const { return m_view; }
    QPushButton *refreshButton() const { return m_refresh; }
    ProductDetailDialog *detailDialog() const { return m_detail; }
    // A catalog admin's sellers with counts and on/off (contract §15); shown for admin keys.
    AdminSellersBox *adminBox() const { return m_adminBox; }
    QTabWidget *leftTabs() const { return m_leftTabs; }

public Q_SLOTS:
    void reload();
    void showSeller(qint64 id);
    void lookupQr();
    void lookupCode();

Q_SIGNALS:
    void authorRequested(qint64 authorId, const QString &name);
    void publisherRequested(qint64 publisherId, const QString &name);

protected:
    void showEvent(QShowEvent *event) override;

private:
    ConsoleSession *m_session;
    SellerListModel *m_sellers;
    PagedProductModel *m_products;
    MessageBanner *m_banner;
    QListView *m_list;
    QLineEdit *m_qr;
    QLabel *m_title;
    ProductTableView *m_view;
    QLineEdit *m_code;
    QLabel *m_codeResult;
    QPushButton *m_refresh;
    ProductDetailDialog *m_detail;
    QTabWidget *m_leftTabs;
    AdminSellersBox *m_adminBox;
    AdminAccess *m_access;
    qint64 m_sellerId = 0;
    QPointer<ApiRequest> m_lookup;
};
