#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// The words the demo catalog is made of: real classics of Uzbek, Russian and English
// literature, and pools of names and title words for the generated rest.
namespace DemoVocabulary {

enum class Language { Uzbek, Russian, English };

struct Classic
{
    QString title;
    int author; // index into realAuthors()
    int category; // demo category id
};
struct Author
{
    QString name;
    Language language;
};
struct Category
{
    int id;
    QString name;
    bool book;
    int parent; // 0: root
    QString tag;
};
struct StationeryTemplate
{
    int category;
    Language language;
    QString pattern; // %1 brand, %2 number
    QStringList numbers; // filled into %2
    bool variants; // comes in colours
};

const QList<Author> &realAuthors();
const QList<Classic> &classics();
const QStringList &publishers();
const QStringList &sellerNames();
const QStringList &cities();
const QList<Category> &categories();
// Categories of generated books, per language: non-fiction categories have their own titles.
QStringList nonFictionTitles(int category, Language language);
const QStringList &firstNames(Language language, bool female);
const QStringList &lastNames(Language language);
const QStringList &titleAdjectives(Language language);
const QStringList &titleNouns(Language language);
const QList<StationeryTemplate> &stationeryTemplates();
const QStringList &brands();
const QStringList &colours(Language language);
const QStringList &descriptions(Language language);
// Queries people type: titles, authors, kinds of goods, prefixes while typing, odd spacing
// and capitals, and a few with no result. Most common first.
const QStringList &searchQueries();
QString languageTag(Language language);
QString femaleSurname(const QString &surname, Language language);

} // namespace DemoVocabulary
