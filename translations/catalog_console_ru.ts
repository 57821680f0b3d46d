<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AddProductDialog</name>
    <message>
        <source>Add product</source>
        <translation>Добавить товар</translation>
    </message>
    <message>
        <source>%1 is not one of your shop&apos;s products yet. Add it, and the scan counts.</source>
        <translation>%1 пока нет среди товаров вашего магазина. Добавьте его, и скан будет засчитан.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Книга</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Канцтовары</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не задан</translation>
    </message>
    <message>
        <source>Reordering is suggested when the stock falls to this level.</source>
        <translation>Дозаказ предлагается, когда остаток опускается до этого уровня.</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>&amp;Publisher:</source>
        <translation>&amp;Издательство:</translation>
    </message>
    <message>
        <source>Pr&amp;ice:</source>
        <translation>&amp;Цена:</translation>
    </message>
    <message>
        <source>&amp;Reorder level:</source>
        <translation>&amp;Уровень дозаказа:</translation>
    </message>
    <message>
        <source>Add pro&amp;duct</source>
        <translation>&amp;Добавить товар</translation>
    </message>
    <message>
        <source>A book needs an ISBN.</source>
        <translation>Для книги нужен ISBN.</translation>
    </message>
    <message>
        <source>Stationery needs an EAN-13, EAN-8 or UPC-A barcode.</source>
        <translation>Для канцтоваров нужен штрихкод EAN-13, EAN-8 или UPC-A.</translation>
    </message>
</context>
<context>
    <name>AdminBulkDialog</name>
    <message>
        <source>Bulk edit</source>
        <translation>Массовое изменение</translation>
    </message>
    <message numerus="yes">
        <source>Change %n chosen product(s):</source>
        <translation>
            <numerusform>Изменить %n выбранный товар:</numerusform>
            <numerusform>Изменить %n выбранных товара:</numerusform>
            <numerusform>Изменить %n выбранных товаров:</numerusform>
        </translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Listed or switched off</source>
        <translation>В продаже или снят</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Издательство</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Старая цена</translation>
    </message>
    <message>
        <source>&amp;Set:</source>
        <translation>&amp;Задать:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>В продаже</translation>
    </message>
    <message>
        <source>Switched off</source>
        <translation>Сняты с продажи</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Значение:</translation>
    </message>
    <message>
        <source>Empty: none</source>
        <translation>Пусто: нет</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>category</source>
        <translation>категорию</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>статус продажи</translation>
    </message>
    <message>
        <source>author</source>
        <translation>автора</translation>
    </message>
    <message>
        <source>publisher</source>
        <translation>издательство</translation>
    </message>
    <message>
        <source>price</source>
        <translation>цену</translation>
    </message>
    <message>
        <source>old price</source>
        <translation>старую цену</translation>
    </message>
</context>
<context>
    <name>AdminBulkRun</name>
    <message>
        <source>the product is gone</source>
        <translation>товара больше нет</translation>
    </message>
    <message>
        <source>refused (HTTP %1)</source>
        <translation>отклонено (HTTP %1)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
</context>
<context>
    <name>AdminCategoriesBox</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Новая…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Пере&amp;именовать…</translation>
    </message>
    <message>
        <source>To &amp;top level</source>
        <translation>На &amp;верхний уровень</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Товары</translation>
    </message>
    <message>
        <source>Categories for the admin</source>
        <translation>Категории для администратора</translation>
    </message>
    <message>
        <source>Drag a category onto another to move it there or merge it into it.</source>
        <translation>Перетащите категорию на другую, чтобы перенести её туда или объединить с ней.</translation>
    </message>
    <message>
        <source>The category counts could not be read: %1</source>
        <translation>Не удалось прочитать счётчики категорий: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s) without a category.</source>
        <translation>
            <numerusform>%n товар без категории.</numerusform>
            <numerusform>%n товара без категории.</numerusform>
            <numerusform>%n товаров без категории.</numerusform>
        </translation>
    </message>
    <message>
        <source>The categories were not changed: %1</source>
        <translation>Категории не изменены: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>New category</source>
        <translation>Новая категория</translation>
    </message>
    <message>
        <source>Name of the new category under %1:</source>
        <translation>Название новой категории внутри «%1»:</translation>
    </message>
    <message>
        <source>Name of the new top-level category:</source>
        <translation>Название новой категории верхнего уровня:</translation>
    </message>
    <message>
        <source>Rename category</source>
        <translation>Переименовать категорию</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <source>Category %1 was created.</source>
        <translation>Категория «%1» создана.</translation>
    </message>
    <message>
        <source>%1 was renamed to %2.</source>
        <translation>«%1» переименована в «%2».</translation>
    </message>
    <message>
        <source>Name it %1 again</source>
        <translation>Вернуть название «%1»</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>в «%1»</translation>
    </message>
    <message>
        <source>to the top level</source>
        <translation>на верхний уровень</translation>
    </message>
    <message>
        <source>Move category</source>
        <translation>Перенести категорию</translation>
    </message>
    <message>
        <source>Move %1 %2?</source>
        <translation>Перенести «%1» %2?</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Перенести</translation>
    </message>
    <message>
        <source>%1 was moved %2.</source>
        <translation>«%1» перенесена %2.</translation>
    </message>
    <message>
        <source>%1 is back where it was.</source>
        <translation>«%1» снова на прежнем месте.</translation>
    </message>
    <message>
        <source>Move %1 back</source>
        <translation>Вернуть «%1» на место</translation>
    </message>
    <message numerus="yes">
        <source>Merge %1 into %2? Its products (%n) and subcategories move to %2 and %1 is removed. This cannot be undone.</source>
        <translation>
            <numerusform>Объединить «%1» с «%2»? Её товары (%n) и подкатегории перейдут в «%2», а «%1» будет удалена. Это нельзя отменить.</numerusform>
            <numerusform>Объединить «%1» с «%2»? Её товары (%n) и подкатегории перейдут в «%2», а «%1» будет удалена. Это нельзя отменить.</numerusform>
            <numerusform>Объединить «%1» с «%2»? Её товары (%n) и подкатегории перейдут в «%2», а «%1» будет удалена. Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge %1 into %2? Its products and subcategories move to %2 and %1 is removed. This cannot be undone.</source>
        <translation>Объединить «%1» с «%2»? Её товары и подкатегории перейдут в «%2», а «%1» будет удалена. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Merge categories</source>
        <translation>Объединить категории</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Объединить</translation>
    </message>
    <message>
        <source>%1 was merged into %2.</source>
        <translation>«%1» объединена с «%2».</translation>
    </message>
    <message>
        <source>Drop category</source>
        <translation>Перетаскивание категории</translation>
    </message>
    <message>
        <source>What should happen to %1?</source>
        <translation>Что сделать с «%1»?</translation>
    </message>
    <message>
        <source>Move &amp;under %1</source>
        <translation>&amp;Перенести в «%1»</translation>
    </message>
    <message>
        <source>Mer&amp;ge into %1…</source>
        <translation>&amp;Объединить с «%1»…</translation>
    </message>
</context>
<context>
    <name>AdminDuplicateModel</name>
    <message>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <source>author</source>
        <translation>автор</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>вид</translation>
    </message>
    <message>
        <source>price</source>
        <translation>цена</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Listings</source>
        <translation>Предложений</translation>
    </message>
    <message>
        <source>Differ in</source>
        <translation>Различаются</translation>
    </message>
</context>
<context>
    <name>AdminExport</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
</context>
<context>
    <name>AdminIssueModel</name>
    <message>
        <source>Double-click or press Enter to list these products.</source>
        <translation>Двойной щелчок или Enter — показать эти товары.</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Товары</translation>
    </message>
</context>
<context>
    <name>AdminProductDialog</name>
    <message>
        <source>Listed (customers see it)</source>
        <translation>В продаже (покупатели видят товар)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Чтение…</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>P&amp;ublisher:</source>
        <translation>&amp;Издательство:</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Категория:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Описание:</translation>
    </message>
    <message>
        <source>Pa&amp;ges:</source>
        <translation>С&amp;траниц:</translation>
    </message>
    <message>
        <source>&amp;Picture link:</source>
        <translation>Сс&amp;ылка на картинку:</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Цена:</translation>
    </message>
    <message>
        <source>&amp;Old price:</source>
        <translation>&amp;Старая цена:</translation>
    </message>
    <message>
        <source>Not readable while the product is hidden</source>
        <translation>Не читается, пока товар скрыт</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
</context>
<context>
    <name>AdminProductModel</name>
    <message>
        <source>No picture</source>
        <translation>Нет картинки</translation>
    </message>
    <message>
        <source>No category</source>
        <translation>Нет категории</translation>
    </message>
    <message>
        <source>Book without an author</source>
        <translation>Книга без автора</translation>
    </message>
    <message>
        <source>Book without a publisher</source>
        <translation>Книга без издательства</translation>
    </message>
    <message>
        <source>No description</source>
        <translation>Нет описания</translation>
    </message>
    <message>
        <source>Old price not above the price</source>
        <translation>Старая цена не выше цены</translation>
    </message>
    <message>
        <source>Price far from other sellers&apos;</source>
        <translation>Цена далека от цен других продавцов</translation>
    </message>
    <message>
        <source>Code of the wrong kind</source>
        <translation>Код не того вида</translation>
    </message>
    <message>
        <source>Same code, another title or author</source>
        <translation>Тот же код, другое название или автор</translation>
    </message>
    <message>
        <source>Seller switched off</source>
        <translation>Продавец отключён</translation>
    </message>
    <message>
        <source>%1 (switched off)</source>
        <translation>%1 (снят)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Продавец</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Старая цена</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Заполнено</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Проблемы</translation>
    </message>
</context>
<context>
    <name>AdminSearchModel</name>
    <message>
        <source>Search</source>
        <translation>Запрос</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Раз</translation>
    </message>
    <message>
        <source>Found (last time)</source>
        <translation>Найдено (в последний раз)</translation>
    </message>
    <message>
        <source>Last searched</source>
        <translation>Последний поиск</translation>
    </message>
</context>
<context>
    <name>AdminSellerModel</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>отключён</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Продавец</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Активен</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Товары</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>В продаже</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Заполнено</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Проблемы</translation>
    </message>
</context>
<context>
    <name>AdminSellersBox</name>
    <message>
        <source>Switch &amp;off…</source>
        <translation>&amp;Отключить…</translation>
    </message>
    <message>
        <source>Sellers for the admin</source>
        <translation>Продавцы для администратора</translation>
    </message>
    <message>
        <source>The sellers could not be read again (%1). They show what was last read.</source>
        <translation>Продавцов не удалось прочитать заново (%1). Показано последнее прочитанное.</translation>
    </message>
    <message>
        <source>The sellers could not be read: %1</source>
        <translation>Не удалось прочитать продавцов: %1</translation>
    </message>
    <message>
        <source>Switch &amp;on…</source>
        <translation>&amp;Включить…</translation>
    </message>
    <message>
        <source>Switch the seller on</source>
        <translation>Включить продавца</translation>
    </message>
    <message>
        <source>Switch the seller off</source>
        <translation>Отключить продавца</translation>
    </message>
    <message numerus="yes">
        <source>Switch %1 on? Its products (%n) are listed again as they were.</source>
        <translation>
            <numerusform>Включить «%1»? Его товары (%n) снова будут в продаже, как были.</numerusform>
            <numerusform>Включить «%1»? Его товары (%n) снова будут в продаже, как были.</numerusform>
            <numerusform>Включить «%1»? Его товары (%n) снова будут в продаже, как были.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Switch %1 off? Its products (%n) leave every public list, search and code lookup until it is switched on again.</source>
        <translation>
            <numerusform>Отключить «%1»? Его товары (%n) пропадут из всех публичных списков, поиска и поиска по коду, пока продавца снова не включат.</numerusform>
            <numerusform>Отключить «%1»? Его товары (%n) пропадут из всех публичных списков, поиска и поиска по коду, пока продавца снова не включат.</numerusform>
            <numerusform>Отключить «%1»? Его товары (%n) пропадут из всех публичных списков, поиска и поиска по коду, пока продавца снова не включат.</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch &amp;on</source>
        <translation>&amp;Включить</translation>
    </message>
    <message>
        <source>Switch &amp;off</source>
        <translation>&amp;Отключить</translation>
    </message>
    <message>
        <source>%1 could not be changed: %2</source>
        <translation>Не удалось изменить «%1»: %2</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>«%1» включён.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>«%1» отключён.</translation>
    </message>
</context>
<context>
    <name>ApiKeysBox</name>
    <message>
        <source>API keys</source>
        <translation>Ключи API</translation>
    </message>
    <message>
        <source>may change stock</source>
        <translation>может менять остатки</translation>
    </message>
    <message>
        <source>key name, e.g. till-1</source>
        <translation>имя ключа, напр. kassa-1</translation>
    </message>
    <message>
        <source>for seller</source>
        <translation>для продавца</translation>
    </message>
    <message>
        <source>Create &amp;key</source>
        <translation>Создать &amp;ключ</translation>
    </message>
    <message>
        <source>the new key&apos;s secret appears here once</source>
        <translation>здесь один раз появится секрет нового ключа</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>Секрет:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>Скопи&amp;ровать</translation>
    </message>
    <message>
        <source>Refresh list</source>
        <translation>Обновить список</translation>
    </message>
    <message>
        <source>&amp;Revoke selected</source>
        <translation>Отозвать в&amp;ыбранный</translation>
    </message>
    <message>
        <source>key creation</source>
        <translation>создание ключа</translation>
    </message>
    <message>
        <source>The key could not be created: %1</source>
        <translation>Не удалось создать ключ: %1</translation>
    </message>
    <message>
        <source>Key %1 created. Copy its secret now: it is shown only this once.</source>
        <translation>Ключ %1 создан. Скопируйте его секрет сейчас: он показывается только один раз.</translation>
    </message>
    <message>
        <source>key list</source>
        <translation>список ключей</translation>
    </message>
    <message>
        <source>The keys could not be listed: %1</source>
        <translation>Не удалось получить список ключей: %1</translation>
    </message>
    <message>
        <source>revoking</source>
        <translation>отзыв ключа</translation>
    </message>
    <message>
        <source>Key %1 was revoked; its next request is refused.</source>
        <translation>Ключ %1 отозван: его следующий запрос будет отклонён.</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Локальный сервер</translation>
    </message>
    <message>
        <source>The secret of the earlier key %1 could not be read, so a new key is created for this console. Revoke the old one in the list if it is not used elsewhere.</source>
        <translation>Не удалось прочитать секрет прежнего ключа %1, поэтому для этой консоли создан новый ключ. Отзовите старый в списке, если он больше нигде не используется.</translation>
    </message>
    <message>
        <source>hidden; a secret is shown only once</source>
        <translation>скрыт: секрет показывается только один раз</translation>
    </message>
    <message numerus="yes">
        <source>hidden in %n s</source>
        <translation>
            <numerusform>скроется через %n с</numerusform>
            <numerusform>скроется через %n с</numerusform>
            <numerusform>скроется через %n с</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApiResult</name>
    <message>
        <source>OK</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Not modified</source>
        <translation>Без изменений</translation>
    </message>
    <message>
        <source>Rate limited</source>
        <translation>Лимит запросов</translation>
    </message>
    <message>
        <source>Unauthorized</source>
        <translation>Нет секрета</translation>
    </message>
    <message>
        <source>Forbidden</source>
        <translation>Ключ отклонён</translation>
    </message>
    <message>
        <source>Address not allowed</source>
        <translation>Адрес не разрешён</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <source>Invalid request</source>
        <translation>Неверный запрос</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Конфликт</translation>
    </message>
    <message>
        <source>Network error</source>
        <translation>Ошибка сети</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Нет ответа</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Ошибка сервера</translation>
    </message>
    <message>
        <source>Unexpected answer</source>
        <translation>Непонятный ответ</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>• %1: %2 on the document, %3 in stock</source>
        <translation>• %1: в документе %2, в остатке %3</translation>
    </message>
    <message>
        <source>• %1: %2 on the document</source>
        <translation>• %1: в документе %2</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>Up to date (served from the local cache).</source>
        <translation>Данные актуальны (из локального кэша).</translation>
    </message>
    <message numerus="yes">
        <source>Too many requests. Try again in %n second(s).</source>
        <translation>
            <numerusform>Слишком много запросов. Повторите через %n секунду.</numerusform>
            <numerusform>Слишком много запросов. Повторите через %n секунды.</numerusform>
            <numerusform>Слишком много запросов. Повторите через %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests. Try again later.</source>
        <translation>Слишком много запросов. Повторите позже.</translation>
    </message>
    <message>
        <source>No secret was sent: this connection has no secret for its key. Enter the secret (Connect…).</source>
        <translation>Секрет не отправлен: у этого подключения нет секрета ключа. Введите секрет (Подключиться…).</translation>
    </message>
    <message>
        <source>The server refused the key: it is wrong, revoked, or lacks the needed permission. Check the key (Connect…) or ask for a new one.</source>
        <translation>Сервер отклонил ключ: он неверный, отозван или не имеет нужного права. Проверьте ключ (Подключиться…) или попросите новый.</translation>
    </message>
    <message>
        <source>This key may not be used from this computer&apos;s network address.</source>
        <translation>Этот ключ нельзя использовать с сетевого адреса этого компьютера.</translation>
    </message>
    <message>
        <source>Not found on the server.</source>
        <translation>На сервере не найдено.</translation>
    </message>
    <message>
        <source>Cannot reach the server.</source>
        <translation>Нет связи с сервером.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Сервер не ответил вовремя.</translation>
    </message>
    <message>
        <source>The server had a problem (HTTP %1). Try again later.</source>
        <translation>На сервере произошла ошибка (HTTP %1). Повторите позже.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was not understood. Is this a catalog server?</source>
        <translation>Ответ сервера не распознан. Это точно сервер каталога?</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Запрос отменён.</translation>
    </message>
    <message>
        <source>Nothing was posted: these lines would take the stock below 0. Take them back or correct the stock first:</source>
        <translation>Ничего не проведено: эти строки увели бы остаток ниже 0. Уберите их или сначала исправьте остаток:</translation>
    </message>
    <message>
        <source>Nothing was posted: these lines would take the stock above 1,000,000,000:</source>
        <translation>Ничего не проведено: эти строки подняли бы остаток выше 1 000 000 000:</translation>
    </message>
    <message>
        <source>The stock would go below 0: it is %1 now.</source>
        <translation>Остаток стал бы меньше 0: сейчас он %1.</translation>
    </message>
    <message>
        <source>The stock would go below 0.</source>
        <translation>Остаток стал бы меньше 0.</translation>
    </message>
    <message>
        <source>The stock would go above 1,000,000,000: it is %1 now.</source>
        <translation>Остаток стал бы больше 1 000 000 000: сейчас он %1.</translation>
    </message>
    <message>
        <source>The stock would go above 1,000,000,000.</source>
        <translation>Остаток стал бы больше 1 000 000 000.</translation>
    </message>
    <message>
        <source>The line cannot go below 0: more would be taken back than was scanned.</source>
        <translation>Строка не может уйти ниже 0: убрать больше, чем отсканировано, нельзя.</translation>
    </message>
    <message>
        <source>This product has variants: scan the barcode of the variant itself.</source>
        <translation>У этого товара есть варианты: отсканируйте штрихкод самого варианта.</translation>
    </message>
    <message>
        <source>This product has variants: scan the barcode of the variant itself (%1).</source>
        <translation>У этого товара есть варианты: отсканируйте штрихкод самого варианта (%1).</translation>
    </message>
    <message>
        <source>Too many deliveries and returns are open: post or cancel one first.</source>
        <translation>Открыто слишком много поставок и возвратов: сначала проведите или отмените один из них.</translation>
    </message>
    <message>
        <source>Too many counts are open: apply or cancel one first.</source>
        <translation>Открыто слишком много пересчётов: сначала примените или отмените один из них.</translation>
    </message>
    <message>
        <source>This document has as many lines as it may have: post it and start another.</source>
        <translation>В документе уже предельное число строк: проведите его и начните новый.</translation>
    </message>
    <message>
        <source>This product is outside the count&apos;s type or category.</source>
        <translation>Этот товар не входит в вид или категорию пересчёта.</translation>
    </message>
    <message>
        <source>The server already had another request under the same key. Try again.</source>
        <translation>У сервера уже есть другой запрос с тем же ключом. Повторите ещё раз.</translation>
    </message>
    <message>
        <source>The server rejected the request: %1</source>
        <translation>Сервер отклонил запрос: %1</translation>
    </message>
    <message>
        <source>The server rejected the request.</source>
        <translation>Сервер отклонил запрос.</translation>
    </message>
    <message>
        <source>The same change is still being processed. It will be retried.</source>
        <translation>То же изменение ещё обрабатывается. Оно будет отправлено повторно.</translation>
    </message>
    <message>
        <source>The stock was changed meanwhile; it is now %1.</source>
        <translation>Остаток тем временем изменился; сейчас он %1.</translation>
    </message>
    <message>
        <source>This document is no longer open: it was posted or cancelled (perhaps on another console). Refresh to see it.</source>
        <translation>Этот документ уже закрыт: он проведён или отменён (возможно, на другой консоли). Обновите, чтобы увидеть его.</translation>
    </message>
    <message>
        <source>This count is no longer open: it was applied or cancelled (perhaps on another console). Refresh to see it.</source>
        <translation>Этот пересчёт уже закрыт: он применён или отменён (возможно, на другой консоли). Обновите, чтобы увидеть его.</translation>
    </message>
    <message>
        <source>This order takes no more deliveries: it is received, closed or cancelled.</source>
        <translation>По этому заказу поставки больше не принимаются: он получен, закрыт или отменён.</translation>
    </message>
    <message>
        <source>Goods of this order were received already: close it instead of cancelling.</source>
        <translation>Товары по этому заказу уже получены: закройте его вместо отмены.</translation>
    </message>
    <message>
        <source>A supplier with this name exists already.</source>
        <translation>Поставщик с таким названием уже есть.</translation>
    </message>
    <message>
        <source>A product with this code exists already.</source>
        <translation>Товар с таким кодом уже есть.</translation>
    </message>
    <message>
        <source>The server refused the change: %1</source>
        <translation>Сервер отклонил изменение: %1</translation>
    </message>
    <message>
        <source>The server refused the change: it conflicts with the current data.</source>
        <translation>Сервер отклонил изменение: оно противоречит текущим данным.</translation>
    </message>
</context>
<context>
    <name>CatalogDataBox</name>
    <message numerus="yes">
        <source>%n author(s)</source>
        <translation>
            <numerusform>%n автор</numerusform>
            <numerusform>%n автора</numerusform>
            <numerusform>%n авторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n publisher(s)</source>
        <translation>
            <numerusform>%n издательство</numerusform>
            <numerusform>%n издательства</numerusform>
            <numerusform>%n издательств</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seller(s)</source>
        <translation>
            <numerusform>%n продавец</numerusform>
            <numerusform>%n продавца</numerusform>
            <numerusform>%n продавцов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n category(s)</source>
        <translation>
            <numerusform>%n категория</numerusform>
            <numerusform>%n категории</numerusform>
            <numerusform>%n категорий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n book(s)</source>
        <translation>
            <numerusform>%n книга</numerusform>
            <numerusform>%n книги</numerusform>
            <numerusform>%n книг</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stationery item(s)</source>
        <translation>
            <numerusform>%n канцтовар</numerusform>
            <numerusform>%n канцтовара</numerusform>
            <numerusform>%n канцтоваров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n вариант</numerusform>
            <numerusform>%n варианта</numerusform>
            <numerusform>%n вариантов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n search(es)</source>
        <translation>
            <numerusform>%n поисковый запрос</numerusform>
            <numerusform>%n поисковых запроса</numerusform>
            <numerusform>%n поисковых запросов</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog data</source>
        <translation>Данные каталога</translation>
    </message>
    <message>
        <source>Restore from a backu&amp;p…</source>
        <translation>Восс&amp;тановить из копии…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>Р&amp;езервная копия…</translation>
    </message>
    <message>
        <source>A consistent copy of the database, also while the server runs</source>
        <translation>Согласованная копия базы данных, в том числе пока сервер работает</translation>
    </message>
    <message>
        <source>Only while the server is stopped</source>
        <translation>Только пока сервер остановлен</translation>
    </message>
    <message>
        <source>E&amp;xport catalog…</source>
        <translation>&amp;Экспорт каталога…</translation>
    </message>
    <message>
        <source>The whole catalog as a catalog document (JSON) or as CSV</source>
        <translation>Весь каталог как документ каталога (JSON) или как CSV</translation>
    </message>
    <message>
        <source>Demo catalog of</source>
        <translation>Товаров в демо-каталоге:</translation>
    </message>
    <message>
        <source> products</source>
        <translation> шт.</translation>
    </message>
    <message>
        <source>Create &amp;demo data</source>
        <translation>Создать &amp;демо-данные</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>&amp;Импорт каталога…</translation>
    </message>
    <message>
        <source>A catalog document (JSON) or a spreadsheet saved as CSV</source>
        <translation>Документ каталога (JSON) или таблица, сохранённая как CSV</translation>
    </message>
    <message>
        <source>Import a catalog</source>
        <translation>Импорт каталога</translation>
    </message>
    <message>
        <source>Catalogs (*.json *.csv);;Catalog JSON (*.json);;CSV spreadsheets (*.csv);;All files (*)</source>
        <translation>Каталоги (*.json *.csv);;Каталог JSON (*.json);;Таблицы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Резервная копия базы данных</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>Базы данных SQLite (*.db *.sqlite);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Restore from a backup</source>
        <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
        <source>Replace everything in %1 with the backup %2?

The current data is kept as %1.before-restore.</source>
        <translation>Заменить всё содержимое %1 резервной копией %2?

Текущие данные сохранятся как %1.before-restore.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <source>Export the catalog</source>
        <translation>Экспорт каталога</translation>
    </message>
    <message>
        <source>Catalog JSON (*.json);;CSV spreadsheets (*.csv)</source>
        <translation>Каталог JSON (*.json);;Таблицы CSV (*.csv)</translation>
    </message>
    <message>
        <source>demo data</source>
        <translation>демо-данные</translation>
    </message>
    <message>
        <source>The demo catalog was written to %1.</source>
        <translation>Демо-каталог записан в %1.</translation>
    </message>
    <message>
        <source>Demo data cancelled; nothing was written.</source>
        <translation>Создание демо-данных отменено, ничего не записано.</translation>
    </message>
    <message>
        <source>Demo data could not be created: %1</source>
        <translation>Не удалось создать демо-данные: %1</translation>
    </message>
    <message>
        <source>import</source>
        <translation>импорт</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was written.</source>
        <translation>Импорт отменён, ничего не записано.</translation>
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation>Импортировано из %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n record(s) were rejected. Fix them in the file and import it again:</source>
        <translation>
            <numerusform>Ничего не импортировано: отклонена %n запись. Исправьте её в файле и повторите импорт:</numerusform>
            <numerusform>Ничего не импортировано: отклонены %n записи. Исправьте их в файле и повторите импорт:</numerusform>
            <numerusform>Ничего не импортировано: отклонено %n записей. Исправьте их в файле и повторите импорт:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the file&apos;s ids are already used by other records in %1 (for example the demo catalog). A catalog file updates the records with its own ids, so it cannot be added on top of another catalog. Replace the data with the file (the current database is kept as a copy), or import it into a new, empty database file.</source>
        <translation>Ничего не импортировано: идентификаторы из файла уже заняты другими записями в %1 (например, демо-каталогом). Файл каталога обновляет записи с его собственными идентификаторами, поэтому его нельзя добавить поверх другого каталога. Замените данные содержимым файла (текущая база сохранится как копия) или импортируйте его в новый пустой файл базы.</translation>
    </message>
    <message>
        <source>Replace the data with this file…</source>
        <translation>Заменить данные этим файлом…</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>Импорт не удался: %1</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>резервное копирование</translation>
    </message>
    <message>
        <source>The database was backed up to %1.</source>
        <translation>Резервная копия базы данных записана в %1.</translation>
    </message>
    <message>
        <source>Backup cancelled; no copy was written.</source>
        <translation>Резервное копирование отменено; копия не записана.</translation>
    </message>
    <message>
        <source>The backup failed: %1</source>
        <translation>Резервное копирование не удалось: %1</translation>
    </message>
    <message>
        <source>Stop the server first: a database in use cannot be restored.</source>
        <translation>Сначала остановите сервер: используемую базу данных нельзя восстановить.</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>восстановление</translation>
    </message>
    <message>
        <source>%1 was restored from %2. The data it held is kept as %1.before-restore.</source>
        <translation>%1 восстановлена из %2. Прежние данные сохранены как %1.before-restore.</translation>
    </message>
    <message>
        <source>Restore cancelled.</source>
        <translation>Восстановление отменено.</translation>
    </message>
    <message>
        <source>The restore failed; the database is unchanged: %1</source>
        <translation>Восстановление не удалось; база данных не изменилась: %1</translation>
    </message>
    <message>
        <source>export</source>
        <translation>экспорт</translation>
    </message>
    <message>
        <source>The catalog was exported to %1.</source>
        <translation>Каталог экспортирован в %1.</translation>
    </message>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation>Экспорт отменён; файл не записан.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Экспорт не удался: %1</translation>
    </message>
    <message>
        <source>Replace the data</source>
        <translation>Замена данных</translation>
    </message>
    <message>
        <source>Replace everything in %1 with the catalog in %2?

The current database (products, stock, history and API keys) is kept as a copy next to it. The tills and this console need a new key afterwards (“Connect the console to it” makes one).</source>
        <translation>Заменить всё содержимое %1 каталогом из %2?

Текущая база (товары, остатки, история и API-ключи) сохранится как копия рядом с ней. Кассам и этой консоли потом понадобится новый ключ (его создаёт кнопка «Подключить к нему консоль»).</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Заменить</translation>
    </message>
    <message>
        <source>The data could not be replaced: %1 could not be moved aside (%2).</source>
        <translation>Не удалось заменить данные: не удалось отложить %1 (%2).</translation>
    </message>
    <message>
        <source>%1 moved aside to %2.</source>
        <translation>%1 перемещён в %2.</translation>
    </message>
    <message>
        <source>%1 now holds the catalog of %2. The previous data is kept in %3.</source>
        <translation>Теперь в %1 каталог из %2. Прежние данные сохранены в %3.</translation>
    </message>
    <message>
        <source>Nothing was replaced: the previous data is back in %1.</source>
        <translation>Ничего не заменено: прежние данные возвращены в %1.</translation>
    </message>
</context>
<context>
    <name>CatalogPane</name>
    <message>
        <source>← &amp;Back to catalog</source>
        <translation>← &amp;Назад к каталогу</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Канцтовары</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>Популярные</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Новинки</translation>
    </message>
    <message>
        <source>Price ↑</source>
        <translation>Цена ↑</translation>
    </message>
    <message>
        <source>Price ↓</source>
        <translation>Цена ↓</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Фильтр по названию…</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation>Сортировка:</translation>
    </message>
    <message>
        <source>Recommended for you</source>
        <translation>Рекомендуем вам</translation>
    </message>
    <message>
        <source>The catalog could not be loaded: %1</source>
        <translation>Не удалось загрузить каталог: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Books by %1</source>
        <translation>Книги автора %1</translation>
    </message>
    <message>
        <source>Books from %1</source>
        <translation>Книги издательства %1</translation>
    </message>
    <message>
        <source>All books</source>
        <translation>Все книги</translation>
    </message>
    <message>
        <source>All stationery</source>
        <translation>Все канцтовары</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>загрузка…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Click “Price” to sort by price</source>
        <translation>Щёлкните «Цена», чтобы сортировать по цене</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Read the list again from the server (F5)</source>
        <translation>Заново загрузить список с сервера (F5)</translation>
    </message>
</context>
<context>
    <name>CategoriesPane</name>
    <message>
        <source>Choose a category.</source>
        <translation>Выберите категорию.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Канцтовары</translation>
    </message>
    <message>
        <source>Categories could not be loaded: %1</source>
        <translation>Не удалось загрузить категории: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>The products of this category could not be loaded: %1</source>
        <translation>Не удалось загрузить товары этой категории: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n product(s)</source>
        <translation>
            <numerusform>%1 — %n товар</numerusform>
            <numerusform>%1 — %n товара</numerusform>
            <numerusform>%1 — %n товаров</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Read the categories again from the server (F5)</source>
        <translation>Заново загрузить категории с сервера (F5)</translation>
    </message>
    <message>
        <source>&amp;Browse</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <source>&amp;Administration</source>
        <translation>&amp;Администрирование</translation>
    </message>
</context>
<context>
    <name>CategoryTreeModel</name>
    <message>
        <source>books</source>
        <translation>книги</translation>
    </message>
    <message>
        <source>stationery</source>
        <translation>канцтовары</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Remember the secret in the system keychain</source>
        <translation>&amp;Запомнить секрет в системном хранилище ключей</translation>
    </message>
    <message>
        <source>Connect to a catalog server</source>
        <translation>Подключение к серверу каталога</translation>
    </message>
    <message>
        <source>e.g. Shop till 1</source>
        <translation>напр. Касса 1</translation>
    </message>
    <message>
        <source>shown once when the key was created</source>
        <translation>показан один раз при создании ключа</translation>
    </message>
    <message>
        <source>not a seller key</source>
        <translation>не ключ продавца</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Server address:</source>
        <translation>Адрес &amp;сервера:</translation>
    </message>
    <message>
        <source>&amp;App ID:</source>
        <translation>ID при&amp;ложения:</translation>
    </message>
    <message>
        <source>S&amp;ecret:</source>
        <translation>С&amp;екрет:</translation>
    </message>
    <message>
        <source>Seller &amp;ID:</source>
        <translation>ID п&amp;родавца:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation>Дайте подключению название.</translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL ending in /api/v1/client.</source>
        <translation>Адрес сервера должен быть URL вида http:// или https://, оканчивающимся на /api/v1/client.</translation>
    </message>
    <message>
        <source>Enter the app ID of the key.</source>
        <translation>Введите ID приложения для ключа.</translation>
    </message>
    <message>
        <source>Enter the address and key of your shop&apos;s catalog server. No server yet? The shop&apos;s owner can run one on this computer.</source>
        <translation>Введите адрес и ключ сервера каталога вашего магазина. Сервера ещё нет? Владелец магазина может запустить его на этом компьютере.</translation>
    </message>
    <message>
        <source>Run a server &amp;here…</source>
        <translation>Запустить сервер з&amp;десь…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>Пр&amp;оверить</translation>
    </message>
    <message>
        <source>Ask the server whether this key works and whose it is</source>
        <translation>Спросить у сервера, работает ли этот ключ и чей он</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>Проверка ключа…</translation>
    </message>
    <message>
        <source>This key belongs to seller %1 (number %2).</source>
        <translation>Этот ключ принадлежит продавцу %1 (номер %2).</translation>
    </message>
    <message>
        <source>This key belongs to no seller: it can browse the catalog but not change stock or open the seller&apos;s own products.</source>
        <translation>Этот ключ не принадлежит продавцу: с ним можно просматривать каталог, но не менять остатки и не открывать собственные товары продавца.</translation>
    </message>
    <message>
        <source>This server is an older version that does not say whose key this is: enter the seller number (0 for a key that belongs to no seller).</source>
        <translation>Это более старая версия сервера, она не сообщает, чей это ключ: введите номер продавца (0 — если ключ не принадлежит продавцу).</translation>
    </message>
    <message>
        <source>%1 Connecting anyway: the console works offline and learns the key&apos;s seller when the server answers.</source>
        <translation>%1 Подключение всё равно выполняется: консоль работает без сети и узнает продавца ключа, когда сервер ответит.</translation>
    </message>
</context>
<context>
    <name>ConnectionMonitor</name>
    <message>
        <source>Not connected</source>
        <translation>Не подключено</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>В сети</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Нет связи</translation>
    </message>
    <message>
        <source>Key refused</source>
        <translation>Ключ отклонён</translation>
    </message>
    <message>
        <source>Secret missing</source>
        <translation>Нет секрета</translation>
    </message>
    <message numerus="yes">
        <source>Connecting… next try in %n s</source>
        <translation>
            <numerusform>Подключение… повтор через %n с</numerusform>
            <numerusform>Подключение… повтор через %n с</numerusform>
            <numerusform>Подключение… повтор через %n с</numerusform>
        </translation>
    </message>
    <message>
        <source>The server asks this computer to wait before it tries again: too many requests, or too many failed sign-ins from this address in the last minute (is a till using a wrong secret?). The console tries again by itself.</source>
        <translation>Сервер просит этот компьютер подождать перед новой попыткой: слишком много запросов или слишком много неудачных входов с этого адреса за последнюю минуту (может быть, касса использует неверный секрет?). Консоль повторит попытку сама.</translation>
    </message>
</context>
<context>
    <name>ConnectionTester</name>
    <message>
        <source>Connected.</source>
        <translation>Подключено.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address and port, and that it is running.</source>
        <translation>Нет связи с сервером. Проверьте адрес и порт и что сервер запущен.</translation>
    </message>
    <message>
        <source>Something answers at this address, but it is not a Catalog API v1 server. The base URL usually ends in /api/v1/client.</source>
        <translation>По этому адресу кто-то отвечает, но это не сервер Catalog API v1. Базовый URL обычно оканчивается на /api/v1/client.</translation>
    </message>
    <message>
        <source>The app ID or secret is missing.</source>
        <translation>Не указан ID приложения или секрет.</translation>
    </message>
    <message>
        <source>The server refused this app ID and secret: wrong, revoked, or without read access.</source>
        <translation>Сервер отклонил этот ID приложения и секрет: они неверны, отозваны или без права чтения.</translation>
    </message>
    <message>
        <source>The key is valid but may not be used from this computer&apos;s address (IP allowlist).</source>
        <translation>Ключ действителен, но его нельзя использовать с адреса этого компьютера (список разрешённых IP).</translation>
    </message>
    <message>
        <source>The key works but is over its rate limit right now.</source>
        <translation>Ключ работает, но сейчас превышен его лимит запросов.</translation>
    </message>
    <message>
        <source>The server reported an internal error.</source>
        <translation>Сервер сообщил о внутренней ошибке.</translation>
    </message>
    <message>
        <source>The connection test failed.</source>
        <translation>Проверка подключения не удалась.</translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message>
        <source>The secret is used for this session only: it could not be stored (%1).</source>
        <translation>Секрет используется только в этом сеансе: сохранить его не удалось (%1).</translation>
    </message>
    <message>
        <source>There is no saved connection named “%1”.</source>
        <translation>Нет сохранённого подключения «%1».</translation>
    </message>
    <message>
        <source>The secret of “%1” could not be read (%2). Connect again and enter it.</source>
        <translation>Не удалось прочитать секрет подключения «%1» (%2). Подключитесь заново и введите его.</translation>
    </message>
    <message>
        <source>No secret is stored for “%1”. Connect again and enter it.</source>
        <translation>Для «%1» секрет не сохранён. Подключитесь заново и введите его.</translation>
    </message>
    <message>
        <source>The local outbox could not be opened (%1): scans cannot be kept while offline.</source>
        <translation>Не удалось открыть локальную очередь отправки (%1): сканы нельзя сохранить, пока нет связи.</translation>
    </message>
</context>
<context>
    <name>CountModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Посчитано</translation>
    </message>
    <message>
        <source>not scanned</source>
        <translation>не отсканировано</translation>
    </message>
    <message>
        <source>Counted %1, on record %2 when it was counted: Apply changes the stock by %3.</source>
        <translation>Посчитано %1, по учёту было %2 в момент пересчёта: применение изменит остаток на %3.</translation>
    </message>
    <message>
        <source>The stock on record when the item was last scanned in this count.</source>
        <translation>Остаток по учёту в момент последнего скана этой позиции в пересчёте.</translation>
    </message>
    <message>
        <source>The stock on record now.</source>
        <translation>Остаток по учёту сейчас.</translation>
    </message>
    <message>
        <source>Sales (−) and deliveries (+) after the item was counted: Apply keeps them.</source>
        <translation>Продажи (−) и поступления (+) после пересчёта позиции: применение их сохраняет.</translation>
    </message>
    <message>
        <source>What Apply adds to the stock: counted minus on record when counted.</source>
        <translation>Что применение добавит к остатку: посчитано минус по учёту в момент пересчёта.</translation>
    </message>
    <message>
        <source>The stock once the count is applied.</source>
        <translation>Остаток после применения пересчёта.</translation>
    </message>
    <message>
        <source>On record when counted</source>
        <translation>По учёту при пересчёте</translation>
    </message>
    <message>
        <source>On record now</source>
        <translation>По учёту сейчас</translation>
    </message>
    <message>
        <source>Sold/received since</source>
        <translation>Продано/получено после</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>After applying</source>
        <translation>После применения</translation>
    </message>
</context>
<context>
    <name>CountPane</name>
    <message>
        <source>&amp;Blind count</source>
        <translation>&amp;Слепой пересчёт</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>&amp;Применить…</translation>
    </message>
    <message>
        <source>Cancel count</source>
        <translation>Отменить пересчёт</translation>
    </message>
    <message>
        <source>New count</source>
        <translation>Новый пересчёт</translation>
    </message>
    <message>
        <source>Name, e.g. Stationery shelf</source>
        <translation>Название, напр. Полка канцтоваров</translation>
    </message>
    <message>
        <source>Count name</source>
        <translation>Название пересчёта</translation>
    </message>
    <message>
        <source>Books and stationery</source>
        <translation>Книги и канцтовары</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Канцтовары</translation>
    </message>
    <message>
        <source>Every category</source>
        <translation>Все категории</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>&amp;Start count</source>
        <translation>&amp;Начать пересчёт</translation>
    </message>
    <message>
        <source>Open count:</source>
        <translation>Открытый пересчёт:</translation>
    </message>
    <message>
        <source>Open count</source>
        <translation>Открытый пересчёт</translation>
    </message>
    <message>
        <source>Code to count</source>
        <translation>Код для пересчёта</translation>
    </message>
    <message>
        <source>How many this scan counts (a carton); back to 1 after each scan.</source>
        <translation>Сколько единиц учитывает этот скан (коробка); после каждого скана снова 1.</translation>
    </message>
    <message>
        <source>C&amp;ount</source>
        <translation>&amp;Учесть</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Посчитано</translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation>Ещё не отсканировано</translation>
    </message>
    <message>
        <source>Keep items not scanned</source>
        <translation>Неотсканированные оставить как есть</translation>
    </message>
    <message>
        <source>Set items not scanned to 0</source>
        <translation>Неотсканированные обнулить</translation>
    </message>
    <message>
        <source>Items not scanned</source>
        <translation>Неотсканированные позиции</translation>
    </message>
    <message>
        <source>%1 was not counted</source>
        <translation>%1 не учтён</translation>
    </message>
    <message>
        <source>%1: %2 counted</source>
        <translation>%1: посчитано %2</translation>
    </message>
    <message>
        <source>The counts could not be loaded</source>
        <translation>Не удалось загрузить пересчёты</translation>
    </message>
    <message>
        <source>%1 (started %2)</source>
        <translation>%1 (начат %2)</translation>
    </message>
    <message>
        <source>No open count: start one above.</source>
        <translation>Открытых пересчётов нет: начните новый выше.</translation>
    </message>
    <message>
        <source>The count could not be loaded</source>
        <translation>Не удалось загрузить пересчёт</translation>
    </message>
    <message>
        <source>The items not scanned could not be loaded</source>
        <translation>Не удалось загрузить неотсканированные позиции</translation>
    </message>
    <message>
        <source>A count needs a name</source>
        <translation>Пересчёту нужно название</translation>
    </message>
    <message>
        <source>type one, e.g. the shelf you count.</source>
        <translation>введите его, например полку, которую считаете.</translation>
    </message>
    <message>
        <source>The count could not be started</source>
        <translation>Не удалось начать пересчёт</translation>
    </message>
    <message>
        <source>Count “%1” started.</source>
        <translation>Пересчёт «%1» начат.</translation>
    </message>
    <message>
        <source>The scan could not be stored</source>
        <translation>Не удалось сохранить скан</translation>
    </message>
    <message>
        <source>the scan queue file is not writable.</source>
        <translation>файл очереди сканов недоступен для записи.</translation>
    </message>
    <message>
        <source>Not applied yet</source>
        <translation>Пока не применено</translation>
    </message>
    <message>
        <source>some scans are still waiting to be sent.</source>
        <translation>некоторые сканы ещё ждут отправки.</translation>
    </message>
    <message>
        <source>Apply count</source>
        <translation>Применить пересчёт</translation>
    </message>
    <message>
        <source>The count could not be applied</source>
        <translation>Не удалось применить пересчёт</translation>
    </message>
    <message>
        <source>Count “%1” applied: the stock now matches it.</source>
        <translation>Пересчёт «%1» применён: остатки теперь соответствуют ему.</translation>
    </message>
    <message>
        <source>The count could not be cancelled</source>
        <translation>Не удалось отменить пересчёт</translation>
    </message>
    <message>
        <source>Count “%1” cancelled; no stock changed.</source>
        <translation>Пересчёт «%1» отменён, остатки не изменились.</translation>
    </message>
    <message>
        <source>%1, %2; %3 not scanned yet</source>
        <translation>%1, %2; ещё не отсканировано: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) counted</source>
        <translation>
            <numerusform>%n позиция посчитана</numerusform>
            <numerusform>%n позиции посчитаны</numerusform>
            <numerusform>%n позиций посчитано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n единица</numerusform>
            <numerusform>%n единицы</numerusform>
            <numerusform>%n единиц</numerusform>
        </translation>
    </message>
    <message>
        <source>Take one bac&amp;k</source>
        <translation>Вычесть о&amp;дну</translation>
    </message>
    <message>
        <source>Takes one back from the line selected in the Counted table.</source>
        <translation>Вычитает одну единицу из строки, выбранной в таблице «Посчитано».</translation>
    </message>
    <message>
        <source>Nothing taken back</source>
        <translation>Ничего не вычтено</translation>
    </message>
    <message>
        <source>choose a line in the Counted table first.</source>
        <translation>сначала выберите строку в таблице «Посчитано».</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>Не применено</translation>
    </message>
    <message>
        <source>the count&apos;s lines could not be read.</source>
        <translation>не удалось прочитать строки пересчёта.</translation>
    </message>
    <message>
        <source>the items not scanned could not be read.</source>
        <translation>не удалось прочитать неотсканированные позиции.</translation>
    </message>
    <message>
        <source>Cancel the count “%1”? The scans of every console counting it are discarded; no stock changes.</source>
        <translation>Отменить пересчёт «%1»? Сканы всех консолей в этом пересчёте будут удалены; остатки не изменятся.</translation>
    </message>
    <message>
        <source>&amp;Print variances…</source>
        <translation>Печать &amp;расхождений…</translation>
    </message>
    <message>
        <source>The counted items whose count differs from the stock, to print or to save</source>
        <translation>Посчитанные товары, количество которых отличается от остатка, — напечатать или сохранить</translation>
    </message>
    <message>
        <source>Count variances: %1</source>
        <translation>Расхождения пересчёта: %1</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>On record when counted</source>
        <translation>По учёту при пересчёте</translation>
    </message>
    <message>
        <source>Sold/received since</source>
        <translation>Продано/получено после</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>Blind count: expected quantities and variances are hidden.</source>
        <translation>Слепой пересчёт: ожидаемые количества и расхождения скрыты.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) with a variance</source>
        <translation>
            <numerusform>%n позиция с расхождением</numerusform>
            <numerusform>%n позиции с расхождением</numerusform>
            <numerusform>%n позиций с расхождением</numerusform>
        </translation>
    </message>
    <message>
        <source>Net variance: %1. Items not scanned yet: %2.</source>
        <translation>Итоговое расхождение: %1. Ещё не отсканировано: %2.</translation>
    </message>
    <message>
        <source>the count was applied or cancelled while they waited. Start a new count and scan them again.</source>
        <translation>пока они ждали, пересчёт был применён или отменён. Начните новый пересчёт и отсканируйте их снова.</translation>
    </message>
</context>
<context>
    <name>CountSummary</name>
    <message>
        <source>Count “%1”: %2 (%3).</source>
        <translation>Пересчёт «%1»: %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) counted</source>
        <translation>
            <numerusform>%n позиция посчитана</numerusform>
            <numerusform>%n позиции посчитаны</numerusform>
            <numerusform>%n позиций посчитано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n единица</numerusform>
            <numerusform>%n единицы</numerusform>
            <numerusform>%n единиц</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply changes the stock of %n counted item(s)</source>
        <translation>
            <numerusform>Применение изменит остаток %n посчитанной позиции</numerusform>
            <numerusform>Применение изменит остаток %n посчитанных позиций</numerusform>
            <numerusform>Применение изменит остаток %n посчитанных позиций</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1 unit(s) in all (the differences shown).</source>
        <translation>в сумме на %1 ед. (показанные разницы).</translation>
    </message>
    <message numerus="yes">
        <source>It sets %n item(s) not scanned to 0,</source>
        <translation>
            <numerusform>Оно обнулит %n неотсканированную позицию,</numerusform>
            <numerusform>Оно обнулит %n неотсканированные позиции,</numerusform>
            <numerusform>Оно обнулит %n неотсканированных позиций,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>taking off %n unit(s).</source>
        <translation>
            <numerusform>списав %n единицу.</numerusform>
            <numerusform>списав %n единицы.</numerusform>
            <numerusform>списав %n единиц.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all the stock changes by %1 unit(s).</source>
        <translation>Всего остаток изменится на %1 ед.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not scanned will be kept as they are.</source>
        <translation>
            <numerusform>%n неотсканированная позиция останется как есть.</numerusform>
            <numerusform>%n неотсканированные позиции останутся как есть.</numerusform>
            <numerusform>%n неотсканированных позиций останутся как есть.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sales and deliveries made after an item was counted are kept.</source>
        <translation>Продажи и поступления после пересчёта позиции сохраняются.</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>C&amp;ancel import</source>
        <translation>&amp;Прервать импорт</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>Save &amp;report…</source>
        <translation>Сохранить о&amp;тчёт…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Import a CSV catalog</source>
        <translation>Импорт каталога из CSV</translation>
    </message>
    <message>
        <source>Pr&amp;eview of the first rows:</source>
        <translation>&amp;Просмотр первых строк:</translation>
    </message>
    <message>
        <source>Column &amp;mapping:</source>
        <translation>&amp;Соответствие столбцов:</translation>
    </message>
    <message>
        <source>This file cannot be imported as CSV: %1</source>
        <translation>Этот файл нельзя импортировать как CSV: %1</translation>
    </message>
    <message>
        <source>Separated by semicolons</source>
        <translation>Разделитель — точка с запятой</translation>
    </message>
    <message>
        <source>Separated by commas</source>
        <translation>Разделитель — запятая</translation>
    </message>
    <message>
        <source>UTF-8 with a byte order mark</source>
        <translation>UTF-8 с меткой порядка байтов (BOM)</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln столбец</numerusform>
            <numerusform>%Ln столбца</numerusform>
            <numerusform>%Ln столбцов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %Ln row(s) are shown</source>
        <translation>
            <numerusform>показана первая %Ln строка</numerusform>
            <numerusform>показаны первые %Ln строки</numerusform>
            <numerusform>показаны первые %Ln строк</numerusform>
        </translation>
    </message>
    <message>
        <source>The file has no columns to import.</source>
        <translation>В файле нет столбцов для импорта.</translation>
    </message>
    <message>
        <source>No column gives the product code. Choose one under “Imported as”: the column with the ISBN or barcode.</source>
        <translation>Ни один столбец не даёт код товара. Выберите его в «Импортируется как»: столбец с ISBN или штрихкодом.</translation>
    </message>
    <message>
        <source>No column gives the product name. Choose one under “Imported as”.</source>
        <translation>Ни один столбец не даёт название товара. Выберите его в «Импортируется как».</translation>
    </message>
    <message>
        <source>Importing %1 into %2…</source>
        <translation>Импорт %1 в %2…</translation>
    </message>
    <message>
        <source>Saving to the database…</source>
        <translation>Сохранение в базу данных…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was written.</source>
        <translation>Импорт отменён; ничего не записано.</translation>
    </message>
    <message>
        <source>Imported into %1: %2.</source>
        <translation>Импортировано в %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %Ln row(s) were rejected. Tick “Skip invalid rows” to import the others, or correct the file; the report says why.</source>
        <translation>
            <numerusform>Ничего не импортировано: отклонена %Ln строка. Отметьте «Пропустить неверные строки», чтобы импортировать остальные, или исправьте файл; причины — в отчёте.</numerusform>
            <numerusform>Ничего не импортировано: отклонены %Ln строки. Отметьте «Пропустить неверные строки», чтобы импортировать остальные, или исправьте файл; причины — в отчёте.</numerusform>
            <numerusform>Ничего не импортировано: отклонено %Ln строк. Отметьте «Пропустить неверные строки», чтобы импортировать остальные, или исправьте файл; причины — в отчёте.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the options</source>
        <translation>Вернуться к параметрам</translation>
    </message>
    <message>
        <source>The import failed; nothing was written: %1</source>
        <translation>Импорт не удался; ничего не записано: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln book(s)</source>
        <translation>
            <numerusform>%Ln книга</numerusform>
            <numerusform>%Ln книги</numerusform>
            <numerusform>%Ln книг</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln stationery item(s)</source>
        <translation>
            <numerusform>%Ln канцтовар</numerusform>
            <numerusform>%Ln канцтовара</numerusform>
            <numerusform>%Ln канцтоваров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new author(s)</source>
        <translation>
            <numerusform>%Ln новый автор</numerusform>
            <numerusform>%Ln новых автора</numerusform>
            <numerusform>%Ln новых авторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new publisher(s)</source>
        <translation>
            <numerusform>%Ln новое издательство</numerusform>
            <numerusform>%Ln новых издательства</numerusform>
            <numerusform>%Ln новых издательств</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new category(s)</source>
        <translation>
            <numerusform>%Ln новая категория</numerusform>
            <numerusform>%Ln новые категории</numerusform>
            <numerusform>%Ln новых категорий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new seller(s)</source>
        <translation>
            <numerusform>%Ln новый продавец</numerusform>
            <numerusform>%Ln новых продавца</numerusform>
            <numerusform>%Ln новых продавцов</numerusform>
        </translation>
    </message>
    <message>
        <source>no products</source>
        <translation>ни одного товара</translation>
    </message>
    <message>
        <source>Save the import report</source>
        <translation>Сохранить отчёт об импорте</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The report was saved to %1.</source>
        <translation>Отчёт сохранён в %1.</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Не удалось сохранить отчёт в %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %Ln row(s) have no price. Set a default price in the options (or fill the price column) and import again.</source>
        <translation>
            <numerusform>Ничего не импортировано: у %Ln строки нет цены. Укажите цену по умолчанию в параметрах (или заполните столбец цены) и импортируйте снова.</numerusform>
            <numerusform>Ничего не импортировано: у %Ln строк нет цены. Укажите цену по умолчанию в параметрах (или заполните столбец цены) и импортируйте снова.</numerusform>
            <numerusform>Ничего не импортировано: у %Ln строк нет цены. Укажите цену по умолчанию в параметрах (или заполните столбец цены) и импортируйте снова.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %Ln row(s) were rejected. %1 of them only lack a price, which a default price in the options fixes; correct the others in the file or tick “Skip invalid rows”. The report says why.</source>
        <translation>
            <numerusform>Ничего не импортировано: отклонена %Ln строка. У %1 из них нет только цены — это исправит цена по умолчанию в параметрах; остальные исправьте в файле или отметьте «Пропустить неверные строки». Причины — в отчёте.</numerusform>
            <numerusform>Ничего не импортировано: отклонены %Ln строки. У %1 из них нет только цены — это исправит цена по умолчанию в параметрах; остальные исправьте в файле или отметьте «Пропустить неверные строки». Причины — в отчёте.</numerusform>
            <numerusform>Ничего не импортировано: отклонено %Ln строк. У %1 из них нет только цены — это исправит цена по умолчанию в параметрах; остальные исправьте в файле или отметьте «Пропустить неверные строки». Причины — в отчёте.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvImportOptions</name>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>S&amp;kip invalid rows and import the others</source>
        <translation>Пропустить &amp;неверные строки и импортировать остальные</translation>
    </message>
    <message>
        <source>From the file’s type column, else by the code</source>
        <translation>Из столбца типа в файле, иначе по коду</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Канцтовары</translation>
    </message>
    <message>
        <source>&amp;Type of products:</source>
        <translation>&amp;Тип товаров:</translation>
    </message>
    <message>
        <source>From the file’s seller_id column</source>
        <translation>Из столбца продавца в файле</translation>
    </message>
    <message>
        <source>&amp;Seller:</source>
        <translation>Пр&amp;одавец:</translation>
    </message>
    <message>
        <source>None: rows without a price are rejected</source>
        <translation>Нет: строки без цены отклоняются</translation>
    </message>
    <message>
        <source>Default &amp;price:</source>
        <translation>&amp;Цена по умолчанию:</translation>
    </message>
    <message>
        <source>Default st&amp;ock:</source>
        <translation>Ост&amp;аток по умолчанию:</translation>
    </message>
    <message>
        <source>The defaults fill what the file lacks. Without skipping, one invalid row means nothing is imported; the report says which rows and why.</source>
        <translation>Значения по умолчанию дополняют то, чего нет в файле. Без пропуска одна неверная строка означает, что ничего не импортируется; отчёт покажет, какие строки и почему.</translation>
    </message>
</context>
<context>
    <name>CsvMappingModel</name>
    <message>
        <source>Code (ISBN, barcode)</source>
        <translation>Код (ISBN, штрихкод)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Издательство</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Старая цена</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Image URL</source>
        <translation>URL изображения</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страниц</translation>
    </message>
    <message>
        <source>Type (book or stationery)</source>
        <translation>Тип (книга или канцтовары)</translation>
    </message>
    <message>
        <source>Seller ID</source>
        <translation>ID продавца</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Метки</translation>
    </message>
    <message>
        <source>Reorder level</source>
        <translation>Уровень дозаказа</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Не импортируется</translation>
    </message>
    <message>
        <source>This column cannot be mapped by hand: its name is empty or contains “=”.</source>
        <translation>Этот столбец нельзя сопоставить вручную: его имя пустое или содержит «=».</translation>
    </message>
    <message>
        <source>Column in the file</source>
        <translation>Столбец в файле</translation>
    </message>
    <message>
        <source>First value</source>
        <translation>Первое значение</translation>
    </message>
    <message>
        <source>Imported as</source>
        <translation>Импортируется как</translation>
    </message>
    <message>
        <source>Supplier (name)</source>
        <translation>Поставщик (название)</translation>
    </message>
    <message>
        <source>Reorder quantity</source>
        <translation>Количество дозаказа</translation>
    </message>
    <message>
        <source>Cost (purchase price)</source>
        <translation>Себестоимость (закупочная цена)</translation>
    </message>
</context>
<context>
    <name>CsvPreview</name>
    <message>
        <source>Row %1: a quoted field is never closed.</source>
        <translation>Строка %1: поле в кавычках не закрыто.</translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation>В файле нет строки заголовков.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
</context>
<context>
    <name>CsvPreviewModel</name>
    <message>
        <source>Column “%1” is imported as: %2</source>
        <translation>Столбец «%1» импортируется как: %2</translation>
    </message>
</context>
<context>
    <name>CsvReportDetail</name>
    <message>
        <source>ISBN-10 %1 left-padded to %2</source>
        <translation>ISBN-10 %1 дополнен нулями слева до %2</translation>
    </message>
    <message>
        <source>rebuilt %1 from float %2 (check digit recomputed)</source>
        <translation>%1 восстановлен из дробного числа %2 (контрольная цифра пересчитана)</translation>
    </message>
    <message>
        <source>float %1 lost its check digit and its twelfth digit is uncertain (rounded)</source>
        <translation>в дробном числе %1 потеряна контрольная цифра, а двенадцатая цифра не точна (округлена)</translation>
    </message>
    <message>
        <source>float %1 keeps only %2 of %3 digits</source>
        <translation>в дробном числе %1 сохранились только %2 цифр из %3</translation>
    </message>
    <message>
        <source>float %1 written out</source>
        <translation>дробное число %1 записано целым</translation>
    </message>
    <message>
        <source>separators dropped from “%1”</source>
        <translation>из «%1» убраны разделители</translation>
    </message>
    <message>
        <source>%1 is not an EAN-13, EAN-8 or UPC-A with a valid check digit</source>
        <translation>%1 — не EAN-13, EAN-8 или UPC-A с верной контрольной цифрой</translation>
    </message>
    <message>
        <source>%1 is not a valid ISBN-%2 (check digit or prefix)</source>
        <translation>%1 — неверный ISBN-%2 (контрольная цифра или префикс)</translation>
    </message>
    <message>
        <source>%1 is not a valid ISBN-10, not even left-padded to %2</source>
        <translation>%1 — неверный ISBN-10, даже дополненный нулями до %2</translation>
    </message>
    <message>
        <source>%1 is not an ISBN-10 or ISBN-13</source>
        <translation>%1 — не ISBN-10 и не ISBN-13</translation>
    </message>
    <message>
        <source>“%1” has no digits</source>
        <translation>в «%1» нет цифр</translation>
    </message>
    <message>
        <source>“%1” is not a code of digits</source>
        <translation>«%1» — не код из цифр</translation>
    </message>
    <message>
        <source>“%1” is not a barcode of digits</source>
        <translation>«%1» — не штрихкод из цифр</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 — не целое число</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 — слишком большое число</translation>
    </message>
    <message>
        <source>%1 is negative</source>
        <translation>%1 — отрицательное число</translation>
    </message>
    <message>
        <source>%1 read as %2 (thousands separators and zero fraction dropped)</source>
        <translation>%1 прочитано как %2 (убраны разделители тысяч и нулевая дробная часть)</translation>
    </message>
    <message>
        <source>%1 read as %2 (thousands separators dropped)</source>
        <translation>%1 прочитано как %2 (убраны разделители тысяч)</translation>
    </message>
    <message>
        <source>%1 read as %2 (zero fraction dropped)</source>
        <translation>%1 прочитано как %2 (убрана нулевая дробная часть)</translation>
    </message>
    <message>
        <source>must be %1 or more, got %2</source>
        <translation>должно быть не меньше %1, а указано %2</translation>
    </message>
    <message>
        <source>must be book or stationery, got “%1”</source>
        <translation>должен быть книгой или канцтоварами, а указано «%1»</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>нет названия</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>нет кода</translation>
    </message>
    <message>
        <source>no code column</source>
        <translation>нет столбца с кодом</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>no seller (no seller column and no default seller)</source>
        <translation>нет продавца (ни столбца продавца, ни продавца по умолчанию)</translation>
    </message>
    <message>
        <source>%1 disagrees with %2 and is ignored</source>
        <translation>%1 не совпадает с %2 и не учитывается</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already in row %3</source>
        <translation>код %1 продавца %2 уже есть в строке %3</translation>
    </message>
    <message>
        <source>code %1 of seller %2 belongs to book %3</source>
        <translation>код %1 продавца %2 принадлежит книге %3</translation>
    </message>
    <message>
        <source>code %1 of seller %2 belongs to stationery item %3</source>
        <translation>код %1 продавца %2 принадлежит канцтовару %3</translation>
    </message>
    <message>
        <source>no price (and no default price)</source>
        <translation>нет цены (и нет цены по умолчанию)</translation>
    </message>
    <message>
        <source>%1 cells, the header has %2</source>
        <translation>ячеек: %1, а в заголовке: %2</translation>
    </message>
    <message>
        <source>no valid code (%1)</source>
        <translation>нет верного кода (%1)</translation>
    </message>
    <message>
        <source>%1; code %2 taken from %3</source>
        <translation>%1; код %2 взят из %3</translation>
    </message>
    <message>
        <source>a supplier&apos;s name has at most %1 characters</source>
        <translation>название поставщика — не длиннее %1 символов</translation>
    </message>
    <message>
        <source>not an http(s) address or a path on this server: %1</source>
        <translation>не адрес http(s) и не путь на этом сервере: %1</translation>
    </message>
    <message>
        <source>%1 is not an ISBN (an ISBN-13 starts with 978 or 979): imported as stationery with the barcode %2</source>
        <translation>%1 — не ISBN (ISBN-13 начинается с 978 или 979): загружено как канцтовар со штрихкодом %2</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by book %3</source>
        <translation>код %1 продавца %2 уже занят книгой %3</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by stationery item %3</source>
        <translation>код %1 продавца %2 уже занят канцтоваром %3</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by stationery item %3 (variant %4)</source>
        <translation>код %1 продавца %2 уже занят канцтоваром %3 (вариант %4)</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by %3 active items (ambiguous; give each its own code first)</source>
        <translation>код %1 продавца %2 уже занят активными товарами (%3): неоднозначно, сначала дайте каждому свой код</translation>
    </message>
    <message>
        <source>code %1 is listed by seller %2 as “%3”</source>
        <translation>код %1 у продавца %2 записан как «%3»</translation>
    </message>
    <message>
        <source>code %1 is listed by seller %2 with the author “%3”</source>
        <translation>код %1 у продавца %2 записан с автором «%3»</translation>
    </message>
    <message>
        <source>old price %1 is not above the price %2</source>
        <translation>старая цена %1 не выше цены %2</translation>
    </message>
    <message>
        <source>category “%1” (%2) did not exist and was created</source>
        <translation>категории «%1» (%2) не было, она создана</translation>
    </message>
    <message>
        <source>seller %1 did not exist and was created as “%2”</source>
        <translation>продавца %1 не было, он создан как «%2»</translation>
    </message>
</context>
<context>
    <name>CsvReportModel</name>
    <message>
        <source>imported</source>
        <translation>импортирована</translation>
    </message>
    <message>
        <source>repaired</source>
        <translation>исправлена</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонена</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>What was done or why</source>
        <translation>Что сделано или почему</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
</context>
<context>
    <name>CsvReportPanel</name>
    <message>
        <source>S&amp;how:</source>
        <translation>По&amp;казать:</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>Все строки отчёта</translation>
    </message>
    <message>
        <source>Repaired rows</source>
        <translation>Исправленные строки</translation>
    </message>
    <message>
        <source>Rejected rows</source>
        <translation>Отклонённые строки</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) in the file:</source>
        <translation>
            <numerusform>%Ln строка в файле:</numerusform>
            <numerusform>%Ln строки в файле:</numerusform>
            <numerusform>%Ln строк в файле:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln imported as they were;</source>
        <translation>
            <numerusform>%Ln импортирована без изменений;</numerusform>
            <numerusform>%Ln импортированы без изменений;</numerusform>
            <numerusform>%Ln импортировано без изменений;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln repaired;</source>
        <translation>
            <numerusform>%Ln исправлена;</numerusform>
            <numerusform>%Ln исправлены;</numerusform>
            <numerusform>%Ln исправлено;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rejected.</source>
        <translation>
            <numerusform>%Ln отклонена.</numerusform>
            <numerusform>%Ln отклонены.</numerusform>
            <numerusform>%Ln отклонено.</numerusform>
        </translation>
    </message>
    <message>
        <source>Repaired, rejected and warned rows</source>
        <translation>Исправленные, отклонённые и строки с предупреждениями</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message numerus="yes">
        <source>%Ln imported row(s) with warnings.</source>
        <translation>
            <numerusform>%Ln импортированная строка с предупреждениями.</numerusform>
            <numerusform>%Ln импортированные строки с предупреждениями.</numerusform>
            <numerusform>%Ln импортированных строк с предупреждениями.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogScanGuard</name>
    <message>
        <source>Scanned %1: not taken while this window is open. Close it, then scan again.</source>
        <translation>Отсканировано %1: не принято, пока открыто это окно. Закройте его и отсканируйте снова.</translation>
    </message>
</context>
<context>
    <name>DocumentLineModel</name>
    <message>
        <source>as ordered</source>
        <translation>как в заказе</translation>
    </message>
    <message>
        <source>more than ordered</source>
        <translation>больше заказанного</translation>
    </message>
    <message>
        <source>not on the order</source>
        <translation>нет в заказе</translation>
    </message>
    <message>
        <source>not delivered yet</source>
        <translation>ещё не доставлено</translation>
    </message>
    <message>
        <source>fewer than ordered</source>
        <translation>меньше заказанного</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Ожидалось</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возврат</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Приход</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>The product&apos;s stock now; the document changes it when it is posted.</source>
        <translation>Остаток товара сейчас; документ изменит его, когда будет проведён.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остаток</translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <source>Save as PDF…</source>
        <translation>Сохранить как PDF…</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Сохранить как PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>Не удалось записать PDF в %1.</translation>
    </message>
</context>
<context>
    <name>DocumentScanPane</name>
    <message>
        <source>&amp;Post…</source>
        <translation>&amp;Провести…</translation>
    </message>
    <message>
        <source>Open delivery:</source>
        <translation>Открытая поставка:</translation>
    </message>
    <message>
        <source>Open return:</source>
        <translation>Открытый возврат:</translation>
    </message>
    <message>
        <source>Open delivery</source>
        <translation>Открытая поставка</translation>
    </message>
    <message>
        <source>Open return</source>
        <translation>Открытый возврат</translation>
    </message>
    <message>
        <source>Code received</source>
        <translation>Код полученного товара</translation>
    </message>
    <message>
        <source>Code returned</source>
        <translation>Код возвращаемого товара</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Приход</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возврат</translation>
    </message>
    <message>
        <source>Not delivered yet</source>
        <translation>Ещё не доставлено</translation>
    </message>
    <message>
        <source>Cancel delivery</source>
        <translation>Отменить поставку</translation>
    </message>
    <message>
        <source>Cancel return</source>
        <translation>Отменить возврат</translation>
    </message>
    <message>
        <source>%1 was not scanned</source>
        <translation>%1 не отсканирован</translation>
    </message>
    <message>
        <source>Delivery %1</source>
        <translation>Поставка %1</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>Возврат %1</translation>
    </message>
    <message>
        <source>(order %1)</source>
        <translation>(заказ %1)</translation>
    </message>
    <message>
        <source>The suppliers could not be loaded</source>
        <translation>Не удалось загрузить поставщиков</translation>
    </message>
    <message>
        <source>The open documents could not be loaded</source>
        <translation>Не удалось загрузить открытые документы</translation>
    </message>
    <message>
        <source>The document could not be loaded</source>
        <translation>Не удалось загрузить документ</translation>
    </message>
    <message>
        <source>Not delivered yet (%1)</source>
        <translation>Ещё не доставлено (%1)</translation>
    </message>
    <message>
        <source>No open delivery: start one above.</source>
        <translation>Нет открытой поставки: начните её выше.</translation>
    </message>
    <message>
        <source>No open return: start one above.</source>
        <translation>Нет открытого возврата: начните его выше.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n единица</numerusform>
            <numerusform>%n единицы</numerusform>
            <numerusform>%n единиц</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>A return needs a supplier</source>
        <translation>Для возврата нужен поставщик</translation>
    </message>
    <message>
        <source>add one in the Orders pane.</source>
        <translation>добавьте его на панели «Заказы».</translation>
    </message>
    <message>
        <source>The delivery could not be started</source>
        <translation>Не удалось начать поставку</translation>
    </message>
    <message>
        <source>The return could not be started</source>
        <translation>Не удалось начать возврат</translation>
    </message>
    <message>
        <source>%1 is not one of your products</source>
        <translation>%1 — не ваш товар</translation>
    </message>
    <message>
        <source>finish adding the other product first, then scan it again.</source>
        <translation>сначала закончите добавление другого товара, затем отсканируйте снова.</translation>
    </message>
    <message>
        <source>%1 could not be added</source>
        <translation>Не удалось добавить %1</translation>
    </message>
    <message>
        <source>“%1” added to your products; the scan counts now.</source>
        <translation>«%1» добавлен в ваши товары; скан засчитан.</translation>
    </message>
    <message>
        <source>Not posted yet</source>
        <translation>Ещё не проведено</translation>
    </message>
    <message>
        <source>some scans are still waiting to be sent.</source>
        <translation>некоторые сканы ещё ждут отправки.</translation>
    </message>
    <message>
        <source>The delivery could not be posted</source>
        <translation>Не удалось провести поставку</translation>
    </message>
    <message>
        <source>The return could not be posted</source>
        <translation>Не удалось провести возврат</translation>
    </message>
    <message>
        <source>Delivery %1 posted: the stock is updated.</source>
        <translation>Поставка %1 проведена: остатки обновлены.</translation>
    </message>
    <message>
        <source>Return %1 posted: the stock is updated.</source>
        <translation>Возврат %1 проведён: остатки обновлены.</translation>
    </message>
    <message>
        <source>Cancel this delivery? No stock changes.</source>
        <translation>Отменить эту поставку? Остатки не изменятся.</translation>
    </message>
    <message>
        <source>Cancel this return? No stock changes.</source>
        <translation>Отменить этот возврат? Остатки не изменятся.</translation>
    </message>
    <message>
        <source>The document could not be cancelled</source>
        <translation>Не удалось отменить документ</translation>
    </message>
    <message>
        <source>Cancelled; no stock changed.</source>
        <translation>Отменено; остатки не изменились.</translation>
    </message>
    <message>
        <source>Print &amp;labels…</source>
        <translation>Печать &amp;этикеток…</translation>
    </message>
    <message>
        <source>Shelf labels for the delivery posted last: one per unit received.</source>
        <translation>Ценники для последней проведённой поставки: по одному на каждую принятую единицу.</translation>
    </message>
    <message>
        <source>Print labels…</source>
        <translation>Печать этикеток…</translation>
    </message>
    <message>
        <source>No labels for %1</source>
        <translation>Нет этикеток для: %1</translation>
    </message>
    <message>
        <source>not found among your products.</source>
        <translation>не найдено среди ваших товаров.</translation>
    </message>
    <message>
        <source>the delivery was posted or cancelled while they waited. Start a new delivery and scan them again.</source>
        <translation>пока они ждали, поставка была проведена или отменена. Начните новую поставку и отсканируйте их снова.</translation>
    </message>
    <message>
        <source>the return was posted or cancelled while they waited. Start a new return and scan them again.</source>
        <translation>пока они ждали, возврат был проведён или отменён. Начните новый возврат и отсканируйте их снова.</translation>
    </message>
    <message>
        <source>Post delivery</source>
        <translation>Провести поставку</translation>
    </message>
    <message>
        <source>Post return</source>
        <translation>Провести возврат</translation>
    </message>
</context>
<context>
    <name>DocumentStartBar</name>
    <message>
        <source>New delivery</source>
        <translation>Новая поставка</translation>
    </message>
    <message>
        <source>New return</source>
        <translation>Новый возврат</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Поставщик</translation>
    </message>
    <message>
        <source>Purchase order</source>
        <translation>Заказ поставщику</translation>
    </message>
    <message>
        <source>Invoice or delivery note number</source>
        <translation>№ счёта/накладной</translation>
    </message>
    <message>
        <source>Return note number</source>
        <translation>Номер накладной возврата</translation>
    </message>
    <message>
        <source>&amp;Start receiving</source>
        <translation>&amp;Начать приёмку</translation>
    </message>
    <message>
        <source>&amp;Start return</source>
        <translation>&amp;Начать возврат</translation>
    </message>
    <message>
        <source>Supplier:</source>
        <translation>Поставщик:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Заказ:</translation>
    </message>
    <message>
        <source>(no supplier)</source>
        <translation>(без поставщика)</translation>
    </message>
    <message>
        <source>(no order)</source>
        <translation>(без заказа)</translation>
    </message>
    <message>
        <source>Order %1%2: %3 of %4 received</source>
        <translation>Заказ %1%2: получено %3 из %4</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>receipt %1</source>
        <translation>приход %1</translation>
    </message>
    <message>
        <source>return %1</source>
        <translation>возврат %1</translation>
    </message>
    <message>
        <source>Post %1?</source>
        <translation>Провести %1?</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n единица</numerusform>
            <numerusform>%n единицы</numerusform>
            <numerusform>%n единиц</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock of every line goes down by the units returned to the supplier.</source>
        <translation>Остаток каждой строки уменьшится на единицы, возвращённые поставщику.</translation>
    </message>
    <message numerus="yes">
        <source>Over the order: %n unit(s).</source>
        <translation>
            <numerusform>Сверх заказа: %n единица.</numerusform>
            <numerusform>Сверх заказа: %n единицы.</numerusform>
            <numerusform>Сверх заказа: %n единиц.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Short of the order: %n unit(s) (the order stays open for them).</source>
        <translation>
            <numerusform>Недопоставлено: %n единица (заказ остаётся открытым).</numerusform>
            <numerusform>Недопоставлено: %n единицы (заказ остаётся открытым).</numerusform>
            <numerusform>Недопоставлено: %n единиц (заказ остаётся открытым).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not on the order: %n line(s).</source>
        <translation>
            <numerusform>Нет в заказе: %n строка.</numerusform>
            <numerusform>Нет в заказе: %n строки.</numerusform>
            <numerusform>Нет в заказе: %n строк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New titles added while receiving: %n.</source>
        <translation>
            <numerusform>Новых наименований добавлено при приёмке: %n.</numerusform>
            <numerusform>Новых наименований добавлено при приёмке: %n.</numerusform>
            <numerusform>Новых наименований добавлено при приёмке: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock of every line goes up by the units received.</source>
        <translation>Остаток каждой строки увеличится на полученные единицы.</translation>
    </message>
</context>
<context>
    <name>HistoryPane</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;С</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;По</translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation>Загрузить &amp;ещё</translation>
    </message>
    <message>
        <source>ISBN or barcode</source>
        <translation>ISBN или штрихкод</translation>
    </message>
    <message>
        <source>Code filter</source>
        <translation>Фильтр по коду</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <source>Any reason</source>
        <translation>Любая причина</translation>
    </message>
    <message>
        <source>Reason filter</source>
        <translation>Фильтр по причине</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>По&amp;казать</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>The history could not be loaded: %1</source>
        <translation>Не удалось загрузить историю: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>%1 of %2 movements</source>
        <translation>%1 из %2 движений</translation>
    </message>
    <message>
        <source>The history could not be saved to %1: %2</source>
        <translation>Не удалось сохранить историю в %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement(s) saved to %1.</source>
        <translation>
            <numerusform>%n движение сохранено в %1.</numerusform>
            <numerusform>%n движения сохранены в %1.</numerusform>
            <numerusform>%n движений сохранено в %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Экспорт истории</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>IntegrationsPane</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>D&amp;isable</source>
        <translation>&amp;Отключить</translation>
    </message>
    <message>
        <source>R&amp;otate Secret</source>
        <translation>&amp;Сменить секрет</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Re&amp;deliver</source>
        <translation>Отправить &amp;снова</translation>
    </message>
    <message>
        <source>This key cannot manage webhooks. A key with the ability &quot;webhooks&quot; lets partners here be told when the catalog changes.</source>
        <translation>Этот ключ не может управлять вебхуками. Ключ с правом на вебхуки позволяет сообщать партнёрам об изменениях каталога.</translation>
    </message>
    <message>
        <source>Webhooks tell partner systems that the catalog changed; they then read the changes. Select one to see its deliveries.</source>
        <translation>Вебхуки сообщают системам партнёров, что каталог изменился; затем те читают изменения. Выберите вебхук, чтобы увидеть его доставки.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Deliveries of the last 7 days</source>
        <translation>Доставки за последние 7 дней</translation>
    </message>
    <message>
        <source>Webhooks could not be loaded</source>
        <translation>Не удалось загрузить вебхуки</translation>
    </message>
    <message>
        <source>Deliveries could not be loaded</source>
        <translation>Не удалось загрузить доставки</translation>
    </message>
    <message>
        <source>&amp;Enable</source>
        <translation>&amp;Включить</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>The webhook was not added: %1</source>
        <translation>Вебхук не добавлен: %1</translation>
    </message>
    <message>
        <source>The webhook was not changed: %1</source>
        <translation>Вебхук не изменён: %1</translation>
    </message>
    <message>
        <source>Rotate Secret</source>
        <translation>Смена секрета</translation>
    </message>
    <message>
        <source>Make a new secret for %1? For 24 hours every call is signed with the old and the new one, so the receiver can switch over.</source>
        <translation>Создать новый секрет для %1? В течение 24 часов каждый вызов подписывается старым и новым, чтобы получатель успел перейти.</translation>
    </message>
    <message>
        <source>The secret was not rotated: %1</source>
        <translation>Секрет не сменён: %1</translation>
    </message>
    <message>
        <source>Delete Webhook</source>
        <translation>Удаление вебхука</translation>
    </message>
    <message>
        <source>Delete the webhook to %1 and its delivery log? The receiver is no longer told of changes.</source>
        <translation>Удалить вебхук на %1 и журнал его доставок? Получатель больше не будет узнавать об изменениях.</translation>
    </message>
    <message>
        <source>The webhook was not deleted: %1</source>
        <translation>Вебхук не удалён: %1</translation>
    </message>
    <message>
        <source>The delivery was not sent again: %1</source>
        <translation>Доставка не отправлена снова: %1</translation>
    </message>
    <message>
        <source>The delivery is sent again within a few seconds.</source>
        <translation>Доставка будет отправлена снова в течение нескольких секунд.</translation>
    </message>
</context>
<context>
    <name>KeyListModel</name>
    <message>
        <source>active</source>
        <translation>действует</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>отозван</translation>
    </message>
    <message>
        <source>App ID</source>
        <translation>ID приложения</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Права</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Продавец</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>change stock</source>
        <translation>изменение остатков</translation>
    </message>
</context>
<context>
    <name>KeychainCredentialStore</name>
    <message>
        <source>No secret is stored.</source>
        <translation>Секрет не сохранён.</translation>
    </message>
    <message>
        <source>The keychain did not remove the secret. Unlock the keychain and try again.</source>
        <translation>Хранилище ключей не удалило секрет. Разблокируйте хранилище и повторите.</translation>
    </message>
    <message>
        <source>The keychain was not unlocked, so the secret cannot be read or stored. Unlock it when asked, or enter the secret again (Connect…).</source>
        <translation>Хранилище ключей не разблокировано, поэтому секрет нельзя прочитать или сохранить. Разблокируйте его по запросу или введите секрет заново (Подключиться…).</translation>
    </message>
    <message>
        <source>The keychain refused access to the secret. Unlock the keychain (your login password) and connect again, or enter the secret again (Connect…).</source>
        <translation>Хранилище ключей не дало доступа к секрету. Разблокируйте хранилище (паролем входа в систему) и подключитесь снова или введите секрет заново (Подключиться…).</translation>
    </message>
    <message>
        <source>No keychain is available to store the API secret. Install and start gnome-keyring or KWallet (or another Secret Service provider) and log in to a desktop session.</source>
        <translation>Нет хранилища ключей для секрета API. Установите и запустите gnome-keyring или KWallet (или другой сервис Secret Service) и войдите в графический сеанс.</translation>
    </message>
</context>
<context>
    <name>LabelPrintDialog</name>
    <message>
        <source> mm</source>
        <translation> мм</translation>
    </message>
    <message>
        <source>Custom grid on A4</source>
        <translation>Своя сетка на A4</translation>
    </message>
    <message>
        <source>Print the &amp;seller&apos;s name</source>
        <translation>Печатать имя &amp;продавца</translation>
    </message>
    <message>
        <source>Print labels</source>
        <translation>Печать этикеток</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Этикетка</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копий</translation>
    </message>
    <message>
        <source>&amp;Sheet or label:</source>
        <translation>&amp;Лист или этикетка:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Строк:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Столбцов:</translation>
    </message>
    <message>
        <source>Left and right margin:</source>
        <translation>Поля слева и справа:</translation>
    </message>
    <message>
        <source>Top and bottom margin:</source>
        <translation>Поля сверху и снизу:</translation>
    </message>
    <message>
        <source>Gap between columns:</source>
        <translation>Промежуток между столбцами:</translation>
    </message>
    <message>
        <source>Gap between rows:</source>
        <translation>Промежуток между строками:</translation>
    </message>
    <message>
        <source>On a partly used sheet: the first free label, counted row by row from the top left.</source>
        <translation>На частично использованном листе: первая свободная этикетка, считая по строкам с левого верхнего угла.</translation>
    </message>
    <message>
        <source>S&amp;tart at label:</source>
        <translation>&amp;Начать с этикетки:</translation>
    </message>
    <message>
        <source>right</source>
        <translation>вправо</translation>
    </message>
    <message>
        <source>down</source>
        <translation>вниз</translation>
    </message>
    <message>
        <source>Printer offset:</source>
        <translation>Сдвиг принтера:</translation>
    </message>
    <message>
        <source>e.g. so&apos;m</source>
        <translation>например, сум</translation>
    </message>
    <message>
        <source>C&amp;urrency after the price:</source>
        <translation>&amp;Валюта после цены:</translation>
    </message>
    <message>
        <source>&amp;Preview and print…</source>
        <translation>&amp;Просмотр и печать…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <source>Label printer speaking ZPL (Zebra and compatibles)</source>
        <translation>Принтер этикеток с языком ZPL (Zebra и совместимые)</translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation>203 dpi (8 точек/мм)</translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation>300 dpi (12 точек/мм)</translation>
    </message>
    <message>
        <source>600 dpi (24 dots/mm)</source>
        <translation>600 dpi (24 точки/мм)</translation>
    </message>
    <message>
        <source>Printer resolution:</source>
        <translation>Разрешение принтера:</translation>
    </message>
    <message>
        <source>CUPS queue name, e.g. zebra</source>
        <translation>Имя очереди CUPS, например zebra</translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation>&amp;Очередь:</translation>
    </message>
    <message>
        <source>Save &amp;ZPL…</source>
        <translation>Сохранить &amp;ZPL…</translation>
    </message>
    <message>
        <source>Send to the &amp;label printer</source>
        <translation>Отправить на &amp;принтер этикеток</translation>
    </message>
    <message>
        <source>These labels do not fit on an A4 sheet: make the margins or gaps smaller.</source>
        <translation>Эти этикетки не помещаются на лист A4: уменьшите поля или промежутки.</translation>
    </message>
    <message>
        <source>Labels: %1. Label size: %2 × %3 mm.</source>
        <translation>Этикеток: %1. Размер этикетки: %2 × %3 мм.</translation>
    </message>
    <message>
        <source>Labels: %1. Sheets: %2. Label size: %3 × %4 mm.</source>
        <translation>Этикеток: %1. Листов: %2. Размер этикетки: %3 × %4 мм.</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Этикетки</translation>
    </message>
    <message>
        <source>Labels: preview</source>
        <translation>Этикетки: просмотр</translation>
    </message>
    <message>
        <source>Sent to %1.</source>
        <translation>Отправлено на %1.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>Enter the label printer&apos;s queue first.</source>
        <translation>Сначала укажите очередь принтера этикеток.</translation>
    </message>
    <message>
        <source>Still sending the previous labels.</source>
        <translation>Предыдущие этикетки ещё отправляются.</translation>
    </message>
    <message>
        <source>Sent to the label printer %1.</source>
        <translation>Отправлено на принтер этикеток %1.</translation>
    </message>
    <message>
        <source>The label printer %1 refused the labels: %2</source>
        <translation>Принтер этикеток %1 не принял этикетки: %2</translation>
    </message>
    <message>
        <source>The print command lp could not be started (is CUPS installed?).</source>
        <translation>Не удалось запустить команду печати lp (установлен ли CUPS?).</translation>
    </message>
    <message>
        <source>Save labels as PDF</source>
        <translation>Сохранить этикетки в PDF</translation>
    </message>
    <message>
        <source>labels.pdf</source>
        <translation>etiketki.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save labels as ZPL</source>
        <translation>Сохранить этикетки в ZPL</translation>
    </message>
    <message>
        <source>labels.zpl</source>
        <translation>etiketki.zpl</translation>
    </message>
    <message>
        <source>ZPL (*.zpl *.txt)</source>
        <translation>ZPL (*.zpl *.txt)</translation>
    </message>
</context>
<context>
    <name>LabelSources</name>
    <message>
        <source>Rating %1</source>
        <translation>Рейтинг %1</translation>
    </message>
    <message>
        <source>Print labels</source>
        <translation>Печать этикеток</translation>
    </message>
    <message>
        <source>There is nothing to print: no product is chosen, or none is in stock.</source>
        <translation>Печатать нечего: товар не выбран или ни одного нет в остатке.</translation>
    </message>
</context>
<context>
    <name>LabelTemplate</name>
    <message>
        <source>Custom grid on A4 (%1 × %2)</source>
        <translation>Своя сетка на A4 (%1 × %2)</translation>
    </message>
    <message>
        <source>Single label %1 × %2 mm</source>
        <translation>Одна этикетка %1 × %2 мм</translation>
    </message>
    <message>
        <source>A4 sheet, %1 × %2 labels of %3 × %4 mm</source>
        <translation>Лист A4, %1 × %2 этикеток %3 × %4 мм</translation>
    </message>
</context>
<context>
    <name>LanguageSetup</name>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
</context>
<context>
    <name>LiveStock</name>
    <message>
        <source>%1, %2 waiting</source>
        <translation>%1, %2 ожидает</translation>
    </message>
</context>
<context>
    <name>LocalServer</name>
    <message>
        <source>The server did not stop within 5 s; it was killed.</source>
        <translation>Сервер не остановился за 5 с и был завершён принудительно.</translation>
    </message>
    <message>
        <source>The local server crashed.</source>
        <translation>Локальный сервер аварийно завершился.</translation>
    </message>
    <message>
        <source>The local server ended with exit code %1. See its log.</source>
        <translation>Локальный сервер завершился с кодом %1. Подробности в журнале.</translation>
    </message>
    <message>
        <source>Server stopped.</source>
        <translation>Сервер остановлен.</translation>
    </message>
    <message>
        <source>The server program could not be started (%1): %2</source>
        <translation>Не удалось запустить программу сервера (%1): %2</translation>
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation>catalog-server не найден ни рядом с консолью, ни в PATH.</translation>
    </message>
    <message>
        <source>Restarting the server in the background…</source>
        <translation>Сервер перезапускается в фоне…</translation>
    </message>
    <message>
        <source>The server could not be started in the background: %1</source>
        <translation>Не удалось запустить сервер в фоне: %1</translation>
    </message>
    <message>
        <source>The server could not be kept running in the background. See its log: %1</source>
        <translation>Не удалось оставить сервер работать в фоне. Смотрите его журнал: %1</translation>
    </message>
    <message>
        <source>The background server recorded earlier (pid %1, port %2) is no longer running.</source>
        <translation>Записанный ранее фоновый сервер (pid %1, порт %2) больше не работает.</translation>
    </message>
    <message>
        <source>The process recorded as the background server (pid %1) does not answer on port %2; it was left alone.</source>
        <translation>Процесс, записанный как фоновый сервер (pid %1), не отвечает на порту %2; он оставлен как есть.</translation>
    </message>
    <message>
        <source>The background server could not be recorded in %1.</source>
        <translation>Не удалось записать сведения о фоновом сервере в %1.</translation>
    </message>
    <message>
        <source>Running in the background (pid %1): it keeps running when the console closes.</source>
        <translation>Работает в фоне (pid %1): продолжит работу после закрытия консоли.</translation>
    </message>
    <message>
        <source>The background server ended. See its log: %1</source>
        <translation>Фоновый сервер завершил работу. Смотрите его журнал: %1</translation>
    </message>
</context>
<context>
    <name>LocalServerBox</name>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Connect the &amp;console to it</source>
        <translation>&amp;Подключить к нему консоль</translation>
    </message>
    <message>
        <source>Serve the other tills on this &amp;network</source>
        <translation>Обслуживать другие кассы в этой &amp;сети</translation>
    </message>
    <message>
        <source>Database file:</source>
        <translation>Файл базы данных:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>any free</source>
        <translation>любой свободный</translation>
    </message>
    <message>
        <source>The server then answers every device that reaches this computer on its networks. Each device still needs an API key, but anyone on the network can try: use it only on the shop&apos;s own network (not on public or guest Wi-Fi), give each till its own key and revoke the key of a lost till.</source>
        <translation>Тогда сервер отвечает любому устройству, которое может связаться с этим компьютером по его сетям. Каждому устройству по-прежнему нужен ключ API, но попробовать может любой в сети: включайте это только в собственной сети магазина (не в общественной или гостевой Wi-Fi), выдайте каждой кассе свой ключ и отзывайте ключ потерянной кассы.</translation>
    </message>
    <message>
        <source>The tills connect to:</source>
        <translation>Кассы подключаются к:</translation>
    </message>
    <message>
        <source>Address for the tills</source>
        <translation>Адрес для касс</translation>
    </message>
    <message>
        <source>Copy the &amp;address</source>
        <translation>Скопировать &amp;адрес</translation>
    </message>
    <message>
        <source>QR code of the address for the tills</source>
        <translation>QR-код адреса для касс</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Файл базы данных</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>Базы данных SQLite (*.db *.sqlite);;Все файлы (*)</translation>
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation>catalog-server не найден ни рядом с консолью, ни в PATH.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Остановлен.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Running in the background at %1 (it keeps running when the console closes).</source>
        <translation>Работает в фоне по адресу %1 (продолжит работу после закрытия консоли).</translation>
    </message>
    <message>
        <source>Running at %1</source>
        <translation>Работает: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <source>no network address: is this computer connected to the shop&apos;s network?</source>
        <translation>нет сетевого адреса: подключён ли этот компьютер к сети магазина?</translation>
    </message>
    <message>
        <source>Use port %1</source>
        <translation>Использовать порт %1</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Port %2 is free: use it instead?</source>
        <translation>Порт %1 уже занят другой программой. Порт %2 свободен — использовать его?</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Choose another port.</source>
        <translation>Порт %1 уже занят другой программой. Выберите другой порт.</translation>
    </message>
</context>
<context>
    <name>LocalServerPane</name>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Catalog Console</source>
        <translation>Консоль каталога</translation>
    </message>
    <message>
        <source>Panes</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остатки</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Каталог</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Trending</source>
        <translation>Популярное</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Категории</translation>
    </message>
    <message>
        <source>Sellers</source>
        <translation>Продавцы</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Локальный сервер</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>Server: </source>
        <translation>Сервер: </translation>
    </message>
    <message>
        <source>Connection profile</source>
        <translation>Профиль подключения</translation>
    </message>
    <message>
        <source>Switch to another saved server (Ctrl+Shift+P)</source>
        <translation>Переключиться на другой сохранённый сервер (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Подключиться…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Connect to Server…</source>
        <translation>&amp;Подключиться к серверу…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>S&amp;witch Server</source>
        <translation>&amp;Сменить сервер</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Отключиться</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Go to &amp;Scan Field</source>
        <translation>К полю &amp;сканирования</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>С&amp;ервис</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Catalog Console</source>
        <translation>&amp;О программе «Консоль каталога»</translation>
    </message>
    <message>
        <source>About Catalog Console</source>
        <translation>О программе «Консоль каталога»</translation>
    </message>
    <message>
        <source>Catalog Console %1
Browse the catalog and keep shop stock right with a barcode scanner, online or offline.</source>
        <translation>Консоль каталога %1
Просматривайте каталог и ведите точный учёт остатков магазина со сканером штрихкодов — при наличии связи и без неё.</translation>
    </message>
    <message>
        <source>(no saved server — Ctrl+K to connect)</source>
        <translation>(нет сохранённых серверов — Ctrl+K для подключения)</translation>
    </message>
    <message>
        <source>Scanned %1: %2</source>
        <translation>Отсканировано %1: %2</translation>
    </message>
    <message>
        <source>Scanned %1. To open scanned products here, enter your seller number in the connection settings.</source>
        <translation>Отсканировано: %1. Чтобы открывать здесь отсканированные товары, укажите номер продавца в настройках подключения.</translation>
    </message>
    <message>
        <source>Scanned %1: the product could not be looked up: %2</source>
        <translation>Отсканировано %1: не удалось найти товар: %2</translation>
    </message>
    <message>
        <source>The shop&apos;s server is running</source>
        <translation>Сервер магазина работает</translation>
    </message>
    <message>
        <source>Stop the server and quit</source>
        <translation>Остановить сервер и выйти</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Продолжить работу</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Пересчёт</translation>
    </message>
    <message>
        <source>The local catalog server (%1) serves the other tills. Keep it running in the background after the console closes (the console finds it again when it starts), or stop it: the tills connected to it go offline. To run it without any console, even after a restart of the computer, install it as the system service (see the README).</source>
        <translation>Локальный сервер каталога (%1) обслуживает другие кассы. Оставьте его работать в фоне после закрытия консоли (консоль найдёт его снова при запуске) или остановите: подключённые к нему кассы потеряют связь. Чтобы он работал без консоли даже после перезагрузки компьютера, установите его как системную службу (см. README).</translation>
    </message>
    <message>
        <source>Keep it running in the &amp;background</source>
        <translation>Оставить работать в &amp;фоне</translation>
    </message>
    <message>
        <source>Scans wait to be sent</source>
        <translation>Сканы ждут отправки</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) have not reached the server yet. They stay on this computer and are sent when the console runs again and the server can be reached. Quit anyway?</source>
        <translation>
            <numerusform>%n скан ещё не дошёл до сервера. Он останется на этом компьютере и будет отправлен, когда консоль снова запустится и сервер будет доступен. Всё равно выйти?</numerusform>
            <numerusform>%n скана ещё не дошли до сервера. Они останутся на этом компьютере и будут отправлены, когда консоль снова запустится и сервер будет доступен. Всё равно выйти?</numerusform>
            <numerusform>%n сканов ещё не дошли до сервера. Они останутся на этом компьютере и будут отправлены, когда консоль снова запустится и сервер будет доступен. Всё равно выйти?</numerusform>
        </translation>
    </message>
    <message>
        <source>Scanned %1: it is not among your shop&apos;s active products.</source>
        <translation>Отсканировано %1: такого товара нет среди активных товаров вашего магазина.</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Отчёты</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Приёмка</translation>
    </message>
    <message>
        <source>Returns</source>
        <translation>Возвраты</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Заказы</translation>
    </message>
    <message>
        <source>Integrations</source>
        <translation>Интеграции</translation>
    </message>
    <message>
        <source>Catalog quality</source>
        <translation>Качество каталога</translation>
    </message>
</context>
<context>
    <name>MarketplaceBox</name>
    <message>
        <source>Marketplace</source>
        <translation>Маркетплейс</translation>
    </message>
    <message>
        <source>Copy the catalog &amp;from the marketplace</source>
        <translation>Скопировать катало&amp;г с маркетплейса</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Забыть</translation>
    </message>
    <message>
        <source>Marketplace address</source>
        <translation>Адрес маркетплейса</translation>
    </message>
    <message>
        <source>App ID at the marketplace</source>
        <translation>ID приложения на маркетплейсе</translation>
    </message>
    <message>
        <source>Secret of the key at the marketplace</source>
        <translation>Секрет ключа на маркетплейсе</translation>
    </message>
    <message>
        <source>The secret is kept in the system keychain, never in a file</source>
        <translation>Секрет хранится в системном хранилище ключей, никогда в файле</translation>
    </message>
    <message>
        <source>Only into an empty database, with the server stopped</source>
        <translation>Только в пустую базу данных, при остановленном сервере</translation>
    </message>
    <message>
        <source>The marketplace was forgotten; the server serves this shop only from its next start.</source>
        <translation>Маркетплейс забыт: со следующего запуска сервер обслуживает только этот магазин.</translation>
    </message>
    <message>
        <source>Not set up: the server serves this shop only. Enter the marketplace&apos;s address and the seller&apos;s key there to keep the stock in step with it.</source>
        <translation>Не настроено: сервер обслуживает только этот магазин. Введите адрес маркетплейса и ключ продавца на нём, чтобы остатки совпадали с маркетплейсом.</translation>
    </message>
    <message>
        <source>This database follows %1: the server pushes the shop&apos;s stock changes there and takes the ones made there whenever it runs.</source>
        <translation>Эта база данных следует за %1: пока сервер работает, он отправляет туда изменения остатков магазина и забирает сделанные там.</translation>
    </message>
    <message>
        <source>This database holds a catalog of its own. A shop that follows the marketplace starts from an empty database (the ids are the marketplace&apos;s): choose a new database file above, then copy the catalog from the marketplace.</source>
        <translation>В этой базе данных свой каталог. Магазин, который следует за маркетплейсом, начинает с пустой базы (ID берутся с маркетплейса): выберите выше новый файл базы данных, затем скопируйте каталог с маркетплейса.</translation>
    </message>
    <message>
        <source>The database is empty: copy the catalog from the marketplace (or just start the server, which copies it first).</source>
        <translation>База данных пуста: скопируйте каталог с маркетплейса (или просто запустите сервер — он сначала скопирует его сам).</translation>
    </message>
    <message>
        <source>Enter the key&apos;s secret.</source>
        <translation>Введите секрет ключа.</translation>
    </message>
    <message>
        <source>Enter the app ID of the seller&apos;s key at the marketplace.</source>
        <translation>Введите ID приложения ключа продавца на маркетплейсе.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>kept in the keychain</source>
        <translation>хранится в хранилище ключей</translation>
    </message>
    <message>
        <source>Saved; the secret is in the system keychain. The server follows the marketplace from its next start.</source>
        <translation>Сохранено; секрет — в системном хранилище ключей. Сервер будет следовать за маркетплейсом со следующего запуска.</translation>
    </message>
    <message>
        <source>Saved; the secret is in the system keychain. Stop and start the server to follow the marketplace with this key.</source>
        <translation>Сохранено; секрет — в системном хранилище ключей. Остановите и снова запустите сервер, чтобы он следовал за маркетплейсом с этим ключом.</translation>
    </message>
    <message>
        <source>Asking the marketplace…</source>
        <translation>Запрос к маркетплейсу…</translation>
    </message>
    <message>
        <source>The marketplace answers, but this key belongs to no seller. The shop needs the seller&apos;s own key there, with stock changes allowed.</source>
        <translation>Маркетплейс отвечает, но этот ключ не принадлежит продавцу. Магазину нужен собственный ключ продавца на маркетплейсе с правом изменять остатки.</translation>
    </message>
    <message>
        <source>The marketplace answers, but this key of %1 may not change stock. Ask for a key with stock changes allowed.</source>
        <translation>Маркетплейс отвечает, но этот ключ продавца %1 не может изменять остатки. Запросите ключ с правом изменять остатки.</translation>
    </message>
    <message>
        <source>Connected: the key of seller “%1” (no. %2) may change stock at the marketplace.</source>
        <translation>Подключено: ключ продавца «%1» (№ %2) может изменять остатки на маркетплейсе.</translation>
    </message>
    <message>
        <source>Save the marketplace&apos;s address and key first.</source>
        <translation>Сначала сохраните адрес маркетплейса и ключ.</translation>
    </message>
    <message>
        <source>Stop the server first: the running server copies the catalog itself when it follows the marketplace.</source>
        <translation>Сначала остановите сервер: работающий сервер, который следует за маркетплейсом, копирует каталог сам.</translation>
    </message>
    <message>
        <source>No secret is kept for this key: enter it and save.</source>
        <translation>Для этого ключа секрет не сохранён: введите его и сохраните.</translation>
    </message>
    <message>
        <source>%1 already holds products. Copy into it only if they came from this marketplace (a copy that was interrupted); otherwise choose a new, empty database file.</source>
        <translation>В %1 уже есть товары. Копируйте в неё, только если они пришли с этого маркетплейса (прерванное копирование); иначе выберите новый пустой файл базы данных.</translation>
    </message>
    <message>
        <source>Copy anyway</source>
        <translation>Всё равно скопировать</translation>
    </message>
    <message>
        <source>copy from the marketplace</source>
        <translation>копирование с маркетплейса</translation>
    </message>
    <message>
        <source>The seller&apos;s catalog was copied from the marketplace into %1. Start the server: it follows the marketplace from now on.</source>
        <translation>Каталог продавца скопирован с маркетплейса в %1. Запустите сервер: теперь он следует за маркетплейсом.</translation>
    </message>
    <message>
        <source>The copy was cancelled. Copying again is safe: it starts over.</source>
        <translation>Копирование отменено. Скопировать снова безопасно: оно начнётся заново.</translation>
    </message>
    <message>
        <source>The catalog could not be copied from the marketplace: %1</source>
        <translation>Не удалось скопировать каталог с маркетплейса: %1</translation>
    </message>
    <message>
        <source>%1 holds a catalog of its own, so the server cannot follow the marketplace with it (the ids are the marketplace&apos;s). Choose a new, empty database file to follow the marketplace.</source>
        <translation>В %1 свой каталог, поэтому сервер не может с ним следовать за маркетплейсом (ID берутся с маркетплейса). Чтобы следовать за маркетплейсом, выберите новый пустой файл базы данных.</translation>
    </message>
    <message>
        <source>Start without the marketplace</source>
        <translation>Запустить без маркетплейса</translation>
    </message>
    <message>
        <source>The marketplace&apos;s secret could not be read from the keychain, so the server was not started: %1</source>
        <translation>Секрет маркетплейса не удалось прочитать из хранилища ключей, поэтому сервер не запущен: %1</translation>
    </message>
    <message>
        <source>No secret is kept for this key: enter it in Marketplace and save.</source>
        <translation>Для этого ключа секрет не сохранён: введите его в блоке «Маркетплейс» и сохраните.</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Сохра&amp;нить</translation>
    </message>
    <message>
        <source>Test conn&amp;ection</source>
        <translation>Проверить подклю&amp;чение</translation>
    </message>
    <message>
        <source>&amp;Web address:</source>
        <translation>Адрес &amp;маркетплейса:</translation>
    </message>
    <message>
        <source>App ID:</source>
        <translation>ID приложения:</translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation>Секрет к&amp;люча:</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Close this message</source>
        <translation>Закрыть сообщение</translation>
    </message>
</context>
<context>
    <name>MineModel</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Saving %1… (the server had %2)</source>
        <translation>Сохраняется %1… (на сервере было %2)</translation>
    </message>
    <message>
        <source>Double-click or press F2 to set the stock.</source>
        <translation>Дважды щёлкните или нажмите F2, чтобы задать остаток.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>ISBN</source>
        <translation>ISBN</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Штрихкод</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>В наличии</translation>
    </message>
    <message>
        <source>Low stock: %1 left, reorder at %2.</source>
        <translation>Заканчивается: осталось %1, дозаказ при %2.</translation>
    </message>
    <message>
        <source>No reorder level set.</source>
        <translation>Уровень дозаказа не задан.</translation>
    </message>
    <message>
        <source>Reorder at</source>
        <translation>Дозаказ при</translation>
    </message>
    <message>
        <source>Oversold (stock %1): more were sold than were on the shelf. Count the shelf, or receive the missing copies.</source>
        <translation>Продано больше, чем было (остаток %1): продали больше, чем лежало на полке. Пересчитайте полку или оприходуйте недостающие экземпляры.</translation>
    </message>
</context>
<context>
    <name>MovementModel</name>
    <message>
        <source>Received</source>
        <translation>Приход</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Продажа</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возврат</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Порча</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Утеря</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Корректировка</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Пересчёт</translation>
    </message>
    <message>
        <source>Key %1 (%2)</source>
        <translation>Ключ %1 (%2)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Было</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Стало</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Who (key)</source>
        <translation>Кто (ключ)</translation>
    </message>
    <message>
        <source>%1 (scanned %2)</source>
        <translation>%1 (отсканировано %2)</translation>
    </message>
    <message>
        <source>Catalog import</source>
        <translation>Импорт каталога</translation>
    </message>
    <message>
        <source>Written by an import of a catalog file on the server</source>
        <translation>Записано импортом файла каталога на сервере</translation>
    </message>
    <message>
        <source>Catalog import: %1</source>
        <translation>Импорт каталога: %1</translation>
    </message>
    <message>
        <source>Returned to supplier</source>
        <translation>Возврат поставщику</translation>
    </message>
    <message>
        <source>Delivery %1</source>
        <translation>Поставка %1</translation>
    </message>
    <message>
        <source>Return to supplier %1</source>
        <translation>Возврат поставщику %1</translation>
    </message>
    <message>
        <source>Delivery %1, invoice %2</source>
        <translation>Поставка %1, счёт %2</translation>
    </message>
    <message>
        <source>Return to supplier %1, note %2</source>
        <translation>Возврат поставщику %1, накладная %2</translation>
    </message>
</context>
<context>
    <name>OrderDocument</name>
    <message>
        <source>Purchase order %1</source>
        <translation>Заказ поставщику № %1</translation>
    </message>
    <message>
        <source>Purchase order %1 (%2)</source>
        <translation>Заказ поставщику № %1 (%2)</translation>
    </message>
    <message>
        <source>Supplier: %1</source>
        <translation>Поставщик: %1</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Наименование</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Цена закупки</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message numerus="yes">
        <source>Total: %n title(s), %1 unit(s)</source>
        <translation>
            <numerusform>Итого: %n наименование, %1 шт.</numerusform>
            <numerusform>Итого: %n наименования, %1 шт.</numerusform>
            <numerusform>Итого: %n наименований, %1 шт.</numerusform>
        </translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>на сумму %1</translation>
    </message>
    <message numerus="yes">
        <source>%n title(s) without a cost</source>
        <translation>
            <numerusform>%n наименование без цены закупки</numerusform>
            <numerusform>%n наименования без цены закупки</numerusform>
            <numerusform>%n наименований без цены закупки</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrderExport</name>
    <message>
        <source>open</source>
        <translation>открыт</translation>
    </message>
    <message>
        <source>partially received</source>
        <translation>получен частично</translation>
    </message>
    <message>
        <source>received</source>
        <translation>получен</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрыт</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменён</translation>
    </message>
</context>
<context>
    <name>OrderListTab</name>
    <message>
        <source>Order</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Приход</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Ordered</source>
        <translation>Заказано</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Себестоимость</translation>
    </message>
    <message>
        <source>C&amp;lose order</source>
        <translation>За&amp;крыть заказ</translation>
    </message>
    <message>
        <source>Cancel order</source>
        <translation>Отменить заказ</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>The orders could not be loaded</source>
        <translation>Не удалось загрузить заказы</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 из %2 (%3%)</translation>
    </message>
    <message>
        <source>The order could not be loaded</source>
        <translation>Не удалось загрузить заказ</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Заказы</translation>
    </message>
    <message>
        <source>Close order %1? The titles not received yet will not come.</source>
        <translation>Закрыть заказ %1? Ещё не полученные наименования не придут.</translation>
    </message>
    <message>
        <source>Cancel order %1? Nothing of it was received.</source>
        <translation>Отменить заказ %1? По нему ничего не получено.</translation>
    </message>
    <message>
        <source>The order could not be changed</source>
        <translation>Не удалось изменить заказ</translation>
    </message>
    <message>
        <source>Order %1 is %2.</source>
        <translation>Заказ %1: %2.</translation>
    </message>
    <message>
        <source>The shop&apos;s name could not be read for the order&apos;s header</source>
        <translation>Не удалось прочитать название магазина для заголовка заказа</translation>
    </message>
    <message>
        <source>Export order</source>
        <translation>Экспорт заказа</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The order could not be exported</source>
        <translation>Не удалось экспортировать заказ</translation>
    </message>
    <message>
        <source>Order %1 exported to %2.</source>
        <translation>Заказ %1 экспортирован в %2.</translation>
    </message>
</context>
<context>
    <name>OrdersPane</name>
    <message>
        <source>Suppliers</source>
        <translation>Поставщики</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Reorder suggestions</source>
        <translation>Предложения дозаказа</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Заказы</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The suppliers could not be loaded</source>
        <translation>Не удалось загрузить поставщиков</translation>
    </message>
    <message>
        <source>The supplier could not be saved</source>
        <translation>Не удалось сохранить поставщика</translation>
    </message>
    <message>
        <source>Supplier “%1” saved.</source>
        <translation>Поставщик «%1» сохранён.</translation>
    </message>
    <message>
        <source>No order started: add the supplier first, then create the order again.</source>
        <translation>Заказ не начат: сначала добавьте поставщика, затем создайте заказ снова.</translation>
    </message>
    <message>
        <source>No order started: no supplier was chosen.</source>
        <translation>Заказ не начат: поставщик не выбран.</translation>
    </message>
    <message>
        <source>Create order</source>
        <translation>Создать заказ</translation>
    </message>
    <message numerus="yes">
        <source>%n title(s) to order have no supplier or different ones. Which supplier is the order for?</source>
        <translation>
            <numerusform>У %n наименования к заказу нет поставщика или поставщики разные. Для какого поставщика заказ?</numerusform>
            <numerusform>У %n наименований к заказу нет поставщика или поставщики разные. Для какого поставщика заказ?</numerusform>
            <numerusform>У %n наименований к заказу нет поставщика или поставщики разные. Для какого поставщика заказ?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Reads the suppliers, their reorder suggestions and orders again (F5): levels and stock change elsewhere.</source>
        <translation>Заново читает поставщиков, предложения дозаказа и заказы (F5): уровни и остатки меняются и в других местах.</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>not connected to a server</source>
        <translation>нет подключения к серверу</translation>
    </message>
    <message>
        <source>discarded on this console, never sent</source>
        <translation>удалён на этой консоли, не отправлялся</translation>
    </message>
</context>
<context>
    <name>OutboxStateBanner</name>
    <message>
        <source>Not connected. Connect to your shop&apos;s catalog server to see your products and count stock, or run a server on this computer in the Local server pane.</source>
        <translation>Нет подключения. Подключитесь к серверу каталога вашего магазина, чтобы видеть свои товары и вести учёт остатков, или запустите сервер на этом компьютере в разделе «Локальный сервер».</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Подключиться…</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Локальный сервер</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) wait for credentials. %1 Nothing is lost: they are sent once the key is accepted.</source>
        <translation>
            <numerusform>%n скан ждёт данных ключа. %1 Ничего не потеряно: он будет отправлен, как только ключ примут.</numerusform>
            <numerusform>%n скана ждут данных ключа. %1 Ничего не потеряно: они будут отправлены, как только ключ примут.</numerusform>
            <numerusform>%n сканов ждут данных ключа. %1 Ничего не потеряно: они будут отправлены, как только ключ примут.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the secret…</source>
        <translation>Ввести секрет…</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) wait under a key this connection no longer uses. Send them with the current key, or discard them (the scan log lists them).</source>
        <translation>
            <numerusform>%n скан ждёт под ключом, который это подключение больше не использует. Отправьте его с текущим ключом или удалите (он есть в журнале сканов).</numerusform>
            <numerusform>%n скана ждут под ключом, который это подключение больше не использует. Отправьте их с текущим ключом или удалите (они есть в журнале сканов).</numerusform>
            <numerusform>%n сканов ждут под ключом, который это подключение больше не использует. Отправьте их с текущим ключом или удалите (они есть в журнале сканов).</numerusform>
        </translation>
    </message>
    <message>
        <source>Send with the current key</source>
        <translation>Отправить с текущим ключом</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>Удалить их</translation>
    </message>
    <message numerus="yes">
        <source>Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the outbox and are sent when the server is back.</source>
        <translation>
            <numerusform>Нет связи с сервером. Продолжайте сканировать — %n скан ждёт в очереди отправки и будет отправлен, когда связь восстановится.</numerusform>
            <numerusform>Нет связи с сервером. Продолжайте сканировать — %n скана ждут в очереди отправки и будут отправлены, когда связь восстановится.</numerusform>
            <numerusform>Нет связи с сервером. Продолжайте сканировать — %n сканов ждут в очереди отправки и будут отправлены, когда связь восстановится.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PagedProductModel</name>
    <message>
        <source>book</source>
        <translation>книга</translation>
    </message>
    <message>
        <source>stationery</source>
        <translation>канцтовары</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Старая цена</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>В наличии</translation>
    </message>
    <message>
        <source>The old price is not above the price: the discount shown to buyers is wrong.</source>
        <translation>Старая цена не выше цены: покупатели увидят неверную скидку.</translation>
    </message>
    <message>
        <source>This list does not say; open the product to see its stock.</source>
        <translation>В этом списке этого нет; откройте товар, чтобы увидеть остаток.</translation>
    </message>
</context>
<context>
    <name>PlainFileCredentialStore</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Play a &amp;sound for each scan</source>
        <translation>&amp;Звуковой сигнал при каждом скане</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>A barcode scanner types much faster than a person. Keys that come faster than these limits and end with Enter or Tab are taken as a scan.</source>
        <translation>Сканер штрихкодов вводит символы намного быстрее человека. Нажатия, которые идут быстрее этих пределов и заканчиваются Enter или Tab, считаются сканированием.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>&amp;Average time between keys at most:</source>
        <translation>&amp;Среднее время между нажатиями, не более:</translation>
    </message>
    <message>
        <source>&amp;Longest pause within a scan:</source>
        <translation>&amp;Наибольшая пауза внутри скана:</translation>
    </message>
    <message>
        <source>A new language is used after the console is restarted.</source>
        <translation>Новый язык будет применён после перезапуска консоли.</translation>
    </message>
    <message>
        <source>Shortest &amp;code:</source>
        <translation>Минимальная &amp;длина кода:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>As&amp;k before recording a sale below 0 in stock</source>
        <translation>Спрашивать перед продажей ниже 0 в &amp;остатке</translation>
    </message>
</context>
<context>
    <name>ProductCodeValidator</name>
    <message>
        <source>No code was entered.</source>
        <translation>Код не введён.</translation>
    </message>
    <message>
        <source>“%1” contains characters that no barcode or ISBN has.</source>
        <translation>«%1» содержит символы, которых не бывает в штрихкодах и ISBN.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %n digit(s); a barcode or ISBN has 8, 10, 12 or 13.</source>
        <translation>
            <numerusform>В «%1» %n цифра, а в штрихкоде или ISBN их 8, 10, 12 или 13.</numerusform>
            <numerusform>В «%1» %n цифры, а в штрихкоде или ISBN их 8, 10, 12 или 13.</numerusform>
            <numerusform>В «%1» %n цифр, а в штрихкоде или ISBN их 8, 10, 12 или 13.</numerusform>
        </translation>
    </message>
    <message>
        <source>The check digit of “%1” is wrong: it was mistyped or misread. Scan it again or check the number.</source>
        <translation>Неверная контрольная цифра в «%1»: код введён или считан с ошибкой. Отсканируйте его ещё раз или проверьте номер.</translation>
    </message>
    <message>
        <source>ISBN-10</source>
        <translation>ISBN-10</translation>
    </message>
    <message>
        <source>ISBN-13</source>
        <translation>ISBN-13</translation>
    </message>
    <message>
        <source>EAN-13</source>
        <translation>EAN-13</translation>
    </message>
    <message>
        <source>EAN-8</source>
        <translation>EAN-8</translation>
    </message>
    <message>
        <source>UPC-A</source>
        <translation>UPC-A</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>неверный</translation>
    </message>
</context>
<context>
    <name>ProductDetailDialog</name>
    <message>
        <source>Product details</source>
        <translation>Сведения о товаре</translation>
    </message>
</context>
<context>
    <name>ProductDetailPanel</name>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Штрихкод</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <source>Choose a product to see its details.</source>
        <translation>Выберите товар, чтобы увидеть подробности.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>The product could not be loaded: %1</source>
        <translation>Не удалось загрузить товар: %1</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>В наличии</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Издательство</translation>
    </message>
    <message>
        <source>ISBN</source>
        <translation>ISBN</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страниц</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Продавец</translation>
    </message>
    <message>
        <source>%1 — &lt;a href=&apos;author:%2&apos;&gt;more by this author&lt;/a&gt;</source>
        <translation>%1 — &lt;a href=&apos;author:%2&apos;&gt;другие книги автора&lt;/a&gt;</translation>
    </message>
    <message>
        <source>%1 — &lt;a href=&apos;publisher:%2&apos;&gt;more from this publisher&lt;/a&gt;</source>
        <translation>%1 — &lt;a href=&apos;publisher:%2&apos;&gt;другие книги издательства&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Старая цена</translation>
    </message>
    <message>
        <source>%1 — not above the price</source>
        <translation>%1 — не выше цены</translation>
    </message>
    <message>
        <source>This product has no picture.</source>
        <translation>У этого товара нет изображения.</translation>
    </message>
    <message>
        <source>The picture could not be loaded from %1</source>
        <translation>Не удалось загрузить изображение по адресу %1</translation>
    </message>
    <message>
        <source>Loading the picture…</source>
        <translation>Загрузка изображения…</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>не указан</translation>
    </message>
    <message>
        <source>Your stock</source>
        <translation>Ваш остаток</translation>
    </message>
    <message>
        <source>Your stock: %1</source>
        <translation>Ваш остаток: %1</translation>
    </message>
</context>
<context>
    <name>ProductSettingsDialog</name>
    <message>
        <source>&amp;Active: listed, found and sold</source>
        <translation>&amp;Активен: показывается, находится поиском и продаётся</translation>
    </message>
    <message>
        <source>Product settings</source>
        <translation>Настройки товара</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>At or below this stock the product counts as low stock</source>
        <translation>При таком остатке или ниже товар считается заканчивающимся</translation>
    </message>
    <message>
        <source>suggested</source>
        <translation>по расчёту</translation>
    </message>
    <message>
        <source>How many to order; &quot;suggested&quot;: twice the reorder level minus the stock</source>
        <translation>Сколько заказывать; «по расчёту»: дважды уровень дозаказа минус остаток</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Цена:</translation>
    </message>
    <message>
        <source>&amp;Old price:</source>
        <translation>&amp;Старая цена:</translation>
    </message>
    <message>
        <source>&amp;Reorder level:</source>
        <translation>&amp;Уровень дозаказа:</translation>
    </message>
    <message>
        <source>Reorder &amp;quantity:</source>
        <translation>&amp;Количество дозаказа:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Сохранение…</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>The supplier this product is usually ordered from: its reorder suggestions list it</source>
        <translation>Поставщик, у которого обычно заказывают этот товар: товар появится в его предложениях дозаказа</translation>
    </message>
    <message>
        <source>S&amp;upplier:</source>
        <translation>&amp;Поставщик:</translation>
    </message>
    <message>
        <source>Loading the suppliers…</source>
        <translation>Загрузка поставщиков…</translation>
    </message>
    <message>
        <source>Supplier %1 (the list could not be loaded)</source>
        <translation>Поставщик %1 (список не удалось загрузить)</translation>
    </message>
    <message>
        <source>The suppliers could not be loaded: %1</source>
        <translation>Не удалось загрузить поставщиков: %1</translation>
    </message>
    <message>
        <source>Supplier %1</source>
        <translation>Поставщик %1</translation>
    </message>
</context>
<context>
    <name>ProductTableView</name>
    <message>
        <source>&amp;Copy rows</source>
        <translation>&amp;Копировать строки</translation>
    </message>
</context>
<context>
    <name>QualityDuplicatesTab</name>
    <message>
        <source>&amp;Show listings</source>
        <translation>&amp;Показать предложения</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Э&amp;кспорт…</translation>
    </message>
    <message>
        <source>Codes with differing listings</source>
        <translation>Коды с различающимися предложениями</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Продавец</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>В продаже</translation>
    </message>
    <message>
        <source>Listings side by side</source>
        <translation>Предложения рядом</translation>
    </message>
    <message numerus="yes">
        <source>%n code(s) with differing listings</source>
        <translation>
            <numerusform>%n код с различающимися предложениями</numerusform>
            <numerusform>%n кода с различающимися предложениями</numerusform>
            <numerusform>%n кодов с различающимися предложениями</numerusform>
        </translation>
    </message>
    <message>
        <source>The duplicates could not be read: %1</source>
        <translation>Не удалось прочитать дубликаты: %1</translation>
    </message>
    <message>
        <source>Export the duplicates</source>
        <translation>Экспорт дубликатов</translation>
    </message>
    <message>
        <source>Listing %1</source>
        <translation>Предложение %1</translation>
    </message>
    <message>
        <source>book</source>
        <translation>книга</translation>
    </message>
    <message>
        <source>stationery</source>
        <translation>канцтовары</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>The listings differ here.</source>
        <translation>Здесь предложения различаются.</translation>
    </message>
    <message>
        <source>The duplicates could not be exported: %1</source>
        <translation>Не удалось экспортировать дубликаты: %1</translation>
    </message>
</context>
<context>
    <name>QualityPane</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Read the counts and the list again from the server (F5)</source>
        <translation>Заново прочитать счётчики и список с сервера (F5)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Товары</translation>
    </message>
    <message>
        <source>Catalog quality: not read yet.</source>
        <translation>Качество каталога: ещё не прочитано.</translation>
    </message>
    <message>
        <source>The catalog&apos;s quality could not be read: %1</source>
        <translation>Не удалось прочитать качество каталога: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Offline: showing what was read at %1 (%2).</source>
        <translation>Нет связи: показано прочитанное в %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n товар</numerusform>
            <numerusform>%n товара</numerusform>
            <numerusform>%n товаров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n listed</source>
        <translation>
            <numerusform>%n в продаже</numerusform>
            <numerusform>%n в продаже</numerusform>
            <numerusform>%n в продаже</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % complete on average</source>
        <translation>в среднем заполнено на %1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n uncategorised</source>
        <translation>
            <numerusform>%n без категории</numerusform>
            <numerusform>%n без категории</numerusform>
            <numerusform>%n без категории</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Duplicates</source>
        <translation>&amp;Дубликаты</translation>
    </message>
    <message>
        <source>S&amp;earches</source>
        <translation>&amp;Запросы</translation>
    </message>
</context>
<context>
    <name>QualityProductsTab</name>
    <message>
        <source>&amp;Details…</source>
        <translation>&amp;Подробнее…</translation>
    </message>
    <message>
        <source>&amp;Bulk edit…</source>
        <translation>&amp;Изменить выбранные…</translation>
    </message>
    <message>
        <source>Export &amp;list…</source>
        <translation>Экспорт с&amp;писка…</translation>
    </message>
    <message>
        <source>Export &amp;chosen…</source>
        <translation>Экспорт &amp;выбранных…</translation>
    </message>
    <message>
        <source>Name, author or code</source>
        <translation>Название, автор или код</translation>
    </message>
    <message>
        <source>Search the admin list</source>
        <translation>Поиск в списке администратора</translation>
    </message>
    <message>
        <source>Any issue</source>
        <translation>Любая проблема</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Продавец</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Listed or not</source>
        <translation>В продаже или нет</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>В продаже</translation>
    </message>
    <message>
        <source>Switched off</source>
        <translation>Сняты с продажи</translation>
    </message>
    <message>
        <source>Listing</source>
        <translation>Продажа</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Товары</translation>
    </message>
    <message>
        <source>Export the list</source>
        <translation>Экспорт списка</translation>
    </message>
    <message>
        <source>Export the chosen products</source>
        <translation>Экспорт выбранных товаров</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n товар</numerusform>
            <numerusform>%n товара</numerusform>
            <numerusform>%n товаров</numerusform>
        </translation>
    </message>
    <message>
        <source>The list could not be read again (%1). It shows what was last loaded.</source>
        <translation>Список не удалось прочитать заново (%1). Показано последнее загруженное.</translation>
    </message>
    <message>
        <source>The list could not be read: %1</source>
        <translation>Не удалось прочитать список: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Any seller</source>
        <translation>Любой продавец</translation>
    </message>
    <message>
        <source>%1 (switched off)</source>
        <translation>%1 (снят)</translation>
    </message>
    <message>
        <source>Any category</source>
        <translation>Любая категория</translation>
    </message>
    <message numerus="yes">
        <source>Change %n chosen product(s) at once</source>
        <translation>
            <numerusform>Изменить %n выбранный товар сразу</numerusform>
            <numerusform>Изменить %n выбранных товара сразу</numerusform>
            <numerusform>Изменить %n выбранных товаров сразу</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was saved.</source>
        <translation>«%1» сохранён.</translation>
    </message>
    <message>
        <source>Bulk edit</source>
        <translation>Массовое изменение</translation>
    </message>
    <message numerus="yes">
        <source>Set the %1 of %n product(s) to %2?</source>
        <translation>
            <numerusform>Установить %1 %n товара: %2?</numerusform>
            <numerusform>Установить %1 %n товаров: %2?</numerusform>
            <numerusform>Установить %1 %n товаров: %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Change them</source>
        <translation>&amp;Изменить</translation>
    </message>
    <message numerus="yes">
        <source>Changing %n product(s)…</source>
        <translation>
            <numerusform>Изменяется %n товар…</numerusform>
            <numerusform>Изменяются %n товара…</numerusform>
            <numerusform>Изменяются %n товаров…</numerusform>
        </translation>
    </message>
    <message>
        <source>Bulk edit results</source>
        <translation>Итоги массового изменения</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>изменён</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>отклонено: %1</translation>
    </message>
    <message>
        <source>not sent: %1</source>
        <translation>не отправлено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s) changed</source>
        <translation>
            <numerusform>Изменён %n товар</numerusform>
            <numerusform>Изменено %n товара</numerusform>
            <numerusform>Изменено %n товаров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n отклонён</numerusform>
            <numerusform>%n отклонено</numerusform>
            <numerusform>%n отклонено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n не отправлен</numerusform>
            <numerusform>%n не отправлено</numerusform>
            <numerusform>%n не отправлено</numerusform>
        </translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Показать итоги</translation>
    </message>
    <message>
        <source>The list could not be exported: %1</source>
        <translation>Не удалось экспортировать список: %1</translation>
    </message>
</context>
<context>
    <name>QualitySearchesTab</name>
    <message>
        <source>Only searches that found &amp;nothing</source>
        <translation>Только запросы &amp;без результатов</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Э&amp;кспорт…</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Последние 90 дней</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>Searches</source>
        <translation>Запросы</translation>
    </message>
    <message numerus="yes">
        <source>%n different search(es)</source>
        <translation>
            <numerusform>%n разный запрос</numerusform>
            <numerusform>%n разных запроса</numerusform>
            <numerusform>%n разных запросов</numerusform>
        </translation>
    </message>
    <message>
        <source>The searches could not be read: %1</source>
        <translation>Не удалось прочитать запросы: %1</translation>
    </message>
    <message>
        <source>Export the searches</source>
        <translation>Экспорт запросов</translation>
    </message>
    <message>
        <source>The searches could not be exported: %1</source>
        <translation>Не удалось экспортировать запросы: %1</translation>
    </message>
</context>
<context>
    <name>QuantityPrompt</name>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>How many of “%1” (%2)? Negative removes; Enter applies, Esc skips.</source>
        <translation>Сколько «%1» (%2)? Отрицательное число списывает; Enter — применить, Esc — пропустить.</translation>
    </message>
    <message>
        <source>How many of %1? Negative removes; Enter applies, Esc skips.</source>
        <translation>Сколько %1? Отрицательное число списывает; Enter — применить, Esc — пропустить.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n more scan(s) waiting)</source>
        <translation>
            <numerusform>%1 (ещё %n скан ждёт)</numerusform>
            <numerusform>%1 (ещё %n скана ждут)</numerusform>
            <numerusform>%1 (ещё %n сканов ждут)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReorderTab</name>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <source>On order</source>
        <translation>В заказе</translation>
    </message>
    <message>
        <source>Reorder level</source>
        <translation>Уровень дозаказа</translation>
    </message>
    <message>
        <source>To order</source>
        <translation>Заказать</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Цена закупки</translation>
    </message>
    <message>
        <source>Create &amp;order</source>
        <translation>Создать &amp;заказ</translation>
    </message>
    <message>
        <source>Titles at or below their reorder level, less what is already on order. Change the quantities, then create the order.</source>
        <translation>Наименования на уровне дозаказа или ниже, за вычетом уже заказанного. Измените количества и создайте заказ.</translation>
    </message>
    <message>
        <source>Order reference (optional)</source>
        <translation>Номер заказа (необязательно)</translation>
    </message>
    <message>
        <source>Order reference</source>
        <translation>Номер заказа</translation>
    </message>
    <message>
        <source>The reorder suggestions could not be loaded</source>
        <translation>Не удалось загрузить предложения дозаказа</translation>
    </message>
    <message>
        <source>0 leaves the title out of the order.</source>
        <translation>0 — наименование не попадёт в заказ.</translation>
    </message>
    <message>
        <source>The supplier&apos;s price of one unit; empty when not known yet.</source>
        <translation>Цена закупки за единицу у поставщика; пусто, если она ещё неизвестна.</translation>
    </message>
    <message numerus="yes">
        <source>%n chosen title(s) to order from %1: check the quantities, then create the order.</source>
        <translation>
            <numerusform>%n выбранное наименование к заказу у «%1»: проверьте количество и создайте заказ.</numerusform>
            <numerusform>%n выбранных наименования к заказу у «%1»: проверьте количество и создайте заказ.</numerusform>
            <numerusform>%n выбранных наименований к заказу у «%1»: проверьте количество и создайте заказ.</numerusform>
        </translation>
    </message>
    <message>
        <source>No order created</source>
        <translation>Заказ не создан</translation>
    </message>
    <message>
        <source>a unit cost is a whole amount of 0 or more, or empty (%1).</source>
        <translation>цена закупки — целое число от 0 и больше или пусто (%1).</translation>
    </message>
    <message>
        <source>choose a supplier and at least one quantity.</source>
        <translation>выберите поставщика и хотя бы одно количество.</translation>
    </message>
    <message>
        <source>The order could not be created</source>
        <translation>Не удалось создать заказ</translation>
    </message>
    <message numerus="yes">
        <source>Order %1 created: %n line(s).</source>
        <translation>
            <numerusform>Заказ %1 создан: %n строка.</numerusform>
            <numerusform>Заказ %1 создан: %n строки.</numerusform>
            <numerusform>Заказ %1 создан: %n строк.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Сохранить диаграмму в PNG…</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Сохранить данные в CSV…</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Сохранить диаграмму</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Save data</source>
        <translation>Сохранить данные</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The chart could not be saved to %1.</source>
        <translation>Не удалось сохранить диаграмму в %1.</translation>
    </message>
    <message>
        <source>The data could not be saved to %1: %2</source>
        <translation>Не удалось сохранить данные в %1: %2</translation>
    </message>
</context>
<context>
    <name>ReportsPane</name>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Последние 90 дней</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Этот месяц</translation>
    </message>
    <message>
        <source>Custom range</source>
        <translation>Свой период</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>По дням</translation>
    </message>
    <message>
        <source>By week</source>
        <translation>По неделям</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>По месяцам</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>Группировка</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Период:</translation>
    </message>
    <message>
        <source>Units sold</source>
        <translation>Продано, шт.</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Выручка</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возврат</translation>
    </message>
    <message>
        <source>Stock at retail prices</source>
        <translation>Остаток по розничным ценам</translation>
    </message>
    <message>
        <source>Stock at cost</source>
        <translation>Остаток по себестоимости</translation>
    </message>
    <message>
        <source>To reorder</source>
        <translation>К дозаказу</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>Продажи</translation>
    </message>
    <message>
        <source>Top sellers</source>
        <translation>Лидеры продаж</translation>
    </message>
    <message>
        <source>Slow sellers</source>
        <translation>Залежавшиеся товары</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>A report could not be loaded: %1</source>
        <translation>Не удалось загрузить отчёт: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s) in stock have no known cost and are not counted.</source>
        <translation>
            <numerusform>%n товар в наличии без известной себестоимости не учтён.</numerusform>
            <numerusform>%n товара в наличии без известной себестоимости не учтены.</numerusform>
            <numerusform>%n товаров в наличии без известной себестоимости не учтены.</numerusform>
        </translation>
    </message>
    <message>
        <source>No labels for %1: not found among your products.</source>
        <translation>Нет этикеток для: %1 — не найдено среди ваших товаров.</translation>
    </message>
    <message>
        <source>The titles&apos; suppliers could not be read: %1</source>
        <translation>Не удалось узнать поставщиков этих наименований: %1</translation>
    </message>
</context>
<context>
    <name>SalesReportModel</name>
    <message>
        <source>%1 – %2</source>
        <extracomment>A week in the sales report, named by its first and last day</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>Units sold</source>
        <translation>Продано, шт.</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возврат</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Выручка</translation>
    </message>
</context>
<context>
    <name>SalesTab</name>
    <message>
        <source>Revenue</source>
        <translation>Выручка</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Штуки</translation>
    </message>
</context>
<context>
    <name>ScanDocumentPane</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Вычесть</translation>
    </message>
    <message>
        <source>Reads the open documents and the totals of every console scanning them again (F5).</source>
        <translation>Заново читает открытые документы и итоги всех консолей, которые их сканируют (F5).</translation>
    </message>
    <message>
        <source>Scan or type an ISBN or barcode, then Enter</source>
        <translation>Отсканируйте или введите ISBN или штрихкод и нажмите Enter</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>How many this scan adds (a carton); back to 1 after each scan.</source>
        <translation>Сколько добавляет этот скан (коробка); после каждого скана снова 1.</translation>
    </message>
    <message>
        <source>The next scan takes its quantity back from the item&apos;s line (a mis-scan); back to adding after it.</source>
        <translation>Следующий скан вычитает своё количество из строки товара (ошибочный скан); после него снова добавление.</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Текущий итог</translation>
    </message>
    <message>
        <source>Scans waiting</source>
        <translation>Ожидающие сканы</translation>
    </message>
    <message>
        <source>Scans wait</source>
        <translation>Сканы ждут</translation>
    </message>
    <message>
        <source>the server refused the key (%1). Nothing is lost: enter a new key (Connect…) to send them.</source>
        <translation>сервер отклонил ключ (%1). Ничего не потеряно: введите новый ключ (Подключиться…), чтобы отправить их.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The scan could not be stored</source>
        <translation>Не удалось сохранить скан</translation>
    </message>
    <message>
        <source>the scan queue file is not writable.</source>
        <translation>файл очереди сканов недоступен для записи.</translation>
    </message>
    <message>
        <source>Not scanned: %1</source>
        <translation>Не отсканировано: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) waiting to be sent</source>
        <translation>
            <numerusform>%n скан ждёт отправки</numerusform>
            <numerusform>%n скана ждут отправки</numerusform>
            <numerusform>%n сканов ждут отправки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) waiting for the open window</source>
        <translation>
            <numerusform>%n скан ждёт закрытия окна</numerusform>
            <numerusform>%n скана ждут закрытия окна</numerusform>
            <numerusform>%n сканов ждут закрытия окна</numerusform>
        </translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Не выполнено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) made while the question was open went into the document first. Look at it and answer again.</source>
        <translation>
            <numerusform>%n скан, сделанный при открытом вопросе, сначала добавлен в документ. Проверьте его и ответьте ещё раз.</numerusform>
            <numerusform>%n скана, сделанные при открытом вопросе, сначала добавлены в документ. Проверьте его и ответьте ещё раз.</numerusform>
            <numerusform>%n сканов, сделанных при открытом вопросе, сначала добавлены в документ. Проверьте его и ответьте ещё раз.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was finished or cancelled on another console</source>
        <translation>«%1» завершён или отменён на другой консоли</translation>
    </message>
    <message>
        <source>choose the document to scan into above.</source>
        <translation>выберите выше документ, в который сканировать.</translation>
    </message>
    <message>
        <source>%1 was not scanned into any document</source>
        <translation>%1 не отсканирован ни в один документ</translation>
    </message>
    <message>
        <source>choose one above or start one, then scan again.</source>
        <translation>выберите документ выше или начните новый, затем сканируйте снова.</translation>
    </message>
</context>
<context>
    <name>ScanLogModel</name>
    <message>
        <source>A stock cannot be negative.</source>
        <translation>Остаток не может быть отрицательным.</translation>
    </message>
    <message>
        <source>The scan could not be stored in the local outbox: %1</source>
        <translation>Не удалось сохранить скан в локальной очереди отправки: %1</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>отправляется</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>применён</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонён</translation>
    </message>
    <message>
        <source>(unknown until answered)</source>
        <translation>(неизвестно до ответа сервера)</translation>
    </message>
    <message>
        <source>set %1</source>
        <translation>задать %1</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>отмена: %1</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (отменён)</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>отклонён: %1</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Введён вручную</translation>
    </message>
    <message>
        <source>Scanned</source>
        <translation>Отсканирован</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Stock after</source>
        <translation>Стало</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>unknown code</source>
        <translation>неизвестный код</translation>
    </message>
    <message>
        <source>the stock cannot go below 0</source>
        <translation>остаток не может быть меньше 0</translation>
    </message>
    <message>
        <source>the stock would be too large</source>
        <translation>остаток был бы слишком большим</translation>
    </message>
    <message>
        <source>the stock was changed meanwhile</source>
        <translation>остаток тем временем изменился</translation>
    </message>
    <message>
        <source>the product has variants: scan the variant&apos;s barcode</source>
        <translation>у товара есть варианты: отсканируйте штрихкод варианта</translation>
    </message>
    <message>
        <source>the key may not change stock</source>
        <translation>ключу не разрешено менять остатки</translation>
    </message>
    <message>
        <source>the server did not accept the value</source>
        <translation>сервер не принял значение</translation>
    </message>
    <message>
        <source>invalid code</source>
        <translation>неверный код</translation>
    </message>
    <message>
        <source>(not sent)</source>
        <translation>(не отправлен)</translation>
    </message>
    <message>
        <source>waiting for credentials</source>
        <translation>ждёт данных ключа</translation>
    </message>
    <message>
        <source>%1 written off (damaged)</source>
        <translation>%1 списано (повреждено)</translation>
    </message>
    <message>
        <source>%1 written off (lost)</source>
        <translation>%1 списано (утеряно)</translation>
    </message>
    <message>
        <source>waiting: queued under another key</source>
        <translation>ждёт: в очереди под другим ключом</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>удалено</translation>
    </message>
</context>
<context>
    <name>ScanLogPanel</name>
    <message>
        <source>&amp;Undo scan</source>
        <translation>Отменить &amp;скан</translation>
    </message>
    <message>
        <source>Scan log</source>
        <translation>Журнал сканирования</translation>
    </message>
    <message>
        <source>Reverse the selected scan (or the latest one) (Ctrl+Z)</source>
        <translation>Отменить выбранный скан (или последний) (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo: choose an applied or waiting scan in the log.</source>
        <translation>Нечего отменять: выберите в журнале применённый или ожидающий скан.</translation>
    </message>
    <message>
        <source>The undo could not be stored in the local outbox.</source>
        <translation>Не удалось сохранить отмену в локальной очереди отправки.</translation>
    </message>
    <message>
        <source>Nothing to discard: choose a scan that waits to be sent.</source>
        <translation>Нечего удалять: выберите скан, который ждёт отправки.</translation>
    </message>
    <message>
        <source>&amp;Discard (never send it)</source>
        <translation>&amp;Удалить (не отправлять)</translation>
    </message>
    <message>
        <source>&amp;Send with the current key</source>
        <translation>&amp;Отправить с текущим ключом</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>«%1» (%2)</translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation>Код %1</translation>
    </message>
    <message>
        <source>Code %1 is not among your active products: an unknown code, or a product that is switched off. Check the shelf label, or add the product to the catalog first.</source>
        <translation>Кода %1 нет среди ваших активных товаров: это неизвестный код или отключённый товар. Проверьте ценник на полке или сначала добавьте товар в каталог.</translation>
    </message>
    <message>
        <source>%1: the stock cannot go below 0 (it is %2); nothing was changed.</source>
        <translation>%1: остаток не может быть меньше 0 (сейчас %2); ничего не изменено.</translation>
    </message>
    <message>
        <source>%1: the stock cannot go below 0; nothing was changed.</source>
        <translation>%1: остаток не может быть меньше 0; ничего не изменено.</translation>
    </message>
    <message>
        <source>%1: the undo was not applied: the stock was changed meanwhile and is now %2. Check the shelf and set it if needed.</source>
        <translation>%1: отмена не применена — остаток тем временем изменился и теперь равен %2. Проверьте полку и при необходимости задайте остаток.</translation>
    </message>
    <message>
        <source>%1: the stock was changed meanwhile and is now %2, so this change was not applied.</source>
        <translation>%1: остаток тем временем изменился и теперь равен %2, поэтому это изменение не применено.</translation>
    </message>
    <message>
        <source>%1: the stock changed meanwhile, so this change was not applied. %2</source>
        <translation>%1: остаток тем временем изменился, поэтому это изменение не применено. %2</translation>
    </message>
    <message>
        <source>%1 was refused: %2</source>
        <translation>%1 — отклонено: %2</translation>
    </message>
</context>
<context>
    <name>ScanModeBar</name>
    <message>
        <source>Each scan:</source>
        <translation>Каждый скан:</translation>
    </message>
    <message>
        <source>+1 (received)</source>
        <translation>+1 (приход)</translation>
    </message>
    <message>
        <source>−1 (sold)</source>
        <translation>−1 (продажа)</translation>
    </message>
    <message>
        <source>set to</source>
        <translation>задать</translation>
    </message>
    <message>
        <source>ask quantity</source>
        <translation>спросить количество</translation>
    </message>
    <message>
        <source>−1 write off:</source>
        <translation>−1 списать:</translation>
    </message>
    <message>
        <source>Stock to set on each scan</source>
        <translation>Остаток, который задаётся при каждом скане</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>повреждён</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>утерян</translation>
    </message>
    <message>
        <source>returned to supplier</source>
        <translation>возврат поставщику</translation>
    </message>
    <message>
        <source>Why the scanned items are written off</source>
        <translation>Причина списания отсканированных товаров</translation>
    </message>
    <message>
        <source>note (optional)</source>
        <translation>примечание (необязательно)</translation>
    </message>
    <message>
        <source>Note for the write-off</source>
        <translation>Примечание к списанию</translation>
    </message>
    <message>
        <source>+1 received</source>
        <translation>+1 поступление</translation>
    </message>
    <message>
        <source>−1 sold</source>
        <translation>−1 продажа</translation>
    </message>
    <message>
        <source>set to %1</source>
        <translation>установить %1</translation>
    </message>
    <message>
        <source>ask how many</source>
        <translation>спросить количество</translation>
    </message>
    <message>
        <source>−1 written off (%1)</source>
        <translation>−1 списание (%1)</translation>
    </message>
</context>
<context>
    <name>SearchPane</name>
    <message>
        <source>Suggest only from seller</source>
        <translation>Подсказки только от продавца</translation>
    </message>
    <message>
        <source>Search names, authors, categories… (Enter)</source>
        <translation>Названия, авторы, категории… (Enter)</translation>
    </message>
    <message>
        <source>Search text</source>
        <translation>Текст поиска</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Найти</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n результат</numerusform>
            <numerusform>%n результата</numerusform>
            <numerusform>%n результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Type something to search for.</source>
        <translation>Введите, что нужно найти.</translation>
    </message>
    <message>
        <source>Nothing found for “%1”. Check the spelling, try fewer words or scan the product&apos;s barcode.</source>
        <translation>По запросу «%1» ничего не найдено. Проверьте написание, сократите запрос или отсканируйте штрихкод товара.</translation>
    </message>
    <message>
        <source>Print &amp;labels…</source>
        <translation>Печать &amp;этикеток…</translation>
    </message>
    <message>
        <source>Shelf labels for the results shown (at most 100)</source>
        <translation>Ценники для показанных результатов (не больше 100)</translation>
    </message>
    <message numerus="yes">
        <source>Getting the codes of %n product(s)…</source>
        <translation>
            <numerusform>Получаем коды %n товара…</numerusform>
            <numerusform>Получаем коды %n товаров…</numerusform>
            <numerusform>Получаем коды %n товаров…</numerusform>
        </translation>
    </message>
    <message>
        <source>No label for: %1 (the product could not be loaded).</source>
        <translation>Без этикетки: %1 (товар не удалось загрузить).</translation>
    </message>
</context>
<context>
    <name>SellerListModel</name>
    <message>
        <source>%1 — ★ %2
Latest: %3</source>
        <translation>%1 — ★ %2
Новинки: %3</translation>
    </message>
    <message>
        <source>no products yet</source>
        <translation>товаров пока нет</translation>
    </message>
</context>
<context>
    <name>SellersPane</name>
    <message>
        <source>Seller&apos;s QR token, Enter</source>
        <translation>QR-токен продавца, Enter</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>Choose a seller.</source>
        <translation>Выберите продавца.</translation>
    </message>
    <message>
        <source>Product by code in this shop:</source>
        <translation>Товар этого магазина по коду:</translation>
    </message>
    <message>
        <source>ISBN or barcode, Enter</source>
        <translation>ISBN или штрихкод, Enter</translation>
    </message>
    <message>
        <source>Sellers could not be loaded: %1</source>
        <translation>Не удалось загрузить продавцов: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Seller %1 — loading…</source>
        <translation>Продавец %1 — загрузка…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n product(s)</source>
        <translation>
            <numerusform>%1 — %n товар</numerusform>
            <numerusform>%1 — %n товара</numerusform>
            <numerusform>%1 — %n товаров</numerusform>
        </translation>
    </message>
    <message>
        <source>No seller has the QR token “%1”. Check it and try again.</source>
        <translation>Ни у одного продавца нет QR-токена «%1». Проверьте его и повторите.</translation>
    </message>
    <message>
        <source>The seller could not be looked up: %1</source>
        <translation>Не удалось найти продавца: %1</translation>
    </message>
    <message>
        <source>QR token “%1” belongs to %2 (rating %3).</source>
        <translation>QR-токен «%1» принадлежит продавцу %2 (рейтинг %3).</translation>
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation>Поиск %1…</translation>
    </message>
    <message>
        <source>%1 is not sold by this seller.</source>
        <translation>Этот продавец не продаёт %1.</translation>
    </message>
    <message>
        <source>The lookup failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message>
        <source>%1: “%2”, price %3, %4</source>
        <translation>%1: «%2», цена %3, %4</translation>
    </message>
    <message>
        <source>in stock</source>
        <translation>в наличии</translation>
    </message>
    <message>
        <source>out of stock</source>
        <translation>нет в наличии</translation>
    </message>
    <message>
        <source>Print counter sign…</source>
        <translation>Печать таблички для прилавка…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Read the sellers and the chosen seller&apos;s products again (F5)</source>
        <translation>Заново загрузить продавцов и товары выбранного продавца (F5)</translation>
    </message>
    <message>
        <source>S&amp;hops</source>
        <translation>&amp;Магазины</translation>
    </message>
    <message>
        <source>&amp;Administration</source>
        <translation>&amp;Администрирование</translation>
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
    </message>
</context>
<context>
    <name>ServerTaskRunner</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Wait until “%1” has finished, or cancel it.</source>
        <translation>Дождитесь окончания операции «%1» или отмените её.</translation>
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation>catalog-server не найден ни рядом с консолью, ни в PATH.</translation>
    </message>
</context>
<context>
    <name>SlowSellersModel</name>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>В наличии</translation>
    </message>
    <message>
        <source>Last sold</source>
        <translation>Последняя продажа</translation>
    </message>
</context>
<context>
    <name>SlowSellersTab</name>
    <message>
        <source>Print &amp;labels…</source>
        <translation>Печать &amp;этикеток…</translation>
    </message>
    <message>
        <source>Create &amp;order…</source>
        <translation>Создать &amp;заказ…</translation>
    </message>
    <message>
        <source>Days without a sale</source>
        <translation>Дней без продаж</translation>
    </message>
    <message>
        <source>No sale in the last</source>
        <translation>Нет продаж за последние</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дн.</translation>
    </message>
    <message>
        <source>For the selected titles:</source>
        <translation>Для выбранных наименований:</translation>
    </message>
    <message>
        <source>Shelf labels: one per unit in stock.</source>
        <translation>Ценники: по одному на каждую единицу в остатке.</translation>
    </message>
    <message>
        <source>Opens the Orders pane with these titles for their supplier, to check and create.</source>
        <translation>Открывает раздел «Заказы» с этими наименованиями для их поставщика: проверьте и создайте заказ.</translation>
    </message>
    <message>
        <source>%1 of %2 products</source>
        <translation>%1 из %2 товаров</translation>
    </message>
</context>
<context>
    <name>StatusIndicators</name>
    <message>
        <source>Connection to the catalog server</source>
        <translation>Подключение к серверу каталога</translation>
    </message>
    <message>
        <source>Requests left in this second / minute for this key</source>
        <translation>Сколько запросов ещё доступно ключу в эту секунду / минуту</translation>
    </message>
    <message>
        <source>Share of requests answered “not modified” from the local cache</source>
        <translation>Доля запросов, на которые сервер ответил «не изменилось» и ответ взят из локального кэша</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>Rate limit: waiting %n s</source>
        <translation>
            <numerusform>Лимит запросов: ожидание %n с</numerusform>
            <numerusform>Лимит запросов: ожидание %n с</numerusform>
            <numerusform>Лимит запросов: ожидание %n с</numerusform>
        </translation>
    </message>
    <message>
        <source>Rate limit: %1/s, %2/min</source>
        <translation>Лимит: %1/с, %2/мин</translation>
    </message>
    <message>
        <source>Left: %1/s, %2/min</source>
        <translation>Осталось: %1/с, %2/мин</translation>
    </message>
    <message>
        <source>Cache: –</source>
        <translation>Кэш: –</translation>
    </message>
    <message>
        <source>Cache: %1% hits</source>
        <translation>Кэш: %1% попаданий</translation>
    </message>
    <message numerus="yes">
        <source>Outbox: %n waiting</source>
        <translation>
            <numerusform>В очереди отправки: %n</numerusform>
            <numerusform>В очереди отправки: %n</numerusform>
            <numerusform>В очереди отправки: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Scans waiting to be sent: stock changes, counts, deliveries and returns</source>
        <translation>Сканы в очереди отправки: изменения остатков, пересчёты, поставки и возвраты</translation>
    </message>
</context>
<context>
    <name>StockListBar</name>
    <message>
        <source>&amp;Low stock only</source>
        <translation>Только &amp;заканчивающиеся</translation>
    </message>
    <message>
        <source>&amp;Products:</source>
        <translation>&amp;Товары:</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Канцтовары</translation>
    </message>
    <message>
        <source>Show only the products at or below their reorder level</source>
        <translation>Показывать только товары на уровне дозаказа или ниже</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message numerus="yes">
        <source>%n book(s) at or below the reorder level</source>
        <translation>
            <numerusform>%n книга на уровне дозаказа или ниже</numerusform>
            <numerusform>%n книги на уровне дозаказа или ниже</numerusform>
            <numerusform>%n книг на уровне дозаказа или ниже</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stationery item(s) at or below the reorder level</source>
        <translation>
            <numerusform>%n канцтовар на уровне дозаказа или ниже</numerusform>
            <numerusform>%n канцтовара на уровне дозаказа или ниже</numerusform>
            <numerusform>%n канцтоваров на уровне дозаказа или ниже</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>Показано %1 из %2</translation>
    </message>
</context>
<context>
    <name>StockPane</name>
    <message numerus="yes">
        <source>%n scan(s) wait for the open window: counted when it closes (%1).</source>
        <translation>
            <numerusform>%n скан ждёт закрытия открытого окна: он будет учтён, когда окно закроется (%1).</numerusform>
            <numerusform>%n скана ждут закрытия открытого окна: они будут учтены, когда окно закроется (%1).</numerusform>
            <numerusform>%n сканов ждут закрытия открытого окна: они будут учтены, когда окно закроется (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan a barcode or type an ISBN / EAN and press Enter</source>
        <translation>Отсканируйте или введите ISBN / EAN, затем Enter</translation>
    </message>
    <message>
        <source>Scan field</source>
        <translation>Поле сканирования</translation>
    </message>
    <message>
        <source>Your products could not be loaded: %1</source>
        <translation>Не удалось загрузить ваши товары: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message numerus="yes">
        <source>Back online: sending %n waiting scan(s).</source>
        <translation>
            <numerusform>Связь восстановлена: отправляется %n ожидающий скан.</numerusform>
            <numerusform>Связь восстановлена: отправляются %n ожидающих скана.</numerusform>
            <numerusform>Связь восстановлена: отправляются %n ожидающих сканов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected to a server, so the scan of %1 was not counted. Connect first (Ctrl+K), then scan again.</source>
        <translation>Нет подключения к серверу, поэтому скан %1 не учтён. Сначала подключитесь (Ctrl+K), затем отсканируйте снова.</translation>
    </message>
    <message>
        <source>What each scan does</source>
        <translation>Что делает каждый скан</translation>
    </message>
    <message>
        <source>Choose a product in the list first.</source>
        <translation>Сначала выберите товар в списке.</translation>
    </message>
    <message>
        <source>“%1” saved.</source>
        <translation>«%1» сохранён.</translation>
    </message>
    <message>
        <source>“%1” is switched off: it is no longer listed or sold.</source>
        <translation>«%1» отключён: он больше не показывается и не продаётся.</translation>
    </message>
    <message>
        <source>Sold, and “%1” is now oversold (stock %2): more were sold than the records had. Count the shelf (Count pane) if copies are there, or receive the missing copies (Receive pane); an online order for it may not be fillable until then.</source>
        <translation>Продано, и «%1» теперь продан сверх остатка (остаток %2): продали больше, чем числилось. Пересчитайте полку (панель «Пересчёт»), если экземпляры там есть, или оприходуйте недостающие (панель «Приёмка»); до тех пор заказ из интернета на этот товар может быть невыполним.</translation>
    </message>
    <message>
        <source>Sale below 0</source>
        <translation>Продажа ниже 0</translation>
    </message>
    <message>
        <source>The records have no copy of “%1” left. Record the sale anyway? The stock goes to %2 and the product shows oversold until you count it or receive copies.</source>
        <translation>По учёту экземпляров «%1» не осталось. Всё равно записать продажу? Остаток станет %2, и товар будет показан проданным сверх остатка, пока вы его не пересчитаете или не оприходуете экземпляры.</translation>
    </message>
    <message>
        <source>&amp;Record the sale</source>
        <translation>&amp;Записать продажу</translation>
    </message>
</context>
<context>
    <name>StockProductsPanel</name>
    <message>
        <source>Print labels</source>
        <translation>Печать этикеток</translation>
    </message>
    <message>
        <source>One label each…</source>
        <translation>По одной этикетке…</translation>
    </message>
    <message>
        <source>As many as in stock…</source>
        <translation>Столько, сколько в остатке…</translation>
    </message>
    <message>
        <source>&amp;Edit product…</source>
        <translation>Изм&amp;енить товар…</translation>
    </message>
    <message>
        <source>Price, reorder level and quantity, and whether the chosen product is active</source>
        <translation>Цена, уровень и количество дозаказа и активен ли выбранный товар</translation>
    </message>
    <message>
        <source>Stock of “%1” is now %2.</source>
        <translation>Остаток «%1» теперь %2.</translation>
    </message>
    <message>
        <source>“%1” was changed by someone else meanwhile: its stock is now %2. Your value %3 was not saved.</source>
        <translation>«%1» тем временем изменил кто-то другой: теперь остаток %2. Ваше значение %3 не сохранено.</translation>
    </message>
    <message>
        <source>Set %1 anyway</source>
        <translation>Всё равно задать %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Оставить %1</translation>
    </message>
    <message>
        <source>The stock %1 of “%2” was not saved: %3</source>
        <translation>Остаток %1 для «%2» не сохранён: %3</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>SupplierDialog</name>
    <message>
        <source>Edit supplier</source>
        <translation>Изменить поставщика</translation>
    </message>
    <message>
        <source>Add supplier</source>
        <translation>Добавить поставщика</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>P&amp;hone:</source>
        <translation>&amp;Телефон:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;Эл. почта:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Заметка:</translation>
    </message>
</context>
<context>
    <name>SyncConflictModel</name>
    <message>
        <source>Sold here beyond the marketplace&apos;s stock: it is %1 there now.</source>
        <translation>Продано здесь больше, чем было на маркетплейсе: там сейчас %1.</translation>
    </message>
    <message>
        <source>Sold here beyond the marketplace&apos;s stock.</source>
        <translation>Продано здесь больше, чем было на маркетплейсе.</translation>
    </message>
    <message>
        <source>The marketplace does not know this product (any more).</source>
        <translation>Маркетплейс не знает этот товар (больше не знает).</translation>
    </message>
    <message>
        <source>The marketplace does not let the shop&apos;s key change this product.</source>
        <translation>Маркетплейс не позволяет ключу магазина изменять этот товар.</translation>
    </message>
    <message>
        <source>The marketplace refused this change.</source>
        <translation>Маркетплейс отклонил это изменение.</translation>
    </message>
    <message>
        <source>A product with this code exists at the marketplace too.</source>
        <translation>Товар с этим кодом есть и на маркетплейсе.</translation>
    </message>
    <message>
        <source>Needs a decision.</source>
        <translation>Нужно решение.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dropped: %1</source>
        <translation>Отброшено: %1</translation>
    </message>
    <message>
        <source>Retried: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>The marketplace says</source>
        <translation>Ответ маркетплейса</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>The marketplace refused this product made here.</source>
        <translation>Маркетплейс отклонил этот товар, созданный здесь.</translation>
    </message>
    <message>
        <source>The marketplace refused this product&apos;s changes made here.</source>
        <translation>Маркетплейс отклонил изменения этого товара, сделанные здесь.</translation>
    </message>
    <message>
        <source>The marketplace&apos;s product no. %1 has this code, and another product here has its id.</source>
        <translation>Этот код у товара № %1 на маркетплейсе, а его ID здесь занят другим товаром.</translation>
    </message>
    <message>
        <source>new product</source>
        <translation>новый товар</translation>
    </message>
    <message>
        <source>product data</source>
        <translation>данные товара</translation>
    </message>
</context>
<context>
    <name>SyncConflictsBox</name>
    <message>
        <source>Marketplace conflicts</source>
        <translation>Конфликты с маркетплейсом</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Send the change to the marketplace again (after fixing the product there); an oversold sale is kept as it is</source>
        <translation>Отправить изменение на маркетплейс ещё раз (после исправления товара там); продажа сверх остатка остаётся как есть</translation>
    </message>
    <message>
        <source>Undo the change here: a correction movement is recorded</source>
        <translation>Отменить изменение здесь: записывается корректирующее движение</translation>
    </message>
    <message>
        <source>The conflicts could not be read: %1</source>
        <translation>Не удалось прочитать конфликты: %1</translation>
    </message>
    <message>
        <source>No conflicts: everything the shop and the marketplace changed is in step or on its way.</source>
        <translation>Конфликтов нет: всё, что изменили магазин и маркетплейс, совпадает или в пути.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) need a decision. Choose one and retry or drop it.</source>
        <translation>
            <numerusform>%n изменение требует решения. Выберите его и повторите или отбросьте.</numerusform>
            <numerusform>%n изменения требуют решения. Выберите одно и повторите или отбросьте.</numerusform>
            <numerusform>%n изменений требуют решения. Выберите одно и повторите или отбросьте.</numerusform>
        </translation>
    </message>
    <message>
        <source>a correction of %1%2</source>
        <translation>корректировка на %1%2</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>корректировка</translation>
    </message>
    <message>
        <source>Drop the change</source>
        <translation>Отбросить изменение</translation>
    </message>
    <message>
        <source>Drop this change of “%1”?

The shop server records a movement that undoes it (%2), so the shop and the marketplace agree again. The movement stays in the history.</source>
        <translation>Отбросить это изменение товара «%1»?

Сервер магазина записывает движение, которое его отменяет (%2), и магазин с маркетплейсом снова совпадают. Движение остаётся в истории.</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <source>The conflict could not be resolved: %1</source>
        <translation>Конфликт не удалось решить: %1</translation>
    </message>
    <message>
        <source>The change of “%1” was dropped; a movement undoing it is recorded.</source>
        <translation>Изменение товара «%1» отброшено; записано отменяющее его движение.</translation>
    </message>
    <message>
        <source>The sale of “%1” is kept as it is.</source>
        <translation>Продажа товара «%1» остаётся как есть.</translation>
    </message>
    <message>
        <source>The change of “%1” is sent to the marketplace again.</source>
        <translation>Изменение товара «%1» снова отправляется на маркетплейс.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Drop…</source>
        <translation>Отбросить…</translation>
    </message>
    <message>
        <source>Stop sending “%1” to the marketplace?

The product stays as it is in this shop only, with its stock changes; the marketplace does not get them.</source>
        <translation>Больше не отправлять «%1» на маркетплейс?

Товар остаётся как есть только в этом магазине вместе с изменениями остатков; маркетплейс их не получит.</translation>
    </message>
    <message>
        <source>“%1” stays in this shop only.</source>
        <translation>«%1» остаётся только в этом магазине.</translation>
    </message>
    <message>
        <source>Keep the sale</source>
        <translation>Оставить продажу</translation>
    </message>
    <message>
        <source>Undo the sale here…</source>
        <translation>Отменить продажу здесь…</translation>
    </message>
    <message>
        <source>an unknown number</source>
        <translation>неизвестно сколько</translation>
    </message>
    <message>
        <source>that number plus the sale</source>
        <translation>это число плюс продажу</translation>
    </message>
    <message>
        <source>What happened: “%1” was sold here when the marketplace had no copy left for it (sold online meanwhile). The marketplace&apos;s stock is now %2; an online order for it may not be fillable.
“Keep the sale”: the sale stays recorded here and at the marketplace; both show the product as oversold until you count it or receive copies.
“Undo the sale here”: the shop records a correction of +%3 here and at the marketplace (which then reads %4), although the customer left with the copy.</source>
        <translation>Что случилось: «%1» продан здесь, когда на маркетплейсе для него не осталось экземпляра (тем временем продан онлайн). Остаток на маркетплейсе теперь %2; заказ из интернета на этот товар может быть невыполним.
«Оставить продажу»: продажа остаётся записанной здесь и на маркетплейсе; оба показывают товар проданным сверх остатка, пока вы его не пересчитаете или не оприходуете экземпляры.
«Отменить продажу здесь»: магазин записывает поправку +%3 здесь и на маркетплейсе (там станет %4), хотя покупатель ушёл с экземпляром.</translation>
    </message>
    <message>
        <source>What happened: the marketplace refused “%1”: %2
“Retry”: it is sent again (after fixing it at the marketplace).
“Drop”: it stays in this shop only; the marketplace does not get it.</source>
        <translation>Что случилось: маркетплейс отклонил «%1»: %2
«Повторить»: товар отправляется снова (после исправления на маркетплейсе).
«Отбросить»: товар остаётся только в этом магазине; маркетплейс его не получит.</translation>
    </message>
    <message>
        <source>What happened: the marketplace refused this change of “%1”: %2
“Retry”: it is sent again (after fixing the product at the marketplace).
“Drop”: the shop records a movement that undoes it here, so the shop and the marketplace read the same again.</source>
        <translation>Что случилось: маркетплейс отклонил это изменение «%1»: %2
«Повторить»: изменение отправляется снова (после исправления товара на маркетплейсе).
«Отбросить»: магазин записывает здесь движение, отменяющее его, и у магазина и маркетплейса снова одинаковые цифры.</translation>
    </message>
    <message>
        <source>Undo the sale of “%1” here?

The shop records %2 here and at the marketplace, so both read as if the copy were still on the shelf, although the customer left with it. The movement stays in the history.</source>
        <translation>Отменить продажу «%1» здесь?

Магазин записывает %2 здесь и на маркетплейсе, и оба покажут остаток, как будто экземпляр ещё на полке, хотя покупатель ушёл с ним. Движение остаётся в истории.</translation>
    </message>
    <message>
        <source>Undo the sale here</source>
        <translation>Отменить продажу здесь</translation>
    </message>
    <message>
        <source>&amp;Undo the sale</source>
        <translation>&amp;Отменить продажу</translation>
    </message>
    <message>
        <source>The sale of “%1” is undone here; a correction is recorded.</source>
        <translation>Продажа «%1» здесь отменена; записана поправка.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLabel</name>
    <message numerus="yes">
        <source>Marketplace: %n change(s) waiting</source>
        <translation>
            <numerusform>Маркетплейс: ждёт %n изменение</numerusform>
            <numerusform>Маркетплейс: ждут %n изменения</numerusform>
            <numerusform>Маркетплейс: ждут %n изменений</numerusform>
        </translation>
    </message>
    <message>
        <source>Marketplace: in step</source>
        <translation>Маркетплейс: синхронизировано</translation>
    </message>
    <message>
        <source>Marketplace: nothing waiting</source>
        <translation>Маркетплейс: ничего не ждёт</translation>
    </message>
    <message>
        <source>%1, offline</source>
        <translation>%1, нет связи</translation>
    </message>
    <message>
        <source>%1, offline since %2</source>
        <translation>%1, нет связи с %2</translation>
    </message>
    <message>
        <source>%1, the key is refused</source>
        <translation>%1, ключ отклонён</translation>
    </message>
    <message>
        <source>%1, the key is refused since %2</source>
        <translation>%1, ключ отклонён с %2</translation>
    </message>
    <message>
        <source>%1, failing</source>
        <translation>%1, сбой</translation>
    </message>
    <message>
        <source>%1, failing since %2</source>
        <translation>%1, сбой с %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n conflict(s)</source>
        <translation>
            <numerusform>%1, %n конфликт</numerusform>
            <numerusform>%1, %n конфликта</numerusform>
            <numerusform>%1, %n конфликтов</numerusform>
        </translation>
    </message>
    <message>
        <source>Sync with %1</source>
        <translation>Синхронизация с %1</translation>
    </message>
    <message>
        <source>Last sent: %1</source>
        <translation>Последняя отправка: %1</translation>
    </message>
    <message>
        <source>Last received: %1</source>
        <translation>Последнее получение: %1</translation>
    </message>
    <message>
        <source>The marketplace refuses the shop&apos;s key: check the app ID and secret in the Local server pane, then restart the server.</source>
        <translation>Маркетплейс отклоняет ключ магазина: проверьте ID приложения и секрет на панели «Локальный сервер», затем перезапустите сервер.</translation>
    </message>
    <message>
        <source>Last problem: %1</source>
        <translation>Последняя проблема: %1</translation>
    </message>
    <message>
        <source>The conflicts are listed in the Local server pane.</source>
        <translation>Конфликты перечислены на панели «Локальный сервер».</translation>
    </message>
</context>
<context>
    <name>TableDocument</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
</context>
<context>
    <name>TopSellersModel</name>
    <message>
        <source>Product</source>
        <translation>Товар</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Units sold</source>
        <translation>Продано, шт.</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Выручка</translation>
    </message>
</context>
<context>
    <name>TopSellersTab</name>
    <message>
        <source>By units</source>
        <translation>По количеству</translation>
    </message>
    <message>
        <source>By revenue</source>
        <translation>По выручке</translation>
    </message>
    <message>
        <source>Order top sellers</source>
        <translation>Порядок лидеров продаж</translation>
    </message>
    <message>
        <source>%1
%2 units, revenue %3</source>
        <translation>%1
%2 шт., выручка %3</translation>
    </message>
</context>
<context>
    <name>TrendingModel</name>
    <message numerus="yes">
        <source>Searched %n time(s) in the last 7 days. Click to search it.</source>
        <translation>
            <numerusform>Искали %n раз за последние 7 дней. Щёлкните, чтобы найти.</numerusform>
            <numerusform>Искали %n раза за последние 7 дней. Щёлкните, чтобы найти.</numerusform>
            <numerusform>Искали %n раз за последние 7 дней. Щёлкните, чтобы найти.</numerusform>
        </translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Запрос</translation>
    </message>
    <message>
        <source>Top result</source>
        <translation>Лучший результат</translation>
    </message>
    <message>
        <source>Searches (7 days)</source>
        <translation>Поисков (7 дней)</translation>
    </message>
</context>
<context>
    <name>TrendingPane</name>
    <message>
        <source>What people searched for in the last 7 days. Click a query to search it.</source>
        <translation>Что искали за последние 7 дней. Щёлкните по запросу, чтобы выполнить поиск.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Trending searches could not be loaded: %1</source>
        <translation>Не удалось загрузить популярные запросы: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>UpstreamSetup</name>
    <message>
        <source>Enter the marketplace&apos;s address.</source>
        <translation>Введите адрес маркетплейса.</translation>
    </message>
    <message>
        <source>The marketplace&apos;s address must be an http(s) address such as https://market.example/api/v1/client.</source>
        <translation>Адрес маркетплейса должен быть адресом http(s), например https://market.example/api/v1/client.</translation>
    </message>
    <message>
        <source>Enter the key&apos;s secret.</source>
        <translation>Введите секрет ключа.</translation>
    </message>
</context>
<context>
    <name>WebhookDeliveryModel</name>
    <message>
        <source>Delivered</source>
        <translation>Доставлено</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Ожидает</translation>
    </message>
    <message>
        <source>Failed, next try %1</source>
        <translation>Ошибка, следующая попытка %1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>No answer yet</source>
        <translation>Ответа пока нет</translation>
    </message>
    <message>
        <source>Attempts: %1, %2 ms
webhook-id: %3
%4</source>
        <translation>Попыток: %1, %2 мс
webhook-id: %3
%4</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
</context>
<context>
    <name>WebhookDialog</name>
    <message>
        <source>Add Webhook</source>
        <translation>Добавить вебхук</translation>
    </message>
    <message>
        <source>The server calls this address when the catalog changes, and the receiver then reads the changes. Each call is signed with a secret you will see once.</source>
        <translation>Сервер обращается по этому адресу, когда каталог меняется, и получатель читает изменения. Каждый вызов подписан секретом, который вы увидите один раз.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Товары</translation>
    </message>
    <message>
        <source>&amp;Categories</source>
        <translation>&amp;Категории</translation>
    </message>
    <message>
        <source>S&amp;ellers</source>
        <translation>П&amp;родавцы</translation>
    </message>
    <message>
        <source>S&amp;tock movements of this shop</source>
        <translation>Дв&amp;ижения остатков этого магазина</translation>
    </message>
    <message>
        <source>Only a seller&apos;s key announces its stock movements.</source>
        <translation>Только ключ продавца сообщает о движениях его остатков.</translation>
    </message>
    <message>
        <source>Announces:</source>
        <translation>Сообщает о:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Описание:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
</context>
<context>
    <name>WebhookListModel</name>
    <message>
        <source>products</source>
        <translation>товары</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>категории</translation>
    </message>
    <message>
        <source>sellers</source>
        <translation>продавцы</translation>
    </message>
    <message>
        <source>stock movements</source>
        <translation>движения остатков</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Активен</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Отключён</translation>
    </message>
    <message>
        <source>Disabled: %1</source>
        <translation>Отключён: %1</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Announces</source>
        <translation>Сообщает о</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Статус</translation>
    </message>
</context>
<context>
    <name>WebhookSecretDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Webhook Secret</source>
        <translation>Секрет вебхука</translation>
    </message>
    <message>
        <source>Give this secret to the receiver at %1: it checks with it that each call comes from this server. Copy it now: it is not shown again.</source>
        <translation>Передайте этот секрет получателю по адресу %1: с ним он проверяет, что каждый вызов пришёл от этого сервера. Скопируйте его сейчас: больше он не будет показан.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Catalog Console: browse the catalog and update stock with a barcode scanner.
The secret is read once from CATALOG_APP_SECRET and kept in the keychain.</source>
        <translation>Консоль каталога: просмотр каталога и учёт остатков со сканером штрихкодов.
Секрет читается один раз из CATALOG_APP_SECRET и хранится в системном хранилище ключей.</translation>
    </message>
    <message>
        <source>Base URL of the API, ending in /api/v1/client.</source>
        <translation>Базовый URL API, оканчивающийся на /api/v1/client.</translation>
    </message>
    <message>
        <source>App ID of the API key.</source>
        <translation>ID приложения для ключа API.</translation>
    </message>
    <message>
        <source>Seller the key belongs to (for code lookups).</source>
        <translation>Продавец, которому принадлежит ключ (для поиска по коду).</translation>
    </message>
    <message>
        <source>Name of the connection profile to use or create.</source>
        <translation>Имя профиля подключения, который нужно использовать или создать.</translation>
    </message>
    <message>
        <source>Where secrets are kept: keychain (default), memory (this session only) or file (unencrypted, explicit opt-in).</source>
        <translation>Где хранить секреты: keychain (по умолчанию), memory (только этот сеанс) или file (без шифрования, только по явному выбору).</translation>
    </message>
    <message>
        <source>Catalog Console</source>
        <translation>Консоль каталога</translation>
    </message>
</context>
</TS>
