#pragma once

#include <QHash>
#include <QPointer>
#include <QSet>

#include "net/goodsresources.h"
#include "ui/scandocumentpane.h"

class AddProductDialog;
class DocumentStartBar;
class DocumentLineModel;
class GoodsClient;
class QLineEdit;

// Receiving a delivery, or returning goods to a supplier (contract §11): the scanning flow is
// ScanDocumentPane's; this supplies the start (the supplier, for a delivery one of its open
// orders or none, the invoice or note number), the lines against what the order still
// expected, Post and Cancel. A delivery against an order lists the order's lines not delivered
// yet in their own tab. An unknown code opens Add product, and the scan counts once the
// product exists. Post shows what it does and asks once; a posted delivery then offers its
// shelf labels (one per unit received, the copies editable in the print dialog).
class DocumentScanPane final : public ScanDocumentPane
{
    Q_OBJECT
public:
    using Kind = StockDocument::Kind;
    DocumentScanPane(Kind kind, ConsoleSession *session, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    DocumentLineModel *lines() const { return m_lines; }
    DocumentLineModel *missing() const { return m_missing; }
    QComboBox *supplierChooser() const;
    QComboBox *orderChooser() const;
    QLineEdit *referenceEdit() const;
    // Receive only: labels for the delivery posted last (hidden on the Returns pane).
    QPushButton *printLabelsButton() const { return m_printLabels; }
    const StockDocument &lastPosted() const { return m_lastPosted; }
    // The Add product dialog open now (for a scanned unknown code), or null.
    AddProductDialog *addProductDialog() const;
    const StockDocument &current() const { return m_current; }
    // The confirmation Post shows.
    QString summaryText() const;
    // The tab of the order's lines not delivered yet (Receive), as it reads now.
    QString missingTabText() const;

public Q_SLOTS:
    void startDocument();
    void postDocument();
    void cancelDocument();
    // The print dialog with the labels of the delivery posted last.
    void printLabels();

Q_SIGNALS:
    void ordersLoaded();
    void addProductOpened(AddProductDialog *dialog);
    void posted(const StockDocument &document);

protected:
    void loadDocuments(bool quiet) override;
    void loadDocument(qint64 id, int generation) override;
    void clearDocument() override;
    bool enqueueScan(qint64 id, const QString &code, qint64 quantity) override;
    void scanFinished(const OutboxEntry &entry) override;
    QString closedWhileWaiting() const override;

private:
    void openAddProduct(const QString &code, qint64 quantity);
    void updateTotal();
    // The current document with its lines as shown (the footer and Post count the same).
    StockDocument shownDocument() const;
    QString documentTitle(const StockDocument &document) const;
    void setMissingTab(const StockDocument &document);

    Kind m_kind;
    GoodsClient *m_goods;
    DocumentLineModel *m_lines;
    DocumentLineModel *m_missing;
    DocumentStartBar *m_start;
    QPushButton *m_post;
    QPushButton *m_cancel;
    QPushButton *m_printLabels;
    QPointer<AddProductDialog> m_addProduct;
    StockDocument m_current;
    StockDocument m_lastPosted; // a delivery, with every line
    QHash<qint64, QSet<QString>> m_newTitles; // per document: codes created while scanning
};
