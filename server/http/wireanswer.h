#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <array>
#include <charconv>
#include <cstring>

// An answer already in wire form, written with one writev and no HttpResponse built: a cache
// hit (RequestPipeline::answerHit). The status line and the entry's own fields are shared
// bytes, the fields of this request (limits, max-age, length) are formatted into a fixed
// buffer; HttpConnection adds its Connection field and the empty line, then the body.
struct WireAnswer
{
    QByteArrayView statusLine; // static storage, ends in CRLF
    QByteArray entryFields; // the cache entry's fields, each ending in CRLF
    std::array<char, 1024> fields; // this request's fields
    qsizetype fieldsSize = 0;
    QByteArray body; // empty for a 304 and a HEAD request

    // The fields of a hit take under 500 bytes (ten fields of numbers at most 20 digits):
    // the buffer always has room for them and the connection's own field.
    void append(QByteArrayView text)
    {
        Q_ASSERT(fieldsSize + text.size() <= qsizetype(fields.size()));
        std::memcpy(fields.data() + fieldsSize, text.data(), size_t(text.size()));
        fieldsSize += text.size();
    }
    void appendNumber(qint64 value);
};

inline void WireAnswer::appendNumber(qint64 value)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    append(QByteArrayView(digits, end - digits));
}
