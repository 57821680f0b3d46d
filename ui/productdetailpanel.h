#pragma once

#include <QPixmap>
#include <QPointer>
#include <QScrollArea>

class ApiRequest;
class ConsoleSession;
class QLabel;
class QTreeWidget;

// The detail of one product: image (loaded asynchronously, placeholder until then), name,
// prices, and for a book its description, pages, ISBN, author ("more by this author"),
// publisher ("more from this publisher") and seller; for stationery its variants.
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

Q_SIGNALS:
    void authorRequested(qint64 authorId, const QString &name);
    void publisherRequested(qint64 publisherId, const QString &name);
    void loaded();

private:
    void setImage(const QString &url);
    void onLink(const QString &link);

    ConsoleSession *m_session;
    QPointer<ApiRequest> m_request;
    qint64 m_id = 0;
    QString m_imageUrl;
    QString m_authorName;
    QString m_publisherName;
    QLabel *m_image;
    QLabel *m_title;
    QLabel *m_facts;
    QLabel *m_description;
    QTreeWidget *m_variants;
};
