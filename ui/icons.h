#pragma once

#include <QIcon>

// The console's icons, drawn with QPainter (no SVG image plugin on the target machines) so
// they stay crisp at any size and need no files.
namespace Icons {
enum class Glyph {
    App,
    Stock,
    Catalog,
    Search,
    Trending,
    Categories,
    Sellers,
    Server,
    Scan,
    History,
    Count,
    Receive,
    Returns,
    Orders,
    Reports,
};
QIcon icon(Glyph glyph);
} // namespace Icons
