#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

#include "server/domain/mediaurl.h"

// The generated media the server serves outside the API base path, without credentials
// (they show nothing that the public catalog does not): /media/covers/{book|stationery}/{id}.svg
// and /media/sellers/{id}.svg. The demo's image and logo fields point here.
struct MediaFile
{
    static constexpr QStringView prefix = MediaUrl::prefix;
    static constexpr const char *contentType = "image/svg+xml";

    QStringList cacheTags; // what the file shows (CacheTags): the product's or seller's tag
    // The file's bytes, or nullopt for an unknown or inactive product or an unknown seller.
    std::function<std::optional<QByteArray>(const QSqlDatabase &db)> render;

    // nullopt: not a media path we serve (a 404).
    static std::optional<MediaFile> find(const QString &path);
};
