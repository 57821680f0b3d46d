#include "server/domain/jsonwriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <charconv>
#include <cmath>

namespace {

char hexDigit(uint digit)
{
    return char(digit < 10 ? '0' + digit : 'a' + digit - 10);
}

// Room for `extra` more bytes at the end of `out`, growing by doubling (a reserve() of the
// exact size each time would copy the whole answer once per value); returns where they start.
// The caller truncates to what it wrote.
char *grow(QByteArray &out, qsizetype extra)
{
    const qsizetype size = out.size();
    if (out.capacity() < size + extra)
        out.reserve(std::max(size + extra, 2 * out.capacity()));
    out.resize(size + extra);
    return out.data() + size;
}

} // namespace

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first)
        m_out.append(',');
    m_first = false;
}

void JsonWriter::beginObject()
{
    separate();
    m_out.append('{');
    m_first = true;
}

void JsonWriter::endObject()
{
    m_out.append('}');
    m_first = false;
}

void JsonWriter::beginArray()
{
    separate();
    m_out.append('[');
    m_first = true;
}

void JsonWriter::endArray()
{
    m_out.append(']');
    m_first = false;
}

void JsonWriter::key(QLatin1StringView name)
{
    separate();
    m_out.append('"');
    m_out.append(name.data(), name.size());
    m_out.append("\":", 2);
    m_afterKey = true;
}

void JsonWriter::value(qint64 number)
{
    separate();
    char digits[24];
    const auto written = std::to_chars(std::begin(digits), std::end(digits), number);
    m_out.append(digits, written.ptr - digits);
}

void JsonWriter::value(bool flag)
{
    separate();
    if (flag)
        m_out.append("true", 4);
    else
        m_out.append("false", 5);
}

void JsonWriter::null()
{
    separate();
    m_out.append("null", 4);
}

void JsonWriter::value(QStringView text)
{
    separate();
    m_out.append('"');
    escaped(text);
    m_out.append('"');
}

void JsonWriter::value(QLatin1StringView text)
{
    value(QString(text));
}

// As QJsonDocument: '"', '\\' and control characters escaped (\b \f \n \r \t, others \u00XX),
// everything else as UTF-8; a lone surrogate, which UTF-8 cannot hold, as \uXXXX.
void JsonWriter::escaped(QStringView text)
{
    // At most 6 bytes per UTF-16 unit (\u00XX, or a lone surrogate's \uXXXX).
    char *out = grow(m_out, text.size() * 6);
    const char16_t *in = text.utf16();
    const char16_t *const end = in + text.size();
    while (in != end) {
        const char16_t unit = *in++;
        if (unit < 0x80) {
            if (unit >= 0x20 && unit != u'"' && unit != u'\\') {
                *out++ = char(unit);
                continue;
            }
            *out++ = '\\';
            switch (unit) {
            case u'"':
                *out++ = '"';
                break;
            case u'\\':
                *out++ = '\\';
                break;
            case u'\b':
                *out++ = 'b';
                break;
            case u'\f':
                *out++ = 'f';
                break;
            case u'\n':
                *out++ = 'n';
                break;
            case u'\r':
                *out++ = 'r';
                break;
            case u'\t':
                *out++ = 't';
                break;
            default:
                *out++ = 'u';
                *out++ = '0';
                *out++ = '0';
                *out++ = hexDigit(unit >> 4);
                *out++ = hexDigit(unit & 0xf);
            }
        } else if (unit < 0x800) {
            *out++ = char(0xc0 | (unit >> 6));
            *out++ = char(0x80 | (unit & 0x3f));
        } else if (!QChar::isSurrogate(unit)) {
            *out++ = char(0xe0 | (unit >> 12));
            *out++ = char(0x80 | ((unit >> 6) & 0x3f));
            *out++ = char(0x80 | (unit & 0x3f));
        } else if (QChar::isHighSurrogate(unit) && in != end && QChar::isLowSurrogate(*in)) {
            const char32_t point = QChar::surrogateToUcs4(unit, *in++);
            *out++ = char(0xf0 | (point >> 18));
            *out++ = char(0x80 | ((point >> 12) & 0x3f));
            *out++ = char(0x80 | ((point >> 6) & 0x3f));
            *out++ = char(0x80 | (point & 0x3f));
        } else {
            *out++ = '\\';
            *out++ = 'u';
            *out++ = hexDigit(unit >> 12);
            *out++ = hexDigit((unit >> 8) & 0xf);
            *out++ = hexDigit((unit >> 4) & 0xf);
            *out++ = hexDigit(unit & 0xf);
        }
    }
    m_out.truncate(out - m_out.constData());
}

void JsonWriter::value(const QJsonValue &json)
{
    switch (json.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        null();
        break;
    case QJsonValue::Bool:
        value(json.toBool());
        break;
    case QJsonValue::Double: {
        // QJsonValue keeps a double that is a whole number in range as an integer, and
        // QJsonDocument writes it as one; other doubles in their shortest form, non-finite
        // ones as null.
        const double number = json.toDouble();
        const qint64 integer = json.toInteger();
        if (double(integer) == number) {
            value(integer);
        } else if (std::isfinite(number)) {
            separate();
            m_out.append(QByteArray::number(number, 'g', QLocale::FloatingPointShortest));
        } else {
            null();
        }
        break;
    }
    case QJsonValue::String:
        value(json.toString());
        break;
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue &item : json.toArray())
            value(item);
        endArray();
        break;
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = json.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            separate();
            m_out.append('"');
            escaped(it.key());
            m_out.append("\":", 2);
            m_afterKey = true;
            value(it.value());
        }
        endObject();
        break;
    }
    }
}

void JsonWriter::raw(QByteArrayView json)
{
    separate();
    m_out.append(json.data(), json.size());
}

QByteArray JsonWriter::of(const QJsonValue &json)
{
    JsonWriter writer;
    writer.value(json);
    return writer.take();
}
