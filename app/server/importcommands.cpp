#include <QDateTime>
#include <cstdio>

#include "app/server/cliutil.h"
#include "app/server/commands.h"
#include "server/services/catalogexporter.h"
#include "server/services/catalogimporter.h"
#include "server/services/csvimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/database.h"

using namespace Qt::StringLiterals;

namespace ServerCli {

namespace {

// Prints progress as whole percentages on stderr, for people and for the console's
// local-server pane.
CatalogImporter::ProgressHandler percentPrinter(const QString &label)
{
    return [label, last = -1](qint64 done, qint64 total) mutable {
        const int percent = total > 0 ? int(done * 100 / total) : 100;
        if (percent != last) {
            last = percent;
            printLine(stderr, u"%1: %2%"_s.arg(label).arg(percent));
        }
        return true;
    };
}

int reportImport(const ImportResult &result)
{
    if (!result.ok) {
        for (const ImportIssue &issue : result.issues)
            printLine(stderr, u"error: "_s + issue.toString());
        if (result.issueCount > result.issues.size())
            printLine(
                stderr, u"error: ... and %1 more"_s.arg(result.issueCount - result.issues.size()));
        printLine(stderr,
            u"catalog-server: nothing was written (%1 problem(s))"_s.arg(result.issueCount));
        return exitFailure;
    }
    QJsonObject written;
    for (auto it = result.written.cbegin(); it != result.written.cend(); ++it)
        written.insert(it.key(), it.value());
    printJson({ { u"written"_s, written } });
    return exitOk;
}

qint64 wholeOption(const QCommandLineParser &parser, const QCommandLineOption &option, qint64 min)
{
    bool ok = false;
    const qint64 value = parser.value(option).toLongLong(&ok);
    if (!ok || value < min) {
        throw UsageError {
            u"--%1 must be an integer >= %2"_s.arg(option.names().constLast()).arg(min)
        };
    }
    return value;
}

int reportCsvImport(const CsvImporter::Outcome &outcome)
{
    for (const QString &note : outcome.notes)
        printLine(stderr, u"catalog-server: "_s + note);
    const QJsonObject rows { { u"total"_s, outcome.rows }, { u"imported"_s, outcome.imported },
        { u"repaired"_s, outcome.repaired }, { u"rejected"_s, outcome.rejected },
        { u"warned"_s, outcome.warned } };
    if (!outcome.result.ok) {
        printLine(stderr,
            u"catalog-server: %1 row(s): %2 imported, %3 repaired, %4 rejected"_s.arg(outcome.rows)
                .arg(outcome.imported)
                .arg(outcome.repaired)
                .arg(outcome.rejected));
        return reportImport(outcome.result);
    }
    QJsonObject written;
    for (auto it = outcome.result.written.cbegin(); it != outcome.result.written.cend(); ++it)
        written.insert(it.key(), it.value());
    printJson({ { u"rows"_s, rows }, { u"written"_s, written } });
    return exitOk;
}

} // namespace

int importCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption format(
        u"format"_s, u"json or csv (default: by the file's extension)."_s, u"FORMAT"_s);
    const QCommandLineOption type(
        u"type"_s, u"CSV: book or stationery, for rows without a type."_s, u"TYPE"_s);
    const QCommandLineOption seller(
        u"seller"_s, u"CSV: the seller of rows without a seller_id."_s, u"ID"_s);
    const QCommandLineOption defaultPrice(
        u"default-price"_s, u"CSV: the price of new products without one."_s, u"N"_s);
    const QCommandLineOption defaultStock(
        u"default-stock"_s, u"CSV: the stock of new products without one (default 0)."_s, u"N"_s);
    const QCommandLineOption map(u"map"_s,
        u"CSV: read a column as a field, e.g. --map Artikel=code (or =ignore); repeatable."_s,
        u"COLUMN=FIELD"_s);
    const QCommandLineOption skipInvalid(
        u"skip-invalid"_s, u"CSV: import the valid rows even when some are rejected."_s);
    const QCommandLineOption report(u"report"_s,
        u"CSV: write row,outcome,field,detail for every row to this file."_s, u"REPORT.csv"_s);
    const QCommandLineOption reportProblems(u"report-problems"_s,
        u"CSV: add a column problem to the report, each line's stable code and values as JSON "
        "(docs/import-report.md)."_s);
    const QCommandLineOption reportWarnings(u"report-warnings"_s,
        u"CSV: add warning lines to the report for imported rows worth a look: the same code "
        "at another seller with another title or author, an old price not above the price, a "
        "category or seller the import created (docs/import-report.md)."_s);
    parser.addOptions({ format, type, seller, defaultPrice, defaultStock, map, skipInvalid, report,
        reportProblems, reportWarnings });
    parser.addPositionalArgument(
        u"FILE"_s, u"Catalog document (contract §2, .json) or CSV catalog (§2.1, .csv)."_s);
    if (!parse(parser, arguments,
            u"catalog-server import: upsert a catalog document or CSV file in one transaction."_s))
        return exitOk;
    noPositionals(parser, 1);
    const QString path = parser.positionalArguments().constFirst();
    QString kind = parser.value(format).toLower();
    if (kind.isEmpty())
        kind = path.endsWith(u".csv"_s, Qt::CaseInsensitive) ? u"csv"_s : u"json"_s;
    if (kind != "csv"_L1 && kind != "json"_L1)
        throw UsageError { u"--format must be json or csv"_s };

    if (kind == "json"_L1) {
        for (const QCommandLineOption *option : { &type, &seller, &defaultPrice, &defaultStock,
                 &map, &skipInvalid, &report, &reportProblems, &reportWarnings }) {
            if (parser.isSet(*option)) {
                throw UsageError { u"--%1 applies to CSV imports only"_s.arg(
                    option->names().constLast()) };
            }
        }
        const Database database(databaseLocation(parser));
        database.migrate();
        CatalogImporter importer(database);
        importer.setProgressHandler(percentPrinter(u"import"_s));
        return reportImport(importer.importFile(path));
    }

    CsvImporter::Options options;
    if (parser.isSet(type)) {
        options.type = parser.value(type).toLower();
        if (options.type != "book"_L1 && options.type != "stationery"_L1)
            throw UsageError { u"--type must be book or stationery"_s };
    }
    if (parser.isSet(seller))
        options.sellerId = wholeOption(parser, seller, 1);
    if (parser.isSet(defaultPrice))
        options.defaultPrice = wholeOption(parser, defaultPrice, 0);
    if (parser.isSet(defaultStock))
        options.defaultStock = wholeOption(parser, defaultStock, 0);
    for (const QString &mapping : parser.values(map)) {
        const qsizetype equals = mapping.indexOf(u'=');
        if (equals <= 0 || equals == mapping.size() - 1)
            throw UsageError { u"--map expects COLUMN=FIELD, got '%1'"_s.arg(mapping) };
        options.map.insert(mapping.left(equals), mapping.mid(equals + 1));
    }
    options.skipInvalid = parser.isSet(skipInvalid);
    options.reportPath = parser.value(report);
    options.reportProblems = parser.isSet(reportProblems);
    if (options.reportProblems && options.reportPath.isEmpty())
        throw UsageError { u"--report-problems needs --report"_s };
    options.reportWarnings = parser.isSet(reportWarnings);
    if (options.reportWarnings && options.reportPath.isEmpty())
        throw UsageError { u"--report-warnings needs --report"_s };
    const Database database(databaseLocation(parser));
    database.migrate();
    CsvImporter importer(database, options);
    importer.setProgressHandler(percentPrinter(u"import"_s));
    return reportCsvImport(importer.importFile(path));
}

int exportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption format(u"format"_s, u"json (default) or csv."_s, u"FORMAT"_s);
    const QCommandLineOption seller(u"seller"_s, u"Only this seller's catalog."_s, u"ID"_s);
    parser.addOptions({ format, seller });
    if (!parse(parser, arguments,
            u"catalog-server export: write the catalog to stdout (JSON import document or "
            "CSV)."_s))
        return exitOk;
    noPositionals(parser);
    const QString kind = parser.isSet(format) ? parser.value(format).toLower() : u"json"_s;
    if (kind != "json"_L1 && kind != "csv"_L1)
        throw UsageError { u"--format must be json or csv"_s };
    std::optional<qint64> sellerId;
    if (parser.isSet(seller))
        sellerId = wholeOption(parser, seller, 1);
    const Database database(databaseLocation(parser));
    database.migrate();
    const CatalogExporter exporter(database, sellerId);
    QByteArray buffer;
    bool ok = true;
    const auto flush = [&] {
        ok = ok
            && std::fwrite(buffer.constData(), 1, size_t(buffer.size()), stdout)
                == size_t(buffer.size());
        buffer.clear();
    };
    const CatalogExporter::Sink write = [&](const QByteArray &bytes) {
        buffer += bytes;
        if (buffer.size() >= 1 << 16)
            flush();
    };
    QString leftOut;
    if (kind == "csv"_L1)
        leftOut = exporter.writeCsv(write);
    else
        exporter.writeJson(write);
    flush();
    // Contract §2.1: an export says exactly what it left out.
    if (!leftOut.isEmpty())
        printLine(stderr, u"catalog-server: "_s + leftOut);
    if (std::fflush(stdout) != 0 || !ok) {
        printLine(stderr, u"catalog-server: could not write the export to stdout"_s);
        return exitFailure;
    }
    return exitOk;
}

int demoCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption size(u"size"_s, u"About how many products (default 2000)."_s, u"N"_s);
    parser.addOption(size);
    if (!parse(parser, arguments, u"catalog-server demo: write a deterministic demo catalog."_s))
        return exitOk;
    noPositionals(parser);
    const int products = positiveInt(parser, size, 2000, 5'000'000);
    const Database database(databaseLocation(parser));
    database.migrate();
    CatalogImporter importer(database);
    importer.setProgressHandler(percentPrinter(u"demo"_s));
    // Generated, validated and written in parts of this many products (a million
    // products held at once took 3.8 GB).
    constexpr qsizetype productsPerPart = 10000;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Products, plus about one author for every 25 and the searches.
    const qint64 records = qint64(products) + products / 25 + 3000;
    return reportImport(importer.importDocumentParts(records,
        [&](const auto &part) { DemoGenerator::generate(products, now, productsPerPart, part); }));
}

} // namespace ServerCli
