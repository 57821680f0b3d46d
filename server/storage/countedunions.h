#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <bitset>

#include "server/domain/searchtext.h"

// Sets of search terms whose matching products search_prefix_counts counts ahead
// (SearchPrefixCounts: the one-letter searches, and the common words with their forms, other
// script and typos), and for an index token, the sets it meets as one of their terms: the
// token equal to an exact term, or starting with a prefix term. A bulk load asks this of every
// token of every product, so the short tokens (all a letter's terms) are looked up packed.
class CountedUnions final
{
public:
    static constexpr qsizetype most = 192;
    using Set = std::bitset<most>;

    // Adds a union of terms; returns its position (its bit in meets()), or -1 when full.
    qsizetype add(const QList<SearchText::Term> &terms);
    qsizetype size() const { return m_size; }
    // ORs the unions the token meets into `unions`.
    void meet(QStringView token, Set *unions) const;

    // The terms as a set, as text: what they match, whatever their order and ranks. Keys the
    // counts' rows, so termsOfKey() reads it back.
    static QString key(const QList<SearchText::Term> &terms);
    static QList<SearchText::Term> termsOfKey(QStringView key);

private:
    QHash<quint64, Set> m_shortExact; // packed token -> unions
    QHash<quint64, Set> m_shortPrefixes;
    qsizetype m_longestShortPrefix = 0;
    QHash<QString, Set> m_longExact;
    // Longer prefix terms, by their first three units: (term, unions).
    QHash<quint64, QList<std::pair<QString, Set>>> m_longPrefixes;
    qsizetype m_size = 0;
};
