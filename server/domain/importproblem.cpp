#include "server/domain/importproblem.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "common/placeholders.h"

using namespace Qt::StringLiterals;

ImportProblem ImportProblem::of(Code code, QStringView english, const QStringList &values)
{
    ImportProblem problem;
    problem.code = code;
    problem.values = values;
    problem.text = Placeholders::filled(english, values);
    return problem;
}

ImportProblem ImportProblem::steps(const QList<ImportProblem> &steps)
{
    if (steps.size() == 1)
        return steps.constFirst();
    ImportProblem problem;
    problem.code = Code::Steps;
    problem.parts = steps;
    QStringList texts;
    for (const ImportProblem &step : steps)
        texts << step.text;
    problem.text = texts.join(u"; "_s);
    return problem;
}

ImportProblem ImportProblem::noValidCode(const QList<ImportProblem> &columns)
{
    ImportProblem problem;
    problem.code = Code::NoValidCode;
    problem.parts = columns;
    QStringList texts;
    for (const ImportProblem &column : columns)
        texts << column.field + u": "_s + column.text;
    problem.text = u"no valid code (%1)"_s.arg(texts.join(u"; "_s));
    return problem;
}

ImportProblem ImportProblem::codeTakenFrom(
    const ImportProblem &reason, const QString &code, const QString &from)
{
    ImportProblem problem = of(Code::CodeTakenFrom, u"code %1 taken from %2", { code, from });
    problem.parts = { reason };
    problem.text = reason.text + u"; "_s + problem.text;
    return problem;
}

ImportProblem ImportProblem::inField(const QString &column) const
{
    ImportProblem problem = *this;
    problem.field = column;
    return problem;
}

QString ImportProblem::codeName(Code code)
{
    switch (code) {
    case Code::BarcodeInvalid:
        return u"barcode_invalid"_s;
    case Code::IsbnInvalid:
        return u"isbn_invalid"_s;
    case Code::Isbn10PaddedInvalid:
        return u"isbn10_padded_invalid"_s;
    case Code::IsbnWrongLength:
        return u"isbn_wrong_length"_s;
    case Code::Isbn10LeftPadded:
        return u"isbn10_left_padded"_s;
    case Code::FloatWrittenOut:
        return u"float_written_out"_s;
    case Code::FloatRebuilt:
        return u"float_rebuilt"_s;
    case Code::FloatCheckDigitUncertain:
        return u"float_check_digit_uncertain"_s;
    case Code::FloatDigitsLost:
        return u"float_digits_lost"_s;
    case Code::NoDigits:
        return u"no_digits"_s;
    case Code::NotDigits:
        return u"not_digits"_s;
    case Code::BarcodeNotDigits:
        return u"barcode_not_digits"_s;
    case Code::SeparatorsDropped:
        return u"separators_dropped"_s;
    case Code::NotWholeNumber:
        return u"not_whole_number"_s;
    case Code::NumberTooLarge:
        return u"number_too_large"_s;
    case Code::NumberNegative:
        return u"number_negative"_s;
    case Code::ThousandsSeparatorsDropped:
        return u"thousands_separators_dropped"_s;
    case Code::ZeroFractionDropped:
        return u"zero_fraction_dropped"_s;
    case Code::ThousandsSeparatorsAndZeroFractionDropped:
        return u"thousands_separators_and_zero_fraction_dropped"_s;
    case Code::BelowMinimum:
        return u"below_minimum"_s;
    case Code::UnknownType:
        return u"unknown_type"_s;
    case Code::NoName:
        return u"no_name"_s;
    case Code::SupplierTooLong:
        return u"supplier_too_long"_s;
    case Code::NoSeller:
        return u"no_seller"_s;
    case Code::ImageNotUrl:
        return u"image_not_url"_s;
    case Code::NoCodeColumn:
        return u"no_code_column"_s;
    case Code::NoCode:
        return u"no_code"_s;
    case Code::NotAnIsbn:
        return u"not_an_isbn"_s;
    case Code::Empty:
        return u"empty"_s;
    case Code::CodeDisagrees:
        return u"code_disagrees"_s;
    case Code::TooManyCells:
        return u"too_many_cells"_s;
    case Code::DuplicateCode:
        return u"duplicate_code"_s;
    case Code::CodeBelongsToBook:
        return u"code_belongs_to_book"_s;
    case Code::CodeBelongsToStationery:
        return u"code_belongs_to_stationery"_s;
    case Code::CodeUsedByBook:
        return u"code_used_by_book"_s;
    case Code::CodeUsedByStationery:
        return u"code_used_by_stationery"_s;
    case Code::CodeUsedByVariant:
        return u"code_used_by_variant"_s;
    case Code::CodeUsedBySeveral:
        return u"code_used_by_several"_s;
    case Code::NoPrice:
        return u"no_price"_s;
    case Code::SameCodeOtherTitle:
        return u"same_code_other_title"_s;
    case Code::SameCodeOtherAuthor:
        return u"same_code_other_author"_s;
    case Code::OldPriceNotAbovePrice:
        return u"old_price_not_above_price"_s;
    case Code::CategoryCreated:
        return u"category_created"_s;
    case Code::SellerCreated:
        return u"seller_created"_s;
    case Code::Steps:
        return u"steps"_s;
    case Code::NoValidCode:
        return u"no_valid_code"_s;
    case Code::CodeTakenFrom:
        return u"code_taken_from"_s;
    case Code::Count:
        break;
    }
    return {};
}

QStringList ImportProblem::allCodeNames()
{
    QStringList names;
    for (int code = 0; code < int(Code::Count); ++code)
        names << codeName(Code(code));
    return names;
}

QJsonObject ImportProblem::toJson() const
{
    QJsonObject object { { u"code"_s, codeName(code) },
        { u"values"_s, QJsonArray::fromStringList(values) } };
    if (!parts.isEmpty()) {
        QJsonArray array;
        for (const ImportProblem &part : parts)
            array.append(part.toJson());
        object.insert(u"parts"_s, array);
    }
    if (!field.isEmpty())
        object.insert(u"field"_s, field);
    return object;
}

QString ImportProblem::toJsonText() const
{
    return QString::fromUtf8(QJsonDocument(toJson()).toJson(QJsonDocument::Compact));
}
