#pragma once

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWidget>
#include <functional>

#include "net/goodsresources.h"

class AddProductDialog;
class DocumentStartBar;
class ConsoleSession;
class Outbox;
class DocumentLineModel;
class GoodsClient;
class MessageBanner;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class ScanLineEdit;

// Receiving a delivery, or returning goods to a supplier (contract §11): one widget for both
// stock documents. Pick the supplier (and for a delivery one of its open orders, or none),
// type the invoice or note number, start, then scan: each scan goes through the scan outbox
// with its own Idempotency-Key, so offline stretches lose nothing and count nothing twice.
// The table shows each line against what the order still expected, coloured by state; a
// delivery against an order lists the order's lines not delivered yet in their own tab. An
// unknown code opens Add product, and the scan counts once the product exists. Post shows
// what it does and asks once; a posted delivery then offers its shelf labels (one per unit
// received, the copies editable in the print dialog).
class DocumentScanPane final : public QWidget
{
    Q_OBJECT
public:
    using Kind = StockDocument::Kind;
    DocumentScanPane(Kind kind, ConsoleSession *session, QWidget *parent = nullptr);

    // Asked before posting or cancelling; returns true to go on. Default: a question box.
    using Confirmer = std::function<bool(const QString &question)>;
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }

    Kind kind() const { return m_kind; }
    Outbox *outbox() const { return m_outbox; }
    DocumentLineModel *lines() const { return m_lines; }
    DocumentLineModel *missing() const { return m_missing; }
    QComboBox *supplierChooser() const;
    QComboBox *orderChooser() const;
    QLineEdit *referenceEdit() const;
    QComboBox *documentChooser() const { return m_documents; }
    ScanLineEdit *scanField() const { return m_scan; }
    QSpinBox *quantity() const { return m_quantity; }
    QCheckBox *takeBack() const { return m_takeBack; }
    QLabel *totalLabel() const { return m_total; }
    // Receive only: labels for the delivery posted last (hidden on the Returns pane).
    QPushButton *printLabelsButton() const { return m_printLabels; }
    const StockDocument &lastPosted() const { return m_lastPosted; }
    // The Add product dialog open now (for a scanned unknown code), or null.
    AddProductDialog *addProductDialog() const;
    qint64 currentDocumentId() const;
    const StockDocument &current() const { return m_current; }
    QString bannerText() const;
    // The confirmation Post shows.
    QString summaryText() const;

public Q_SLOTS:
    void reload();
    void refresh();
    void startDocument();
    void submitScan(const QString &code);
    void postDocument();
    void cancelDocument();
    // The print dialog with the labels of the delivery posted last.
    void printLabels();

Q_SIGNALS:
    void documentsLoaded();
    void ordersLoaded();
    void refreshed();
    void scanAnswered();
    void addProductOpened(AddProductDialog *dialog);
    void posted(const StockDocument &document);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadPages(qint64 id, int page, StockDocument sofar, int generation);
    void openAddProduct(const QString &code, qint64 quantity);
    void updateTotal();
    void showError(const QString &what, const QString &message);
    bool confirm(const QString &question);
    QString documentTitle(const StockDocument &document) const;

    Kind m_kind;
    ConsoleSession *m_session;
    GoodsClient *m_goods;
    Outbox *m_outbox;
    DocumentLineModel *m_lines;
    DocumentLineModel *m_missing;
    MessageBanner *m_banner;
    DocumentStartBar *m_start;
    QComboBox *m_documents;
    ScanLineEdit *m_scan;
    QSpinBox *m_quantity;
    QCheckBox *m_takeBack;
    QTabWidget *m_tabs;
    QLabel *m_total;
    QLabel *m_pending;
    QPushButton *m_post;
    QPushButton *m_cancel;
    QPushButton *m_printLabels;
    QPointer<AddProductDialog> m_addProduct;
    StockDocument m_current;
    StockDocument m_lastPosted; // a delivery, with every line
    QHash<qint64, QSet<QString>> m_newTitles; // per document: codes created while scanning
    int m_generation = 0;
    bool m_loadedOnce = false;
    Confirmer m_confirm;
    QTimer m_refreshSoon;
};
