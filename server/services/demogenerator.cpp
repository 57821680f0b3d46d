#include "server/services/demogenerator.h"

#include <QJsonArray>
#include <QTimeZone>
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "common/productcodes.h"
#include "server/services/demovocabulary.h"

using namespace Qt::StringLiterals;
using namespace DemoVocabulary;

namespace {

// A fixed-seed generator with our own range helpers: std::uniform_int_distribution differs
// between standard libraries, std::mt19937's output does not.
class Rng
{
public:
    explicit Rng(std::uint32_t seed)
        : m_engine(seed)
    { }
    int below(int n) { return int(m_engine() % std::uint32_t(n)); }
    int between(int low, int high) { return low + below(high - low + 1); }
    double unit() { return m_engine() / 4294967296.0; }
    bool chance(double p) { return unit() < p; }
    const QString &pick(const QStringList &items) { return items.at(below(int(items.size()))); }
    // A rank in [0, n) with weights ~ 1/(rank+1)^s: a few items are very common.
    int zipf(int n, double s = 1.1)
    {
        const double u = unit();
        // Inverse of the continuous approximation of the Zipf CDF.
        const double x
            = std::pow(1.0 + u * (std::pow(double(n) + 1.0, 1.0 - s) - 1.0), 1.0 / (1.0 - s));
        return std::clamp(int(x) - 1, 0, n - 1);
    }

private:
    std::mt19937 m_engine;
};

// Unique codes from a counter: multiplying by a prime coprime to 10^k permutes [0, 10^k),
// so codes look scattered but never repeat.
QString scattered(qint64 counter, qint64 start, int digits)
{
    qint64 modulus = 1;
    for (int i = 0; i < digits; ++i)
        modulus *= 10;
    // Starting a third of the way in keeps the publisher part of ISBNs off 000...
    return u"%1"_s.arg((modulus / 3 + start + counter * 7919) % modulus, digits, 10, QChar(u'0'));
}

QString withCheckDigit(const QString &digits)
{
    return digits + QString::number(ProductCodes::gs1CheckDigit(digits));
}

// The ISBN as a document would carry it: mostly hyphenated, sometimes plain, sometimes the
// old ISBN-10 form, so the demo exercises normalization.
QString isbnText(const QString &isbn13, int style)
{
    if (style == 0) {
        const QString core = isbn13.mid(3, 9);
        int sum = 0;
        for (int i = 0; i < 9; ++i)
            sum += (core.at(i).unicode() - u'0') * (10 - i);
        const int check = (11 - sum % 11) % 11;
        return core + (check == 10 ? u"X"_s : QString::number(check));
    }
    if (style == 1)
        return isbn13;
    return isbn13.left(3) + u'-' + isbn13.mid(3, 4) + u'-' + isbn13.mid(7, 5) + u'-'
        + isbn13.right(1);
}

// The twelve digits of the n-th book's ISBN-13, distinct for every n. Uzbekistan's group
// 978-9943 leaves five digits, room for 100,000 titles: every further 100,000 Uzbek books take
// the next of the 979-1xxx groups (979 never meets the 978 of the others); 978-5 and 978-0
// leave eight digits, more than any demo size.
QString isbnDigits(qint64 counter, Language language)
{
    if (language != Language::Uzbek)
        return (language == Language::Russian ? u"9785"_s : u"9780"_s)
            + scattered(counter, 31337, 8);
    constexpr qint64 perGroup = 100000;
    const qint64 block = counter / perGroup;
    const QString group
        = block == 0 ? u"9789943"_s : u"9791"_s + u"%1"_s.arg(block, 3, 10, QChar(u'0'));
    return group + scattered(counter % perGroup, 31337, 5);
}

QString timestamp(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODate);
}

struct Context
{
    Rng rng { 20261101u };
    QDateTime catalogDate;
    QJsonArray authors;
    QList<Language> authorLanguages;
    int publisherCount = 0;
    int sellerCount = 0;
    qint64 isbnCounter = 0;
    qint64 barcodeCounter = 0;
};

qint64 popularity(Rng &rng)
{
    return qint64(std::pow(rng.unit(), 4.0) * 20000.0) + rng.below(10);
}

QString createdAt(Context &c)
{
    const qint64 twoYears = 2LL * 365 * 86400;
    return timestamp(c.catalogDate.addSecs(-(qint64(c.rng.unit() * double(twoYears)) + 1)));
}

QJsonObject book(Context &c, qint64 id, QString name, int authorIndex, int category, qint64 pop)
{
    const Language language = c.authorLanguages.at(authorIndex);
    const QString isbn = withCheckDigit(isbnDigits(c.isbnCounter++, language));
    const qint64 price = c.rng.between(15, 250) * 1000;
    QJsonArray tags { languageTag(language) };
    for (const Category &cat : categories()) {
        if (cat.id == category)
            tags.append(cat.tag);
    }
    if (pop > 8000)
        tags.append(u"bestseller"_s);
    QJsonObject o {
        { u"id"_s, id },
        { u"name"_s, name },
        { u"price"_s, price },
        { u"old_price"_s, c.rng.chance(0.3) ? price * c.rng.between(110, 140) / 100000 * 1000 : 0 },
        { u"image"_s, u"/media/covers/book/%1.svg"_s.arg(id) },
        { u"description"_s, c.rng.pick(descriptions(language)) },
        { u"pages"_s, c.rng.between(48, 900) },
        { u"isbn"_s,
            isbnText(isbn,
                language == Language::Uzbek ? 1 + c.rng.below(2)
                    : c.rng.below(10) == 0  ? 0
                                            : 2) },
        { u"author_id"_s, authorIndex + 1 },
        { u"publisher_id"_s, c.rng.between(1, c.publisherCount) },
        { u"seller_id"_s, c.rng.chance(0.15) ? 1 : c.rng.between(1, c.sellerCount) },
        { u"category_id"_s, category },
        { u"stock"_s, c.rng.chance(0.12) ? 0 : c.rng.between(1, 50) },
        { u"active"_s, !c.rng.chance(0.03) },
        { u"tags"_s, tags },
        { u"popularity"_s, pop },
        { u"created_at"_s, createdAt(c) },
    };
    // One generated cover per book, no extra images; the draw for their number stays so
    // that the rest of the demo is unchanged.
    static_cast<void>(c.rng.below(3));
    return o;
}

QString generatedTitle(Context &c, Language language, int category)
{
    const QStringList nonFiction = nonFictionTitles(category, language);
    if (!nonFiction.isEmpty()) {
        const QString stem = c.rng.pick(nonFiction);
        const bool school = category == 18;
        if (!school && !c.rng.chance(0.3))
            return stem;
        const int part = c.rng.between(1, school ? 11 : 3);
        return language == Language::Uzbek
            ? (school ? u"%1. %2-sinf"_s : u"%1. %2-jild"_s).arg(stem).arg(part)
            : language == Language::Russian
            ? (school ? u"%1. %2 класс"_s : u"%1. Том %2"_s).arg(stem).arg(part)
            : (school ? u"%1, Grade %2"_s : u"%1, Volume %2"_s).arg(stem).arg(part);
    }
    const QString adjective = c.rng.pick(titleAdjectives(language));
    const QString noun = c.rng.pick(titleNouns(language));
    const QString other = c.rng.pick(titleNouns(language));
    switch (c.rng.below(4)) {
    case 0:
        return language == Language::English ? u"The %1 %2"_s.arg(adjective, noun)
                                             : adjective + u' ' + noun;
    case 1:
        if (noun != other) {
            const QString joined = language == Language::Uzbek ? u"%1 va %2"_s
                : language == Language::Russian                ? u"%1 и %2"_s
                                                               : u"The %1 and the %2"_s;
            QString title = joined.arg(noun, other);
            title[0] = title.at(0).toUpper();
            return title;
        }
        Q_FALLTHROUGH();
    default: {
        QString title = adjective + u' ' + noun;
        if (c.rng.chance(0.5))
            title += language == Language::Uzbek ? u": %1-kitob"_s.arg(c.rng.between(1, 5))
                : language == Language::Russian  ? u". Книга %1"_s.arg(c.rng.between(1, 5))
                                                 : u": Book %1"_s.arg(c.rng.between(1, 5));
        return title;
    }
    }
}

QJsonObject stationeryItem(Context &c, qint64 id, qint64 &variantId)
{
    const QList<StationeryTemplate> &templates = stationeryTemplates();
    const StationeryTemplate &t = templates.at(c.rng.below(int(templates.size())));
    const QString brand = c.rng.pick(brands());
    const QString name
        = t.numbers.isEmpty() ? t.pattern.arg(brand) : t.pattern.arg(brand, c.rng.pick(t.numbers));
    const qint64 price = c.rng.between(2, 300) * 500;
    const qint64 pop = popularity(c.rng) / 4;
    QJsonArray tags;
    for (const Category &cat : categories()) {
        if (cat.id == t.category)
            tags.append(cat.tag);
    }
    tags.append(brand.toLower());
    const qint64 sellerId = c.rng.chance(0.15) ? 1 : c.rng.between(1, c.sellerCount);
    QJsonObject o {
        { u"id"_s, id },
        { u"name"_s, name },
        { u"price"_s, price },
        { u"old_price"_s, c.rng.chance(0.2) ? price + c.rng.between(1, 10) * 500 : 0 },
        { u"image"_s, u"/media/covers/stationery/%1.svg"_s.arg(id) },
        { u"description"_s, u"%1. %2"_s.arg(name, brand) },
        { u"barcode"_s, withCheckDigit(u"478"_s + scattered(c.barcodeCounter++, 4242, 9)) },
        { u"seller_id"_s, sellerId },
        { u"category_id"_s, t.category },
        { u"stock"_s, c.rng.chance(0.12) ? 0 : c.rng.between(1, 50) },
        { u"active"_s, !c.rng.chance(0.03) },
        { u"tags"_s, tags },
        { u"popularity"_s, pop },
        { u"created_at"_s, createdAt(c) },
    };
    if (t.variants && c.rng.chance(0.4)) {
        QJsonArray variants;
        const QStringList &colours = DemoVocabulary::colours(t.language);
        const int count = c.rng.between(2, 4);
        for (int i = 0; i < count; ++i) {
            variants.append(QJsonObject {
                { u"id"_s, variantId++ },
                { u"name"_s, colours.at(i) },
                { u"barcode"_s, withCheckDigit(u"478"_s + scattered(c.barcodeCounter++, 4242, 9)) },
                { u"price"_s, price },
                { u"stock"_s, c.rng.chance(0.2) ? 0 : c.rng.between(1, 20) },
            });
        }
        o.insert(u"variants"_s, variants);
    }
    return o;
}

} // namespace

QDateTime DemoGenerator::catalogDate()
{
    return QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
}

namespace {

QJsonArray authorsFor(Context &c, int size)
{
    QJsonArray authors;
    for (const Author &author : realAuthors()) {
        authors.append(QJsonObject { { u"id"_s, authors.size() + 1 }, { u"name"_s, author.name } });
        c.authorLanguages.append(author.language);
    }
    // Names from a counter, not at random, so they repeat only once every pool is used up.
    const int generated = std::max(0, size / 25 - int(authors.size()));
    int perLanguage[3] = { 0, 0, 0 };
    for (int i = 0; i < generated; ++i) {
        const Language language = i % 10 < 5 ? Language::Uzbek
            : i % 10 < 8                     ? Language::Russian
                                             : Language::English;
        const int k = perLanguage[int(language)]++;
        const bool female = k % 3 == 1;
        const QStringList &firsts = firstNames(language, female);
        const QStringList &lasts = lastNames(language);
        const qsizetype combos = firsts.size() * lasts.size();
        // (first, last) pairs stay distinct for the first firsts x lasts authors.
        QString last = lasts.at((k / firsts.size() + k % firsts.size()) % lasts.size());
        if (female)
            last = femaleSurname(last, language);
        QString name = firsts.at(k % firsts.size()) + u' ' + last;
        if (k >= combos)
            name += u' ' + QString::number(k / combos + 1);
        authors.append(QJsonObject { { u"id"_s, authors.size() + 1 }, { u"name"_s, name } });
        c.authorLanguages.append(language);
    }
    return authors;
}

QJsonArray searchesFor(int size, const QDateTime &now)
{
    const QStringList &pool = searchQueries();
    Rng rng(77u);
    const int count = std::clamp(size / 40, 200, 3000);
    QList<std::pair<QDateTime, QString>> searches;
    const qint64 week = 7LL * 86400;
    for (int i = 0; i < count; ++i) {
        const QString &text = pool.at(rng.zipf(int(pool.size())));
        searches.append({ now.addSecs(-(qint64(rng.unit() * double(week - 1)) + 1)), text });
    }
    std::stable_sort(searches.begin(), searches.end(),
        [](const auto &a, const auto &b) { return a.first < b.first; });
    QJsonArray result;
    for (const auto &[at, text] : searches)
        result.append(QJsonObject { { u"text"_s, text }, { u"at"_s, timestamp(at) } });
    return result;
}

} // namespace

QJsonObject DemoGenerator::generate(int size, const QDateTime &now)
{
    // As one part would carry them, even when empty.
    QJsonObject document { { u"books"_s, QJsonArray() }, { u"stationery"_s, QJsonArray() } };
    generate(size, now, std::numeric_limits<qsizetype>::max(), [&](const QJsonObject &part) {
        for (auto it = part.constBegin(); it != part.constEnd(); ++it) {
            QJsonArray joined = document.value(it.key()).toArray();
            for (const QJsonValue &value : it.value().toArray())
                joined.append(value);
            document.insert(it.key(), joined);
        }
    });
    return document;
}

void DemoGenerator::generate(int size, const QDateTime &now, qsizetype chunk,
    const std::function<void(const QJsonObject &part)> &part)
{
    size = std::max(size, 1);
    Context c;
    c.catalogDate = catalogDate();

    QJsonArray authors = authorsFor(c, size);

    QJsonArray publishers;
    for (const QString &name : DemoVocabulary::publishers())
        publishers.append(QJsonObject { { u"id"_s, publishers.size() + 1 }, { u"name"_s, name } });
    c.publisherCount = int(publishers.size());

    QJsonArray sellers;
    c.sellerCount = size / 400 + 3;
    const QStringList &names = sellerNames();
    for (int i = 0; i < c.sellerCount; ++i) {
        QString name = names.at(i % names.size());
        if (i >= names.size())
            name += u' ' + cities().at((i / names.size() - 1) % cities().size());
        if (i >= names.size() * (cities().size() + 1))
            name += u" #"_s + QString::number(i);
        const int id = i + 1;
        sellers.append(QJsonObject {
            { u"id"_s, id },
            { u"name"_s, name },
            { u"logo"_s, u"/media/sellers/%1.svg"_s.arg(id) },
            { u"rating"_s, c.rng.between(35, 50) / 10.0 },
            { u"qr_token"_s, u"s%1-%2"_s.arg(id).arg(c.rng.below(0x10000), 4, 16, QChar(u'0')) },
        });
    }

    QJsonArray categoryArray;
    for (const Category &category : DemoVocabulary::categories()) {
        categoryArray.append(QJsonObject {
            { u"id"_s, category.id },
            { u"name"_s, category.name },
            { u"type"_s, category.book ? u"book"_s : u"stationery"_s },
            { u"parent_id"_s, category.parent ? QJsonValue(category.parent) : QJsonValue() },
        });
    }

    part(QJsonObject {
        { u"authors"_s, authors },
        { u"publishers"_s, publishers },
        { u"sellers"_s, sellers },
        { u"categories"_s, categoryArray },
        { u"searches"_s, searchesFor(size, now) },
    });
    authors = {};

    // Fiction sells most; weights per leaf category of generated books.
    static const int bookCategories[] = { 2, 3, 4, 5, 6, 8, 9, 11, 12, 13, 15, 16, 17, 18 };
    static const int weights[] = { 20, 8, 8, 10, 8, 6, 4, 4, 4, 3, 4, 4, 5, 8 };
    const int weightSum = 96;

    const int bookCount = std::max(1, size * 7 / 10);
    QJsonArray books;
    qint64 booksMade = 0; // in earlier parts and this one
    const auto flush = [&](const QString &key, QJsonArray &items, bool last) {
        if (!items.isEmpty() && (last || items.size() >= chunk)) {
            part(QJsonObject { { key, items } });
            items = {};
        }
    };
    for (const Classic &classic : classics()) {
        if (booksMade >= bookCount)
            break;
        const qint64 id = ++booksMade;
        books.append(book(
            c, id, classic.title, classic.author, classic.category, 10000 + c.rng.below(10000)));
    }
    // Invented titles go to invented authors; real authors get new editions of their classics.
    const int realCount = int(realAuthors().size());
    const int inventedCount = int(c.authorLanguages.size()) - realCount;
    while (booksMade < bookCount) {
        flush(u"books"_s, books, false);
        const qint64 id = ++booksMade;
        if (c.rng.chance(0.04) || inventedCount <= 0) {
            const Classic &classic = classics().at(c.rng.zipf(int(classics().size())));
            const Language language = c.authorLanguages.at(classic.author);
            const QString edition = language == Language::Uzbek ? u" (yangi nashr)"_s
                : language == Language::Russian ? u" (подарочное издание)"_s
                                                : u" (illustrated edition)"_s;
            books.append(book(c, id, classic.title + edition, classic.author, classic.category,
                popularity(c.rng)));
            continue;
        }
        const int authorIndex = realCount + c.rng.zipf(inventedCount, 0.8);
        int pick = c.rng.below(weightSum), category = bookCategories[0];
        for (int i = 0; i < 14; pick -= weights[i++]) {
            if (pick < weights[i]) {
                category = bookCategories[i];
                break;
            }
        }
        const QString title = generatedTitle(c, c.authorLanguages.at(authorIndex), category);
        books.append(book(c, id, title, authorIndex, category, popularity(c.rng)));
    }

    flush(u"books"_s, books, true);

    QJsonArray stationery;
    qint64 variantId = 1;
    for (int i = 0; i < size - bookCount; ++i) {
        stationery.append(stationeryItem(c, i + 1, variantId));
        flush(u"stationery"_s, stationery, false);
    }
    flush(u"stationery"_s, stationery, true);
}
