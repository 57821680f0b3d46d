#include "server/storage/copyrows.h"

#include <QVariant>
#include <algorithm>
#include <optional>

#include "server/storage/postgresconnection.h"
#include "server/storage/sqlerrorcause.h"
#include "server/storage/storageerror.h"

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace CopyRows {

namespace {

void appendText(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    if (!utf8.contains('\\') && !utf8.contains('\t') && !utf8.contains('\n')
        && !utf8.contains('\r')) {
        out += utf8;
        return;
    }
    for (const char c : utf8) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
}

void appendValue(QByteArray &out, const QVariant &value)
{
    if (value.isNull()) {
        out += "\\N";
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Bool:
        out += value.toBool() ? 't' : 'f';
        break;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
        out += QByteArray::number(value.toLongLong());
        break;
    case QMetaType::Double:
        out += QByteArray::number(value.toDouble(), 'g', 17);
        break;
    default:
        appendText(out, value.toString());
    }
}

StorageError failure(const PGresult *result, PGconn *connection, const QString &statement)
{
    const char *state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    QString message
        = result ? QString::fromUtf8(PQresultErrorMessage(result)).trimmed() : QString();
    if (message.isEmpty())
        message = QString::fromUtf8(PQerrorMessage(connection)).trimmed();
    return StorageError(u"SQL error: %1 [%2]"_s.arg(message, statement),
        Sql::causeOf(state ? QString::fromLatin1(state) : QString()));
}

} // namespace

QByteArray text(const QVariantList &values, qsizetype width)
{
    QByteArray out;
    out.reserve(values.size() * 12);
    for (qsizetype i = 0; i < values.size(); ++i) {
        appendValue(out, values.at(i));
        out += (i + 1) % width == 0 ? '\n' : '\t';
    }
    return out;
}

void copy(const QSqlDatabase &db, const QString &target, const QByteArray &rows)
{
    const QString statement = u"COPY %1 FROM STDIN"_s.arg(target);
    PGconn *connection = PostgresConnection::handle(db);
    if (connection == nullptr)
        throw StorageError(u"COPY needs an open PostgreSQL connection [%1]"_s.arg(statement));

    PGresult *started = PQexec(connection, statement.toUtf8().constData());
    if (PQresultStatus(started) != PGRES_COPY_IN) {
        const StorageError error = failure(started, connection, statement);
        PQclear(started);
        throw error;
    }
    PQclear(started);
    // Blocking mode: each call returns once libpq has sent the piece or failed.
    constexpr qsizetype piece = 1 << 20;
    bool sent = true;
    for (qsizetype from = 0; sent && from < rows.size(); from += piece) {
        const int size = int(std::min(piece, rows.size() - from));
        sent = PQputCopyData(connection, rows.constData() + from, size) == 1;
    }
    const bool ended = PQputCopyEnd(connection, sent ? nullptr : "the rows were not sent") == 1;
    std::optional<StorageError> error;
    if (!sent || !ended)
        error = failure(nullptr, connection, statement);
    // The command's result, then the end of results: the connection is idle again.
    while (PGresult *result = PQgetResult(connection)) {
        const ExecStatusType status = PQresultStatus(result);
        if (!error && status != PGRES_COMMAND_OK)
            error = failure(result, connection, statement);
        PQclear(result);
        // Still copying means the end was not sent (the connection was lost): libpq answers so
        // until it is, so a bad connection ends the wait rather than loop forever.
        if (status == PGRES_COPY_IN
            && (PQstatus(connection) == CONNECTION_BAD
                || PQputCopyEnd(connection, "the rows were not sent") != 1))
            break;
    }
    if (error)
        throw *error;
}

} // namespace CopyRows
