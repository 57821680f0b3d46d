#include "models/imagecache.h"

#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPainter>
#include <QtConcurrent>

#include "models/imagedecoder.h"

namespace {
constexpr int MaxInFlight = 4;
constexpr int TimeoutMs = 6000;
constexpr int MaxSide = 800;
} // namespace

ImageCache::ImageCache(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_images(64 * 1024) // cost in KiB: about 64 MiB
    , m_thumbs(4 * 1024)
{ }

QImage ImageCache::placeholder(const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xe8, 0xe8, 0xe8));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal w = size.width();
    const qreal h = size.height();
    p.setPen(QPen(QColor(0xb0, 0xb0, 0xb0), std::max(1.0, w / 32)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(w * 0.15, h * 0.2, w * 0.7, h * 0.6));
    p.setBrush(QColor(0xb0, 0xb0, 0xb0));
    QPolygonF mountain;
    mountain << QPointF(w * 0.2, h * 0.75) << QPointF(w * 0.42, h * 0.45)
             << QPointF(w * 0.58, h * 0.62) << QPointF(w * 0.68, h * 0.52)
             << QPointF(w * 0.8, h * 0.75);
    p.drawPolygon(mountain);
    p.drawEllipse(QPointF(w * 0.66, h * 0.33), w * 0.06, w * 0.06);
    return image;
}

QImage ImageCache::broken(const QSize &size)
{
    QImage image = placeholder(size);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal w = size.width();
    const qreal h = size.height();
    p.fillRect(image.rect(), QColor(0xc0, 0x30, 0x30, 40));
    // A tear across the frame: the picture was meant to be there and is not.
    p.setPen(QPen(QColor(0xc0, 0x30, 0x30), std::max(1.5, w / 16), Qt::SolidLine, Qt::RoundCap));
    QPolygonF tear;
    tear << QPointF(w * 0.15, h * 0.2) << QPointF(w * 0.45, h * 0.5) << QPointF(w * 0.38, h * 0.58)
         << QPointF(w * 0.85, h * 0.8);
    p.drawPolyline(tear);
    return image;
}

QImage ImageCache::image(const QString &url)
{
    if (QImage *cached = m_images.object(url))
        return *cached;
    if (m_failed.contains(url))
        return broken(QSize(240, 240));
    request(url);
    return placeholder(QSize(240, 240));
}

QImage ImageCache::thumbnail(const QString &url)
{
    if (QImage *cached = m_thumbs.object(url))
        return *cached;
    if (QImage *full = m_images.object(url)) {
        auto *thumb
            = new QImage(full->scaled(m_thumbSize, Qt::KeepAspectRatio, Qt::SmoothTransformation));
        m_thumbs.insert(url, thumb, 1 + int(thumb->sizeInBytes() / 1024));
        return *thumb;
    }
    if (m_failed.contains(url)) {
        if (m_brokenThumb.size() != m_thumbSize)
            m_brokenThumb = broken(m_thumbSize);
        return m_brokenThumb;
    }
    request(url);
    if (m_placeholderThumb.size() != m_thumbSize)
        m_placeholderThumb = placeholder(m_thumbSize);
    return m_placeholderThumb;
}

void ImageCache::setServer(const QUrl &baseUrl)
{
    if (baseUrl == m_server)
        return;
    m_server = baseUrl;
    m_images.clear();
    m_thumbs.clear();
    m_failed.clear();
    m_queue.clear();
    m_requested.clear();
    ++m_generation; // replies still in flight are from the old server: dropped
}

QUrl ImageCache::resolved(const QString &url) const
{
    const QUrl parsed(url);
    if (!parsed.isRelative() || !url.startsWith(u'/') || url.startsWith(u"//"))
        return parsed;
    return m_server.isValid() ? m_server.resolved(parsed) : QUrl();
}

void ImageCache::request(const QString &url)
{
    if (url.isEmpty() || m_failed.contains(url) || m_requested.contains(url))
        return;
    m_requested.insert(url);
    m_queue.append(url);
    pump();
}

void ImageCache::pump()
{
    while (m_inFlight < MaxInFlight && !m_queue.isEmpty()) {
        const QString url = m_queue.takeLast(); // newest first: what is on screen now
        const QUrl parsed = resolved(url);
        if (!parsed.isValid()
            || (parsed.scheme() != QLatin1StringView("http")
                && parsed.scheme() != QLatin1StringView("https"))) {
            m_failed.insert(url);
            // Asked from a view's data(): told once that call has returned.
            QMetaObject::invokeMethod(
                this, [this, url] { Q_EMIT imageFailed(url); }, Qt::QueuedConnection);
            continue;
        }
        QNetworkRequest request(parsed);
        request.setTransferTimeout(TimeoutMs);
        QNetworkReply *reply = m_nam->get(request);
        ++m_inFlight;
        connect(reply, &QNetworkReply::finished, this,
            [this, reply, url, generation = m_generation] { decode(reply, url, generation); });
    }
}

void ImageCache::decode(QNetworkReply *reply, const QString &url, quint64 generation)
{
    reply->deleteLater();
    if (reply->error() != QNetworkReply::NoError || generation != m_generation) {
        store(url, generation, {});
        return;
    }
    // Decoding (rendering an SVG) takes milliseconds a picture: off the GUI thread, so a list
    // of covers arriving never delays typing or a scanner's keys.
    auto *watcher = new QFutureWatcher<QImage>(this);
    connect(watcher, &QFutureWatcher<QImage>::finished, this, [this, watcher, url, generation] {
        watcher->deleteLater();
        store(url, generation, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(
        [bytes = reply->readAll(),
            type = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray()] {
            return ImageDecoder::decode(bytes, type, MaxSide);
        }));
}

void ImageCache::store(const QString &url, quint64 generation, const QImage &image)
{
    --m_inFlight;
    if (generation == m_generation) {
        if (image.isNull()) {
            m_failed.insert(url);
            m_requested.remove(url);
            Q_EMIT imageFailed(url);
        } else {
            m_images.insert(url, new QImage(image), 1 + int(image.sizeInBytes() / 1024));
            m_requested.remove(url);
            Q_EMIT imageReady(url);
        }
    }
    pump();
}
