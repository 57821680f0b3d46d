#include "server/http/strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QList>
#include <QSet>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr int maximumDepth = 64;

// A recursive-descent syntax check of RFC 8259 that remembers what QJsonDocument cannot tell:
// duplicated keys and the spans of numbers beyond double range.
class Scanner
{
public:
    explicit Scanner(const QByteArray &text)
        : m_text(text)
    { }

    bool document()
    {
        skipSpace();
        if (peek() != '{')
            return fail(u"The body must be a JSON object."_s);
        if (!value(0))
            return false;
        skipSpace();
        return m_at == m_text.size() || fail(u"Unexpected data after the JSON object."_s);
    }

    QString error;
    QList<std::pair<qsizetype, qsizetype>> hugeNumbers; // start, length

private:
    char peek() const { return m_at < m_text.size() ? m_text.at(m_at) : '\0'; }
    bool fail(const QString &message)
    {
        if (error.isEmpty())
            error = message;
        return false;
    }
    void skipSpace()
    {
        while (m_at < m_text.size()) {
            const char c = m_text.at(m_at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++m_at;
        }
    }
    bool literal(const char *word)
    {
        const QByteArrayView expected(word);
        if (QByteArrayView(m_text).sliced(m_at).startsWith(expected)) {
            m_at += expected.size();
            return true;
        }
        return fail(u"The body is not valid JSON."_s);
    }

    bool value(int depth)
    {
        if (depth > maximumDepth)
            return fail(u"The JSON body is nested too deeply."_s);
        skipSpace();
        switch (peek()) {
        case '{':
            return object(depth);
        case '[':
            return array(depth);
        case '"':
            return string(nullptr);
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

    bool object(int depth)
    {
        QSet<QString> keys;
        return sequence('}', [&] {
            skipSpace();
            QString key;
            if (peek() != '"' || !string(&key))
                return fail(u"The body is not valid JSON."_s);
            if (keys.contains(key))
                return fail(u"The JSON object has the key \"%1\" twice."_s.arg(key.left(64)));
            keys.insert(key);
            skipSpace();
            if (peek() != ':')
                return fail(u"The body is not valid JSON."_s);
            ++m_at;
            return value(depth + 1);
        });
    }

    bool array(int depth)
    {
        return sequence(']', [&] { return value(depth + 1); });
    }

    // An object's members or an array's elements, from the opening bracket to `close`: each
    // read by element(), separated by commas.
    template<typename Element> bool sequence(char close, Element element)
    {
        ++m_at; // { or [
        skipSpace();
        if (peek() == close) {
            ++m_at;
            return true;
        }
        while (true) {
            if (!element())
                return false;
            skipSpace();
            if (peek() == ',') {
                ++m_at;
                continue;
            }
            if (peek() == close) {
                ++m_at;
                return true;
            }
            return fail(u"The body is not valid JSON."_s);
        }
    }

    // Checks a string and, for keys, decodes it (so "a" and "\u0061" are the same key).
    bool string(QString *decoded)
    {
        const qsizetype start = ++m_at; // opening quote
        bool escaped = false;
        while (m_at < m_text.size()) {
            const auto c = static_cast<unsigned char>(m_text.at(m_at));
            if (c < 0x20)
                return fail(u"The body is not valid JSON."_s);
            if (c == '\\') {
                escaped = true;
                m_at += 2;
                continue;
            }
            if (c == '"') {
                const QByteArray raw = m_text.mid(start - 1, m_at - start + 2);
                ++m_at;
                if (!escaped) {
                    if (decoded)
                        *decoded = QString::fromUtf8(raw.mid(1, raw.size() - 2));
                    return true;
                }
                // Let Qt decode the escapes (and reject bad ones) on this one string.
                const QJsonDocument single = QJsonDocument::fromJson('[' + raw + ']');
                if (!single.isArray())
                    return fail(u"The body is not valid JSON."_s);
                const QString text = single.array().first().toString();
                // Valid JSON, but PostgreSQL's text cannot hold it (SQLite's can): refused on
                // both engines alike, before it could fail a write in the database.
                if (text.contains(QChar(0)))
                    return fail(
                        u"Text in the body must not contain the NUL character (\\u0000)."_s);
                if (decoded)
                    *decoded = text;
                return true;
            }
            ++m_at;
        }
        return fail(u"The body is not valid JSON."_s);
    }

    bool number()
    {
        const qsizetype start = m_at;
        if (peek() == '-')
            ++m_at;
        const auto digits = [this] {
            const qsizetype from = m_at;
            while (peek() >= '0' && peek() <= '9')
                ++m_at;
            return m_at - from;
        };
        const qsizetype integerDigits = digits();
        if (integerDigits == 0 || (integerDigits > 1 && m_text.at(m_at - integerDigits) == '0'))
            return fail(u"The body is not valid JSON."_s);
        if (peek() == '.') {
            ++m_at;
            if (digits() == 0)
                return fail(u"The body is not valid JSON."_s);
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_at;
            if (peek() == '+' || peek() == '-')
                ++m_at;
            if (digits() == 0)
                return fail(u"The body is not valid JSON."_s);
        }
        // Locale-independent, unlike strtod; overflow gives !ok or an infinity.
        bool ok = false;
        const double parsed = m_text.mid(start, m_at - start).toDouble(&ok);
        if (!ok || std::isinf(parsed))
            hugeNumbers.append({ start, m_at - start });
        return true;
    }

    const QByteArray &m_text;
    qsizetype m_at = 0;
};

} // namespace

StrictJson::Result StrictJson::parseObject(const QByteArray &body)
{
    Scanner scanner(body);
    if (!scanner.document())
        return { std::nullopt, scanner.error };
    QByteArray text = body;
    // Back to front, so earlier spans keep their offsets.
    for (auto it = scanner.hugeNumbers.crbegin(); it != scanner.hugeNumbers.crend(); ++it)
        text.replace(it->first, it->second, "\"out of range\"");
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return { std::nullopt, u"The body is not valid JSON."_s };
    return { document.object(), {} };
}
