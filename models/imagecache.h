#pragma once

#include <QCache>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QSet>
#include <QSize>
#include <QStringList>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

// Product and seller images, loaded asynchronously and kept in memory (least recently used
// dropped). An image that cannot be loaded is remembered as failed and shown as a broken
// picture (unlike a product without a picture, or one still loading: the placeholder), so a
// catalog admin sees which links are dead; it is not asked for again and not reported as an
// error, so a catalog whose image host is unreachable costs one attempt per URL and no
// messages. SVG is rendered (ImageDecoder).
class ImageCache final : public QObject
{
    Q_OBJECT
public:
    explicit ImageCache(QNetworkAccessManager *nam, QObject *parent = nullptr);

    // The image if loaded; the broken picture if it could not be loaded; otherwise starts
    // loading it (once) and returns a placeholder.
    QImage image(const QString &url);
    // A small version for list rows.
    QImage thumbnail(const QString &url);
    bool isFailed(const QString &url) const { return m_failed.contains(url); }
    bool isLoaded(const QString &url) const { return m_images.contains(url); }
    int pendingCount() const { return int(m_queue.size() + m_inFlight); }

    static QImage placeholder(const QSize &size);
    // A picture whose link is dead or whose data is no image: the placeholder torn and red.
    static QImage broken(const QSize &size);
    void setThumbnailSize(const QSize &size) { m_thumbSize = size; }
    // The connected server's base URL: image paths without a host ("/media/covers/book/1.svg",
    // the bundled server's generated covers) are loaded from its origin. Another server
    // forgets what was loaded, since the same path may show something else there.
    void setServer(const QUrl &baseUrl);
    // Where an image reference is loaded from: absolute URLs as they are, paths against the
    // server.
    QUrl resolved(const QString &url) const;

Q_SIGNALS:
    void imageReady(const QString &url);
    void imageFailed(const QString &url);

private:
    void request(const QString &url);
    void pump();
    // A reply arrived: decoded on the thread pool, then store()d (generation: of setServer()).
    void decode(QNetworkReply *reply, const QString &url, quint64 generation);
    void store(const QString &url, quint64 generation, const QImage &image);

    QNetworkAccessManager *m_nam;
    QUrl m_server;
    quint64 m_generation = 0; // bumped by setServer()
    QCache<QString, QImage> m_images;
    QCache<QString, QImage> m_thumbs;
    QSet<QString> m_failed;
    QSet<QString> m_requested;
    QStringList m_queue;
    int m_inFlight = 0;
    QSize m_thumbSize { 32, 32 };
    QImage m_placeholderThumb;
    QImage m_brokenThumb;
};
