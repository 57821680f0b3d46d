#include "server/services/demovocabulary.h"

using namespace Qt::StringLiterals;

namespace DemoVocabulary {

using enum Language;

const QList<Author> &realAuthors()
{
    static const QList<Author> authors {
        { u"Abdulla Qodiriy"_s, Uzbek },
        { u"Cho'lpon"_s, Uzbek },
        { u"G'afur G'ulom"_s, Uzbek },
        { u"O'tkir Hoshimov"_s, Uzbek },
        { u"Pirimqul Qodirov"_s, Uzbek },
        { u"Erkin Vohidov"_s, Uzbek },
        { u"Abdulla Oripov"_s, Uzbek },
        { u"Xudoyberdi To'xtaboyev"_s, Uzbek },
        { u"Said Ahmad"_s, Uzbek },
        { u"Tohir Malik"_s, Uzbek },
        { u"Alisher Navoiy"_s, Uzbek },
        { u"Zahiriddin Muhammad Bobur"_s, Uzbek },
        { u"Abdulla Qahhor"_s, Uzbek },
        { u"Oybek"_s, Uzbek },
        { u"Лев Толстой"_s, Russian },
        { u"Фёдор Достоевский"_s, Russian },
        { u"Михаил Булгаков"_s, Russian },
        { u"Александр Пушкин"_s, Russian },
        { u"Антон Чехов"_s, Russian },
        { u"Николай Гоголь"_s, Russian },
        { u"Иван Тургенев"_s, Russian },
        { u"Михаил Лермонтов"_s, Russian },
        { u"Jane Austen"_s, English },
        { u"George Orwell"_s, English },
        { u"F. Scott Fitzgerald"_s, English },
        { u"Charles Dickens"_s, English },
        { u"Mark Twain"_s, English },
        { u"Agatha Christie"_s, English },
        { u"Arthur Conan Doyle"_s, English },
        { u"J. R. R. Tolkien"_s, English },
        { u"J. K. Rowling"_s, English },
        { u"Harper Lee"_s, English },
        { u"Ernest Hemingway"_s, English },
        { u"Oscar Wilde"_s, English },
    };
    return authors;
}

const QList<Classic> &classics()
{
    static const QList<Classic> list {
        { u"O'tkan kunlar"_s, 0, 3 },
        { u"Mehrobdan chayon"_s, 0, 3 },
        { u"Kecha va kunduz"_s, 1, 2 },
        { u"Shum bola"_s, 2, 2 },
        { u"Dunyoning ishlari"_s, 3, 2 },
        { u"Ikki eshik orasi"_s, 3, 2 },
        { u"Yulduzli tunlar"_s, 4, 3 },
        { u"Tong nafasi"_s, 5, 4 },
        { u"Yuzma-yuz"_s, 6, 4 },
        { u"Sariq devni minib"_s, 7, 8 },
        { u"Jannatga yo'l"_s, 7, 8 },
        { u"Ufq"_s, 8, 2 },
        { u"Shaytanat"_s, 9, 5 },
        { u"Xamsa"_s, 10, 4 },
        { u"Boburnoma"_s, 11, 16 },
        { u"Sarob"_s, 12, 2 },
        { u"Navoiy"_s, 13, 3 },
        { u"Война и мир"_s, 14, 3 },
        { u"Анна Каренина"_s, 14, 2 },
        { u"Преступление и наказание"_s, 15, 2 },
        { u"Идиот"_s, 15, 2 },
        { u"Мастер и Маргарита"_s, 16, 6 },
        { u"Собачье сердце"_s, 16, 2 },
        { u"Евгений Онегин"_s, 17, 4 },
        { u"Капитанская дочка"_s, 17, 3 },
        { u"Вишнёвый сад"_s, 18, 2 },
        { u"Мёртвые души"_s, 19, 2 },
        { u"Отцы и дети"_s, 20, 2 },
        { u"Герой нашего времени"_s, 21, 2 },
        { u"Pride and Prejudice"_s, 22, 2 },
        { u"Nineteen Eighty-Four"_s, 23, 2 },
        { u"Animal Farm"_s, 23, 2 },
        { u"The Great Gatsby"_s, 24, 2 },
        { u"Great Expectations"_s, 25, 2 },
        { u"Oliver Twist"_s, 25, 2 },
        { u"The Adventures of Tom Sawyer"_s, 26, 8 },
        { u"Murder on the Orient Express"_s, 27, 5 },
        { u"The Hound of the Baskervilles"_s, 28, 5 },
        { u"The Hobbit"_s, 29, 6 },
        { u"The Lord of the Rings"_s, 29, 6 },
        { u"Harry Potter and the Philosopher's Stone"_s, 30, 6 },
        { u"Harry Potter and the Chamber of Secrets"_s, 30, 6 },
        { u"To Kill a Mockingbird"_s, 31, 2 },
        { u"The Old Man and the Sea"_s, 32, 2 },
        { u"The Picture of Dorian Gray"_s, 33, 2 },
    };
    return list;
}

const QStringList &publishers()
{
    static const QStringList list { u"Sharq"_s, u"G'afur G'ulom nashriyoti"_s,
        u"Yangi asr avlodi"_s, u"O'zbekiston"_s, u"Akademnashr"_s, u"Эксмо"_s, u"АСТ"_s,
        u"Азбука"_s, u"Penguin Books"_s, u"HarperCollins"_s, u"Vintage"_s };
    return list;
}

const QStringList &sellerNames()
{
    static const QStringList list { u"Kitob Olami"_s, u"Asaxiy Books"_s, u"Kitoblar Dunyosi"_s,
        u"Kanselyariya Markazi"_s, u"Книжный дом"_s, u"Paper & Pen"_s, u"Ilm ziyo"_s,
        u"Bookmate Market"_s, u"Qalam va Daftar"_s, u"Читай-город"_s, u"Mutolaa"_s,
        u"Office Supply"_s };
    return list;
}

const QStringList &cities()
{
    static const QStringList list { u"Toshkent"_s, u"Samarqand"_s, u"Buxoro"_s, u"Namangan"_s,
        u"Andijon"_s, u"Farg'ona"_s, u"Qarshi"_s, u"Nukus"_s, u"Xiva"_s, u"Termiz"_s, u"Jizzax"_s,
        u"Guliston"_s, u"Navoiy"_s, u"Urganch"_s, u"Qo'qon"_s, u"Marg'ilon"_s, u"Chirchiq"_s,
        u"Olmaliq"_s, u"Denov"_s, u"Shahrisabz"_s, u"Kattaqo'rg'on"_s };
    return list;
}

const QList<Category> &categories()
{
    static const QList<Category> list {
        { 1, u"Fiction"_s, true, 0, u"fiction"_s },
        { 2, u"Novels"_s, true, 1, u"novel"_s },
        { 3, u"Historical novels"_s, true, 2, u"historical"_s },
        { 4, u"Poetry"_s, true, 1, u"poetry"_s },
        { 5, u"Detective"_s, true, 1, u"detective"_s },
        { 6, u"Fantasy"_s, true, 1, u"fantasy"_s },
        { 7, u"Children"_s, true, 0, u"kids"_s },
        { 8, u"Fairy tales"_s, true, 7, u"fairy tales"_s },
        { 9, u"Picture books"_s, true, 7, u"kids"_s },
        { 10, u"Science"_s, true, 0, u"science"_s },
        { 11, u"Mathematics"_s, true, 10, u"math"_s },
        { 12, u"Physics"_s, true, 10, u"physics"_s },
        { 13, u"Biology"_s, true, 10, u"biology"_s },
        { 14, u"History"_s, true, 0, u"history"_s },
        { 15, u"World history"_s, true, 14, u"history"_s },
        { 16, u"History of Uzbekistan"_s, true, 14, u"history"_s },
        { 17, u"Business"_s, true, 0, u"business"_s },
        { 18, u"Textbooks"_s, true, 0, u"school"_s },
        { 30, u"Writing"_s, false, 0, u"writing"_s },
        { 31, u"Pens"_s, false, 30, u"pen"_s },
        { 32, u"Pencils"_s, false, 30, u"pencil"_s },
        { 33, u"Markers"_s, false, 30, u"marker"_s },
        { 34, u"Paper"_s, false, 0, u"paper"_s },
        { 35, u"Notebooks"_s, false, 34, u"notebook"_s },
        { 36, u"Copybooks"_s, false, 34, u"school"_s },
        { 37, u"Office paper"_s, false, 34, u"office"_s },
        { 38, u"Art supplies"_s, false, 0, u"art"_s },
        { 39, u"Paints"_s, false, 38, u"paint"_s },
        { 40, u"Brushes"_s, false, 38, u"brush"_s },
        { 41, u"Colored pencils"_s, false, 38, u"art"_s },
        { 42, u"Office"_s, false, 0, u"office"_s },
        { 43, u"Folders"_s, false, 42, u"folder"_s },
        { 44, u"Staplers"_s, false, 42, u"office"_s },
    };
    return list;
}

QStringList nonFictionTitles(int category, Language language)
{
    const bool uz = language == Uzbek, ru = language == Russian;
    switch (category) {
    case 8:
        return uz ? QStringList { u"O'zbek xalq ertaklari"_s, u"Bolalar uchun ertaklar"_s }
            : ru ? QStringList { u"Русские народные сказки"_s, u"Сказки на ночь"_s }
                 : QStringList { u"Bedtime Stories"_s, u"Classic Fairy Tales"_s };
    case 9:
        return uz ? QStringList { u"Rangli alifbo"_s, u"Hayvonlar olami"_s }
            : ru ? QStringList { u"Азбука в картинках"_s, u"Мир животных"_s }
                 : QStringList { u"My First Animals"_s, u"Colours and Shapes"_s };
    case 11:
        return uz ? QStringList { u"Oliy matematika"_s, u"Algebra asoslari"_s, u"Geometriya"_s }
            : ru ? QStringList { u"Высшая математика"_s, u"Основы алгебры"_s }
                 : QStringList { u"Calculus Made Easy"_s, u"Introduction to Algebra"_s };
    case 12:
        return uz ? QStringList { u"Fizika asoslari"_s, u"Kvant fizikasi"_s }
            : ru ? QStringList { u"Основы физики"_s, u"Квантовая механика"_s }
                 : QStringList { u"Physics for Everyone"_s, u"A Brief History of Time"_s };
    case 13:
        return uz ? QStringList { u"Biologiya"_s, u"Inson anatomiyasi"_s }
            : ru ? QStringList { u"Биология клетки"_s, u"Анатомия человека"_s }
                 : QStringList { u"The Selfish Gene"_s, u"Human Anatomy"_s };
    case 15:
        return uz ? QStringList { u"Jahon tarixi"_s, u"Buyuk ipak yo'li"_s }
            : ru  ? QStringList { u"История Древнего мира"_s, u"Великий шёлковый путь"_s }
                  : QStringList { u"A History of the World"_s, u"The Silk Roads"_s };
    case 16:
        return uz ? QStringList { u"O'zbekiston tarixi"_s, u"Amir Temur"_s, u"Samarqand tarixi"_s }
            : ru ? QStringList { u"История Узбекистана"_s, u"Тамерлан"_s }
                 : QStringList { u"Samarkand and Bukhara"_s, u"Tamerlane"_s };
    case 17:
        return uz ? QStringList { u"Biznes asoslari"_s, u"Marketing sirlari"_s }
            : ru  ? QStringList { u"Основы бизнеса"_s, u"Маркетинг"_s }
                  : QStringList { u"Start with Why"_s, u"The Lean Startup"_s };
    case 18:
        return uz ? QStringList { u"Ingliz tili"_s, u"Ona tili"_s, u"Matematika"_s }
            : ru  ? QStringList { u"Русский язык"_s, u"Математика"_s }
                  : QStringList { u"English Grammar in Use"_s, u"Essential Vocabulary"_s };
    default:
        return {};
    }
}

const QStringList &firstNames(Language language, bool female)
{
    static const QStringList uzMale { u"Aziz"_s, u"Sherzod"_s, u"G'ayrat"_s, u"Jasur"_s,
        u"Bekzod"_s, u"Ulug'bek"_s, u"Otabek"_s, u"Sardor"_s, u"Rustam"_s, u"Davron"_s, u"Islom"_s,
        u"O'ktam"_s };
    static const QStringList uzFemale { u"Dilnoza"_s, u"O'g'iloy"_s, u"Nodira"_s, u"Shahnoza"_s,
        u"Zarina"_s, u"Mohira"_s, u"Gulnora"_s, u"Feruza"_s, u"Malika"_s };
    static const QStringList ruMale { u"Иван"_s, u"Сергей"_s, u"Дмитрий"_s, u"Алексей"_s,
        u"Николай"_s, u"Андрей"_s, u"Павел"_s };
    static const QStringList ruFemale { u"Анна"_s, u"Мария"_s, u"Елена"_s, u"Ольга"_s, u"Татьяна"_s,
        u"Наталья"_s };
    static const QStringList enMale { u"James"_s, u"Oliver"_s, u"William"_s, u"Henry"_s,
        u"Thomas"_s, u"Daniel"_s };
    static const QStringList enFemale { u"Emily"_s, u"Sophie"_s, u"Charlotte"_s, u"Grace"_s,
        u"Alice"_s, u"Lucy"_s };
    switch (language) {
    case Uzbek:
        return female ? uzFemale : uzMale;
    case Russian:
        return female ? ruFemale : ruMale;
    case English:
        break;
    }
    return female ? enFemale : enMale;
}

const QStringList &lastNames(Language language)
{
    static const QStringList uz { u"Karimov"_s, u"To'xtayev"_s, u"G'aniyev"_s, u"Yo'ldoshev"_s,
        u"Qodirov"_s, u"Rahimov"_s, u"Ergashev"_s, u"Sobirov"_s, u"Xolmatov"_s, u"Nurmatov"_s,
        u"Abdullayev"_s, u"Mirzayev"_s, u"Tursunov"_s, u"Ismoilov"_s, u"Yusupov"_s, u"Qo'chqorov"_s,
        u"Sa'dullayev"_s, u"Ne'matov"_s };
    static const QStringList ru { u"Петров"_s, u"Иванов"_s, u"Смирнов"_s, u"Кузнецов"_s,
        u"Соколов"_s, u"Попов"_s, u"Лебедев"_s, u"Козлов"_s, u"Новиков"_s, u"Морозов"_s,
        u"Волков"_s, u"Соловьёв"_s };
    static const QStringList en { u"Smith"_s, u"Brown"_s, u"Taylor"_s, u"Wilson"_s, u"Walker"_s,
        u"Wright"_s, u"Carter"_s, u"Hughes"_s, u"Parker"_s, u"Bennett"_s, u"Turner"_s,
        u"Mitchell"_s };
    return language == Uzbek ? uz : language == Russian ? ru : en;
}

QString femaleSurname(const QString &surname, Language language)
{
    return language == English ? surname : surname + (language == Uzbek ? u"a"_s : u"а"_s);
}

const QStringList &titleAdjectives(Language language)
{
    static const QStringList uz { u"Sirli"_s, u"Oltin"_s, u"Ko'k"_s, u"So'nggi"_s, u"Yo'qolgan"_s,
        u"Go'zal"_s, u"Uzoq"_s, u"Qadimiy"_s, u"Yashirin"_s, u"Oq"_s, u"Sokin"_s, u"Baxtli"_s };
    static const QStringList ru { u"Тайный"_s, u"Последний"_s, u"Золотой"_s, u"Тихий"_s,
        u"Далёкий"_s, u"Забытый"_s, u"Северный"_s, u"Белый"_s, u"Старый"_s, u"Ночной"_s };
    static const QStringList en { u"Silent"_s, u"Last"_s, u"Golden"_s, u"Hidden"_s, u"Distant"_s,
        u"Forgotten"_s, u"Northern"_s, u"Broken"_s, u"Secret"_s, u"Winter"_s, u"Midnight"_s,
        u"Quiet"_s };
    return language == Uzbek ? uz : language == Russian ? ru : en;
}

const QStringList &titleNouns(Language language)
{
    static const QStringList uz { u"bog'"_s, u"yo'l"_s, u"shahar"_s, u"daryo"_s, u"tun"_s,
        u"bahor"_s, u"orzu"_s, u"sir"_s, u"qal'a"_s, u"tog'lar"_s, u"yulduzlar"_s, u"kunlar"_s,
        u"xotiralar"_s, u"sahro"_s, u"maktub"_s };
    static const QStringList ru { u"сад"_s, u"город"_s, u"путь"_s, u"берег"_s, u"дом"_s, u"ветер"_s,
        u"рассвет"_s, u"остров"_s, u"лес"_s, u"мост"_s };
    static const QStringList en { u"Garden"_s, u"River"_s, u"City"_s, u"Road"_s, u"House"_s,
        u"Wind"_s, u"Shore"_s, u"Island"_s, u"Forest"_s, u"Bridge"_s, u"Letter"_s, u"Kingdom"_s };
    return language == Uzbek ? uz : language == Russian ? ru : en;
}

const QList<StationeryTemplate> &stationeryTemplates()
{
    static const QStringList sizes { u"0.5"_s, u"0.7"_s, u"1.0"_s };
    static const QStringList sheets { u"12"_s, u"18"_s, u"48"_s, u"96"_s };
    static const QStringList sets { u"6"_s, u"12"_s, u"18"_s, u"24"_s, u"36"_s };
    static const QList<StationeryTemplate> list {
        { 31, Uzbek, u"Gel ruchka %1 %2 mm"_s, sizes, true },
        { 31, Russian, u"Шариковая ручка %1 %2 мм"_s, sizes, true },
        { 31, English, u"Ballpoint pen %1 %2 mm"_s, sizes, true },
        { 32, Uzbek, u"Qora qalam %1 HB"_s, {}, false },
        { 32, Russian, u"Карандаш чернографитный %1 HB"_s, {}, false },
        { 32, English, u"Mechanical pencil %1 %2 mm"_s, sizes, false },
        { 33, Uzbek, u"Marker %1 permanent"_s, {}, true },
        { 33, Russian, u"Текстовыделитель %1"_s, {}, true },
        { 33, English, u"Whiteboard marker %1"_s, {}, true },
        { 35, English, u"Notebook A5 %1 %2 sheets"_s, sheets, false },
        { 35, Uzbek, u"Bloknot A6 %1"_s, {}, false },
        { 35, Russian, u"Блокнот A5 %1 в клетку"_s, {}, false },
        { 36, Uzbek, u"Daftar %2 varaq katak %1"_s, sheets, false },
        { 36, Uzbek, u"Daftar %2 varaq chiziqli %1"_s, sheets, false },
        { 36, Russian, u"Тетрадь %2 листов %1"_s, sheets, false },
        { 37, Uzbek, u"A4 qog'oz %1 500 varaq"_s, {}, false },
        { 37, Russian, u"Бумага офисная A4 %1"_s, {}, false },
        { 39, Uzbek, u"Akvarel bo'yoqlari %1 %2 rang"_s, sets, false },
        { 39, Russian, u"Гуашь %1 %2 цветов"_s, sets, false },
        { 39, English, u"Acrylic paint set %1 %2 colors"_s, sets, false },
        { 40, Uzbek, u"Mo'yqalam to'plami %1"_s, {}, false },
        { 40, English, u"Brush set %1"_s, {}, false },
        { 41, Uzbek, u"Rangli qalamlar %1 %2 rang"_s, sets, false },
        { 41, Russian, u"Цветные карандаши %1 %2 цветов"_s, sets, false },
        { 41, English, u"Colored pencils %1 %2 colors"_s, sets, false },
        { 43, Uzbek, u"Papka A4 %1"_s, {}, true },
        { 43, Russian, u"Папка-регистратор %1"_s, {}, true },
        { 44, Uzbek, u"Stepler %1 №24/6"_s, {}, false },
        { 44, English, u"Stapler %1 No.10"_s, {}, false },
    };
    return list;
}

const QStringList &brands()
{
    static const QStringList list { u"Erich Krause"_s, u"Pilot"_s, u"Faber-Castell"_s,
        u"Staedtler"_s, u"BIC"_s, u"Deli"_s, u"Maped"_s, u"Schneider"_s, u"Stabilo"_s,
        u"Koh-i-Noor"_s, u"Centropen"_s, u"Berlingo"_s };
    return list;
}

const QStringList &colours(Language language)
{
    static const QStringList uz { u"Ko'k"_s, u"Qizil"_s, u"Qora"_s, u"Yashil"_s };
    static const QStringList ru { u"Синий"_s, u"Красный"_s, u"Чёрный"_s, u"Зелёный"_s };
    static const QStringList en { u"Blue"_s, u"Red"_s, u"Black"_s, u"Green"_s };
    return language == Uzbek ? uz : language == Russian ? ru : en;
}

const QStringList &descriptions(Language language)
{
    static const QStringList uz { u"Ko'pchilik o'quvchilar sevib o'qigan kitob."_s,
        u"Yangi nashr, qattiq muqovada."_s, u"O'zbek adabiyotining sara namunasi."_s };
    static const QStringList ru { u"Книга, которую любят читатели разных поколений."_s,
        u"Новое издание в твёрдом переплёте."_s };
    static const QStringList en { u"A book loved by readers of every generation."_s,
        u"New hardcover edition."_s, u"A modern classic."_s };
    return language == Uzbek ? uz : language == Russian ? ru : en;
}

const QStringList &searchQueries()
{
    static const QStringList list { u"o'tkan kunlar"_s, u"harry potter"_s, u"Мастер и Маргарита"_s,
        u"qodiriy"_s, u"ruchka"_s, u"daftar"_s, u"Толстой"_s, u"detective"_s, u"o'tk"_s,
        u"Shum bola"_s, u"notebook"_s, u"orwell"_s, u"Война и мир"_s, u"fantasy"_s,
        u"g'afur g'ulom"_s, u"rangli qalamlar"_s, u"  Harry   Potter "_s, u"hobbit"_s,
        u"Достоевский"_s, u"sariq devni minib"_s, u"pilot"_s, u"тетрадь"_s, u"akvarel"_s,
        u"agatha christie"_s, u"xarri poter"_s, u"matematika"_s, u"O'zbekiston tarixi"_s,
        u"stepler"_s, u"books"_s, u"Gatsby"_s, u"пушкин"_s, u"faber-castell"_s, u"kitob sovg'a"_s,
        u"physics"_s, u"ertaklar"_s, u"Boburnoma"_s, u"marker"_s, u"мастер"_s, u"harr"_s,
        u"english grammar"_s };
    return list;
}

QString languageTag(Language language)
{
    return language == Uzbek ? u"uzbek"_s : language == Russian ? u"russian"_s : u"english"_s;
}

} // namespace DemoVocabulary
