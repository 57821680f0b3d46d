#include "server/storage/countedunions.h"

#include <QStringList>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype packedUnits = 3;
constexpr QChar separator { 0x0001 };

// A token of up to three UTF-16 units as one number (its length in the top bits), or 0.
quint64 packed(QStringView token)
{
    if (token.isEmpty() || token.size() > packedUnits)
        return 0;
    quint64 key = quint64(token.size()) << 48;
    for (qsizetype i = 0; i < token.size(); ++i)
        key |= quint64(token.at(i).unicode()) << (16 * (2 - i));
    return key;
}

} // namespace

qsizetype CountedUnions::add(const QList<SearchText::Term> &terms)
{
    if (m_size == most)
        return -1;
    const qsizetype position = m_size++;
    for (const SearchText::Term &term : terms) {
        const QString &token = term.token;
        if (token.isEmpty())
            continue;
        if (token.size() <= packedUnits) {
            (term.prefix ? m_shortPrefixes : m_shortExact)[packed(token)].set(position);
            if (term.prefix)
                m_longestShortPrefix = std::max(m_longestShortPrefix, token.size());
        } else if (!term.prefix) {
            m_longExact[token].set(position);
        } else {
            QList<std::pair<QString, Set>> &sameStart
                = m_longPrefixes[packed(QStringView(token).left(packedUnits))];
            const auto known = std::find_if(sameStart.begin(), sameStart.end(),
                [&token](const auto &entry) { return entry.first == token; });
            if (known == sameStart.end())
                sameStart.append({ token, Set().set(position) });
            else
                known->second.set(position);
        }
    }
    return position;
}

void CountedUnions::meet(QStringView token, Set *unions) const
{
    if (token.size() <= packedUnits) {
        if (const auto it = m_shortExact.constFind(packed(token)); it != m_shortExact.cend())
            *unions |= it.value();
    } else if (!m_longExact.isEmpty()) {
        // (Qt 6.4's QHash has no lookup by a view: the token is a whole string already.)
        if (const auto it = m_longExact.constFind(token.toString()); it != m_longExact.cend())
            *unions |= it.value();
    }
    for (qsizetype length = 1; length <= std::min(m_longestShortPrefix, token.size()); ++length) {
        const auto it = m_shortPrefixes.constFind(packed(token.left(length)));
        if (it != m_shortPrefixes.cend())
            *unions |= it.value();
    }
    if (m_longPrefixes.isEmpty() || token.size() <= packedUnits)
        return;
    const auto it = m_longPrefixes.constFind(packed(token.left(packedUnits)));
    if (it == m_longPrefixes.cend())
        return;
    for (const auto &[prefix, prefixUnions] : it.value()) {
        if (token.startsWith(prefix))
            *unions |= prefixUnions;
    }
}

QString CountedUnions::key(const QList<SearchText::Term> &terms)
{
    QStringList parts;
    for (const SearchText::Term &term : terms)
        parts << (term.prefix ? u"*"_s : u"="_s) + term.token;
    parts.sort();
    parts.removeDuplicates();
    return parts.join(separator);
}

QList<SearchText::Term> CountedUnions::termsOfKey(QStringView key)
{
    QList<SearchText::Term> terms;
    for (const QStringView part : key.split(separator, Qt::SkipEmptyParts)) {
        if (part.size() > 1)
            terms.append({ part.mid(1).toString(), part.front() == u'*', SearchText::Exact });
    }
    return terms;
}
