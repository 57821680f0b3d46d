#pragma once

#include <QString>

// Image and logo values that are paths on this server ("/media/covers/book/1.svg") are answered
// as absolute URLs under `serve --public-url` (contract §1), as the spec's `string (URL)` asks.
// Without it they stay paths. The catalog document (export) always keeps the stored paths.
namespace MediaUrl {

// Where the server's own media live (MediaFile answers them).
inline constexpr QStringView prefix = u"/media/";

// Set once at start, before any request is served; empty: paths stay paths.
void setPublicOrigin(const QString &origin);
// The value as a client should receive it.
QString forClient(const QString &stored);

} // namespace MediaUrl
