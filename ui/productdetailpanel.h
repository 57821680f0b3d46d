#pragma once

#include <QPixmap>
#include <QPointer>
#include <QScrollArea>
#include <optional>

class ApiRequest;
class ConsoleSession;
class QLabel;
class QTreeWidget;
class StockWatch;

// The detail of one product: image (loaded asynchronously, placeholder until then; a dead
// link drawn as a broken picture), name, prices (an old price at or below the price marked as
// the error it is), and for a book its description, pages, ISBN, author ("more by this
// author"), publisher ("more from this publisher") and seller; for stationery its barcode,
// category and variants. A product of the key's own seller also shows its stock, from the
// console's live copy and kept current (issue 41), not from the detail read.
class ProductDetailPanel final : public QScrollArea
{
    Q_OBJECT
public:
    explicit ProductDetailPanel(ConsoleSession *session, QWidget *parent = nullptr);

    // type: "book" or "stationery".
    void showProduct(qint64 id, const QString &type);
    void clear();
    qint64 productId() const { return m_id; }
    QString titleText() const;
    // The picture shown: the product's image once loaded, a placeholder until then.
    QPixmap picture() const;
    bool isLoading() const { return !m_request.isNull(); }
    // What the picture shows in words (no picture, loading, a link that does not load).
    QString pictureNote() const;
    // The facts table as plain text (for tests and screen readers).
    QString factsText() const;
    QTreeWidget *variantsView() const { return m_variants; }
    // "Your stock: 36" for the seller's own product, empty for anyone else's.
    QString stockText() const;

Q_SIGNALS:
    void authorRequested(qint64 authorId, const QString &name);
    void publisherRequested(qint64 publisherId, const QString &name);
    void loaded();

private:
    void setImage(const QString &url);
    static QString priceRows(qint64 price, std::optional<qint64> oldPrice);
    void onLink(const QString &link);
    // Follows the stock of the product shown (type, code as its detail gives it).
    void watchStock(const QString &type, const QString &code);
    void showStock();
    // The facts table, "In stock" filled in (from the live copy for the seller's own product).
    void renderFacts();

    ConsoleSession *m_session;
    QPointer<ApiRequest> m_request;
    qint64 m_id = 0;
    QString m_type;
    QString m_code;
    QString m_factsHtml; // the facts table with inStockTag where "yes" or "no" goes
    bool m_detailInStock = false;
    StockWatch *m_watch;
    QString m_imageUrl;
    QString m_authorName;
    QString m_publisherName;
    QLabel *m_image;
    QLabel *m_title;
    QLabel *m_stock;
    QLabel *m_facts;
    QLabel *m_description;
    QTreeWidget *m_variants;
};
