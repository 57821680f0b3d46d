#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

// What a CSV import repaired in a cell or why it rejects a row (contract §2.1's report): a
// stable code for machines, its values, and the English sentence made from those values where
// the problem is found. `--report-problems` writes code, values and parts as JSON
// (docs/import-report.md); the detail column is the English text.
struct ImportProblem
{
    // Each code's name (codeName) is part of the report's interface: never rename one.
    enum class Code {
        // Product codes (CodeRepair)
        BarcodeInvalid,
        IsbnInvalid,
        Isbn10PaddedInvalid,
        IsbnWrongLength,
        Isbn10LeftPadded,
        FloatWrittenOut,
        FloatRebuilt,
        FloatCheckDigitUncertain,
        FloatDigitsLost,
        NoDigits,
        NotDigits,
        BarcodeNotDigits,
        SeparatorsDropped,
        // Whole numbers (CodeRepair)
        NotWholeNumber,
        NumberTooLarge,
        NumberNegative,
        ThousandsSeparatorsDropped,
        ZeroFractionDropped,
        ThousandsSeparatorsAndZeroFractionDropped,
        // Rows (CsvRowReader)
        BelowMinimum,
        UnknownType,
        NoName,
        SupplierTooLong,
        NoSeller,
        ImageNotUrl,
        NoCodeColumn,
        NoCode,
        NotAnIsbn,
        Empty,
        CodeDisagrees,
        // Rows against the file and the database (CsvImporter)
        TooManyCells,
        DuplicateCode,
        CodeBelongsToBook,
        CodeBelongsToStationery,
        CodeUsedByBook,
        CodeUsedByStationery,
        CodeUsedByVariant,
        CodeUsedBySeveral,
        NoPrice,
        // Warnings about a row that is imported (CsvImportWarnings; outcome `warning`)
        SameCodeOtherTitle,
        SameCodeOtherAuthor,
        OldPriceNotAbovePrice,
        CategoryCreated,
        SellerCreated,
        // Composed of parts
        Steps,
        NoValidCode,
        CodeTakenFrom,
        Count // not a code
    };

    Code code = Code::Count;
    QStringList values; // the sentence's %1, %2… in order
    QList<ImportProblem> parts; // Steps, NoValidCode (one per column), CodeTakenFrom (the reason)
    QString field; // a NoValidCode part: its column
    QString text; // English, as the report's detail column has it

    // `english` names the values %1, %2…; they are put in at once, so a value that holds
    // "%1" itself stays as it is.
    static ImportProblem of(Code code, QStringView english, const QStringList &values = {});
    // Several repairs of one cell, in the order they were made ("A; B"); one stays itself.
    static ImportProblem steps(const QList<ImportProblem> &steps);
    // "no valid code (isbn: …; isbn13: …)": each part carries its column in `field`.
    static ImportProblem noValidCode(const QList<ImportProblem> &columns);
    // "…; code 978… taken from isbn": why another code column's code was used.
    static ImportProblem codeTakenFrom(
        const ImportProblem &reason, const QString &code, const QString &from);

    ImportProblem inField(const QString &column) const;
    bool isNull() const { return code == Code::Count; }

    static QString codeName(Code code);
    static QStringList allCodeNames();
    // {"code": …, "values": […]} plus "parts" and "field" when there are any.
    QJsonObject toJson() const;
    QString toJsonText() const;
};
