#include "net/apiresult.h"

#include <QCoreApplication>
#include <QStringBuilder>
#include <QStringList>

using namespace Qt::StringLiterals;

QString ApiResult::kindText(Kind kind)
{
    switch (kind) {
    case Kind::Ok:
        return QCoreApplication::translate("ApiResult", "OK");
    case Kind::NotModified:
        return QCoreApplication::translate("ApiResult", "Not modified");
    case Kind::RateLimited:
        return QCoreApplication::translate("ApiResult", "Rate limited");
    case Kind::Unauthorized:
        return QCoreApplication::translate("ApiResult", "Unauthorized");
    case Kind::Forbidden:
        return QCoreApplication::translate("ApiResult", "Forbidden");
    case Kind::IpNotAllowed:
        return QCoreApplication::translate("ApiResult", "Address not allowed");
    case Kind::NotFound:
        return QCoreApplication::translate("ApiResult", "Not found");
    case Kind::Validation:
        return QCoreApplication::translate("ApiResult", "Invalid request");
    case Kind::Conflict:
        return QCoreApplication::translate("ApiResult", "Conflict");
    case Kind::Network:
        return QCoreApplication::translate("ApiResult", "Network error");
    case Kind::Timeout:
        return QCoreApplication::translate("ApiResult", "Timed out");
    case Kind::Server:
        return QCoreApplication::translate("ApiResult", "Server error");
    case Kind::Parse:
        return QCoreApplication::translate("ApiResult", "Unexpected answer");
    case Kind::Cancelled:
        return QCoreApplication::translate("ApiResult", "Cancelled");
    }
    return {};
}

namespace {

// "Title (978…): 3 on the document, 1 in stock" per line the refusal names.
QString linesText(const QList<ApiProblemLine> &lines)
{
    QStringList out;
    for (const ApiProblemLine &line : lines) {
        const QString product = line.name.isEmpty()
            ? line.code
            : QCoreApplication::translate("ApiResult", "%1 (%2)").arg(line.name, line.code);
        out << (line.currentStock
                ? QCoreApplication::translate("ApiResult", "• %1: %2 on the document, %3 in stock")
                      .arg(product)
                      .arg(line.quantity)
                      .arg(*line.currentStock)
                : QCoreApplication::translate("ApiResult", "• %1: %2 on the document")
                      .arg(product)
                      .arg(line.quantity));
    }
    return out.join(u'\n');
}

QString fieldsText(const QMap<QString, QString> &fields)
{
    QStringList parts;
    for (auto it = fields.cbegin(); it != fields.cend(); ++it)
        parts << it.key() % u": "_s % it.value();
    return parts.join(u"; "_s);
}

} // namespace

QString ApiResult::message() const
{
    switch (m_kind) {
    case Kind::Ok:
        return tr("Done.");
    case Kind::NotModified:
        return tr("Up to date (served from the local cache).");
    case Kind::RateLimited:
        if (m_retryAfter >= 0)
            return QCoreApplication::translate("ApiResult",
                "Too many requests. Try again in %n second(s).", nullptr, m_retryAfter);
        return tr("Too many requests. Try again later.");
    case Kind::Unauthorized:
        // 401: no app ID or secret reached the server; nothing was refused.
        return tr("No secret was sent: this connection has no secret for its key. Enter the "
                  "secret (Connect…).");
    case Kind::Forbidden:
        return tr("The server refused the key: it is wrong, revoked, or lacks the needed "
                  "permission. Check the key (Connect…) or ask for a new one.");
    case Kind::IpNotAllowed:
        return tr("This key may not be used from this computer's network address.");
    case Kind::NotFound:
        return tr("Not found on the server.");
    case Kind::Validation:
        return validationMessage();
    case Kind::Conflict:
        return conflictMessage();
    case Kind::Network:
        return tr("Cannot reach the server.");
    case Kind::Timeout:
        return tr("The server did not answer in time.");
    case Kind::Server:
        return tr("The server had a problem (HTTP %1). Try again later.").arg(m_httpStatus);
    case Kind::Parse:
        return tr("The server's answer was not understood. Is this a catalog server?");
    case Kind::Cancelled:
        return tr("The request was cancelled.");
    }
    return {};
}

QString ApiResult::validationMessage() const
{
    const QString code = m_errorCode;
    if (code == "stock_would_be_negative"_L1 && !m_lines.isEmpty())
        return tr("Nothing was posted: these lines would take the stock below 0. Take them "
                  "back or correct the stock first:")
            % u'\n' % linesText(m_lines);
    if (code == "stock_out_of_range"_L1 && !m_lines.isEmpty())
        return tr("Nothing was posted: these lines would take the stock above 1,000,000,000:")
            % u'\n' % linesText(m_lines);
    if (code == "stock_would_be_negative"_L1)
        return m_currentStock ? tr("The stock would go below 0: it is %1 now.").arg(*m_currentStock)
                              : tr("The stock would go below 0.");
    if (code == "stock_out_of_range"_L1)
        return m_currentStock
            ? tr("The stock would go above 1,000,000,000: it is %1 now.").arg(*m_currentStock)
            : tr("The stock would go above 1,000,000,000.");
    if (code == "line_would_be_negative"_L1)
        return tr("The line cannot go below 0: more would be taken back than was scanned.");
    if (code == "has_variants"_L1)
        return m_variants.isEmpty()
            ? tr("This product has variants: scan the barcode of the variant itself.")
            : tr("This product has variants: scan the barcode of the variant itself (%1).")
                  .arg(m_variants.join(u", "_s));
    if (code == "too_many_open_documents"_L1)
        return tr("Too many deliveries and returns are open: post or cancel one first.");
    if (code == "too_many_open_counts"_L1)
        return tr("Too many counts are open: apply or cancel one first.");
    if (code == "too_many_lines"_L1)
        return tr("This document has as many lines as it may have: post it and start another.");
    if (code == "outside_count"_L1)
        return tr("This product is outside the count's type or category.");
    if (code == "idempotency_key_reused"_L1)
        return tr("The server already had another request under the same key. Try again.");
    const QString fields = fieldsText(m_fields);
    if (!fields.isEmpty())
        return tr("The server rejected the request: %1").arg(fields);
    if (!m_serverMessage.isEmpty())
        return tr("The server rejected the request: %1").arg(m_serverMessage);
    return tr("The server rejected the request.");
}

QString ApiResult::conflictMessage() const
{
    const QString code = m_errorCode;
    if (code == "idempotency_in_progress"_L1)
        return tr("The same change is still being processed. It will be retried.");
    if (m_currentStock)
        return tr("The stock was changed meanwhile; it is now %1.").arg(*m_currentStock);
    if (code == "document_closed"_L1)
        return tr("This document is no longer open: it was posted or cancelled (perhaps on "
                  "another console). Refresh to see it.");
    if (code == "count_closed"_L1)
        return tr("This count is no longer open: it was applied or cancelled (perhaps on "
                  "another console). Refresh to see it.");
    if (code == "order_closed"_L1)
        return tr("This order takes no more deliveries: it is received, closed or cancelled.");
    if (code == "order_received"_L1)
        return tr("Goods of this order were received already: close it instead of cancelling.");
    if (code == "supplier_exists"_L1)
        return tr("A supplier with this name exists already.");
    if (code == "code_exists"_L1)
        return tr("A product with this code exists already.");
    if (!m_serverMessage.isEmpty())
        return tr("The server refused the change: %1").arg(m_serverMessage);
    return tr("The server refused the change: it conflicts with the current data.");
}
