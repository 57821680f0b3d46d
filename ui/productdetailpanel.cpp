#include "ui/productdetailpanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/imagecache.h"
#include "models/livestock.h"
#include "models/stockwatch.h"
#include "net/apiclient.h"

using namespace Qt::StringLiterals;

namespace {
// Where the facts say "In stock": a tag no escaped text holds, filled in by renderFacts().
const QString inStockTag = u"<instock/>"_s;

QString row(const QString &label, const QString &value)
{
    return u"<tr><td style='color:#666; padding-right:8px'>"_s + label.toHtmlEscaped()
        + u"</td><td>"_s + value + u"</td></tr>"_s;
}
} // namespace

// The price, and any old price set (> 0, contract §15): struck through above the price, in
// red with a word when it is not above it (buyers would see a discount that is none).
QString ProductDetailPanel::priceRows(qint64 price, std::optional<qint64> oldPrice)
{
    const QLocale locale;
    QString html = row(tr("Price"), locale.toString(price));
    if (oldPrice && *oldPrice > 0) {
        if (*oldPrice > price)
            html += row(tr("Old price"),
                u"<s style='color:#888'>"_s + locale.toString(*oldPrice) + u"</s>"_s);
        else
            html += row(tr("Old price"),
                u"<span style='color:#b02020'>"_s
                    + tr("%1 — not above the price").arg(locale.toString(*oldPrice)).toHtmlEscaped()
                    + u"</span>"_s);
    }
    return html;
}

ProductDetailPanel::ProductDetailPanel(ConsoleSession *session, QWidget *parent)
    : QScrollArea(parent)
    , m_session(session)
    , m_watch(new StockWatch(session->liveStock(), this))
    , m_image(new QLabel)
    , m_title(new QLabel)
    , m_stock(new QLabel)
    , m_facts(new QLabel)
    , m_description(new QLabel)
    , m_variants(new QTreeWidget)
{
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_image->setFixedSize(200, 200);
    m_image->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_image, 0, Qt::AlignHCenter);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);
    QFont stockFont = m_stock->font();
    stockFont.setBold(true);
    m_stock->setFont(stockFont);
    m_stock->setAccessibleName(tr("Your stock"));
    m_stock->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_stock);
    connect(m_watch, &StockWatch::changed, this, &ProductDetailPanel::showStock);
    m_facts->setTextFormat(Qt::RichText);
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_facts, &QLabel::linkActivated, this, &ProductDetailPanel::onLink);
    layout->addWidget(m_facts);
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_description);
    m_variants->setHeaderLabels({ tr("Variant"), tr("Barcode"), tr("Price"), tr("Stock") });
    m_variants->setRootIsDecorated(false);
    // Barcodes, prices and stock are never cut: they take what they need, the name the rest
    // (elided, its tooltip whole).
    m_variants->header()->setStretchLastSection(false);
    m_variants->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_variants->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_variants->setMinimumHeight(120);
    layout->addWidget(m_variants);
    layout->addStretch(1);
    setWidget(content);
    setWidgetResizable(true);
    setMinimumWidth(300);
    const auto imageChanged = [this](const QString &url) {
        if (url == m_imageUrl && m_id > 0)
            setImage(url);
    };
    connect(session->images(), &ImageCache::imageReady, this, imageChanged);
    connect(session->images(), &ImageCache::imageFailed, this, imageChanged);
    clear();
}

void ProductDetailPanel::clear()
{
    if (m_request)
        m_request->abort();
    m_id = 0;
    m_imageUrl.clear();
    m_image->setPixmap(QPixmap::fromImage(ImageCache::placeholder(QSize(200, 200))));
    m_image->setToolTip(QString());
    m_title->setText(tr("Choose a product to see its details."));
    m_factsHtml.clear();
    watchStock({}, {});
    m_facts->clear();
    m_description->clear();
    m_variants->clear();
    m_variants->hide();
}

QString ProductDetailPanel::titleText() const
{
    return m_title->text();
}

QPixmap ProductDetailPanel::picture() const
{
    return m_image->pixmap();
}

QString ProductDetailPanel::pictureNote() const
{
    return m_image->toolTip();
}

QString ProductDetailPanel::factsText() const
{
    QTextDocument document;
    document.setHtml(m_facts->text());
    return document.toPlainText();
}

void ProductDetailPanel::setImage(const QString &url)
{
    m_imageUrl = url;
    ImageCache *images = m_session->images();
    const QImage image = images->image(url);
    m_image->setPixmap(QPixmap::fromImage(
        image.scaled(m_image->size(), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    if (url.isEmpty())
        m_image->setToolTip(tr("This product has no picture."));
    else if (images->isFailed(url))
        m_image->setToolTip(tr("The picture could not be loaded from %1").arg(url));
    else if (images->isLoaded(url))
        m_image->setToolTip(QString());
    else
        m_image->setToolTip(tr("Loading the picture…"));
}

void ProductDetailPanel::showProduct(qint64 id, const QString &type)
{
    if (m_request)
        m_request->abort();
    m_id = id;
    m_factsHtml.clear();
    watchStock({}, {});
    m_title->setText(tr("Loading…"));
    m_facts->clear();
    m_description->clear();
    m_variants->clear();
    m_variants->hide();
    const QLocale locale;
    if (type == "book"_L1) {
        m_request = m_session->client()->book(
            id, this, [this, locale](const ApiResult &result, const BookDetail &book) {
                m_request = nullptr;
                if (!result.isSuccess()) {
                    m_title->setText(
                        tr("The product could not be loaded: %1").arg(result.message()));
                    return;
                }
                m_title->setText(book.name);
                watchStock(u"book"_s, book.isbn);
                QString html = u"<table>"_s;
                html += priceRows(book.price, book.oldPrice);
                m_detailInStock = book.inStock;
                html += row(tr("In stock"), inStockTag);
                if (book.author) {
                    m_authorName = book.author->name;
                    html += row(tr("Author"),
                        tr("%1 — <a href='author:%2'>more by this author</a>")
                            .arg(book.author->name.toHtmlEscaped(),
                                QString::number(book.author->id)));
                } else {
                    html += row(tr("Author"), tr("not given"));
                }
                if (book.publisher) {
                    m_publisherName = book.publisher->name;
                    html += row(tr("Publisher"),
                        tr("%1 — <a href='publisher:%2'>more from this publisher</a>")
                            .arg(book.publisher->name.toHtmlEscaped(),
                                QString::number(book.publisher->id)));
                }
                html += row(tr("ISBN"), book.isbn.toHtmlEscaped());
                html += row(tr("Pages"), locale.toString(book.pages));
                if (book.category)
                    html += row(tr("Category"), book.category->name.toHtmlEscaped());
                html += row(tr("Seller"), book.seller.name.toHtmlEscaped());
                m_factsHtml = html + u"</table>"_s;
                renderFacts();
                m_description->setText(book.description);
                setImage(book.image);
                Q_EMIT loaded();
            });
    } else {
        m_request = m_session->client()->stationery(
            id, this, [this, locale](const ApiResult &result, const StationeryDetail &item) {
                m_request = nullptr;
                if (!result.isSuccess()) {
                    m_title->setText(
                        tr("The product could not be loaded: %1").arg(result.message()));
                    return;
                }
                m_title->setText(item.name);
                watchStock(u"stationery"_s, item.barcode);
                QString html = u"<table>"_s;
                html += priceRows(item.price, item.oldPrice);
                m_detailInStock = item.inStock;
                html += row(tr("In stock"), inStockTag);
                if (!item.barcode.isEmpty())
                    html += row(tr("Barcode"), item.barcode.toHtmlEscaped());
                if (item.category)
                    html += row(tr("Category"), item.category->name.toHtmlEscaped());
                html += row(tr("Seller"), item.seller.name.toHtmlEscaped());
                m_factsHtml = html + u"</table>"_s;
                renderFacts();
                m_description->setText(item.description);
                for (const StationeryVariant &v : item.variants) {
                    auto *entry = new QTreeWidgetItem(m_variants,
                        { v.name, v.barcode, locale.toString(v.price), locale.toString(v.stock) });
                    entry->setToolTip(0, v.name);
                    entry->setTextAlignment(2, Qt::AlignRight);
                    entry->setTextAlignment(3, Qt::AlignRight);
                }
                m_variants->setVisible(!item.variants.isEmpty());
                showStock(); // the seller's own variants: their stock as the live copy has it
                setImage(item.image);
                Q_EMIT loaded();
            });
    }
}

QString ProductDetailPanel::stockText() const
{
    return m_stock->isHidden() ? QString() : m_stock->text();
}

void ProductDetailPanel::watchStock(const QString &type, const QString &code)
{
    m_type = type;
    m_code = code;
    m_watch->setCodes(code.isEmpty() ? QStringList() : QStringList { code });
    showStock();
}

void ProductDetailPanel::showStock()
{
    // Only the seller's own product (by type and id: another seller's book has the same ISBN);
    // its stock is the live copy's, waiting scans on top, never the detail read's.
    const LiveStock *live = m_session->liveStock();
    const std::optional<MineItem> own
        = m_type.isEmpty() ? std::nullopt : live->itemById(m_type, m_id);
    if (!own || own->code.isEmpty()) {
        m_stock->clear();
        m_stock->hide();
        renderFacts();
        return;
    }
    if (m_code != own->code) // the detail gave no code (a product with variants): the copy's
        m_watch->setCodes({ m_code = own->code });
    const QVariant figure = m_watch->text(own->code);
    m_stock->setText(
        tr("Your stock: %1")
            .arg(figure.typeId() == QMetaType::LongLong ? QLocale().toString(figure.toLongLong())
                                                        : figure.toString()));
    m_stock->setStyleSheet(own->stock < 0 ? u"color: #b02020"_s : QString());
    m_stock->show();
    renderFacts();
    // A variant's stock too: the seller's feed carries each one's (contract §13).
    const QLocale locale;
    for (const StationeryVariant &v : own->variants) {
        for (int row = 0; row < m_variants->topLevelItemCount(); ++row) {
            QTreeWidgetItem *entry = m_variants->topLevelItem(row);
            if (entry->text(1) == v.barcode)
                entry->setText(3, locale.toString(v.stock));
        }
    }
}

void ProductDetailPanel::renderFacts()
{
    if (m_factsHtml.isEmpty()) {
        m_facts->clear();
        return;
    }
    // The seller's own product: in stock as the live copy says, like "Your stock" above it
    // (the detail read's in_stock is as old as the read).
    const std::optional<MineItem> own
        = m_type.isEmpty() ? std::nullopt : m_session->liveStock()->itemById(m_type, m_id);
    const bool inStock = own ? own->stock > 0 : m_detailInStock;
    QString html = m_factsHtml;
    m_facts->setText(html.replace(inStockTag, (inStock ? tr("yes") : tr("no")).toHtmlEscaped()));
}

void ProductDetailPanel::onLink(const QString &link)
{
    const qint64 id = link.section(u':', 1).toLongLong();
    if (link.startsWith("author:"_L1))
        Q_EMIT authorRequested(id, m_authorName);
    else if (link.startsWith("publisher:"_L1))
        Q_EMIT publisherRequested(id, m_publisherName);
}
