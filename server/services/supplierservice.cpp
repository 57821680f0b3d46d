#include "server/services/supplierservice.h"

#include "server/domain/domainerror.h"
#include "server/services/bodyreader.h"
#include "server/storage/supplierrepository.h"

using namespace Qt::StringLiterals;

SupplierRepository::Fields SupplierService::parse(const QJsonObject &body, bool create)
{
    BodyReader reader(body);
    SupplierRepository::Fields fields;
    if (create || reader.has(u"name"_s))
        fields.name = reader.text(u"name"_s, 120, true);
    const std::pair<QString, qsizetype> optional[]
        = { { u"phone"_s, 40 }, { u"email"_s, 200 }, { u"note"_s, 500 } };
    for (const auto &[field, maximum] : optional) {
        if (!reader.has(field))
            continue;
        const QString text = reader.text(field, maximum, false);
        (field == "phone"_L1          ? fields.phone
                : field == "email"_L1 ? fields.email
                                      : fields.note)
            = text;
    }
    reader.finish();
    return fields;
}

SupplierService::SupplierService(QSqlDatabase db, qint64 sellerId)
    : m_db(std::move(db))
    , m_sellerId(sellerId)
{ }

void SupplierService::checkNameFree(const QString &name, std::optional<qint64> self) const
{
    const auto existing = SupplierRepository(m_db).idNamed(m_sellerId, name);
    if (existing && existing != self) {
        throw DomainError { DomainError::Kind::Conflict, u"supplier_exists"_s,
            u"This seller already has a supplier named \"%1\"."_s.arg(name.simplified()), {},
            { { u"supplier_id"_s, *existing } }, {} };
    }
}

QJsonObject SupplierService::create(const SupplierRepository::Fields &fields) const
{
    checkNameFree(fields.name, std::nullopt);
    const SupplierRepository suppliers(m_db);
    return *suppliers.find(m_sellerId, suppliers.create(m_sellerId, fields));
}

QJsonObject SupplierService::update(qint64 id, const SupplierRepository::Fields &fields) const
{
    const SupplierRepository suppliers(m_db);
    if (!suppliers.find(m_sellerId, id))
        throw DomainError::notFound(u"No such supplier of this seller."_s);
    if (!fields.name.isNull())
        checkNameFree(fields.name, id);
    suppliers.update(id, fields);
    return *suppliers.find(m_sellerId, id);
}

ListPage SupplierService::list(const QString &q, qint64 page, int perPage) const
{
    return ListPage::of(
        SupplierRepository(m_db).list(m_sellerId, SupplierRepository::nameKey(q), page, perPage));
}
