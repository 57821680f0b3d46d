#include "server/services/scanrequest.h"

#include "common/productcodes.h"
#include "server/services/bodyreader.h"

using namespace Qt::StringLiterals;

ScanRequest ScanRequest::parse(const QJsonObject &body)
{
    BodyReader reader(body);
    ScanRequest request;
    request.code = ProductCodes::stripSeparators(reader.text(u"code"_s, maximumCodeLength, true));
    request.isbn13 = ProductCodes::normalizeIsbn(ProductCodes::stripPriceAddOn(request.code));
    if (reader.has(u"quantity"_s)) {
        request.quantity
            = reader.integer(u"quantity"_s, -maximumQuantity, maximumQuantity).value_or(1);
        if (request.quantity == 0)
            reader.report(
                u"quantity"_s, u"must not be 0 (a negative quantity takes back a mis-scan)"_s);
    }
    reader.finish();
    return request;
}
