#include "server/media/coverart.h"

#include <QStringList>
#include <array>

#include "server/media/svgtext.h"

using namespace Qt::StringLiterals;

namespace {

struct Palette
{
    const char *background;
    const char *accent;
    const char *ink;
};

// Muted, print-like pairs: dark grounds with light type and a few light grounds with dark type.
constexpr std::array<Palette, 12> palettes { {
    { "#1f4e5f", "#e9c46a", "#fdf6e3" },
    { "#7b2d26", "#f2cc8f", "#fff8f0" },
    { "#23395b", "#f4a259", "#f7f7f2" },
    { "#2d5a3d", "#d8c99b", "#fbf8ef" },
    { "#4a2c4f", "#e8a0bf", "#fcf5f8" },
    { "#f3e9d2", "#c44536", "#283d3b" },
    { "#3d405b", "#e07a5f", "#f4f1de" },
    { "#e9d8a6", "#005f73", "#0a2e36" },
    { "#9c3d1f", "#f6bd60", "#fff7e6" },
    { "#14213d", "#fca311", "#eef0f2" },
    { "#dde5d0", "#4f772d", "#1e2a14" },
    { "#5e3023", "#c89f9c", "#fbeee6" },
} };

// FNV-1a: stable across runs and platforms (qHash is seeded per process).
quint32 stableHash(const QString &text)
{
    quint32 hash = 2166136261u;
    for (const char byte : text.toUtf8()) {
        hash ^= quint8(byte);
        hash *= 16777619u;
    }
    // MurmurHash3's finalizer: similar names ("book:1:…", "book:2:…") spread over all palettes.
    hash ^= hash >> 16;
    hash *= 0x85ebca6bu;
    hash ^= hash >> 13;
    hash *= 0xc2b2ae35u;
    hash ^= hash >> 16;
    return hash;
}

QString header(int width, int height, const QString &title)
{
    return u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
           "width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n"_s.arg(width)
               .arg(height)
               .arg(SvgText::escaped(title));
}

QString text(
    int x, int y, int size, const char *fill, const QString &content, const QString &extra = {})
{
    return u"<text x=\"%1\" y=\"%2\" font-size=\"%3\" fill=\"%4\" text-anchor=\"middle\"%5>%6"
           "</text>\n"_s.arg(x)
               .arg(y)
               .arg(size)
               .arg(QLatin1StringView(fill), extra, SvgText::escaped(content));
}

// One of four quiet ornaments in the accent colour, inside the box (x, y, w, h).
QString ornament(quint32 hash, const Palette &p, int x, int y, int w, int h)
{
    const QLatin1StringView accent(p.accent);
    QString out;
    switch ((hash >> 8) % 4) {
    case 0: // concentric rings
        for (int r = h / 2; r > 8; r -= h / 8)
            out += u"<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"none\" stroke=\"%4\" "
                   "stroke-width=\"3\" stroke-opacity=\"0.45\"/>\n"_s.arg(x + w / 2)
                       .arg(y + h / 2)
                       .arg(r)
                       .arg(accent);
        break;
    case 1: // diagonal stripes
        for (int i = 0; i < 7; ++i)
            out += u"<polygon points=\"%1,%2 %3,%2 %4,%5 %6,%5\" fill=\"%7\" "
                   "fill-opacity=\"0.35\"/>\n"_s.arg(x + i * w / 7)
                       .arg(y + h)
                       .arg(x + i * w / 7 + w / 14)
                       .arg(x + i * w / 7 + w / 14 + h / 2)
                       .arg(y)
                       .arg(x + i * w / 7 + h / 2)
                       .arg(accent);
        break;
    case 2: // a rising sun over a horizon
        out += u"<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\" fill-opacity=\"0.8\"/>\n"
               "<rect x=\"%5\" y=\"%2\" width=\"%6\" height=\"%7\" fill=\"%8\"/>\n"
               "<rect x=\"%5\" y=\"%2\" width=\"%6\" height=\"3\" fill=\"%4\"/>\n"_s.arg(x + w / 2)
                   .arg(y + h * 3 / 4)
                   .arg(h / 2)
                   .arg(accent)
                   .arg(x)
                   .arg(w)
                   .arg(h / 4 + 1)
                   .arg(QLatin1StringView(p.background));
        break;
    default: // a grid of dots
        for (int row = 0; row < 4; ++row) {
            for (int col = 0; col < 7; ++col)
                out += u"<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\" "
                       "fill-opacity=\"0.5\"/>\n"_s.arg(x + w * (2 * col + 1) / 14)
                           .arg(y + h * (2 * row + 1) / 8)
                           .arg(3 + (row + col) % 3 * 2)
                           .arg(accent);
        }
    }
    return out;
}

// The largest type size at which the text fits the width in maxLines lines (estimated
// widths: about 0.56 em a character), then the lines at that size.
QStringList fitted(
    const QString &content, int width, const QList<int> &sizes, int maxLines, int *chosenSize)
{
    for (const int size : sizes) {
        const int maxChars = std::max(4, int(width / (0.56 * size)));
        const QStringList lines = SvgText::wrapped(content, maxChars, 1000);
        if (lines.size() <= maxLines) {
            *chosenSize = size;
            return lines;
        }
    }
    *chosenSize = sizes.last();
    return SvgText::wrapped(content, std::max(4, int(width / (0.56 * sizes.last()))), maxLines);
}

QString titleLines(const QStringList &lines, int centerX, int firstBaseline, int size,
    const char *fill, const QString &style)
{
    QString out;
    const int lineHeight = size * 6 / 5;
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += text(centerX, firstBaseline + int(i) * lineHeight, size, fill, lines.at(i), style);
    return out;
}

const QString serif = u" font-family=\"DejaVu Serif, Georgia, serif\" font-weight=\"bold\""_s;
const QString sans = u" font-family=\"DejaVu Sans, Arial, sans-serif\""_s;

} // namespace

QByteArray CoverArt::book(
    qint64 id, const QString &title, const QString &author, const QString &category)
{
    const quint32 hash = stableHash(u"book:%1:"_s.arg(id) + title);
    const Palette &p = palettes.at(hash % palettes.size());
    QString svg = header(400, 600, title);
    svg += u"<rect width=\"400\" height=\"600\" fill=\"%1\"/>\n"
           "<rect width=\"16\" height=\"600\" fill=\"#000000\" fill-opacity=\"0.22\"/>\n"
           "<rect x=\"22\" width=\"3\" height=\"600\" fill=\"%2\" fill-opacity=\"0.6\"/>\n"_s.arg(
               QLatin1StringView(p.background), QLatin1StringView(p.accent));
    svg += ornament(hash, p, 60, 380, 300, 110);
    svg += text(212, 70, 17, p.accent, SvgText::wrapped(category.toUpper(), 30, 1).value(0), sans);
    int size = 0;
    const QStringList lines = fitted(title, 320, { 46, 40, 34, 29, 25 }, 5, &size);
    svg += titleLines(lines, 212, 150, size, p.ink, serif);
    const int ruleY = 150 + int(lines.size() - 1) * size * 6 / 5 + size / 2 + 8;
    svg += u"<rect x=\"172\" y=\"%1\" width=\"80\" height=\"4\" fill=\"%2\"/>\n"_s.arg(ruleY).arg(
        QLatin1StringView(p.accent));
    const QStringList authorLines = SvgText::wrapped(author, 28, 2);
    svg += titleLines(authorLines, 212, authorLines.size() > 1 ? 530 : 550, 22, p.ink, sans);
    svg += u"</svg>\n"_s;
    return svg.toUtf8();
}

QByteArray CoverArt::stationery(
    qint64 id, const QString &name, const QString &category, const QString &seller)
{
    const quint32 hash = stableHash(u"stationery:%1:"_s.arg(id) + name);
    const Palette &p = palettes.at(hash % palettes.size());
    QString svg = header(400, 400, name);
    svg += u"<rect width=\"400\" height=\"400\" fill=\"%1\"/>\n"
           "<rect x=\"16\" y=\"16\" width=\"368\" height=\"368\" fill=\"none\" stroke=\"%2\" "
           "stroke-width=\"3\" stroke-opacity=\"0.7\"/>\n"_s.arg(
               QLatin1StringView(p.background), QLatin1StringView(p.accent));
    svg += ornament(hash, p, 40, 40, 320, 80);
    svg += text(200, 156, 16, p.accent, SvgText::wrapped(category.toUpper(), 32, 1).value(0), sans);
    int size = 0;
    const QStringList lines = fitted(name, 320, { 36, 31, 27, 23 }, 4, &size);
    svg += titleLines(lines, 200, 206, size, p.ink, serif);
    svg += text(200, 360, 18, p.ink, SvgText::wrapped(seller, 30, 1).value(0), sans);
    svg += u"</svg>\n"_s;
    return svg.toUtf8();
}

QByteArray CoverArt::sellerLogo(qint64 id, const QString &name)
{
    const quint32 hash = stableHash(u"seller:%1:"_s.arg(id) + name);
    const Palette &p = palettes.at(hash % palettes.size());
    QString initials;
    for (const QString &word : name.simplified().split(u' ', Qt::SkipEmptyParts)) {
        if (word.at(0).isLetterOrNumber() && initials.size() < 2)
            initials += word.at(0).toUpper();
    }
    QString svg = header(200, 200, name);
    svg += u"<circle cx=\"100\" cy=\"100\" r=\"96\" fill=\"%1\"/>\n"
           "<circle cx=\"100\" cy=\"100\" r=\"84\" fill=\"none\" stroke=\"%2\" "
           "stroke-width=\"4\"/>\n"_s.arg(
               QLatin1StringView(p.background), QLatin1StringView(p.accent));
    svg += text(100, 124, 68, p.ink, initials.isEmpty() ? u"?"_s : initials, serif);
    svg += u"</svg>\n"_s;
    return svg.toUtf8();
}
