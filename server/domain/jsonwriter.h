#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QStringView>

#include <QLatin1StringView>

// Compact JSON written straight into bytes, for answers too large to build as QJsonObjects
// first (a feed page of 1,000 products, contract §13: building and then writing the objects
// was most of the page's time). It writes exactly what QJsonDocument::toJson(Compact) writes
// for the same values — the same escapes, UTF-8, integral numbers as integers — so an
// answer's bytes (and its ETag) do not depend on which of the two wrote it. Keys are written
// in the order given: a caller that wants QJsonObject's order gives them sorted.
class JsonWriter final
{
public:
    JsonWriter() = default;

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // A key of the object being written; the next value is its value. Keys are ASCII names.
    void key(QLatin1StringView name);

    void value(qint64 number);
    void value(int number) { value(qint64(number)); }
    void value(bool flag);
    void value(QStringView text);
    void value(const QString &text) { value(QStringView(text)); }
    void value(QLatin1StringView text);
    void value(const char *) = delete; // would be a bool: say QLatin1StringView
    void null();
    // Any JSON value, as QJsonDocument writes it.
    void value(const QJsonValue &json);
    // A value already written as JSON (by another JsonWriter): copied as it is.
    void raw(QByteArrayView json);

    void reserve(qsizetype bytes) { m_out.reserve(bytes); }
    const QByteArray &bytes() const { return m_out; }
    QByteArray take() { return std::move(m_out); }

    // A value's JSON on its own.
    static QByteArray of(const QJsonValue &json);

private:
    // Before any value and before a key: the comma after the previous one.
    void separate();
    void escaped(QStringView text);

    QByteArray m_out;
    bool m_first = true; // nothing written yet in the open object or array
    bool m_afterKey = false;
};
