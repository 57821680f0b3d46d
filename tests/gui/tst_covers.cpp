// The console shows the bundled server's generated covers (SVG, image paths relative to the
// server): the detail panel's picture, the catalog list's thumbnails and the sellers' logos
// are the rendered SVG, not the grey placeholder.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTest>

#include "models/consolesession.h"
#include "models/imagecache.h"
#include "models/pagedproductmodel.h"
#include "models/sellerlistmodel.h"
#include "tests/gui/guifixture.h"
#include "tests/support/httptestclient.h"
#include "ui/catalogpane.h"
#include "ui/productdetailpanel.h"
#include "ui/sellerspane.h"

using namespace Qt::StringLiterals;

namespace {

// Two colours close enough to be the same pixel after smooth scaling.
bool near(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) <= 12 && std::abs(qGreen(a) - qGreen(b)) <= 12
        && std::abs(qBlue(a) - qBlue(b)) <= 12;
}

// Samples away from text, where rendering details do not matter: the ground near the top
// and at the foot's side, and the middle of the picture.
QList<QPointF> samplePoints()
{
    return { { 0.5, 0.03 }, { 0.9, 0.97 }, { 0.12, 0.5 } };
}

} // namespace

class TstCovers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void detailShowsTheCover_data();
    void detailShowsTheCover();
    void catalogThumbnailsAreCovers();
    void sellerLogos();

private:
    // The SVG as the server sends it, rendered by the test itself at the panel's size.
    QImage reference(const QString &path, const QSize &box);

    std::unique_ptr<GuiFixture> m_fx;
};

void TstCovers::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
    m_fx->connectSession();
}

void TstCovers::cleanupTestCase()
{
    m_fx.reset();
}

QImage TstCovers::reference(const QString &path, const QSize &box)
{
    HttpTestClient origin(m_fx->server.baseUrl().section(u"/api/"_s, 0, 0));
    const auto reply = origin.get(path);
    if (reply.status != 200)
        return {};
    QSvgRenderer renderer(reply.body);
    QImage image(renderer.defaultSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    return image.scaled(box, Qt::KeepAspectRatio, Qt::SmoothTransformation);
}

void TstCovers::detailShowsTheCover_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("id");
    QTest::newRow("book") << u"book"_s << 1;
    QTest::newRow("another book") << u"book"_s << 42;
    QTest::newRow("stationery") << u"stationery"_s << 3;
}

void TstCovers::detailShowsTheCover()
{
    QFETCH(QString, type);
    QFETCH(int, id);
    ProductDetailPanel panel(m_fx->session);
    panel.resize(360, 700);
    panel.show();
    const QImage placeholder = panel.picture().toImage();
    panel.showProduct(id, type);
    QTRY_VERIFY(!panel.isLoading() && panel.productId() == id);
    const QString path = u"/media/covers/%1/%2.svg"_s.arg(type).arg(id);
    QTRY_VERIFY_WITH_TIMEOUT(m_fx->session->images()->isLoaded(path), 10000);
    QVERIFY(!m_fx->session->images()->isFailed(path));
    QTRY_VERIFY(panel.picture().toImage() != placeholder);

    const QImage shown = panel.picture().toImage().convertToFormat(QImage::Format_ARGB32);
    const QImage expected = reference(path, QSize(200, 200)).convertToFormat(QImage::Format_ARGB32);
    QVERIFY(!expected.isNull());
    QCOMPARE(shown.size(), expected.size());
    // A book is drawn 2:3, stationery square; the placeholder is square and grey.
    if (type == "book"_L1)
        QCOMPARE(shown.size(), QSize(133, 200));
    for (const QPointF &at : samplePoints()) {
        const QPoint pixel(int(at.x() * (shown.width() - 1)), int(at.y() * (shown.height() - 1)));
        QVERIFY2(near(shown.pixel(pixel), expected.pixel(pixel)),
            qPrintable(u"%1 at %2,%3: %4 instead of %5"_s.arg(path)
                           .arg(pixel.x())
                           .arg(pixel.y())
                           .arg(shown.pixel(pixel), 8, 16)
                           .arg(expected.pixel(pixel), 8, 16)));
    }
}

void TstCovers::catalogThumbnailsAreCovers()
{
    CatalogPane pane(m_fx->session);
    pane.resize(1000, 700);
    pane.show();
    QTRY_VERIFY(pane.model()->rowCount() > 3);
    ImageCache *images = m_fx->session->images();
    for (int row = 0; row < 3; ++row) {
        const QString url = pane.model()->product(row).image;
        QVERIFY(url.startsWith("/media/covers/"_L1));
        // Asking for the decoration starts the load; the row shows the cover once it is in.
        const QModelIndex index = pane.model()->index(row, PagedProductModel::Name);
        pane.model()->data(index, Qt::DecorationRole);
        QTRY_VERIFY_WITH_TIMEOUT(images->isLoaded(url), 10000);
        const QImage thumb = pane.model()->data(index, Qt::DecorationRole).value<QImage>();
        QVERIFY(!thumb.isNull());
        QVERIFY2(thumb.width() < thumb.height(), "a book cover is taller than wide");
    }
}

void TstCovers::sellerLogos()
{
    SellersPane pane(m_fx->session);
    pane.resize(1000, 700);
    pane.show();
    QTRY_VERIFY(pane.sellers()->rowCount() > 0);
    const QString logo = pane.sellers()->seller(0).logo;
    QCOMPARE(logo, u"/media/sellers/1.svg"_s);
    const QModelIndex index = pane.sellers()->index(0);
    pane.sellers()->data(index, Qt::DecorationRole); // starts the load if the view did not
    QTRY_VERIFY_WITH_TIMEOUT(m_fx->session->images()->isLoaded(logo), 10000);
    const QImage shown = pane.sellers()->data(index, Qt::DecorationRole).value<QImage>();
    QVERIFY(!shown.isNull());
    QVERIFY(shown != ImageCache::placeholder(shown.size()));
    // The disc's ground colour in its middle band, not the placeholder's grey.
    const QRgb ground = shown.pixel(shown.width() / 2, shown.height() / 8);
    QVERIFY(!near(ground, qRgb(0xe8, 0xe8, 0xe8)));
}

QTEST_MAIN(TstCovers)
#include "tst_covers.moc"
