<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uz_UZ">
<context>
    <name>AddProductDialog</name>
    <message>
        <source>Add product</source>
        <translation>Mahsulot qoʻshish</translation>
    </message>
    <message>
        <source>%1 is not one of your shop&apos;s products yet. Add it, and the scan counts.</source>
        <translation>%1 hali doʻkoningiz mahsulotlari orasida yoʻq. Uni qoʻshing, shunda skan hisobga olinadi.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Kitob</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>belgilanmagan</translation>
    </message>
    <message>
        <source>Reordering is suggested when the stock falls to this level.</source>
        <translation>Qoldiq shu darajaga tushganda qayta buyurtma taklif qilinadi.</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Turi:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Kod:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nomi:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Muallif:</translation>
    </message>
    <message>
        <source>&amp;Publisher:</source>
        <translation>Nash&amp;riyot:</translation>
    </message>
    <message>
        <source>Pr&amp;ice:</source>
        <translation>Nar&amp;x:</translation>
    </message>
    <message>
        <source>&amp;Reorder level:</source>
        <translation>&amp;Qayta buyurtma darajasi:</translation>
    </message>
    <message>
        <source>Add pro&amp;duct</source>
        <translation>Mahsulot qoʻ&amp;shish</translation>
    </message>
    <message>
        <source>A book needs an ISBN.</source>
        <translation>Kitob uchun ISBN kerak.</translation>
    </message>
    <message>
        <source>Stationery needs an EAN-13, EAN-8 or UPC-A barcode.</source>
        <translation>Kanselyariya tovarlari uchun EAN-13, EAN-8 yoki UPC-A shtrix-kodi kerak.</translation>
    </message>
</context>
<context>
    <name>AdminBulkDialog</name>
    <message>
        <source>Bulk edit</source>
        <translation>Ommaviy tahrirlash</translation>
    </message>
    <message numerus="yes">
        <source>Change %n chosen product(s):</source>
        <translation>
            <numerusform>%n ta tanlangan mahsulotni oʻzgartirish:</numerusform>
            <numerusform>%n ta tanlangan mahsulotni oʻzgartirish:</numerusform>
        </translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>Listed or switched off</source>
        <translation>Sotuvda yoki oʻchirilgan</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Muallif</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Nashriyot</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narx</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Eski narx</translation>
    </message>
    <message>
        <source>&amp;Set:</source>
        <translation>&amp;Belgilash:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(yoʻq)</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Sotuvda</translation>
    </message>
    <message>
        <source>Switched off</source>
        <translation>Oʻchirilgan</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Qiymat:</translation>
    </message>
    <message>
        <source>Empty: none</source>
        <translation>Boʻsh: yoʻq</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>category</source>
        <translation>toifasini</translation>
    </message>
    <message>
        <source>listing</source>
        <translation>sotuv holatini</translation>
    </message>
    <message>
        <source>author</source>
        <translation>muallifini</translation>
    </message>
    <message>
        <source>publisher</source>
        <translation>nashriyotini</translation>
    </message>
    <message>
        <source>price</source>
        <translation>narxini</translation>
    </message>
    <message>
        <source>old price</source>
        <translation>eski narxini</translation>
    </message>
</context>
<context>
    <name>AdminBulkRun</name>
    <message>
        <source>the product is gone</source>
        <translation>mahsulot endi yoʻq</translation>
    </message>
    <message>
        <source>refused (HTTP %1)</source>
        <translation>rad etildi (HTTP %1)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>bekor qilindi</translation>
    </message>
</context>
<context>
    <name>AdminCategoriesBox</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Yangi…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Qayta nomlash…</translation>
    </message>
    <message>
        <source>To &amp;top level</source>
        <translation>&amp;Yuqori darajaga</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bekor qilish</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Mahsulotlar</translation>
    </message>
    <message>
        <source>Categories for the admin</source>
        <translation>Administrator uchun toifalar</translation>
    </message>
    <message>
        <source>Drag a category onto another to move it there or merge it into it.</source>
        <translation>Toifani boshqasiga koʻchirish yoki unga qoʻshish uchun uni ustiga sudrab qoʻying.</translation>
    </message>
    <message>
        <source>The category counts could not be read: %1</source>
        <translation>Toifa hisoblarini oʻqib boʻlmadi: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s) without a category.</source>
        <translation>
            <numerusform>Toifasiz %n ta mahsulot.</numerusform>
            <numerusform>Toifasiz %n ta mahsulot.</numerusform>
        </translation>
    </message>
    <message>
        <source>The categories were not changed: %1</source>
        <translation>Toifalar oʻzgartirilmadi: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>New category</source>
        <translation>Yangi toifa</translation>
    </message>
    <message>
        <source>Name of the new category under %1:</source>
        <translation>“%1” ichidagi yangi toifa nomi:</translation>
    </message>
    <message>
        <source>Name of the new top-level category:</source>
        <translation>Yuqori darajadagi yangi toifa nomi:</translation>
    </message>
    <message>
        <source>Rename category</source>
        <translation>Toifani qayta nomlash</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Yangi nom:</translation>
    </message>
    <message>
        <source>Category %1 was created.</source>
        <translation>“%1” toifasi yaratildi.</translation>
    </message>
    <message>
        <source>%1 was renamed to %2.</source>
        <translation>“%1” nomi “%2” ga oʻzgartirildi.</translation>
    </message>
    <message>
        <source>Name it %1 again</source>
        <translation>Yana “%1” deb nomlash</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>“%1” ichiga</translation>
    </message>
    <message>
        <source>to the top level</source>
        <translation>yuqori darajaga</translation>
    </message>
    <message>
        <source>Move category</source>
        <translation>Toifani koʻchirish</translation>
    </message>
    <message>
        <source>Move %1 %2?</source>
        <translation>“%1” %2 koʻchirilsinmi?</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Koʻchirish</translation>
    </message>
    <message>
        <source>%1 was moved %2.</source>
        <translation>“%1” %2 koʻchirildi.</translation>
    </message>
    <message>
        <source>%1 is back where it was.</source>
        <translation>“%1” avvalgi joyiga qaytdi.</translation>
    </message>
    <message>
        <source>Move %1 back</source>
        <translation>“%1” ni joyiga qaytarish</translation>
    </message>
    <message numerus="yes">
        <source>Merge %1 into %2? Its products (%n) and subcategories move to %2 and %1 is removed. This cannot be undone.</source>
        <translation>
            <numerusform>“%1” “%2” bilan birlashtirilsinmi? Uning mahsulotlari (%n) va ichki toifalari “%2” ga oʻtadi, “%1” esa oʻchiriladi. Buni bekor qilib boʻlmaydi.</numerusform>
            <numerusform>“%1” “%2” bilan birlashtirilsinmi? Uning mahsulotlari (%n) va ichki toifalari “%2” ga oʻtadi, “%1” esa oʻchiriladi. Buni bekor qilib boʻlmaydi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge %1 into %2? Its products and subcategories move to %2 and %1 is removed. This cannot be undone.</source>
        <translation>“%1” “%2” bilan birlashtirilsinmi? Uning mahsulotlari va ichki toifalari “%2” ga oʻtadi, “%1” esa oʻchiriladi. Buni bekor qilib boʻlmaydi.</translation>
    </message>
    <message>
        <source>Merge categories</source>
        <translation>Toifalarni birlashtirish</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Birlashtirish</translation>
    </message>
    <message>
        <source>%1 was merged into %2.</source>
        <translation>“%1” “%2” bilan birlashtirildi.</translation>
    </message>
    <message>
        <source>Drop category</source>
        <translation>Toifani tashlash</translation>
    </message>
    <message>
        <source>What should happen to %1?</source>
        <translation>“%1” bilan nima qilinsin?</translation>
    </message>
    <message>
        <source>Move &amp;under %1</source>
        <translation>“%1” ichiga &amp;koʻchirish</translation>
    </message>
    <message>
        <source>Mer&amp;ge into %1…</source>
        <translation>“%1” bilan &amp;birlashtirish…</translation>
    </message>
</context>
<context>
    <name>AdminDuplicateModel</name>
    <message>
        <source>name</source>
        <translation>nomi</translation>
    </message>
    <message>
        <source>author</source>
        <translation>muallif</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>turi</translation>
    </message>
    <message>
        <source>price</source>
        <translation>narx</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Listings</source>
        <translation>Takliflar</translation>
    </message>
    <message>
        <source>Differ in</source>
        <translation>Farqi</translation>
    </message>
</context>
<context>
    <name>AdminExport</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllar (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 saqlanmadi: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saqlandi: %1.</translation>
    </message>
</context>
<context>
    <name>AdminIssueModel</name>
    <message>
        <source>Double-click or press Enter to list these products.</source>
        <translation>Bu mahsulotlarni koʻrish uchun ikki marta bosing yoki Enter tugmasini bosing.</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Muammo</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Mahsulotlar</translation>
    </message>
</context>
<context>
    <name>AdminProductDialog</name>
    <message>
        <source>Listed (customers see it)</source>
        <translation>Sotuvda (xaridorlar koʻradi)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(yoʻq)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Oʻqilmoqda…</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>koʻrsatilmagan</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nomi:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Muallif:</translation>
    </message>
    <message>
        <source>P&amp;ublisher:</source>
        <translation>Nash&amp;riyot:</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Toifa:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Tavsif:</translation>
    </message>
    <message>
        <source>Pa&amp;ges:</source>
        <translation>&amp;Sahifalar:</translation>
    </message>
    <message>
        <source>&amp;Picture link:</source>
        <translation>&amp;Rasm havolasi:</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Narx:</translation>
    </message>
    <message>
        <source>&amp;Old price:</source>
        <translation>&amp;Eski narx:</translation>
    </message>
    <message>
        <source>Not readable while the product is hidden</source>
        <translation>Mahsulot yashirin ekan, oʻqib boʻlmaydi</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Saqlanmadi: %1</translation>
    </message>
</context>
<context>
    <name>AdminProductModel</name>
    <message>
        <source>No picture</source>
        <translation>Rasm yoʻq</translation>
    </message>
    <message>
        <source>No category</source>
        <translation>Toifa yoʻq</translation>
    </message>
    <message>
        <source>Book without an author</source>
        <translation>Muallifsiz kitob</translation>
    </message>
    <message>
        <source>Book without a publisher</source>
        <translation>Nashriyotsiz kitob</translation>
    </message>
    <message>
        <source>No description</source>
        <translation>Tavsif yoʻq</translation>
    </message>
    <message>
        <source>Old price not above the price</source>
        <translation>Eski narx narxdan yuqori emas</translation>
    </message>
    <message>
        <source>Price far from other sellers&apos;</source>
        <translation>Narx boshqa sotuvchilarnikidan juda farq qiladi</translation>
    </message>
    <message>
        <source>Code of the wrong kind</source>
        <translation>Kod turi notoʻgʻri</translation>
    </message>
    <message>
        <source>Same code, another title or author</source>
        <translation>Kod bir xil, nomi yoki muallifi boshqa</translation>
    </message>
    <message>
        <source>Seller switched off</source>
        <translation>Sotuvchi oʻchirilgan</translation>
    </message>
    <message>
        <source>%1 (switched off)</source>
        <translation>%1 (oʻchirilgan)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Sotuvchi</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Muallif</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narx</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Eski narx</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Toʻliqlik</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Muammolar</translation>
    </message>
</context>
<context>
    <name>AdminSearchModel</name>
    <message>
        <source>Search</source>
        <translation>Soʻrov</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Marta</translation>
    </message>
    <message>
        <source>Found (last time)</source>
        <translation>Topildi (oxirgi marta)</translation>
    </message>
    <message>
        <source>Last searched</source>
        <translation>Oxirgi qidiruv</translation>
    </message>
</context>
<context>
    <name>AdminSellerModel</name>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>oʻchirilgan</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Sotuvchi</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Faol</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Mahsulotlar</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Sotuvda</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Toʻliqlik</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Muammolar</translation>
    </message>
</context>
<context>
    <name>AdminSellersBox</name>
    <message>
        <source>Switch &amp;off…</source>
        <translation>&amp;Oʻchirish…</translation>
    </message>
    <message>
        <source>Sellers for the admin</source>
        <translation>Administrator uchun sotuvchilar</translation>
    </message>
    <message>
        <source>The sellers could not be read again (%1). They show what was last read.</source>
        <translation>Sotuvchilarni qayta oʻqib boʻlmadi (%1). Oxirgi oʻqilgani koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>The sellers could not be read: %1</source>
        <translation>Sotuvchilarni oʻqib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Switch &amp;on…</source>
        <translation>&amp;Yoqish…</translation>
    </message>
    <message>
        <source>Switch the seller on</source>
        <translation>Sotuvchini yoqish</translation>
    </message>
    <message>
        <source>Switch the seller off</source>
        <translation>Sotuvchini oʻchirish</translation>
    </message>
    <message numerus="yes">
        <source>Switch %1 on? Its products (%n) are listed again as they were.</source>
        <translation>
            <numerusform>“%1” yoqilsinmi? Uning mahsulotlari (%n) avvalgidek yana sotuvga chiqadi.</numerusform>
            <numerusform>“%1” yoqilsinmi? Uning mahsulotlari (%n) avvalgidek yana sotuvga chiqadi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Switch %1 off? Its products (%n) leave every public list, search and code lookup until it is switched on again.</source>
        <translation>
            <numerusform>“%1” oʻchirilsinmi? Uning mahsulotlari (%n) qayta yoqilguncha barcha ochiq roʻyxatlar, qidiruv va kod boʻyicha qidiruvdan yoʻqoladi.</numerusform>
            <numerusform>“%1” oʻchirilsinmi? Uning mahsulotlari (%n) qayta yoqilguncha barcha ochiq roʻyxatlar, qidiruv va kod boʻyicha qidiruvdan yoʻqoladi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch &amp;on</source>
        <translation>&amp;Yoqish</translation>
    </message>
    <message>
        <source>Switch &amp;off</source>
        <translation>&amp;Oʻchirish</translation>
    </message>
    <message>
        <source>%1 could not be changed: %2</source>
        <translation>“%1” ni oʻzgartirib boʻlmadi: %2</translation>
    </message>
    <message>
        <source>%1 is switched on.</source>
        <translation>“%1” yoqildi.</translation>
    </message>
    <message>
        <source>%1 is switched off.</source>
        <translation>“%1” oʻchirildi.</translation>
    </message>
</context>
<context>
    <name>ApiKeysBox</name>
    <message>
        <source>API keys</source>
        <translation>API kalitlari</translation>
    </message>
    <message>
        <source>may change stock</source>
        <translation>qoldiqni oʻzgartira oladi</translation>
    </message>
    <message>
        <source>key name, e.g. till-1</source>
        <translation>kalit nomi, masalan, kassa-1</translation>
    </message>
    <message>
        <source>for seller</source>
        <translation>sotuvchi uchun</translation>
    </message>
    <message>
        <source>Create &amp;key</source>
        <translation>Kalit &amp;yaratish</translation>
    </message>
    <message>
        <source>the new key&apos;s secret appears here once</source>
        <translation>yangi kalitning maxfiy kodi shu yerda bir marta chiqadi</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>Maxfiy kod:</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>&amp;Nusxalash</translation>
    </message>
    <message>
        <source>Refresh list</source>
        <translation>Roʻyxatni yangilash</translation>
    </message>
    <message>
        <source>&amp;Revoke selected</source>
        <translation>Tanlanganni &amp;bekor qilish</translation>
    </message>
    <message>
        <source>key creation</source>
        <translation>kalit yaratish</translation>
    </message>
    <message>
        <source>The key could not be created: %1</source>
        <translation>Kalitni yaratib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Key %1 created. Copy its secret now: it is shown only this once.</source>
        <translation>%1 kaliti yaratildi. Uning maxfiy kodini hozir nusxalang: u faqat bir marta koʻrsatiladi.</translation>
    </message>
    <message>
        <source>key list</source>
        <translation>kalitlar roʻyxati</translation>
    </message>
    <message>
        <source>The keys could not be listed: %1</source>
        <translation>Kalitlar roʻyxatini olib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>revoking</source>
        <translation>kalitni bekor qilish</translation>
    </message>
    <message>
        <source>Key %1 was revoked; its next request is refused.</source>
        <translation>%1 kaliti bekor qilindi: uning keyingi soʻrovi rad etiladi.</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Mahalliy server</translation>
    </message>
    <message>
        <source>The secret of the earlier key %1 could not be read, so a new key is created for this console. Revoke the old one in the list if it is not used elsewhere.</source>
        <translation>Avvalgi %1 kalitining maxfiy kodini oʻqib boʻlmadi, shuning uchun bu konsol uchun yangi kalit yaratildi. Eskisi boshqa joyda ishlatilmasa, uni roʻyxatda bekor qiling.</translation>
    </message>
    <message>
        <source>hidden; a secret is shown only once</source>
        <translation>yashirildi: maxfiy kod faqat bir marta koʻrsatiladi</translation>
    </message>
    <message numerus="yes">
        <source>hidden in %n s</source>
        <translation>
            <numerusform>%n s dan keyin yashiriladi</numerusform>
            <numerusform>%n s dan keyin yashiriladi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApiResult</name>
    <message>
        <source>OK</source>
        <translation>Tayyor</translation>
    </message>
    <message>
        <source>Not modified</source>
        <translation>Oʻzgarmagan</translation>
    </message>
    <message>
        <source>Rate limited</source>
        <translation>Soʻrovlar chegarasi</translation>
    </message>
    <message>
        <source>Unauthorized</source>
        <translation>Maxfiy kod yoʻq</translation>
    </message>
    <message>
        <source>Forbidden</source>
        <translation>Kalit rad etildi</translation>
    </message>
    <message>
        <source>Address not allowed</source>
        <translation>Manzilga ruxsat yoʻq</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Topilmadi</translation>
    </message>
    <message>
        <source>Invalid request</source>
        <translation>Notoʻgʻri soʻrov</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Ziddiyat</translation>
    </message>
    <message>
        <source>Network error</source>
        <translation>Tarmoq xatosi</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Javob kelmadi</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Server xatosi</translation>
    </message>
    <message>
        <source>Unexpected answer</source>
        <translation>Tushunarsiz javob</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Bekor qilindi</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>• %1: %2 on the document, %3 in stock</source>
        <translation>• %1: hujjatda %2, qoldiqda %3</translation>
    </message>
    <message>
        <source>• %1: %2 on the document</source>
        <translation>• %1: hujjatda %2</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Bajarildi.</translation>
    </message>
    <message>
        <source>Up to date (served from the local cache).</source>
        <translation>Maʼlumotlar dolzarb (mahalliy keshdan).</translation>
    </message>
    <message numerus="yes">
        <source>Too many requests. Try again in %n second(s).</source>
        <translation>
            <numerusform>Soʻrovlar juda koʻp. %n soniyadan keyin qayta urinib koʻring.</numerusform>
            <numerusform>Soʻrovlar juda koʻp. %n soniyadan keyin qayta urinib koʻring.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests. Try again later.</source>
        <translation>Soʻrovlar juda koʻp. Keyinroq qayta urinib koʻring.</translation>
    </message>
    <message>
        <source>No secret was sent: this connection has no secret for its key. Enter the secret (Connect…).</source>
        <translation>Maxfiy kod yuborilmadi: bu ulanishda kalitning maxfiy kodi yoʻq. Maxfiy kodni kiriting (Ulanish…).</translation>
    </message>
    <message>
        <source>The server refused the key: it is wrong, revoked, or lacks the needed permission. Check the key (Connect…) or ask for a new one.</source>
        <translation>Server kalitni rad etdi: u notoʻgʻri, bekor qilingan yoki kerakli ruxsatga ega emas. Kalitni tekshiring (Ulanish…) yoki yangisini soʻrang.</translation>
    </message>
    <message>
        <source>This key may not be used from this computer&apos;s network address.</source>
        <translation>Bu kalitdan ushbu kompyuterning tarmoq manzilidan foydalanib boʻlmaydi.</translation>
    </message>
    <message>
        <source>Not found on the server.</source>
        <translation>Serverda topilmadi.</translation>
    </message>
    <message>
        <source>Cannot reach the server.</source>
        <translation>Server bilan aloqa yoʻq.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Server oʻz vaqtida javob bermadi.</translation>
    </message>
    <message>
        <source>The server had a problem (HTTP %1). Try again later.</source>
        <translation>Serverda muammo yuz berdi (HTTP %1). Keyinroq qayta urinib koʻring.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was not understood. Is this a catalog server?</source>
        <translation>Server javobi tushunilmadi. Bu katalog serverimi?</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Soʻrov bekor qilindi.</translation>
    </message>
    <message>
        <source>Nothing was posted: these lines would take the stock below 0. Take them back or correct the stock first:</source>
        <translation>Hech narsa oʻtkazilmadi: bu qatorlar qoldiqni 0 dan pastga tushirardi. Ularni olib tashlang yoki avval qoldiqni tuzating:</translation>
    </message>
    <message>
        <source>Nothing was posted: these lines would take the stock above 1,000,000,000:</source>
        <translation>Hech narsa oʻtkazilmadi: bu qatorlar qoldiqni 1 000 000 000 dan oshirardi:</translation>
    </message>
    <message>
        <source>The stock would go below 0: it is %1 now.</source>
        <translation>Qoldiq 0 dan kam boʻlib qolardi: hozir u %1.</translation>
    </message>
    <message>
        <source>The stock would go below 0.</source>
        <translation>Qoldiq 0 dan kam boʻlib qolardi.</translation>
    </message>
    <message>
        <source>The stock would go above 1,000,000,000: it is %1 now.</source>
        <translation>Qoldiq 1 000 000 000 dan oshib ketardi: hozir u %1.</translation>
    </message>
    <message>
        <source>The stock would go above 1,000,000,000.</source>
        <translation>Qoldiq 1 000 000 000 dan oshib ketardi.</translation>
    </message>
    <message>
        <source>The line cannot go below 0: more would be taken back than was scanned.</source>
        <translation>Qator 0 dan pastga tusha olmaydi: skanerlanganidan koʻpini olib tashlab boʻlmaydi.</translation>
    </message>
    <message>
        <source>This product has variants: scan the barcode of the variant itself.</source>
        <translation>Bu mahsulotning variantlari bor: variantning oʻz shtrix-kodini skanerlang.</translation>
    </message>
    <message>
        <source>This product has variants: scan the barcode of the variant itself (%1).</source>
        <translation>Bu mahsulotning variantlari bor: variantning oʻz shtrix-kodini skanerlang (%1).</translation>
    </message>
    <message>
        <source>Too many deliveries and returns are open: post or cancel one first.</source>
        <translation>Ochiq yetkazib berishlar va qaytarishlar juda koʻp: avval ulardan birini oʻtkazing yoki bekor qiling.</translation>
    </message>
    <message>
        <source>Too many counts are open: apply or cancel one first.</source>
        <translation>Ochiq inventarizatsiyalar juda koʻp: avval ulardan birini qoʻllang yoki bekor qiling.</translation>
    </message>
    <message>
        <source>This document has as many lines as it may have: post it and start another.</source>
        <translation>Hujjatda qatorlar soni chegaraga yetdi: uni oʻtkazing va yangisini boshlang.</translation>
    </message>
    <message>
        <source>This product is outside the count&apos;s type or category.</source>
        <translation>Bu mahsulot inventarizatsiya turi yoki toifasiga kirmaydi.</translation>
    </message>
    <message>
        <source>The server already had another request under the same key. Try again.</source>
        <translation>Serverda shu kalit bilan boshqa soʻrov allaqachon bor. Qayta urinib koʻring.</translation>
    </message>
    <message>
        <source>The server rejected the request: %1</source>
        <translation>Server soʻrovni rad etdi: %1</translation>
    </message>
    <message>
        <source>The server rejected the request.</source>
        <translation>Server soʻrovni rad etdi.</translation>
    </message>
    <message>
        <source>The same change is still being processed. It will be retried.</source>
        <translation>Xuddi shu oʻzgarish hali ishlanmoqda. U qayta yuboriladi.</translation>
    </message>
    <message>
        <source>The stock was changed meanwhile; it is now %1.</source>
        <translation>Qoldiq bu orada oʻzgardi; hozir u %1.</translation>
    </message>
    <message>
        <source>This document is no longer open: it was posted or cancelled (perhaps on another console). Refresh to see it.</source>
        <translation>Bu hujjat endi ochiq emas: u oʻtkazilgan yoki bekor qilingan (ehtimol, boshqa konsolda). Koʻrish uchun yangilang.</translation>
    </message>
    <message>
        <source>This count is no longer open: it was applied or cancelled (perhaps on another console). Refresh to see it.</source>
        <translation>Bu inventarizatsiya endi ochiq emas: u qoʻllangan yoki bekor qilingan (ehtimol, boshqa konsolda). Koʻrish uchun yangilang.</translation>
    </message>
    <message>
        <source>This order takes no more deliveries: it is received, closed or cancelled.</source>
        <translation>Bu buyurtma boʻyicha boshqa yetkazib berish qabul qilinmaydi: u qabul qilingan, yopilgan yoki bekor qilingan.</translation>
    </message>
    <message>
        <source>Goods of this order were received already: close it instead of cancelling.</source>
        <translation>Bu buyurtma tovarlari allaqachon qabul qilingan: uni bekor qilish oʻrniga yoping.</translation>
    </message>
    <message>
        <source>A supplier with this name exists already.</source>
        <translation>Bu nomli yetkazib beruvchi allaqachon bor.</translation>
    </message>
    <message>
        <source>A product with this code exists already.</source>
        <translation>Bu kodli mahsulot allaqachon bor.</translation>
    </message>
    <message>
        <source>The server refused the change: %1</source>
        <translation>Server oʻzgarishni rad etdi: %1</translation>
    </message>
    <message>
        <source>The server refused the change: it conflicts with the current data.</source>
        <translation>Server oʻzgarishni rad etdi: u joriy maʼlumotlarga zid.</translation>
    </message>
</context>
<context>
    <name>CatalogDataBox</name>
    <message numerus="yes">
        <source>%n author(s)</source>
        <translation>
            <numerusform>%n ta muallif</numerusform>
            <numerusform>%n ta muallif</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n publisher(s)</source>
        <translation>
            <numerusform>%n ta nashriyot</numerusform>
            <numerusform>%n ta nashriyot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seller(s)</source>
        <translation>
            <numerusform>%n ta sotuvchi</numerusform>
            <numerusform>%n ta sotuvchi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n category(s)</source>
        <translation>
            <numerusform>%n ta toifa</numerusform>
            <numerusform>%n ta toifa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n book(s)</source>
        <translation>
            <numerusform>%n ta kitob</numerusform>
            <numerusform>%n ta kitob</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stationery item(s)</source>
        <translation>
            <numerusform>%n ta kanselyariya tovari</numerusform>
            <numerusform>%n ta kanselyariya tovari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n ta variant</numerusform>
            <numerusform>%n ta variant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n search(es)</source>
        <translation>
            <numerusform>%n ta qidiruv soʻrovi</numerusform>
            <numerusform>%n ta qidiruv soʻrovi</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog data</source>
        <translation>Katalog maʼlumotlari</translation>
    </message>
    <message>
        <source>Restore from a backu&amp;p…</source>
        <translation>Zaxira nusxadan tik&amp;lash…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>Zaxira nus&amp;xa olish…</translation>
    </message>
    <message>
        <source>A consistent copy of the database, also while the server runs</source>
        <translation>Maʼlumotlar bazasining yaxlit nusxasi, server ishlab turganda ham</translation>
    </message>
    <message>
        <source>Only while the server is stopped</source>
        <translation>Faqat server toʻxtatilganda</translation>
    </message>
    <message>
        <source>E&amp;xport catalog…</source>
        <translation>Katalogni &amp;eksport qilish…</translation>
    </message>
    <message>
        <source>The whole catalog as a catalog document (JSON) or as CSV</source>
        <translation>Butun katalog katalog hujjati (JSON) yoki CSV sifatida</translation>
    </message>
    <message>
        <source>Demo catalog of</source>
        <translation>Demo katalogdagi mahsulotlar:</translation>
    </message>
    <message>
        <source> products</source>
        <translation> ta</translation>
    </message>
    <message>
        <source>Create &amp;demo data</source>
        <translation>&amp;Demo maʼlumotlar yaratish</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>Katalogni i&amp;mport qilish…</translation>
    </message>
    <message>
        <source>A catalog document (JSON) or a spreadsheet saved as CSV</source>
        <translation>Katalog hujjati (JSON) yoki CSV sifatida saqlangan jadval</translation>
    </message>
    <message>
        <source>Import a catalog</source>
        <translation>Katalogni import qilish</translation>
    </message>
    <message>
        <source>Catalogs (*.json *.csv);;Catalog JSON (*.json);;CSV spreadsheets (*.csv);;All files (*)</source>
        <translation>Kataloglar (*.json *.csv);;JSON katalog (*.json);;CSV jadvallar (*.csv);;Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Maʼlumotlar bazasining zaxira nusxasi</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite maʼlumotlar bazalari (*.db *.sqlite);;Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>Restore from a backup</source>
        <translation>Zaxira nusxadan tiklash</translation>
    </message>
    <message>
        <source>Replace everything in %1 with the backup %2?

The current data is kept as %1.before-restore.</source>
        <translation>%1 dagi hamma narsa %2 zaxira nusxasi bilan almashtirilsinmi?

Joriy maʼlumotlar %1.before-restore sifatida saqlanadi.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Tiklash</translation>
    </message>
    <message>
        <source>Export the catalog</source>
        <translation>Katalogni eksport qilish</translation>
    </message>
    <message>
        <source>Catalog JSON (*.json);;CSV spreadsheets (*.csv)</source>
        <translation>Katalog JSON (*.json);;CSV jadvallari (*.csv)</translation>
    </message>
    <message>
        <source>demo data</source>
        <translation>demo maʼlumotlar</translation>
    </message>
    <message>
        <source>The demo catalog was written to %1.</source>
        <translation>Demo katalog yozildi: %1.</translation>
    </message>
    <message>
        <source>Demo data cancelled; nothing was written.</source>
        <translation>Demo maʼlumotlar yaratish bekor qilindi, hech narsa yozilmadi.</translation>
    </message>
    <message>
        <source>Demo data could not be created: %1</source>
        <translation>Demo maʼlumotlarni yaratib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was written.</source>
        <translation>Import bekor qilindi, hech narsa yozilmadi.</translation>
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation>Import qilindi (%1): %2.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n record(s) were rejected. Fix them in the file and import it again:</source>
        <translation>
            <numerusform>Hech narsa import qilinmadi: %n ta yozuv rad etildi. Ularni faylda tuzating va qayta import qiling:</numerusform>
            <numerusform>Hech narsa import qilinmadi: %n ta yozuv rad etildi. Ularni faylda tuzating va qayta import qiling:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the file&apos;s ids are already used by other records in %1 (for example the demo catalog). A catalog file updates the records with its own ids, so it cannot be added on top of another catalog. Replace the data with the file (the current database is kept as a copy), or import it into a new, empty database file.</source>
        <translation>Hech narsa import qilinmadi: fayldagi identifikatorlar %1 dagi boshqa yozuvlar tomonidan band (masalan, demo katalog). Katalog fayli oʻz identifikatorlari boʻyicha yozuvlarni yangilaydi, shuning uchun uni boshqa katalog ustiga qoʻshib boʻlmaydi. Maʼlumotlarni fayl bilan almashtiring (joriy baza nusxa sifatida saqlanadi) yoki uni yangi, boʻsh baza fayliga import qiling.</translation>
    </message>
    <message>
        <source>Replace the data with this file…</source>
        <translation>Maʼlumotlarni shu fayl bilan almashtirish…</translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation>Import amalga oshmadi: %1</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>zaxira nusxa</translation>
    </message>
    <message>
        <source>The database was backed up to %1.</source>
        <translation>Maʼlumotlar bazasining zaxira nusxasi %1 ga yozildi.</translation>
    </message>
    <message>
        <source>Backup cancelled; no copy was written.</source>
        <translation>Zaxira nusxa olish bekor qilindi; nusxa yozilmadi.</translation>
    </message>
    <message>
        <source>The backup failed: %1</source>
        <translation>Zaxira nusxa olib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Stop the server first: a database in use cannot be restored.</source>
        <translation>Avval serverni toʻxtating: ishlatilayotgan maʼlumotlar bazasini tiklab boʻlmaydi.</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>tiklash</translation>
    </message>
    <message>
        <source>%1 was restored from %2. The data it held is kept as %1.before-restore.</source>
        <translation>%1 %2 dan tiklandi. Undagi oldingi maʼlumotlar %1.before-restore sifatida saqlandi.</translation>
    </message>
    <message>
        <source>Restore cancelled.</source>
        <translation>Tiklash bekor qilindi.</translation>
    </message>
    <message>
        <source>The restore failed; the database is unchanged: %1</source>
        <translation>Tiklab boʻlmadi; maʼlumotlar bazasi oʻzgarmadi: %1</translation>
    </message>
    <message>
        <source>export</source>
        <translation>eksport</translation>
    </message>
    <message>
        <source>The catalog was exported to %1.</source>
        <translation>Katalog %1 ga eksport qilindi.</translation>
    </message>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation>Eksport bekor qilindi; fayl yozilmadi.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Eksport qilib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Replace the data</source>
        <translation>Maʼlumotlarni almashtirish</translation>
    </message>
    <message>
        <source>Replace everything in %1 with the catalog in %2?

The current database (products, stock, history and API keys) is kept as a copy next to it. The tills and this console need a new key afterwards (“Connect the console to it” makes one).</source>
        <translation>%1 dagi hamma narsa %2 dagi katalog bilan almashtirilsinmi?

Joriy baza (mahsulotlar, qoldiqlar, tarix va API kalitlari) yonida nusxa sifatida saqlanadi. Keyin kassalar va shu konsolga yangi kalit kerak boʻladi (uni “Konsolni unga ulash” tugmasi yaratadi).</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Almashtirish</translation>
    </message>
    <message>
        <source>The data could not be replaced: %1 could not be moved aside (%2).</source>
        <translation>Maʼlumotlarni almashtirib boʻlmadi: %1 ni chetga olib qoʻyib boʻlmadi (%2).</translation>
    </message>
    <message>
        <source>%1 moved aside to %2.</source>
        <translation>%1 %2 ga koʻchirildi.</translation>
    </message>
    <message>
        <source>%1 now holds the catalog of %2. The previous data is kept in %3.</source>
        <translation>Endi %1 da %2 dagi katalog. Oldingi maʼlumotlar %3 da saqlangan.</translation>
    </message>
    <message>
        <source>Nothing was replaced: the previous data is back in %1.</source>
        <translation>Hech narsa almashtirilmadi: oldingi maʼlumotlar %1 ga qaytarildi.</translation>
    </message>
</context>
<context>
    <name>CatalogPane</name>
    <message>
        <source>← &amp;Back to catalog</source>
        <translation>← &amp;Katalogga qaytish</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>Ommabop</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Eng yangilari</translation>
    </message>
    <message>
        <source>Price ↑</source>
        <translation>Narx ↑</translation>
    </message>
    <message>
        <source>Price ↓</source>
        <translation>Narx ↓</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Nomi boʻyicha filtrlash…</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation>Saralash:</translation>
    </message>
    <message>
        <source>Recommended for you</source>
        <translation>Siz uchun tavsiyalar</translation>
    </message>
    <message>
        <source>The catalog could not be loaded: %1</source>
        <translation>Katalogni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Books by %1</source>
        <translation>Muallif kitoblari: %1</translation>
    </message>
    <message>
        <source>Books from %1</source>
        <translation>Nashriyot kitoblari: %1</translation>
    </message>
    <message>
        <source>All books</source>
        <translation>Barcha kitoblar</translation>
    </message>
    <message>
        <source>All stationery</source>
        <translation>Barcha kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>yuklanmoqda…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 tadan %1 tasi</translation>
    </message>
    <message>
        <source>Click “Price” to sort by price</source>
        <translation>Narx boʻyicha saralash uchun “Narxi” ustiga bosing</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Read the list again from the server (F5)</source>
        <translation>Roʻyxatni serverdan qayta oʻqish (F5)</translation>
    </message>
</context>
<context>
    <name>CategoriesPane</name>
    <message>
        <source>Choose a category.</source>
        <translation>Toifani tanlang.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>Categories could not be loaded: %1</source>
        <translation>Toifalarni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>The products of this category could not be loaded: %1</source>
        <translation>Bu toifadagi mahsulotlarni yuklab boʻlmadi: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n product(s)</source>
        <translation>
            <numerusform>%1 — %n ta mahsulot</numerusform>
            <numerusform>%1 — %n ta mahsulot</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Read the categories again from the server (F5)</source>
        <translation>Toifalarni serverdan qayta oʻqish (F5)</translation>
    </message>
    <message>
        <source>&amp;Browse</source>
        <translation>&amp;Koʻrish</translation>
    </message>
    <message>
        <source>&amp;Administration</source>
        <translation>&amp;Boshqaruv</translation>
    </message>
</context>
<context>
    <name>CategoryTreeModel</name>
    <message>
        <source>books</source>
        <translation>kitoblar</translation>
    </message>
    <message>
        <source>stationery</source>
        <translation>kanselyariya</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Turi</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Remember the secret in the system keychain</source>
        <translation>Maxfiy kodni tizimning kalitlar omborida saq&amp;lash</translation>
    </message>
    <message>
        <source>Connect to a catalog server</source>
        <translation>Katalog serveriga ulanish</translation>
    </message>
    <message>
        <source>e.g. Shop till 1</source>
        <translation>masalan, 1-kassa</translation>
    </message>
    <message>
        <source>shown once when the key was created</source>
        <translation>kalit yaratilganda bir marta koʻrsatilgan</translation>
    </message>
    <message>
        <source>not a seller key</source>
        <translation>sotuvchi kaliti emas</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nomi:</translation>
    </message>
    <message>
        <source>&amp;Server address:</source>
        <translation>&amp;Server manzili:</translation>
    </message>
    <message>
        <source>&amp;App ID:</source>
        <translation>&amp;Ilova ID:</translation>
    </message>
    <message>
        <source>S&amp;ecret:</source>
        <translation>&amp;Maxfiy kod:</translation>
    </message>
    <message>
        <source>Seller &amp;ID:</source>
        <translation>Sotuvchi I&amp;D:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Ulanish</translation>
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation>Ulanishga nom bering.</translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL ending in /api/v1/client.</source>
        <translation>Server manzili http:// yoki https:// bilan boshlanib, /api/v1/client bilan tugaydigan URL boʻlishi kerak.</translation>
    </message>
    <message>
        <source>Enter the app ID of the key.</source>
        <translation>Kalitning ilova ID sini kiriting.</translation>
    </message>
    <message>
        <source>Enter the address and key of your shop&apos;s catalog server. No server yet? The shop&apos;s owner can run one on this computer.</source>
        <translation>Doʻkoningiz katalog serverining manzili va kalitini kiriting. Server hali yoʻqmi? Doʻkon egasi uni shu kompyuterda ishga tushirishi mumkin.</translation>
    </message>
    <message>
        <source>Run a server &amp;here…</source>
        <translation>Serverni shu &amp;yerda ishga tushirish…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Tekshirish</translation>
    </message>
    <message>
        <source>Ask the server whether this key works and whose it is</source>
        <translation>Serverdan bu kalit ishlashini va kimniki ekanini soʻrash</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>Kalit tekshirilmoqda…</translation>
    </message>
    <message>
        <source>This key belongs to seller %1 (number %2).</source>
        <translation>Bu kalit %1 sotuvchisiga tegishli (raqami %2).</translation>
    </message>
    <message>
        <source>This key belongs to no seller: it can browse the catalog but not change stock or open the seller&apos;s own products.</source>
        <translation>Bu kalit hech bir sotuvchiga tegishli emas: u bilan katalogni koʻrish mumkin, lekin qoldiqlarni oʻzgartirib yoki sotuvchining oʻz mahsulotlarini ochib boʻlmaydi.</translation>
    </message>
    <message>
        <source>This server is an older version that does not say whose key this is: enter the seller number (0 for a key that belongs to no seller).</source>
        <translation>Bu serverning eski versiyasi, u kalit kimniki ekanini aytmaydi: sotuvchi raqamini kiriting (kalit hech bir sotuvchiga tegishli boʻlmasa, 0).</translation>
    </message>
    <message>
        <source>%1 Connecting anyway: the console works offline and learns the key&apos;s seller when the server answers.</source>
        <translation>%1 Baribir ulanilmoqda: konsol tarmoqsiz ishlaydi va server javob berganda kalit sotuvchisini bilib oladi.</translation>
    </message>
</context>
<context>
    <name>ConnectionMonitor</name>
    <message>
        <source>Not connected</source>
        <translation>Ulanmagan</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Ulanmoqda…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Aloqa bor</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Aloqa yoʻq</translation>
    </message>
    <message>
        <source>Key refused</source>
        <translation>Kalit rad etildi</translation>
    </message>
    <message>
        <source>Secret missing</source>
        <translation>Maxfiy kod yoʻq</translation>
    </message>
    <message numerus="yes">
        <source>Connecting… next try in %n s</source>
        <translation>
            <numerusform>Ulanmoqda… %n soniyadan keyin qayta</numerusform>
            <numerusform>Ulanmoqda… %n soniyadan keyin qayta</numerusform>
        </translation>
    </message>
    <message>
        <source>The server asks this computer to wait before it tries again: too many requests, or too many failed sign-ins from this address in the last minute (is a till using a wrong secret?). The console tries again by itself.</source>
        <translation>Server bu kompyuterdan qayta urinishdan oldin kutishni soʻraydi: soʻrovlar juda koʻp yoki oxirgi daqiqada bu manzildan kirish juda koʻp marta muvaffaqiyatsiz boʻldi (kassa notoʻgʻri maxfiy kod ishlatyaptimi?). Konsol oʻzi qayta urinadi.</translation>
    </message>
</context>
<context>
    <name>ConnectionTester</name>
    <message>
        <source>Connected.</source>
        <translation>Ulandi.</translation>
    </message>
    <message>
        <source>The server cannot be reached. Check the address and port, and that it is running.</source>
        <translation>Server bilan aloqa yoʻq. Manzil va portni hamda server ishlayotganini tekshiring.</translation>
    </message>
    <message>
        <source>Something answers at this address, but it is not a Catalog API v1 server. The base URL usually ends in /api/v1/client.</source>
        <translation>Bu manzilda nimadir javob bermoqda, lekin bu Catalog API v1 serveri emas. Asosiy URL odatda /api/v1/client bilan tugaydi.</translation>
    </message>
    <message>
        <source>The app ID or secret is missing.</source>
        <translation>Ilova ID yoki maxfiy kod koʻrsatilmagan.</translation>
    </message>
    <message>
        <source>The server refused this app ID and secret: wrong, revoked, or without read access.</source>
        <translation>Server bu ilova ID va maxfiy kodni rad etdi: ular notoʻgʻri, bekor qilingan yoki oʻqish ruxsatisiz.</translation>
    </message>
    <message>
        <source>The key is valid but may not be used from this computer&apos;s address (IP allowlist).</source>
        <translation>Kalit yaroqli, lekin undan ushbu kompyuter manzilidan foydalanib boʻlmaydi (ruxsat etilgan IP roʻyxati).</translation>
    </message>
    <message>
        <source>The key works but is over its rate limit right now.</source>
        <translation>Kalit ishlaydi, lekin hozir uning soʻrovlar chegarasi oshib ketgan.</translation>
    </message>
    <message>
        <source>The server reported an internal error.</source>
        <translation>Server ichki xato haqida xabar berdi.</translation>
    </message>
    <message>
        <source>The connection test failed.</source>
        <translation>Ulanishni tekshirib boʻlmadi.</translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message>
        <source>The secret is used for this session only: it could not be stored (%1).</source>
        <translation>Maxfiy kod faqat shu seans uchun ishlatiladi: uni saqlab boʻlmadi (%1).</translation>
    </message>
    <message>
        <source>There is no saved connection named “%1”.</source>
        <translation>“%1” nomli saqlangan ulanish yoʻq.</translation>
    </message>
    <message>
        <source>The secret of “%1” could not be read (%2). Connect again and enter it.</source>
        <translation>“%1” ulanishining maxfiy kodini oʻqib boʻlmadi (%2). Qaytadan ulaning va uni kiriting.</translation>
    </message>
    <message>
        <source>No secret is stored for “%1”. Connect again and enter it.</source>
        <translation>“%1” uchun maxfiy kod saqlanmagan. Qaytadan ulaning va uni kiriting.</translation>
    </message>
    <message>
        <source>The local outbox could not be opened (%1): scans cannot be kept while offline.</source>
        <translation>Mahalliy yuborish navbatini ochib boʻlmadi (%1): aloqa yoʻqligida skanlarni saqlab boʻlmaydi.</translation>
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
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Sanalgan</translation>
    </message>
    <message>
        <source>not scanned</source>
        <translation>skanerlanmagan</translation>
    </message>
    <message>
        <source>Counted %1, on record %2 when it was counted: Apply changes the stock by %3.</source>
        <translation>Sanalgan %1, sanalgan paytda hisobda %2 edi: qoʻllash qoldiqni %3 ga oʻzgartiradi.</translation>
    </message>
    <message>
        <source>The stock on record when the item was last scanned in this count.</source>
        <translation>Mahsulot shu inventarizatsiyada oxirgi marta skanerlangan paytdagi hisobdagi qoldiq.</translation>
    </message>
    <message>
        <source>The stock on record now.</source>
        <translation>Hozir hisobdagi qoldiq.</translation>
    </message>
    <message>
        <source>Sales (−) and deliveries (+) after the item was counted: Apply keeps them.</source>
        <translation>Mahsulot sanalgandan keyingi sotuvlar (−) va kirimlar (+): qoʻllashda ular saqlanadi.</translation>
    </message>
    <message>
        <source>What Apply adds to the stock: counted minus on record when counted.</source>
        <translation>Qoʻllash qoldiqqa qoʻshadigan miqdor: sanalgan minus sanalgan paytdagi hisobdagi.</translation>
    </message>
    <message>
        <source>The stock once the count is applied.</source>
        <translation>Inventarizatsiya qoʻllangandan keyingi qoldiq.</translation>
    </message>
    <message>
        <source>On record when counted</source>
        <translation>Sanalganda hisobda</translation>
    </message>
    <message>
        <source>On record now</source>
        <translation>Hozir hisobda</translation>
    </message>
    <message>
        <source>Sold/received since</source>
        <translation>Keyin sotilgan/kirim</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Farq</translation>
    </message>
    <message>
        <source>After applying</source>
        <translation>Qoʻllashdan keyin</translation>
    </message>
</context>
<context>
    <name>CountPane</name>
    <message>
        <source>&amp;Blind count</source>
        <translation>Ya&amp;shirin sanash</translation>
    </message>
    <message>
        <source>&amp;Apply…</source>
        <translation>&amp;Qoʻllash…</translation>
    </message>
    <message>
        <source>Cancel count</source>
        <translation>Inventarizatsiyani bekor qilish</translation>
    </message>
    <message>
        <source>New count</source>
        <translation>Yangi inventarizatsiya</translation>
    </message>
    <message>
        <source>Name, e.g. Stationery shelf</source>
        <translation>Nomi, masalan, kanselyariya javoni</translation>
    </message>
    <message>
        <source>Count name</source>
        <translation>Inventarizatsiya nomi</translation>
    </message>
    <message>
        <source>Books and stationery</source>
        <translation>Kitoblar va kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>Every category</source>
        <translation>Barcha toifalar</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>&amp;Start count</source>
        <translation>Inventarizatsiyani &amp;boshlash</translation>
    </message>
    <message>
        <source>Open count:</source>
        <translation>Ochiq inventarizatsiya:</translation>
    </message>
    <message>
        <source>Open count</source>
        <translation>Ochiq inventarizatsiya</translation>
    </message>
    <message>
        <source>Code to count</source>
        <translation>Sanaladigan kod</translation>
    </message>
    <message>
        <source>How many this scan counts (a carton); back to 1 after each scan.</source>
        <translation>Bu skan nechta dona hisoblanadi (quti); har bir skandan keyin yana 1.</translation>
    </message>
    <message>
        <source>C&amp;ount</source>
        <translation>Sa&amp;nash</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Sanalgan</translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation>Hali skanerlanmagan</translation>
    </message>
    <message>
        <source>Keep items not scanned</source>
        <translation>Skanerlanmaganlarni oʻz holicha qoldirish</translation>
    </message>
    <message>
        <source>Set items not scanned to 0</source>
        <translation>Skanerlanmaganlarni 0 ga tenglash</translation>
    </message>
    <message>
        <source>Items not scanned</source>
        <translation>Skanerlanmagan mahsulotlar</translation>
    </message>
    <message>
        <source>%1 was not counted</source>
        <translation>%1 hisobga olinmadi</translation>
    </message>
    <message>
        <source>%1: %2 counted</source>
        <translation>%1: %2 ta sanaldi</translation>
    </message>
    <message>
        <source>The counts could not be loaded</source>
        <translation>Inventarizatsiyalarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>%1 (started %2)</source>
        <translation>%1 (%2 da boshlangan)</translation>
    </message>
    <message>
        <source>No open count: start one above.</source>
        <translation>Ochiq inventarizatsiya yoʻq: yuqorida yangisini boshlang.</translation>
    </message>
    <message>
        <source>The count could not be loaded</source>
        <translation>Inventarizatsiyani yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>The items not scanned could not be loaded</source>
        <translation>Skanerlanmagan mahsulotlarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>A count needs a name</source>
        <translation>Inventarizatsiyaga nom kerak</translation>
    </message>
    <message>
        <source>type one, e.g. the shelf you count.</source>
        <translation>nom kiriting, masalan, sanayotgan javoningizni.</translation>
    </message>
    <message>
        <source>The count could not be started</source>
        <translation>Inventarizatsiyani boshlab boʻlmadi</translation>
    </message>
    <message>
        <source>Count “%1” started.</source>
        <translation>“%1” inventarizatsiyasi boshlandi.</translation>
    </message>
    <message>
        <source>The scan could not be stored</source>
        <translation>Skanni saqlab boʻlmadi</translation>
    </message>
    <message>
        <source>the scan queue file is not writable.</source>
        <translation>skanlar navbati fayliga yozib boʻlmaydi.</translation>
    </message>
    <message>
        <source>Not applied yet</source>
        <translation>Hali qoʻllanmadi</translation>
    </message>
    <message>
        <source>some scans are still waiting to be sent.</source>
        <translation>baʼzi skanlar hali yuborilishini kutmoqda.</translation>
    </message>
    <message>
        <source>Apply count</source>
        <translation>Inventarizatsiyani qoʻllash</translation>
    </message>
    <message>
        <source>The count could not be applied</source>
        <translation>Inventarizatsiyani qoʻllab boʻlmadi</translation>
    </message>
    <message>
        <source>Count “%1” applied: the stock now matches it.</source>
        <translation>“%1” inventarizatsiyasi qoʻllandi: qoldiqlar endi unga mos.</translation>
    </message>
    <message>
        <source>The count could not be cancelled</source>
        <translation>Inventarizatsiyani bekor qilib boʻlmadi</translation>
    </message>
    <message>
        <source>Count “%1” cancelled; no stock changed.</source>
        <translation>“%1” inventarizatsiyasi bekor qilindi, qoldiqlar oʻzgarmadi.</translation>
    </message>
    <message>
        <source>%1, %2; %3 not scanned yet</source>
        <translation>%1, %2; hali skanerlanmagan: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) counted</source>
        <translation>
            <numerusform>%n ta mahsulot sanaldi</numerusform>
            <numerusform>%n ta mahsulot sanaldi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n dona</numerusform>
            <numerusform>%n dona</numerusform>
        </translation>
    </message>
    <message>
        <source>Take one bac&amp;k</source>
        <translation>Bittasini ayi&amp;rish</translation>
    </message>
    <message>
        <source>Takes one back from the line selected in the Counted table.</source>
        <translation>“Sanalgan” jadvalida tanlangan qatordan bitta donani ayiradi.</translation>
    </message>
    <message>
        <source>Nothing taken back</source>
        <translation>Hech narsa ayirilmadi</translation>
    </message>
    <message>
        <source>choose a line in the Counted table first.</source>
        <translation>avval “Sanalgan” jadvalida qatorni tanlang.</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>Qoʻllanmadi</translation>
    </message>
    <message>
        <source>the count&apos;s lines could not be read.</source>
        <translation>inventarizatsiya qatorlarini oʻqib boʻlmadi.</translation>
    </message>
    <message>
        <source>the items not scanned could not be read.</source>
        <translation>skanerlanmagan mahsulotlarni oʻqib boʻlmadi.</translation>
    </message>
    <message>
        <source>Cancel the count “%1”? The scans of every console counting it are discarded; no stock changes.</source>
        <translation>“%1” inventarizatsiyasi bekor qilinsinmi? Uni sanayotgan barcha konsollarning skanlari oʻchiriladi; qoldiqlar oʻzgarmaydi.</translation>
    </message>
    <message>
        <source>&amp;Print variances…</source>
        <translation>Farqlarni &amp;chop etish…</translation>
    </message>
    <message>
        <source>The counted items whose count differs from the stock, to print or to save</source>
        <translation>Sanogʻi qoldiqdan farq qiladigan mahsulotlar — chop etish yoki saqlash uchun</translation>
    </message>
    <message>
        <source>Count variances: %1</source>
        <translation>Inventarizatsiya farqlari: %1</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>On record when counted</source>
        <translation>Sanalganda hisobda</translation>
    </message>
    <message>
        <source>Sold/received since</source>
        <translation>Keyin sotilgan/kirim</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Farq</translation>
    </message>
    <message>
        <source>Blind count: expected quantities and variances are hidden.</source>
        <translation>Yashirin sanash: kutilgan miqdorlar va farqlar koʻrsatilmaydi.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) with a variance</source>
        <translation>
            <numerusform>Farqi bor %n ta mahsulot</numerusform>
            <numerusform>Farqi bor %n ta mahsulot</numerusform>
        </translation>
    </message>
    <message>
        <source>Net variance: %1. Items not scanned yet: %2.</source>
        <translation>Umumiy farq: %1. Hali skanerlanmagan: %2.</translation>
    </message>
    <message>
        <source>the count was applied or cancelled while they waited. Start a new count and scan them again.</source>
        <translation>ular kutayotganda sanoq qoʻllandi yoki bekor qilindi. Yangi sanoqni boshlang va ularni qayta skanerlang.</translation>
    </message>
</context>
<context>
    <name>CountSummary</name>
    <message>
        <source>Count “%1”: %2 (%3).</source>
        <translation>“%1” inventarizatsiyasi: %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) counted</source>
        <translation>
            <numerusform>%n ta mahsulot sanaldi</numerusform>
            <numerusform>%n ta mahsulot sanaldi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n dona</numerusform>
            <numerusform>%n dona</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply changes the stock of %n counted item(s)</source>
        <translation>
            <numerusform>Qoʻllash sanalgan %n ta mahsulotning qoldigʻini</numerusform>
            <numerusform>Qoʻllash sanalgan %n ta mahsulotning qoldigʻini</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1 unit(s) in all (the differences shown).</source>
        <translation>jami %1 donaga oʻzgartiradi (koʻrsatilgan farqlar).</translation>
    </message>
    <message numerus="yes">
        <source>It sets %n item(s) not scanned to 0,</source>
        <translation>
            <numerusform>U skanerlanmagan %n ta mahsulotni 0 ga tenglaydi,</numerusform>
            <numerusform>U skanerlanmagan %n ta mahsulotni 0 ga tenglaydi,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>taking off %n unit(s).</source>
        <translation>
            <numerusform>%n dona hisobdan chiqariladi.</numerusform>
            <numerusform>%n dona hisobdan chiqariladi.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all the stock changes by %1 unit(s).</source>
        <translation>Jami qoldiq %1 donaga oʻzgaradi.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not scanned will be kept as they are.</source>
        <translation>
            <numerusform>Skanerlanmagan %n ta mahsulot oʻz holicha qoladi.</numerusform>
            <numerusform>Skanerlanmagan %n ta mahsulot oʻz holicha qoladi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sales and deliveries made after an item was counted are kept.</source>
        <translation>Mahsulot sanalgandan keyingi sotuv va kirimlar saqlanadi.</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>C&amp;ancel import</source>
        <translation>Importni &amp;bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import qilish</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Orqaga</translation>
    </message>
    <message>
        <source>Save &amp;report…</source>
        <translation>Hisobotni &amp;saqlash…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Yo&amp;pish</translation>
    </message>
    <message>
        <source>Import a CSV catalog</source>
        <translation>CSV katalogni import qilish</translation>
    </message>
    <message>
        <source>Pr&amp;eview of the first rows:</source>
        <translation>Dastlabki qatorlarni &amp;koʻrish:</translation>
    </message>
    <message>
        <source>Column &amp;mapping:</source>
        <translation>&amp;Ustunlar moslashuvi:</translation>
    </message>
    <message>
        <source>This file cannot be imported as CSV: %1</source>
        <translation>Bu faylni CSV sifatida import qilib boʻlmaydi: %1</translation>
    </message>
    <message>
        <source>Separated by semicolons</source>
        <translation>Ajratuvchi — nuqtali vergul</translation>
    </message>
    <message>
        <source>Separated by commas</source>
        <translation>Ajratuvchi — vergul</translation>
    </message>
    <message>
        <source>UTF-8 with a byte order mark</source>
        <translation>Bayt tartibi belgili (BOM) UTF-8</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln ta ustun</numerusform>
            <numerusform>%Ln ta ustun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first %Ln row(s) are shown</source>
        <translation>
            <numerusform>dastlabki %Ln ta qator koʻrsatilgan</numerusform>
            <numerusform>dastlabki %Ln ta qator koʻrsatilgan</numerusform>
        </translation>
    </message>
    <message>
        <source>The file has no columns to import.</source>
        <translation>Faylda import qilinadigan ustunlar yoʻq.</translation>
    </message>
    <message>
        <source>No column gives the product code. Choose one under “Imported as”: the column with the ISBN or barcode.</source>
        <translation>Hech bir ustun mahsulot kodini bermaydi. “Import qilinadi” ustunida tanlang: ISBN yoki shtrix-kodli ustun.</translation>
    </message>
    <message>
        <source>No column gives the product name. Choose one under “Imported as”.</source>
        <translation>Hech bir ustun mahsulot nomini bermaydi. Uni “Import qilinadi” ustunida tanlang.</translation>
    </message>
    <message>
        <source>Importing %1 into %2…</source>
        <translation>%1 fayli %2 ga import qilinmoqda…</translation>
    </message>
    <message>
        <source>Saving to the database…</source>
        <translation>Maʼlumotlar bazasiga saqlanmoqda…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Bekor qilinmoqda…</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was written.</source>
        <translation>Import bekor qilindi; hech narsa yozilmadi.</translation>
    </message>
    <message>
        <source>Imported into %1: %2.</source>
        <translation>%1 ga import qilindi: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %Ln row(s) were rejected. Tick “Skip invalid rows” to import the others, or correct the file; the report says why.</source>
        <translation>
            <numerusform>Hech narsa import qilinmadi: %Ln ta qator rad etildi. Qolganlarini import qilish uchun “Notoʻgʻri qatorlarni oʻtkazib yuborish”ni belgilang yoki faylni tuzating; sabablari hisobotda.</numerusform>
            <numerusform>Hech narsa import qilinmadi: %Ln ta qator rad etildi. Qolganlarini import qilish uchun “Notoʻgʻri qatorlarni oʻtkazib yuborish”ni belgilang yoki faylni tuzating; sabablari hisobotda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the options</source>
        <translation>Parametrlarga qaytish</translation>
    </message>
    <message>
        <source>The import failed; nothing was written: %1</source>
        <translation>Import amalga oshmadi; hech narsa yozilmadi: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln book(s)</source>
        <translation>
            <numerusform>%Ln ta kitob</numerusform>
            <numerusform>%Ln ta kitob</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln stationery item(s)</source>
        <translation>
            <numerusform>%Ln ta kanselyariya tovari</numerusform>
            <numerusform>%Ln ta kanselyariya tovari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new author(s)</source>
        <translation>
            <numerusform>%Ln ta yangi muallif</numerusform>
            <numerusform>%Ln ta yangi muallif</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new publisher(s)</source>
        <translation>
            <numerusform>%Ln ta yangi nashriyot</numerusform>
            <numerusform>%Ln ta yangi nashriyot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new category(s)</source>
        <translation>
            <numerusform>%Ln ta yangi toifa</numerusform>
            <numerusform>%Ln ta yangi toifa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new seller(s)</source>
        <translation>
            <numerusform>%Ln ta yangi sotuvchi</numerusform>
            <numerusform>%Ln ta yangi sotuvchi</numerusform>
        </translation>
    </message>
    <message>
        <source>no products</source>
        <translation>birorta ham mahsulot yoʻq</translation>
    </message>
    <message>
        <source>Save the import report</source>
        <translation>Import hisobotini saqlash</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV fayllar (*.csv);;Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>The report was saved to %1.</source>
        <translation>Hisobot %1 ga saqlandi.</translation>
    </message>
    <message>
        <source>The report could not be saved to %1: %2</source>
        <translation>Hisobotni %1 ga saqlab boʻlmadi: %2</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %Ln row(s) have no price. Set a default price in the options (or fill the price column) and import again.</source>
        <translation>
            <numerusform>Hech narsa import qilinmadi: %Ln ta qatorda narx yoʻq. Parametrlarda standart narxni belgilang (yoki narx ustunini toʻldiring) va qayta import qiling.</numerusform>
            <numerusform>Hech narsa import qilinmadi: %Ln ta qatorda narx yoʻq. Parametrlarda standart narxni belgilang (yoki narx ustunini toʻldiring) va qayta import qiling.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %Ln row(s) were rejected. %1 of them only lack a price, which a default price in the options fixes; correct the others in the file or tick “Skip invalid rows”. The report says why.</source>
        <translation>
            <numerusform>Hech narsa import qilinmadi: %Ln ta qator rad etildi. Ulardan %1 tasida faqat narx yoʻq — buni parametrlardagi standart narx tuzatadi; qolganlarini faylda tuzating yoki “Notoʻgʻri qatorlarni oʻtkazib yuborish”ni belgilang. Sabablari hisobotda.</numerusform>
            <numerusform>Hech narsa import qilinmadi: %Ln ta qator rad etildi. Ulardan %1 tasida faqat narx yoʻq — buni parametrlardagi standart narx tuzatadi; qolganlarini faylda tuzating yoki “Notoʻgʻri qatorlarni oʻtkazib yuborish”ni belgilang. Sabablari hisobotda.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvImportOptions</name>
    <message>
        <source>Options</source>
        <translation>Parametrlar</translation>
    </message>
    <message>
        <source>S&amp;kip invalid rows and import the others</source>
        <translation>Notoʻgʻri qatorlarni oʻtkazib &amp;yuborib, qolganlarini import qilish</translation>
    </message>
    <message>
        <source>From the file’s type column, else by the code</source>
        <translation>Fayldagi tur ustunidan, boʻlmasa kod boʻyicha</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>&amp;Type of products:</source>
        <translation>Mahsulotlar &amp;turi:</translation>
    </message>
    <message>
        <source>From the file’s seller_id column</source>
        <translation>Fayldagi sotuvchi ustunidan</translation>
    </message>
    <message>
        <source>&amp;Seller:</source>
        <translation>&amp;Sotuvchi:</translation>
    </message>
    <message>
        <source>None: rows without a price are rejected</source>
        <translation>Yoʻq: narxsiz qatorlar rad etiladi</translation>
    </message>
    <message>
        <source>Default &amp;price:</source>
        <translation>Standart &amp;narx:</translation>
    </message>
    <message>
        <source>Default st&amp;ock:</source>
        <translation>Standart &amp;qoldiq:</translation>
    </message>
    <message>
        <source>The defaults fill what the file lacks. Without skipping, one invalid row means nothing is imported; the report says which rows and why.</source>
        <translation>Standart qiymatlar faylda yoʻq narsani toʻldiradi. Oʻtkazib yuborilmasa, bitta notoʻgʻri qator tufayli hech narsa import qilinmaydi; hisobot qaysi qatorlar va nima uchun ekanini koʻrsatadi.</translation>
    </message>
</context>
<context>
    <name>CsvMappingModel</name>
    <message>
        <source>Code (ISBN, barcode)</source>
        <translation>Kod (ISBN, shtrix-kod)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Muallif</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Nashriyot</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narx</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Eski narx</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>Image URL</source>
        <translation>Rasm URL manzili</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Tavsif</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Sahifalar</translation>
    </message>
    <message>
        <source>Type (book or stationery)</source>
        <translation>Turi (kitob yoki kanselyariya)</translation>
    </message>
    <message>
        <source>Seller ID</source>
        <translation>Sotuvchi ID</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Teglar</translation>
    </message>
    <message>
        <source>Reorder level</source>
        <translation>Buyurtma darajasi</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Import qilinmaydi</translation>
    </message>
    <message>
        <source>This column cannot be mapped by hand: its name is empty or contains “=”.</source>
        <translation>Bu ustunni qoʻlda moslab boʻlmaydi: uning nomi boʻsh yoki “=” belgisi bor.</translation>
    </message>
    <message>
        <source>Column in the file</source>
        <translation>Fayldagi ustun</translation>
    </message>
    <message>
        <source>First value</source>
        <translation>Birinchi qiymat</translation>
    </message>
    <message>
        <source>Imported as</source>
        <translation>Import qilinadi</translation>
    </message>
    <message>
        <source>Supplier (name)</source>
        <translation>Yetkazib beruvchi (nomi)</translation>
    </message>
    <message>
        <source>Reorder quantity</source>
        <translation>Buyurtma miqdori</translation>
    </message>
    <message>
        <source>Cost (purchase price)</source>
        <translation>Tannarx (xarid narxi)</translation>
    </message>
</context>
<context>
    <name>CsvPreview</name>
    <message>
        <source>Row %1: a quoted field is never closed.</source>
        <translation>%1-qator: qoʻshtirnoqdagi maydon yopilmagan.</translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation>Faylda sarlavha qatori yoʻq.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ni oʻqib boʻlmadi: %2</translation>
    </message>
</context>
<context>
    <name>CsvPreviewModel</name>
    <message>
        <source>Column “%1” is imported as: %2</source>
        <translation>“%1” ustuni quyidagicha import qilinadi: %2</translation>
    </message>
</context>
<context>
    <name>CsvReportDetail</name>
    <message>
        <source>ISBN-10 %1 left-padded to %2</source>
        <translation>ISBN-10 %1 chapdan nollar bilan %2 gacha toʻldirildi</translation>
    </message>
    <message>
        <source>rebuilt %1 from float %2 (check digit recomputed)</source>
        <translation>%1 kasr son %2 dan tiklandi (nazorat raqami qayta hisoblandi)</translation>
    </message>
    <message>
        <source>float %1 lost its check digit and its twelfth digit is uncertain (rounded)</source>
        <translation>%1 kasr sonida nazorat raqami yoʻqolgan, oʻn ikkinchi raqami esa aniq emas (yaxlitlangan)</translation>
    </message>
    <message>
        <source>float %1 keeps only %2 of %3 digits</source>
        <translation>%1 kasr sonida %3 ta raqamdan faqat %2 tasi qolgan</translation>
    </message>
    <message>
        <source>float %1 written out</source>
        <translation>%1 kasr soni butun son qilib yozildi</translation>
    </message>
    <message>
        <source>separators dropped from “%1”</source>
        <translation>“%1” dan ajratuvchilar olib tashlandi</translation>
    </message>
    <message>
        <source>%1 is not an EAN-13, EAN-8 or UPC-A with a valid check digit</source>
        <translation>%1 — toʻgʻri nazorat raqamli EAN-13, EAN-8 yoki UPC-A emas</translation>
    </message>
    <message>
        <source>%1 is not a valid ISBN-%2 (check digit or prefix)</source>
        <translation>%1 — notoʻgʻri ISBN-%2 (nazorat raqami yoki prefiks)</translation>
    </message>
    <message>
        <source>%1 is not a valid ISBN-10, not even left-padded to %2</source>
        <translation>%1 — notoʻgʻri ISBN-10, hatto %2 gacha nollar bilan toʻldirilganda ham</translation>
    </message>
    <message>
        <source>%1 is not an ISBN-10 or ISBN-13</source>
        <translation>%1 — ISBN-10 ham, ISBN-13 ham emas</translation>
    </message>
    <message>
        <source>“%1” has no digits</source>
        <translation>“%1” da raqamlar yoʻq</translation>
    </message>
    <message>
        <source>“%1” is not a code of digits</source>
        <translation>“%1” — raqamlardan iborat kod emas</translation>
    </message>
    <message>
        <source>“%1” is not a barcode of digits</source>
        <translation>“%1” — raqamlardan iborat shtrix-kod emas</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 — butun son emas</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 — juda katta son</translation>
    </message>
    <message>
        <source>%1 is negative</source>
        <translation>%1 — manfiy son</translation>
    </message>
    <message>
        <source>%1 read as %2 (thousands separators and zero fraction dropped)</source>
        <translation>%1 %2 deb oʻqildi (minglik ajratuvchilar va nol kasr qismi olib tashlandi)</translation>
    </message>
    <message>
        <source>%1 read as %2 (thousands separators dropped)</source>
        <translation>%1 %2 deb oʻqildi (minglik ajratuvchilar olib tashlandi)</translation>
    </message>
    <message>
        <source>%1 read as %2 (zero fraction dropped)</source>
        <translation>%1 %2 deb oʻqildi (nol kasr qismi olib tashlandi)</translation>
    </message>
    <message>
        <source>must be %1 or more, got %2</source>
        <translation>kamida %1 boʻlishi kerak, %2 berilgan</translation>
    </message>
    <message>
        <source>must be book or stationery, got “%1”</source>
        <translation>kitob yoki kanselyariya boʻlishi kerak, “%1” berilgan</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>nomi yoʻq</translation>
    </message>
    <message>
        <source>no code</source>
        <translation>kod yoʻq</translation>
    </message>
    <message>
        <source>no code column</source>
        <translation>kod ustuni yoʻq</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>boʻsh</translation>
    </message>
    <message>
        <source>no seller (no seller column and no default seller)</source>
        <translation>sotuvchi yoʻq (na sotuvchi ustuni, na standart sotuvchi bor)</translation>
    </message>
    <message>
        <source>%1 disagrees with %2 and is ignored</source>
        <translation>%1 %2 bilan mos kelmaydi va hisobga olinmaydi</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already in row %3</source>
        <translation>%2-sotuvchining %1 kodi %3-qatorda allaqachon bor</translation>
    </message>
    <message>
        <source>code %1 of seller %2 belongs to book %3</source>
        <translation>%2-sotuvchining %1 kodi %3-kitobga tegishli</translation>
    </message>
    <message>
        <source>code %1 of seller %2 belongs to stationery item %3</source>
        <translation>%2-sotuvchining %1 kodi %3-kanselyariya tovariga tegishli</translation>
    </message>
    <message>
        <source>no price (and no default price)</source>
        <translation>narx yoʻq (standart narx ham yoʻq)</translation>
    </message>
    <message>
        <source>%1 cells, the header has %2</source>
        <translation>kataklar: %1, sarlavhada esa: %2</translation>
    </message>
    <message>
        <source>no valid code (%1)</source>
        <translation>toʻgʻri kod yoʻq (%1)</translation>
    </message>
    <message>
        <source>%1; code %2 taken from %3</source>
        <translation>%1; %2 kodi %3 dan olindi</translation>
    </message>
    <message>
        <source>a supplier&apos;s name has at most %1 characters</source>
        <translation>yetkazib beruvchi nomi koʻpi bilan %1 belgidan iborat boʻladi</translation>
    </message>
    <message>
        <source>not an http(s) address or a path on this server: %1</source>
        <translation>http(s) manzili ham, shu serverdagi yoʻl ham emas: %1</translation>
    </message>
    <message>
        <source>%1 is not an ISBN (an ISBN-13 starts with 978 or 979): imported as stationery with the barcode %2</source>
        <translation>%1 — ISBN emas (ISBN-13 978 yoki 979 bilan boshlanadi): %2 shtrix-kodli kanselyariya tovari sifatida yuklandi</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by book %3</source>
        <translation>%2-sotuvchining %1 kodi allaqachon %3-kitobda ishlatilgan</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by stationery item %3</source>
        <translation>%2-sotuvchining %1 kodi allaqachon %3-kanselyariya tovarida ishlatilgan</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by stationery item %3 (variant %4)</source>
        <translation>%2-sotuvchining %1 kodi allaqachon %3-kanselyariya tovarida ishlatilgan (%4-variant)</translation>
    </message>
    <message>
        <source>code %1 of seller %2 is already used by %3 active items (ambiguous; give each its own code first)</source>
        <translation>%2-sotuvchining %1 kodi allaqachon %3 ta faol tovarda ishlatilgan (noaniq: avval har biriga oʻz kodini bering)</translation>
    </message>
    <message>
        <source>code %1 is listed by seller %2 as “%3”</source>
        <translation>%1 kodi %2-sotuvchida “%3” nomi bilan turibdi</translation>
    </message>
    <message>
        <source>code %1 is listed by seller %2 with the author “%3”</source>
        <translation>%1 kodi %2-sotuvchida “%3” muallifi bilan turibdi</translation>
    </message>
    <message>
        <source>old price %1 is not above the price %2</source>
        <translation>eski narx %1 narxdan (%2) yuqori emas</translation>
    </message>
    <message>
        <source>category “%1” (%2) did not exist and was created</source>
        <translation>“%1” (%2) toifasi yoʻq edi va yaratildi</translation>
    </message>
    <message>
        <source>seller %1 did not exist and was created as “%2”</source>
        <translation>%1-sotuvchi yoʻq edi va “%2” nomi bilan yaratildi</translation>
    </message>
</context>
<context>
    <name>CsvReportModel</name>
    <message>
        <source>imported</source>
        <translation>import qilindi</translation>
    </message>
    <message>
        <source>repaired</source>
        <translation>tuzatildi</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rad etildi</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Qator</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Natija</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Maydon</translation>
    </message>
    <message>
        <source>What was done or why</source>
        <translation>Nima qilindi yoki nima uchun</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>ogohlantirish</translation>
    </message>
</context>
<context>
    <name>CsvReportPanel</name>
    <message>
        <source>S&amp;how:</source>
        <translation>Koʻrsa&amp;tish:</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>Hisobotning barcha qatorlari</translation>
    </message>
    <message>
        <source>Repaired rows</source>
        <translation>Tuzatilgan qatorlar</translation>
    </message>
    <message>
        <source>Rejected rows</source>
        <translation>Rad etilgan qatorlar</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) in the file:</source>
        <translation>
            <numerusform>faylda %Ln ta qator:</numerusform>
            <numerusform>faylda %Ln ta qator:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln imported as they were;</source>
        <translation>
            <numerusform>%Ln tasi oʻzgarishsiz import qilindi;</numerusform>
            <numerusform>%Ln tasi oʻzgarishsiz import qilindi;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln repaired;</source>
        <translation>
            <numerusform>%Ln tasi tuzatildi;</numerusform>
            <numerusform>%Ln tasi tuzatildi;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rejected.</source>
        <translation>
            <numerusform>%Ln tasi rad etildi.</numerusform>
            <numerusform>%Ln tasi rad etildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Repaired, rejected and warned rows</source>
        <translation>Tuzatilgan, rad etilgan va ogohlantirishli qatorlar</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ogohlantirishlar</translation>
    </message>
    <message numerus="yes">
        <source>%Ln imported row(s) with warnings.</source>
        <translation>
            <numerusform>Ogohlantirishli %Ln ta import qilingan qator.</numerusform>
            <numerusform>Ogohlantirishli %Ln ta import qilingan qator.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DialogScanGuard</name>
    <message>
        <source>Scanned %1: not taken while this window is open. Close it, then scan again.</source>
        <translation>%1 skanerlandi: bu oyna ochiq turganda qabul qilinmaydi. Uni yoping va qayta skanerlang.</translation>
    </message>
</context>
<context>
    <name>DocumentLineModel</name>
    <message>
        <source>as ordered</source>
        <translation>buyurtmadagidek</translation>
    </message>
    <message>
        <source>more than ordered</source>
        <translation>buyurtmadan koʻp</translation>
    </message>
    <message>
        <source>not on the order</source>
        <translation>buyurtmada yoʻq</translation>
    </message>
    <message>
        <source>not delivered yet</source>
        <translation>hali yetkazilmagan</translation>
    </message>
    <message>
        <source>fewer than ordered</source>
        <translation>buyurtmadan kam</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Kutilgan</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Qaytarildi</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Kirim</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Holati</translation>
    </message>
    <message>
        <source>The product&apos;s stock now; the document changes it when it is posted.</source>
        <translation>Mahsulotning hozirgi qoldigʻi; hujjat oʻtkazilganda uni oʻzgartiradi.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <source>Save as PDF…</source>
        <translation>PDF sifatida saqlash…</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDF sifatida saqlash</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>PDF faylni %1 ga yozib boʻlmadi.</translation>
    </message>
</context>
<context>
    <name>DocumentScanPane</name>
    <message>
        <source>&amp;Post…</source>
        <translation>&amp;Oʻtkazish…</translation>
    </message>
    <message>
        <source>Open delivery:</source>
        <translation>Ochiq yetkazib berish:</translation>
    </message>
    <message>
        <source>Open return:</source>
        <translation>Ochiq qaytarish:</translation>
    </message>
    <message>
        <source>Open delivery</source>
        <translation>Ochiq yetkazib berish</translation>
    </message>
    <message>
        <source>Open return</source>
        <translation>Ochiq qaytarish</translation>
    </message>
    <message>
        <source>Code received</source>
        <translation>Qabul qilingan mahsulot kodi</translation>
    </message>
    <message>
        <source>Code returned</source>
        <translation>Qaytariladigan mahsulot kodi</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Kirim</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Qaytarildi</translation>
    </message>
    <message>
        <source>Not delivered yet</source>
        <translation>Hali yetkazilmagan</translation>
    </message>
    <message>
        <source>Cancel delivery</source>
        <translation>Yetkazib berishni bekor qilish</translation>
    </message>
    <message>
        <source>Cancel return</source>
        <translation>Qaytarishni bekor qilish</translation>
    </message>
    <message>
        <source>%1 was not scanned</source>
        <translation>%1 skanerlanmadi</translation>
    </message>
    <message>
        <source>Delivery %1</source>
        <translation>Yetkazib berish %1</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>Qaytarish %1</translation>
    </message>
    <message>
        <source>(order %1)</source>
        <translation>(buyurtma %1)</translation>
    </message>
    <message>
        <source>The suppliers could not be loaded</source>
        <translation>Yetkazib beruvchilarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>The open documents could not be loaded</source>
        <translation>Ochiq hujjatlarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>The document could not be loaded</source>
        <translation>Hujjatni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>Not delivered yet (%1)</source>
        <translation>Hali yetkazilmagan (%1)</translation>
    </message>
    <message>
        <source>No open delivery: start one above.</source>
        <translation>Ochiq yetkazib berish yoʻq: yuqorida boshlang.</translation>
    </message>
    <message>
        <source>No open return: start one above.</source>
        <translation>Ochiq qaytarish yoʻq: yuqorida boshlang.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n dona</numerusform>
            <numerusform>%n dona</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n qator</numerusform>
            <numerusform>%n qator</numerusform>
        </translation>
    </message>
    <message>
        <source>A return needs a supplier</source>
        <translation>Qaytarish uchun yetkazib beruvchi kerak</translation>
    </message>
    <message>
        <source>add one in the Orders pane.</source>
        <translation>uni “Buyurtmalar” panelida qoʻshing.</translation>
    </message>
    <message>
        <source>The delivery could not be started</source>
        <translation>Yetkazib berishni boshlab boʻlmadi</translation>
    </message>
    <message>
        <source>The return could not be started</source>
        <translation>Qaytarishni boshlab boʻlmadi</translation>
    </message>
    <message>
        <source>%1 is not one of your products</source>
        <translation>%1 sizning mahsulotingiz emas</translation>
    </message>
    <message>
        <source>finish adding the other product first, then scan it again.</source>
        <translation>avval boshqa mahsulotni qoʻshishni tugating, keyin qayta skanerlang.</translation>
    </message>
    <message>
        <source>%1 could not be added</source>
        <translation>%1 ni qoʻshib boʻlmadi</translation>
    </message>
    <message>
        <source>“%1” added to your products; the scan counts now.</source>
        <translation>“%1” mahsulotlaringizga qoʻshildi; skan hisobga olindi.</translation>
    </message>
    <message>
        <source>Not posted yet</source>
        <translation>Hali oʻtkazilmadi</translation>
    </message>
    <message>
        <source>some scans are still waiting to be sent.</source>
        <translation>baʼzi skanlar hali yuborilishini kutmoqda.</translation>
    </message>
    <message>
        <source>The delivery could not be posted</source>
        <translation>Yetkazib berishni oʻtkazib boʻlmadi</translation>
    </message>
    <message>
        <source>The return could not be posted</source>
        <translation>Qaytarishni oʻtkazib boʻlmadi</translation>
    </message>
    <message>
        <source>Delivery %1 posted: the stock is updated.</source>
        <translation>Yetkazib berish %1 oʻtkazildi: qoldiqlar yangilandi.</translation>
    </message>
    <message>
        <source>Return %1 posted: the stock is updated.</source>
        <translation>Qaytarish %1 oʻtkazildi: qoldiqlar yangilandi.</translation>
    </message>
    <message>
        <source>Cancel this delivery? No stock changes.</source>
        <translation>Bu yetkazib berish bekor qilinsinmi? Qoldiqlar oʻzgarmaydi.</translation>
    </message>
    <message>
        <source>Cancel this return? No stock changes.</source>
        <translation>Bu qaytarish bekor qilinsinmi? Qoldiqlar oʻzgarmaydi.</translation>
    </message>
    <message>
        <source>The document could not be cancelled</source>
        <translation>Hujjatni bekor qilib boʻlmadi</translation>
    </message>
    <message>
        <source>Cancelled; no stock changed.</source>
        <translation>Bekor qilindi; qoldiqlar oʻzgarmadi.</translation>
    </message>
    <message>
        <source>Print &amp;labels…</source>
        <translation>Yorliqlarni &amp;chop etish…</translation>
    </message>
    <message>
        <source>Shelf labels for the delivery posted last: one per unit received.</source>
        <translation>Oxirgi oʻtkazilgan yetkazib berish uchun narx yorliqlari: qabul qilingan har bir dona uchun bittadan.</translation>
    </message>
    <message>
        <source>Print labels…</source>
        <translation>Yorliqlarni chop etish…</translation>
    </message>
    <message>
        <source>No labels for %1</source>
        <translation>Yorliq yoʻq: %1</translation>
    </message>
    <message>
        <source>not found among your products.</source>
        <translation>mahsulotlaringiz orasida topilmadi.</translation>
    </message>
    <message>
        <source>the delivery was posted or cancelled while they waited. Start a new delivery and scan them again.</source>
        <translation>ular kutayotganda yetkazib berish oʻtkazildi yoki bekor qilindi. Yangi yetkazib berishni boshlang va ularni qayta skanerlang.</translation>
    </message>
    <message>
        <source>the return was posted or cancelled while they waited. Start a new return and scan them again.</source>
        <translation>ular kutayotganda qaytarish oʻtkazildi yoki bekor qilindi. Yangi qaytarishni boshlang va ularni qayta skanerlang.</translation>
    </message>
    <message>
        <source>Post delivery</source>
        <translation>Yetkazib berishni oʻtkazish</translation>
    </message>
    <message>
        <source>Post return</source>
        <translation>Qaytarishni oʻtkazish</translation>
    </message>
</context>
<context>
    <name>DocumentStartBar</name>
    <message>
        <source>New delivery</source>
        <translation>Yangi yetkazib berish</translation>
    </message>
    <message>
        <source>New return</source>
        <translation>Yangi qaytarish</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Yetkazib beruvchi</translation>
    </message>
    <message>
        <source>Purchase order</source>
        <translation>Xarid buyurtmasi</translation>
    </message>
    <message>
        <source>Invoice or delivery note number</source>
        <translation>Yuk xati raqami</translation>
    </message>
    <message>
        <source>Return note number</source>
        <translation>Qaytarish yuk xati raqami</translation>
    </message>
    <message>
        <source>&amp;Start receiving</source>
        <translation>&amp;Qabul qilishni boshlash</translation>
    </message>
    <message>
        <source>&amp;Start return</source>
        <translation>&amp;Qaytarishni boshlash</translation>
    </message>
    <message>
        <source>Supplier:</source>
        <translation>Yetkazib beruvchi:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Buyurtma:</translation>
    </message>
    <message>
        <source>(no supplier)</source>
        <translation>(yetkazib beruvchisiz)</translation>
    </message>
    <message>
        <source>(no order)</source>
        <translation>(buyurtmasiz)</translation>
    </message>
    <message>
        <source>Order %1%2: %3 of %4 received</source>
        <translation>Buyurtma %1%2: %4 tadan %3 tasi qabul qilindi</translation>
    </message>
</context>
<context>
    <name>DocumentSummary</name>
    <message>
        <source>receipt %1</source>
        <translation>kirim %1</translation>
    </message>
    <message>
        <source>return %1</source>
        <translation>qaytarish %1</translation>
    </message>
    <message>
        <source>Post %1?</source>
        <translation>%1 oʻtkazilsinmi?</translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n qator</numerusform>
            <numerusform>%n qator</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n dona</numerusform>
            <numerusform>%n dona</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock of every line goes down by the units returned to the supplier.</source>
        <translation>Har bir qator qoldigʻi yetkazib beruvchiga qaytarilgan donalar soniga kamayadi.</translation>
    </message>
    <message numerus="yes">
        <source>Over the order: %n unit(s).</source>
        <translation>
            <numerusform>Buyurtmadan ortiq: %n dona.</numerusform>
            <numerusform>Buyurtmadan ortiq: %n dona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Short of the order: %n unit(s) (the order stays open for them).</source>
        <translation>
            <numerusform>Buyurtmadan kam: %n dona (ular uchun buyurtma ochiq qoladi).</numerusform>
            <numerusform>Buyurtmadan kam: %n dona (ular uchun buyurtma ochiq qoladi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not on the order: %n line(s).</source>
        <translation>
            <numerusform>Buyurtmada yoʻq: %n qator.</numerusform>
            <numerusform>Buyurtmada yoʻq: %n qator.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New titles added while receiving: %n.</source>
        <translation>
            <numerusform>Qabul qilishda qoʻshilgan yangi nomlar: %n.</numerusform>
            <numerusform>Qabul qilishda qoʻshilgan yangi nomlar: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock of every line goes up by the units received.</source>
        <translation>Har bir qator qoldigʻi qabul qilingan donalar soniga oshadi.</translation>
    </message>
</context>
<context>
    <name>HistoryPane</name>
    <message>
        <source>&amp;From</source>
        <translation>Davr &amp;boshi</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>Davr &amp;oxiri</translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation>Yana &amp;yuklash</translation>
    </message>
    <message>
        <source>ISBN or barcode</source>
        <translation>ISBN yoki shtrix-kod</translation>
    </message>
    <message>
        <source>Code filter</source>
        <translation>Kod boʻyicha filtr</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kod:</translation>
    </message>
    <message>
        <source>Any reason</source>
        <translation>Istalgan sabab</translation>
    </message>
    <message>
        <source>Reason filter</source>
        <translation>Sabab boʻyicha filtr</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Koʻrsatish</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV ga &amp;eksport…</translation>
    </message>
    <message>
        <source>The history could not be loaded: %1</source>
        <translation>Tarixni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>%1 of %2 movements</source>
        <translation>%2 ta harakatdan %1 tasi</translation>
    </message>
    <message>
        <source>The history could not be saved to %1: %2</source>
        <translation>Tarixni %1 ga saqlab boʻlmadi: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement(s) saved to %1.</source>
        <translation>
            <numerusform>%n ta harakat %1 ga saqlandi.</numerusform>
            <numerusform>%n ta harakat %1 ga saqlandi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>Tarixni eksport qilish</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllar (*.csv)</translation>
    </message>
</context>
<context>
    <name>IntegrationsPane</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Qoʻshish…</translation>
    </message>
    <message>
        <source>D&amp;isable</source>
        <translation>Oʻ&amp;chirish</translation>
    </message>
    <message>
        <source>R&amp;otate Secret</source>
        <translation>Maxfiy kodni &amp;almashtirish</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>O&amp;lib tashlash</translation>
    </message>
    <message>
        <source>Re&amp;deliver</source>
        <translation>Qayta &amp;yuborish</translation>
    </message>
    <message>
        <source>This key cannot manage webhooks. A key with the ability &quot;webhooks&quot; lets partners here be told when the catalog changes.</source>
        <translation>Bu kalit vebxuklarni boshqara olmaydi. Vebxuk huquqli kalit hamkorlarga katalog oʻzgarganini xabar qilish imkonini beradi.</translation>
    </message>
    <message>
        <source>Webhooks tell partner systems that the catalog changed; they then read the changes. Select one to see its deliveries.</source>
        <translation>Vebxuklar hamkor tizimlarga katalog oʻzgarganini xabar qiladi; soʻng ular oʻzgarishlarni oʻqiydi. Yetkazmalarini koʻrish uchun birini tanlang.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Deliveries of the last 7 days</source>
        <translation>Oxirgi 7 kundagi yetkazmalar</translation>
    </message>
    <message>
        <source>Webhooks could not be loaded</source>
        <translation>Vebxuklarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>Deliveries could not be loaded</source>
        <translation>Yetkazmalarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>&amp;Enable</source>
        <translation>&amp;Yoqish</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>The webhook was not added: %1</source>
        <translation>Vebxuk qoʻshilmadi: %1</translation>
    </message>
    <message>
        <source>The webhook was not changed: %1</source>
        <translation>Vebxuk oʻzgartirilmadi: %1</translation>
    </message>
    <message>
        <source>Rotate Secret</source>
        <translation>Maxfiy kodni almashtirish</translation>
    </message>
    <message>
        <source>Make a new secret for %1? For 24 hours every call is signed with the old and the new one, so the receiver can switch over.</source>
        <translation>%1 uchun yangi maxfiy kod yaratilsinmi? 24 soat davomida har bir chaqiruv eski va yangisi bilan imzolanadi, qabul qiluvchi oʻtib olishi uchun.</translation>
    </message>
    <message>
        <source>The secret was not rotated: %1</source>
        <translation>Maxfiy kod almashtirilmadi: %1</translation>
    </message>
    <message>
        <source>Delete Webhook</source>
        <translation>Vebxukni olib tashlash</translation>
    </message>
    <message>
        <source>Delete the webhook to %1 and its delivery log? The receiver is no longer told of changes.</source>
        <translation>%1 manzilidagi vebxuk va uning yetkazmalar jurnali olib tashlansinmi? Qabul qiluvchi endi oʻzgarishlardan xabar topmaydi.</translation>
    </message>
    <message>
        <source>The webhook was not deleted: %1</source>
        <translation>Vebxuk olib tashlanmadi: %1</translation>
    </message>
    <message>
        <source>The delivery was not sent again: %1</source>
        <translation>Yetkazma qayta yuborilmadi: %1</translation>
    </message>
    <message>
        <source>The delivery is sent again within a few seconds.</source>
        <translation>Yetkazma bir necha soniya ichida qayta yuboriladi.</translation>
    </message>
</context>
<context>
    <name>KeyListModel</name>
    <message>
        <source>active</source>
        <translation>faol</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>bekor qilingan</translation>
    </message>
    <message>
        <source>App ID</source>
        <translation>Ilova ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Huquqlar</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Sotuvchi</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Holati</translation>
    </message>
    <message>
        <source>read</source>
        <translation>oʻqish</translation>
    </message>
    <message>
        <source>change stock</source>
        <translation>qoldiqni oʻzgartirish</translation>
    </message>
</context>
<context>
    <name>KeychainCredentialStore</name>
    <message>
        <source>No secret is stored.</source>
        <translation>Maxfiy kod saqlanmagan.</translation>
    </message>
    <message>
        <source>The keychain did not remove the secret. Unlock the keychain and try again.</source>
        <translation>Kalitlar ombori maxfiy kodni oʻchirmadi. Omborni qulfdan chiqaring va qayta urinib koʻring.</translation>
    </message>
    <message>
        <source>The keychain was not unlocked, so the secret cannot be read or stored. Unlock it when asked, or enter the secret again (Connect…).</source>
        <translation>Kalitlar ombori qulfdan chiqarilmadi, shuning uchun maxfiy kodni oʻqib ham, saqlab ham boʻlmaydi. Soʻralganda uni qulfdan chiqaring yoki maxfiy kodni qayta kiriting (Ulanish…).</translation>
    </message>
    <message>
        <source>The keychain refused access to the secret. Unlock the keychain (your login password) and connect again, or enter the secret again (Connect…).</source>
        <translation>Kalitlar ombori maxfiy kodga kirishga ruxsat bermadi. Omborni (tizimga kirish paroli bilan) qulfdan chiqaring va qayta ulaning yoki maxfiy kodni qayta kiriting (Ulanish…).</translation>
    </message>
    <message>
        <source>No keychain is available to store the API secret. Install and start gnome-keyring or KWallet (or another Secret Service provider) and log in to a desktop session.</source>
        <translation>API maxfiy kodini saqlash uchun kalitlar ombori yoʻq. gnome-keyring yoki KWallet (yoki boshqa Secret Service xizmati)ni oʻrnating va ishga tushiring hamda grafik seansga kiring.</translation>
    </message>
</context>
<context>
    <name>LabelPrintDialog</name>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Custom grid on A4</source>
        <translation>A4 da oʻz toʻri</translation>
    </message>
    <message>
        <source>Print the &amp;seller&apos;s name</source>
        <translation>&amp;Sotuvchi nomini chop etish</translation>
    </message>
    <message>
        <source>Print labels</source>
        <translation>Yorliqlarni chop etish</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Yorliq</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Nusxalar</translation>
    </message>
    <message>
        <source>&amp;Sheet or label:</source>
        <translation>&amp;Varaq yoki yorliq:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Qatorlar:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Ustunlar:</translation>
    </message>
    <message>
        <source>Left and right margin:</source>
        <translation>Chap va oʻng hoshiya:</translation>
    </message>
    <message>
        <source>Top and bottom margin:</source>
        <translation>Yuqori va pastki hoshiya:</translation>
    </message>
    <message>
        <source>Gap between columns:</source>
        <translation>Ustunlar orasidagi masofa:</translation>
    </message>
    <message>
        <source>Gap between rows:</source>
        <translation>Qatorlar orasidagi masofa:</translation>
    </message>
    <message>
        <source>On a partly used sheet: the first free label, counted row by row from the top left.</source>
        <translation>Qisman ishlatilgan varaqda: birinchi boʻsh yorliq, chap yuqori burchakdan qatorma-qator sanaladi.</translation>
    </message>
    <message>
        <source>S&amp;tart at label:</source>
        <translation>&amp;Qaysi yorliqdan boshlash:</translation>
    </message>
    <message>
        <source>right</source>
        <translation>oʻngga</translation>
    </message>
    <message>
        <source>down</source>
        <translation>pastga</translation>
    </message>
    <message>
        <source>Printer offset:</source>
        <translation>Printer siljishi:</translation>
    </message>
    <message>
        <source>e.g. so&apos;m</source>
        <translation>masalan, soʻm</translation>
    </message>
    <message>
        <source>C&amp;urrency after the price:</source>
        <translation>Narxdan keyingi &amp;valyuta:</translation>
    </message>
    <message>
        <source>&amp;Preview and print…</source>
        <translation>&amp;Koʻrib chiqish va chop etish…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>P&amp;DF sifatida saqlash…</translation>
    </message>
    <message>
        <source>Label printer speaking ZPL (Zebra and compatibles)</source>
        <translation>ZPL tilidagi yorliq printeri (Zebra va mos printerlar)</translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation>203 dpi (8 nuqta/mm)</translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation>300 dpi (12 nuqta/mm)</translation>
    </message>
    <message>
        <source>600 dpi (24 dots/mm)</source>
        <translation>600 dpi (24 nuqta/mm)</translation>
    </message>
    <message>
        <source>Printer resolution:</source>
        <translation>Printer aniqligi:</translation>
    </message>
    <message>
        <source>CUPS queue name, e.g. zebra</source>
        <translation>CUPS navbati nomi, masalan zebra</translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation>&amp;Navbat:</translation>
    </message>
    <message>
        <source>Save &amp;ZPL…</source>
        <translation>&amp;ZPL ni saqlash…</translation>
    </message>
    <message>
        <source>Send to the &amp;label printer</source>
        <translation>&amp;Yorliq printeriga yuborish</translation>
    </message>
    <message>
        <source>These labels do not fit on an A4 sheet: make the margins or gaps smaller.</source>
        <translation>Bu yorliqlar A4 varaqqa sigʻmaydi: hoshiya yoki masofalarni kichraytiring.</translation>
    </message>
    <message>
        <source>Labels: %1. Label size: %2 × %3 mm.</source>
        <translation>Yorliqlar: %1. Yorliq oʻlchami: %2 × %3 mm.</translation>
    </message>
    <message>
        <source>Labels: %1. Sheets: %2. Label size: %3 × %4 mm.</source>
        <translation>Yorliqlar: %1. Varaqlar: %2. Yorliq oʻlchami: %3 × %4 mm.</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Yorliqlar</translation>
    </message>
    <message>
        <source>Labels: preview</source>
        <translation>Yorliqlar: koʻrib chiqish</translation>
    </message>
    <message>
        <source>Sent to %1.</source>
        <translation>%1 ga yuborildi.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1 ga saqlandi.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 ni yozib boʻlmadi.</translation>
    </message>
    <message>
        <source>Enter the label printer&apos;s queue first.</source>
        <translation>Avval yorliq printeri navbatini kiriting.</translation>
    </message>
    <message>
        <source>Still sending the previous labels.</source>
        <translation>Oldingi yorliqlar hali yuborilmoqda.</translation>
    </message>
    <message>
        <source>Sent to the label printer %1.</source>
        <translation>%1 yorliq printeriga yuborildi.</translation>
    </message>
    <message>
        <source>The label printer %1 refused the labels: %2</source>
        <translation>%1 yorliq printeri yorliqlarni qabul qilmadi: %2</translation>
    </message>
    <message>
        <source>The print command lp could not be started (is CUPS installed?).</source>
        <translation>lp chop etish buyrugʻini ishga tushirib boʻlmadi (CUPS oʻrnatilganmi?).</translation>
    </message>
    <message>
        <source>Save labels as PDF</source>
        <translation>Yorliqlarni PDF sifatida saqlash</translation>
    </message>
    <message>
        <source>labels.pdf</source>
        <translation>yorliqlar.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save labels as ZPL</source>
        <translation>Yorliqlarni ZPL sifatida saqlash</translation>
    </message>
    <message>
        <source>labels.zpl</source>
        <translation>yorliqlar.zpl</translation>
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
        <translation>Reyting %1</translation>
    </message>
    <message>
        <source>Print labels</source>
        <translation>Yorliqlarni chop etish</translation>
    </message>
    <message>
        <source>There is nothing to print: no product is chosen, or none is in stock.</source>
        <translation>Chop etadigan narsa yoʻq: mahsulot tanlanmagan yoki qoldiqda hech biri yoʻq.</translation>
    </message>
</context>
<context>
    <name>LabelTemplate</name>
    <message>
        <source>Custom grid on A4 (%1 × %2)</source>
        <translation>A4 da oʻz toʻri (%1 × %2)</translation>
    </message>
    <message>
        <source>Single label %1 × %2 mm</source>
        <translation>Alohida yorliq %1 × %2 mm</translation>
    </message>
    <message>
        <source>A4 sheet, %1 × %2 labels of %3 × %4 mm</source>
        <translation>A4 varaq, %1 × %2 ta yorliq, %3 × %4 mm</translation>
    </message>
</context>
<context>
    <name>LanguageSetup</name>
    <message>
        <source>System default</source>
        <translation>Tizimdagidek</translation>
    </message>
</context>
<context>
    <name>LiveStock</name>
    <message>
        <source>%1, %2 waiting</source>
        <translation>%1, %2 kutmoqda</translation>
    </message>
</context>
<context>
    <name>LocalServer</name>
    <message>
        <source>The server did not stop within 5 s; it was killed.</source>
        <translation>Server 5 soniya ichida toʻxtamadi va majburan toʻxtatildi.</translation>
    </message>
    <message>
        <source>The local server crashed.</source>
        <translation>Mahalliy server favqulodda toʻxtadi.</translation>
    </message>
    <message>
        <source>The local server ended with exit code %1. See its log.</source>
        <translation>Mahalliy server %1 kodi bilan toʻxtadi. Tafsilotlar jurnalda.</translation>
    </message>
    <message>
        <source>Server stopped.</source>
        <translation>Server toʻxtatildi.</translation>
    </message>
    <message>
        <source>The server program could not be started (%1): %2</source>
        <translation>Server dasturini ishga tushirib boʻlmadi (%1): %2</translation>
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation>catalog-server konsol yonida ham, PATH da ham topilmadi.</translation>
    </message>
    <message>
        <source>Restarting the server in the background…</source>
        <translation>Server fonda qayta ishga tushirilmoqda…</translation>
    </message>
    <message>
        <source>The server could not be started in the background: %1</source>
        <translation>Serverni fonda ishga tushirib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>The server could not be kept running in the background. See its log: %1</source>
        <translation>Serverni fonda ishlashda qoldirib boʻlmadi. Uning jurnaliga qarang: %1</translation>
    </message>
    <message>
        <source>The background server recorded earlier (pid %1, port %2) is no longer running.</source>
        <translation>Avval yozib qoʻyilgan fondagi server (pid %1, port %2) endi ishlamayapti.</translation>
    </message>
    <message>
        <source>The process recorded as the background server (pid %1) does not answer on port %2; it was left alone.</source>
        <translation>Fondagi server sifatida yozilgan jarayon (pid %1) %2-portda javob bermayapti; unga tegilmadi.</translation>
    </message>
    <message>
        <source>The background server could not be recorded in %1.</source>
        <translation>Fondagi server haqidagi maʼlumotni %1 ga yozib boʻlmadi.</translation>
    </message>
    <message>
        <source>Running in the background (pid %1): it keeps running when the console closes.</source>
        <translation>Fonda ishlamoqda (pid %1): konsol yopilganda ham ishlashda davom etadi.</translation>
    </message>
    <message>
        <source>The background server ended. See its log: %1</source>
        <translation>Fondagi server ishini tugatdi. Uning jurnaliga qarang: %1</translation>
    </message>
</context>
<context>
    <name>LocalServerBox</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Ishga tushirish</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Toʻxtatish</translation>
    </message>
    <message>
        <source>Connect the &amp;console to it</source>
        <translation>&amp;Konsolni unga ulash</translation>
    </message>
    <message>
        <source>Serve the other tills on this &amp;network</source>
        <translation>Boshqa kassalarga shu ta&amp;rmoqda xizmat koʻrsatish</translation>
    </message>
    <message>
        <source>Database file:</source>
        <translation>Maʼlumotlar bazasi fayli:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Tanlash…</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>any free</source>
        <translation>istalgan boʻsh</translation>
    </message>
    <message>
        <source>The server then answers every device that reaches this computer on its networks. Each device still needs an API key, but anyone on the network can try: use it only on the shop&apos;s own network (not on public or guest Wi-Fi), give each till its own key and revoke the key of a lost till.</source>
        <translation>Shunda server bu kompyuterga uning tarmoqlari orqali ulana oladigan har qanday qurilmaga javob beradi. Har bir qurilmaga baribir API kaliti kerak, lekin tarmoqdagi istalgan kishi urinib koʻrishi mumkin: buni faqat doʻkonning oʻz tarmogʻida yoqing (ommaviy yoki mehmon Wi-Fi tarmogʻida emas), har bir kassaga alohida kalit bering va yoʻqolgan kassaning kalitini bekor qiling.</translation>
    </message>
    <message>
        <source>The tills connect to:</source>
        <translation>Kassalar quyidagi manzilga ulanadi:</translation>
    </message>
    <message>
        <source>Address for the tills</source>
        <translation>Kassalar uchun manzil</translation>
    </message>
    <message>
        <source>Copy the &amp;address</source>
        <translation>Man&amp;zilni nusxalash</translation>
    </message>
    <message>
        <source>QR code of the address for the tills</source>
        <translation>Kassalar uchun manzilning QR kodi</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Maʼlumotlar bazasi fayli</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite maʼlumotlar bazalari (*.db *.sqlite);;Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation>catalog-server konsol yonida ham, PATH da ham topilmadi.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Toʻxtatilgan.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Ishga tushmoqda…</translation>
    </message>
    <message>
        <source>Running in the background at %1 (it keeps running when the console closes).</source>
        <translation>Fonda %1 manzilida ishlamoqda (konsol yopilganda ham ishlashda davom etadi).</translation>
    </message>
    <message>
        <source>Running at %1</source>
        <translation>Ishlamoqda: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Toʻxtatilmoqda…</translation>
    </message>
    <message>
        <source>no network address: is this computer connected to the shop&apos;s network?</source>
        <translation>tarmoq manzili yoʻq: bu kompyuter doʻkon tarmogʻiga ulanganmi?</translation>
    </message>
    <message>
        <source>Use port %1</source>
        <translation>%1-portdan foydalanish</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Port %2 is free: use it instead?</source>
        <translation>%1-port boshqa dastur tomonidan band. %2-port boʻsh: undan foydalanilsinmi?</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Choose another port.</source>
        <translation>%1-port boshqa dastur tomonidan band. Boshqa port tanlang.</translation>
    </message>
</context>
<context>
    <name>LocalServerPane</name>
    <message>
        <source>Log</source>
        <translation>Jurnal</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Catalog Console</source>
        <translation>Katalog konsoli</translation>
    </message>
    <message>
        <source>Panes</source>
        <translation>Boʻlimlar</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiqlar</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Qidiruv</translation>
    </message>
    <message>
        <source>Trending</source>
        <translation>Ommabop</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>Toifalar</translation>
    </message>
    <message>
        <source>Sellers</source>
        <translation>Sotuvchilar</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Mahalliy server</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Ulanish</translation>
    </message>
    <message>
        <source>Server: </source>
        <translation>Server: </translation>
    </message>
    <message>
        <source>Connection profile</source>
        <translation>Ulanish profili</translation>
    </message>
    <message>
        <source>Switch to another saved server (Ctrl+Shift+P)</source>
        <translation>Boshqa saqlangan serverga oʻtish (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Ulanish…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fayl</translation>
    </message>
    <message>
        <source>&amp;Connect to Server…</source>
        <translation>&amp;Serverga ulanish…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>S&amp;witch Server</source>
        <translation>Serverni &amp;almashtirish</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Uzish</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Chiqish</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Koʻrinish</translation>
    </message>
    <message>
        <source>Go to &amp;Scan Field</source>
        <translation>&amp;Skanerlash maydoniga oʻtish</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Vositalar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Sozlamalar…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yordam</translation>
    </message>
    <message>
        <source>&amp;About Catalog Console</source>
        <translation>Katalog konsoli &amp;haqida</translation>
    </message>
    <message>
        <source>About Catalog Console</source>
        <translation>Katalog konsoli haqida</translation>
    </message>
    <message>
        <source>Catalog Console %1
Browse the catalog and keep shop stock right with a barcode scanner, online or offline.</source>
        <translation>Katalog konsoli %1
Katalogni koʻring va doʻkon qoldiqlarini shtrix-kod skaneri bilan aniq yuriting — aloqa bor boʻlsa ham, boʻlmasa ham.</translation>
    </message>
    <message>
        <source>(no saved server — Ctrl+K to connect)</source>
        <translation>(saqlangan server yoʻq — ulanish uchun Ctrl+K)</translation>
    </message>
    <message>
        <source>Scanned %1: %2</source>
        <translation>Skanerlandi %1: %2</translation>
    </message>
    <message>
        <source>Scanned %1. To open scanned products here, enter your seller number in the connection settings.</source>
        <translation>Skanerlandi: %1. Skanerlangan mahsulotlarni shu yerda ochish uchun ulanish sozlamalarida sotuvchi raqamingizni kiriting.</translation>
    </message>
    <message>
        <source>Scanned %1: the product could not be looked up: %2</source>
        <translation>Skanerlandi %1: mahsulotni qidirib boʻlmadi: %2</translation>
    </message>
    <message>
        <source>The shop&apos;s server is running</source>
        <translation>Doʻkon serveri ishlamoqda</translation>
    </message>
    <message>
        <source>Stop the server and quit</source>
        <translation>Serverni toʻxtatib, chiqish</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Ishni davom ettirish</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Tarix</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Inventarizatsiya</translation>
    </message>
    <message>
        <source>The local catalog server (%1) serves the other tills. Keep it running in the background after the console closes (the console finds it again when it starts), or stop it: the tills connected to it go offline. To run it without any console, even after a restart of the computer, install it as the system service (see the README).</source>
        <translation>Mahalliy katalog serveri (%1) boshqa kassalarga xizmat qiladi. Konsol yopilgandan keyin uni fonda ishlashda qoldiring (konsol ishga tushganda uni yana topadi) yoki toʻxtating: unga ulangan kassalar aloqasiz qoladi. Kompyuter qayta ishga tushgandan keyin ham konsolsiz ishlashi uchun uni tizim xizmati sifatida oʻrnating (README ga qarang).</translation>
    </message>
    <message>
        <source>Keep it running in the &amp;background</source>
        <translation>&amp;Fonda ishlashda qoldirish</translation>
    </message>
    <message>
        <source>Scans wait to be sent</source>
        <translation>Skanlar yuborilishini kutmoqda</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) have not reached the server yet. They stay on this computer and are sent when the console runs again and the server can be reached. Quit anyway?</source>
        <translation>
            <numerusform>%n ta skan hali serverga yetib bormadi. Ular shu kompyuterda qoladi va konsol yana ishga tushganda, server mavjud boʻlsa, yuboriladi. Baribir chiqilsinmi?</numerusform>
            <numerusform>%n ta skan hali serverga yetib bormadi. Ular shu kompyuterda qoladi va konsol yana ishga tushganda, server mavjud boʻlsa, yuboriladi. Baribir chiqilsinmi?</numerusform>
        </translation>
    </message>
    <message>
        <source>Scanned %1: it is not among your shop&apos;s active products.</source>
        <translation>Skanerlandi %1: bu doʻkoningizning faol mahsulotlari orasida yoʻq.</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Hisobotlar</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Qabul qilish</translation>
    </message>
    <message>
        <source>Returns</source>
        <translation>Qaytarishlar</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Buyurtmalar</translation>
    </message>
    <message>
        <source>Integrations</source>
        <translation>Integratsiyalar</translation>
    </message>
    <message>
        <source>Catalog quality</source>
        <translation>Katalog sifati</translation>
    </message>
</context>
<context>
    <name>MarketplaceBox</name>
    <message>
        <source>Marketplace</source>
        <translation>Marketpleys</translation>
    </message>
    <message>
        <source>Copy the catalog &amp;from the marketplace</source>
        <translation>Katalo&amp;gni marketpleysdan nusxalash</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Unutish</translation>
    </message>
    <message>
        <source>Marketplace address</source>
        <translation>Marketpleys manzili</translation>
    </message>
    <message>
        <source>App ID at the marketplace</source>
        <translation>Marketpleysdagi ilova ID</translation>
    </message>
    <message>
        <source>Secret of the key at the marketplace</source>
        <translation>Marketpleysdagi kalitning maxfiy kodi</translation>
    </message>
    <message>
        <source>The secret is kept in the system keychain, never in a file</source>
        <translation>Maxfiy kod tizimning kalitlar omborida saqlanadi, hech qachon faylda emas</translation>
    </message>
    <message>
        <source>Only into an empty database, with the server stopped</source>
        <translation>Faqat boʻsh maʼlumotlar bazasiga, server toʻxtatilganda</translation>
    </message>
    <message>
        <source>The marketplace was forgotten; the server serves this shop only from its next start.</source>
        <translation>Marketpleys unutildi: keyingi ishga tushishdan boshlab server faqat shu doʻkonga xizmat qiladi.</translation>
    </message>
    <message>
        <source>Not set up: the server serves this shop only. Enter the marketplace&apos;s address and the seller&apos;s key there to keep the stock in step with it.</source>
        <translation>Sozlanmagan: server faqat shu doʻkonga xizmat qiladi. Qoldiqlar marketpleys bilan mos boʻlishi uchun marketpleys manzilini va undagi sotuvchi kalitini kiriting.</translation>
    </message>
    <message>
        <source>This database follows %1: the server pushes the shop&apos;s stock changes there and takes the ones made there whenever it runs.</source>
        <translation>Bu maʼlumotlar bazasi %1 ga ergashadi: server ishlayotganda doʻkondagi qoldiq oʻzgarishlarini u yerga yuboradi va u yerda qilinganlarini oladi.</translation>
    </message>
    <message>
        <source>This database holds a catalog of its own. A shop that follows the marketplace starts from an empty database (the ids are the marketplace&apos;s): choose a new database file above, then copy the catalog from the marketplace.</source>
        <translation>Bu maʼlumotlar bazasida oʻz katalogi bor. Marketpleysga ergashadigan doʻkon boʻsh bazadan boshlaydi (ID lar marketpleysniki): yuqorida yangi maʼlumotlar bazasi faylini tanlang, soʻng katalogni marketpleysdan nusxalang.</translation>
    </message>
    <message>
        <source>The database is empty: copy the catalog from the marketplace (or just start the server, which copies it first).</source>
        <translation>Maʼlumotlar bazasi boʻsh: katalogni marketpleysdan nusxalang (yoki shunchaki serverni ishga tushiring — u avval oʻzi nusxalaydi).</translation>
    </message>
    <message>
        <source>Enter the key&apos;s secret.</source>
        <translation>Kalitning maxfiy kodini kiriting.</translation>
    </message>
    <message>
        <source>Enter the app ID of the seller&apos;s key at the marketplace.</source>
        <translation>Marketpleysdagi sotuvchi kalitining ilova ID sini kiriting.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Saqlanmadi: %1</translation>
    </message>
    <message>
        <source>kept in the keychain</source>
        <translation>kalitlar omborida saqlangan</translation>
    </message>
    <message>
        <source>Saved; the secret is in the system keychain. The server follows the marketplace from its next start.</source>
        <translation>Saqlandi; maxfiy kod tizimning kalitlar omborida. Server keyingi ishga tushishdan boshlab marketpleysga ergashadi.</translation>
    </message>
    <message>
        <source>Saved; the secret is in the system keychain. Stop and start the server to follow the marketplace with this key.</source>
        <translation>Saqlandi; maxfiy kod tizimning kalitlar omborida. Server shu kalit bilan marketpleysga ergashishi uchun uni toʻxtatib, qayta ishga tushiring.</translation>
    </message>
    <message>
        <source>Asking the marketplace…</source>
        <translation>Marketpleysdan soʻralmoqda…</translation>
    </message>
    <message>
        <source>The marketplace answers, but this key belongs to no seller. The shop needs the seller&apos;s own key there, with stock changes allowed.</source>
        <translation>Marketpleys javob bermoqda, lekin bu kalit hech bir sotuvchiga tegishli emas. Doʻkonga u yerdagi sotuvchining oʻz kaliti kerak, qoldiqni oʻzgartirish ruxsati bilan.</translation>
    </message>
    <message>
        <source>The marketplace answers, but this key of %1 may not change stock. Ask for a key with stock changes allowed.</source>
        <translation>Marketpleys javob bermoqda, lekin %1 ning bu kaliti qoldiqni oʻzgartira olmaydi. Qoldiqni oʻzgartirish ruxsati bor kalit soʻrang.</translation>
    </message>
    <message>
        <source>Connected: the key of seller “%1” (no. %2) may change stock at the marketplace.</source>
        <translation>Ulandi: “%1” sotuvchisining kaliti (№ %2) marketpleysda qoldiqni oʻzgartira oladi.</translation>
    </message>
    <message>
        <source>Save the marketplace&apos;s address and key first.</source>
        <translation>Avval marketpleys manzili va kalitini saqlang.</translation>
    </message>
    <message>
        <source>Stop the server first: the running server copies the catalog itself when it follows the marketplace.</source>
        <translation>Avval serverni toʻxtating: marketpleysga ergashayotgan ishlayotgan server katalogni oʻzi nusxalaydi.</translation>
    </message>
    <message>
        <source>No secret is kept for this key: enter it and save.</source>
        <translation>Bu kalit uchun maxfiy kod saqlanmagan: uni kiriting va saqlang.</translation>
    </message>
    <message>
        <source>%1 already holds products. Copy into it only if they came from this marketplace (a copy that was interrupted); otherwise choose a new, empty database file.</source>
        <translation>%1 da allaqachon mahsulotlar bor. Ular shu marketpleysdan kelgan boʻlsagina (uzilib qolgan nusxalash) unga nusxalang; aks holda yangi, boʻsh maʼlumotlar bazasi faylini tanlang.</translation>
    </message>
    <message>
        <source>Copy anyway</source>
        <translation>Baribir nusxalash</translation>
    </message>
    <message>
        <source>copy from the marketplace</source>
        <translation>marketpleysdan nusxalash</translation>
    </message>
    <message>
        <source>The seller&apos;s catalog was copied from the marketplace into %1. Start the server: it follows the marketplace from now on.</source>
        <translation>Sotuvchi katalogi marketpleysdan %1 ga nusxalandi. Serverni ishga tushiring: endi u marketpleysga ergashadi.</translation>
    </message>
    <message>
        <source>The copy was cancelled. Copying again is safe: it starts over.</source>
        <translation>Nusxalash bekor qilindi. Qayta nusxalash xavfsiz: u boshidan boshlanadi.</translation>
    </message>
    <message>
        <source>The catalog could not be copied from the marketplace: %1</source>
        <translation>Katalogni marketpleysdan nusxalab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>%1 holds a catalog of its own, so the server cannot follow the marketplace with it (the ids are the marketplace&apos;s). Choose a new, empty database file to follow the marketplace.</source>
        <translation>%1 da oʻz katalogi bor, shuning uchun server u bilan marketpleysga ergasha olmaydi (ID lar marketpleysniki). Marketpleysga ergashish uchun yangi, boʻsh maʼlumotlar bazasi faylini tanlang.</translation>
    </message>
    <message>
        <source>Start without the marketplace</source>
        <translation>Marketpleyssiz ishga tushirish</translation>
    </message>
    <message>
        <source>The marketplace&apos;s secret could not be read from the keychain, so the server was not started: %1</source>
        <translation>Marketpleys maxfiy kodini kalitlar omboridan oʻqib boʻlmadi, shuning uchun server ishga tushirilmadi: %1</translation>
    </message>
    <message>
        <source>No secret is kept for this key: enter it in Marketplace and save.</source>
        <translation>Bu kalit uchun maxfiy kod saqlanmagan: uni “Marketpleys” boʻlimida kiriting va saqlang.</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>&amp;Saqlash</translation>
    </message>
    <message>
        <source>Test conn&amp;ection</source>
        <translation>&amp;Ulanishni tekshirish</translation>
    </message>
    <message>
        <source>&amp;Web address:</source>
        <translation>Market&amp;pleys manzili:</translation>
    </message>
    <message>
        <source>App ID:</source>
        <translation>Ilova ID:</translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation>Maxfiy k&amp;od:</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Close this message</source>
        <translation>Xabarni yopish</translation>
    </message>
</context>
<context>
    <name>MineModel</name>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>no</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>Saving %1… (the server had %2)</source>
        <translation>%1 saqlanmoqda… (serverda %2 edi)</translation>
    </message>
    <message>
        <source>Double-click or press F2 to set the stock.</source>
        <translation>Qoldiqni belgilash uchun ikki marta bosing yoki F2 tugmasini bosing.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>ISBN</source>
        <translation>ISBN</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Shtrix-kod</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narxi</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>Mavjud</translation>
    </message>
    <message>
        <source>Low stock: %1 left, reorder at %2.</source>
        <translation>Kam qoldi: %1 ta qoldi, buyurtma darajasi %2.</translation>
    </message>
    <message>
        <source>No reorder level set.</source>
        <translation>Buyurtma darajasi belgilanmagan.</translation>
    </message>
    <message>
        <source>Reorder at</source>
        <translation>Buyurtma darajasi</translation>
    </message>
    <message>
        <source>Oversold (stock %1): more were sold than were on the shelf. Count the shelf, or receive the missing copies.</source>
        <translation>Ortiqcha sotilgan (qoldiq %1): javonda boʻlganidan ko‘proq sotildi. Javonni qayta sanang yoki yetishmayotgan nusxalarni qabul qiling.</translation>
    </message>
</context>
<context>
    <name>MovementModel</name>
    <message>
        <source>Received</source>
        <translation>Kirim</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Sotuv</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Qaytarildi</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Shikastlangan</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Yoʻqolgan</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Tuzatish</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Inventarizatsiya</translation>
    </message>
    <message>
        <source>Key %1 (%2)</source>
        <translation>%1 kaliti (%2)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Qachon</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avval</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Oʻzgarish</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Keyin</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Sabab</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Izoh</translation>
    </message>
    <message>
        <source>Who (key)</source>
        <translation>Kim (kalit)</translation>
    </message>
    <message>
        <source>%1 (scanned %2)</source>
        <translation>%1 (skanerlangan: %2)</translation>
    </message>
    <message>
        <source>Catalog import</source>
        <translation>Katalog importi</translation>
    </message>
    <message>
        <source>Written by an import of a catalog file on the server</source>
        <translation>Serverda katalog faylini import qilish orqali yozilgan</translation>
    </message>
    <message>
        <source>Catalog import: %1</source>
        <translation>Katalog importi: %1</translation>
    </message>
    <message>
        <source>Returned to supplier</source>
        <translation>Yetkazib beruvchiga qaytarildi</translation>
    </message>
    <message>
        <source>Delivery %1</source>
        <translation>Yetkazib berish %1</translation>
    </message>
    <message>
        <source>Return to supplier %1</source>
        <translation>Yetkazib beruvchiga qaytarish %1</translation>
    </message>
    <message>
        <source>Delivery %1, invoice %2</source>
        <translation>Yetkazib berish %1, hisob-faktura %2</translation>
    </message>
    <message>
        <source>Return to supplier %1, note %2</source>
        <translation>Yetkazib beruvchiga qaytarish %1, yuk xati %2</translation>
    </message>
</context>
<context>
    <name>OrderDocument</name>
    <message>
        <source>Purchase order %1</source>
        <translation>Xarid buyurtmasi № %1</translation>
    </message>
    <message>
        <source>Purchase order %1 (%2)</source>
        <translation>Xarid buyurtmasi № %1 (%2)</translation>
    </message>
    <message>
        <source>Supplier: %1</source>
        <translation>Yetkazib beruvchi: %1</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Miqdori</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Xarid narxi</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Summa</translation>
    </message>
    <message numerus="yes">
        <source>Total: %n title(s), %1 unit(s)</source>
        <translation>
            <numerusform>Jami: %n ta nom, %1 dona</numerusform>
            <numerusform>Jami: %n ta nom, %1 dona</numerusform>
        </translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>summasi %1</translation>
    </message>
    <message numerus="yes">
        <source>%n title(s) without a cost</source>
        <translation>
            <numerusform>%n ta nomning xarid narxi yoʻq</numerusform>
            <numerusform>%n ta nomning xarid narxi yoʻq</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrderExport</name>
    <message>
        <source>open</source>
        <translation>ochiq</translation>
    </message>
    <message>
        <source>partially received</source>
        <translation>qisman qabul qilingan</translation>
    </message>
    <message>
        <source>received</source>
        <translation>qabul qilingan</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>yopilgan</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>bekor qilingan</translation>
    </message>
</context>
<context>
    <name>OrderListTab</name>
    <message>
        <source>Order</source>
        <translation>Buyurtma</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Raqam</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Holati</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Qatorlar</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Kirim</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Ordered</source>
        <translation>Buyurtma qilingan</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Tannarx</translation>
    </message>
    <message>
        <source>C&amp;lose order</source>
        <translation>&amp;Yopish</translation>
    </message>
    <message>
        <source>Cancel order</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV ga eksport…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Chop &amp;etish…</translation>
    </message>
    <message>
        <source>The orders could not be loaded</source>
        <translation>Buyurtmalarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%2 tadan %1 tasi (%3%)</translation>
    </message>
    <message>
        <source>The order could not be loaded</source>
        <translation>Buyurtmani yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Buyurtmalar</translation>
    </message>
    <message>
        <source>Close order %1? The titles not received yet will not come.</source>
        <translation>Buyurtma %1 yopilsinmi? Hali qabul qilinmagan nomlar kelmaydi.</translation>
    </message>
    <message>
        <source>Cancel order %1? Nothing of it was received.</source>
        <translation>Buyurtma %1 bekor qilinsinmi? Undan hech narsa qabul qilinmagan.</translation>
    </message>
    <message>
        <source>The order could not be changed</source>
        <translation>Buyurtmani oʻzgartirib boʻlmadi</translation>
    </message>
    <message>
        <source>Order %1 is %2.</source>
        <translation>Buyurtma %1: %2.</translation>
    </message>
    <message>
        <source>The shop&apos;s name could not be read for the order&apos;s header</source>
        <translation>Buyurtma sarlavhasi uchun doʻkon nomini oʻqib boʻlmadi</translation>
    </message>
    <message>
        <source>Export order</source>
        <translation>Buyurtmani eksport qilish</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllar (*.csv)</translation>
    </message>
    <message>
        <source>The order could not be exported</source>
        <translation>Buyurtmani eksport qilib boʻlmadi</translation>
    </message>
    <message>
        <source>Order %1 exported to %2.</source>
        <translation>Buyurtma %1 %2 ga eksport qilindi.</translation>
    </message>
</context>
<context>
    <name>OrdersPane</name>
    <message>
        <source>Suppliers</source>
        <translation>Yetkazib beruvchilar</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Qoʻshish…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Tahrirlash…</translation>
    </message>
    <message>
        <source>Reorder suggestions</source>
        <translation>Qayta buyurtma takliflari</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Buyurtmalar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The suppliers could not be loaded</source>
        <translation>Yetkazib beruvchilarni yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>The supplier could not be saved</source>
        <translation>Yetkazib beruvchini saqlab boʻlmadi</translation>
    </message>
    <message>
        <source>Supplier “%1” saved.</source>
        <translation>“%1” yetkazib beruvchisi saqlandi.</translation>
    </message>
    <message>
        <source>No order started: add the supplier first, then create the order again.</source>
        <translation>Buyurtma boshlanmadi: avval yetkazib beruvchini qoʻshing, soʻng buyurtmani qayta yarating.</translation>
    </message>
    <message>
        <source>No order started: no supplier was chosen.</source>
        <translation>Buyurtma boshlanmadi: yetkazib beruvchi tanlanmadi.</translation>
    </message>
    <message>
        <source>Create order</source>
        <translation>Buyurtma yaratish</translation>
    </message>
    <message numerus="yes">
        <source>%n title(s) to order have no supplier or different ones. Which supplier is the order for?</source>
        <translation>
            <numerusform>Buyurtma qilinadigan %n ta nomning yetkazib beruvchisi yoʻq yoki ular turlicha. Buyurtma qaysi yetkazib beruvchi uchun?</numerusform>
            <numerusform>Buyurtma qilinadigan %n ta nomning yetkazib beruvchisi yoʻq yoki ular turlicha. Buyurtma qaysi yetkazib beruvchi uchun?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Reads the suppliers, their reorder suggestions and orders again (F5): levels and stock change elsewhere.</source>
        <translation>Yetkazib beruvchilar, qayta buyurtma takliflari va buyurtmalarni qayta oʻqiydi (F5): darajalar va qoldiq boshqa joylarda ham oʻzgaradi.</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>not connected to a server</source>
        <translation>serverga ulanilmagan</translation>
    </message>
    <message>
        <source>discarded on this console, never sent</source>
        <translation>shu konsolda oʻchirildi, yuborilmagan</translation>
    </message>
</context>
<context>
    <name>OutboxStateBanner</name>
    <message>
        <source>Not connected. Connect to your shop&apos;s catalog server to see your products and count stock, or run a server on this computer in the Local server pane.</source>
        <translation>Ulanmagan. Mahsulotlaringizni koʻrish va qoldiqlarni hisoblash uchun doʻkoningiz katalog serveriga ulaning yoki “Mahalliy server” boʻlimida shu kompyuterda server ishga tushiring.</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Ulanish…</translation>
    </message>
    <message>
        <source>Local server</source>
        <translation>Mahalliy server</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) wait for credentials. %1 Nothing is lost: they are sent once the key is accepted.</source>
        <translation>
            <numerusform>%n ta skan kalit maʼlumotlarini kutmoqda. %1 Hech narsa yoʻqolmaydi: kalit qabul qilingach, ular yuboriladi.</numerusform>
            <numerusform>%n ta skan kalit maʼlumotlarini kutmoqda. %1 Hech narsa yoʻqolmaydi: kalit qabul qilingach, ular yuboriladi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the secret…</source>
        <translation>Maxfiy kodni kiritish…</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) wait under a key this connection no longer uses. Send them with the current key, or discard them (the scan log lists them).</source>
        <translation>
            <numerusform>%n ta skan bu ulanish endi ishlatmaydigan kalit bilan kutmoqda. Ularni joriy kalit bilan yuboring yoki bekor qiling (skanlar jurnalida koʻrsatilgan).</numerusform>
            <numerusform>%n ta skan bu ulanish endi ishlatmaydigan kalit bilan kutmoqda. Ularni joriy kalit bilan yuboring yoki bekor qiling (skanlar jurnalida koʻrsatilgan).</numerusform>
        </translation>
    </message>
    <message>
        <source>Send with the current key</source>
        <translation>Joriy kalit bilan yuborish</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>Ularni bekor qilish</translation>
    </message>
    <message numerus="yes">
        <source>Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the outbox and are sent when the server is back.</source>
        <translation>
            <numerusform>Aloqa yoʻq: server javob bermayapti. Skanerlashda davom eting — %n ta skan yuborish navbatida kutmoqda va aloqa tiklanganda yuboriladi.</numerusform>
            <numerusform>Aloqa yoʻq: server javob bermayapti. Skanerlashda davom eting — %n ta skan yuborish navbatida kutmoqda va aloqa tiklanganda yuboriladi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PagedProductModel</name>
    <message>
        <source>book</source>
        <translation>kitob</translation>
    </message>
    <message>
        <source>stationery</source>
        <translation>kanselyariya</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>no</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Turi</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narxi</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Eski narxi</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>Mavjud</translation>
    </message>
    <message>
        <source>The old price is not above the price: the discount shown to buyers is wrong.</source>
        <translation>Eski narx narxdan yuqori emas: xaridorlarga koʻrsatiladigan chegirma notoʻgʻri.</translation>
    </message>
    <message>
        <source>This list does not say; open the product to see its stock.</source>
        <translation>Bu roʻyxatda koʻrsatilmagan; qoldiqni koʻrish uchun mahsulotni oching.</translation>
    </message>
</context>
<context>
    <name>PlainFileCredentialStore</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 ni oʻqib boʻlmadi: %2</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Play a &amp;sound for each scan</source>
        <translation>Har bir skanda ovozli &amp;signal</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Sozlamalar</translation>
    </message>
    <message>
        <source>A barcode scanner types much faster than a person. Keys that come faster than these limits and end with Enter or Tab are taken as a scan.</source>
        <translation>Shtrix-kod skaneri odamdan ancha tez yozadi. Bu chegaralardan tezroq kelgan va Enter yoki Tab bilan tugagan tugma bosishlari skanerlash deb hisoblanadi.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Average time between keys at most:</source>
        <translation>Tugmalar orasidagi &amp;oʻrtacha vaqt, koʻpi bilan:</translation>
    </message>
    <message>
        <source>&amp;Longest pause within a scan:</source>
        <translation>Skan ichidagi eng &amp;uzun pauza:</translation>
    </message>
    <message>
        <source>A new language is used after the console is restarted.</source>
        <translation>Yangi til konsol qayta ishga tushirilgandan keyin qoʻllanadi.</translation>
    </message>
    <message>
        <source>Shortest &amp;code:</source>
        <translation>Kodning eng &amp;kam uzunligi:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Til:</translation>
    </message>
    <message>
        <source>As&amp;k before recording a sale below 0 in stock</source>
        <translation>&amp;Qoldiq 0 dan pastga tushadigan sotuvdan oldin soʻrash</translation>
    </message>
</context>
<context>
    <name>ProductCodeValidator</name>
    <message>
        <source>No code was entered.</source>
        <translation>Kod kiritilmadi.</translation>
    </message>
    <message>
        <source>“%1” contains characters that no barcode or ISBN has.</source>
        <translation>“%1” tarkibida shtrix-kod yoki ISBN da boʻlmaydigan belgilar bor.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %n digit(s); a barcode or ISBN has 8, 10, 12 or 13.</source>
        <translation>
            <numerusform>“%1” da %n ta raqam bor, shtrix-kod yoki ISBN da esa 8, 10, 12 yoki 13 ta boʻladi.</numerusform>
            <numerusform>“%1” da %n ta raqam bor, shtrix-kod yoki ISBN da esa 8, 10, 12 yoki 13 ta boʻladi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The check digit of “%1” is wrong: it was mistyped or misread. Scan it again or check the number.</source>
        <translation>“%1” ning nazorat raqami notoʻgʻri: kod xato kiritilgan yoki xato oʻqilgan. Uni qayta skanerlang yoki raqamni tekshiring.</translation>
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
        <translation>notoʻgʻri</translation>
    </message>
</context>
<context>
    <name>ProductDetailDialog</name>
    <message>
        <source>Product details</source>
        <translation>Mahsulot tafsilotlari</translation>
    </message>
</context>
<context>
    <name>ProductDetailPanel</name>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Shtrix-kod</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narxi</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
    </message>
    <message>
        <source>Choose a product to see its details.</source>
        <translation>Tafsilotlarni koʻrish uchun mahsulotni tanlang.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Yuklanmoqda…</translation>
    </message>
    <message>
        <source>The product could not be loaded: %1</source>
        <translation>Mahsulotni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>Mavjud</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>no</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Muallif</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>Nashriyot</translation>
    </message>
    <message>
        <source>ISBN</source>
        <translation>ISBN</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Sahifalar</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Sotuvchi</translation>
    </message>
    <message>
        <source>%1 — &lt;a href=&apos;author:%2&apos;&gt;more by this author&lt;/a&gt;</source>
        <translation>%1 — &lt;a href=&apos;author:%2&apos;&gt;muallifning boshqa kitoblari&lt;/a&gt;</translation>
    </message>
    <message>
        <source>%1 — &lt;a href=&apos;publisher:%2&apos;&gt;more from this publisher&lt;/a&gt;</source>
        <translation>%1 — &lt;a href=&apos;publisher:%2&apos;&gt;nashriyotning boshqa kitoblari&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation>Eski narx</translation>
    </message>
    <message>
        <source>%1 — not above the price</source>
        <translation>%1 — narxdan yuqori emas</translation>
    </message>
    <message>
        <source>This product has no picture.</source>
        <translation>Bu mahsulotning rasmi yoʻq.</translation>
    </message>
    <message>
        <source>The picture could not be loaded from %1</source>
        <translation>Rasmni %1 manzilidan yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>Loading the picture…</source>
        <translation>Rasm yuklanmoqda…</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>koʻrsatilmagan</translation>
    </message>
    <message>
        <source>Your stock</source>
        <translation>Sizning qoldigʻingiz</translation>
    </message>
    <message>
        <source>Your stock: %1</source>
        <translation>Sizning qoldigʻingiz: %1</translation>
    </message>
</context>
<context>
    <name>ProductSettingsDialog</name>
    <message>
        <source>&amp;Active: listed, found and sold</source>
        <translation>&amp;Faol: roʻyxatda koʻrinadi, qidiruvda topiladi va sotiladi</translation>
    </message>
    <message>
        <source>Product settings</source>
        <translation>Mahsulot sozlamalari</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>At or below this stock the product counts as low stock</source>
        <translation>Qoldiq shu miqdorda yoki undan kam boʻlsa, mahsulot kam qolgan hisoblanadi</translation>
    </message>
    <message>
        <source>suggested</source>
        <translation>hisoblangan</translation>
    </message>
    <message>
        <source>How many to order; &quot;suggested&quot;: twice the reorder level minus the stock</source>
        <translation>Qancha buyurtma qilish; “hisoblangan”: buyurtma darajasining ikki barobari minus qoldiq</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Narx:</translation>
    </message>
    <message>
        <source>&amp;Old price:</source>
        <translation>&amp;Eski narx:</translation>
    </message>
    <message>
        <source>&amp;Reorder level:</source>
        <translation>&amp;Buyurtma darajasi:</translation>
    </message>
    <message>
        <source>Reorder &amp;quantity:</source>
        <translation>Buyurtma &amp;miqdori:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Saqlash</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Saqlanmoqda…</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Saqlanmadi: %1</translation>
    </message>
    <message>
        <source>The supplier this product is usually ordered from: its reorder suggestions list it</source>
        <translation>Bu mahsulot odatda buyurtma qilinadigan yetkazib beruvchi: mahsulot uning qayta buyurtma takliflarida chiqadi</translation>
    </message>
    <message>
        <source>S&amp;upplier:</source>
        <translation>&amp;Yetkazib beruvchi:</translation>
    </message>
    <message>
        <source>Loading the suppliers…</source>
        <translation>Yetkazib beruvchilar yuklanmoqda…</translation>
    </message>
    <message>
        <source>Supplier %1 (the list could not be loaded)</source>
        <translation>Yetkazib beruvchi %1 (roʻyxatni yuklab boʻlmadi)</translation>
    </message>
    <message>
        <source>The suppliers could not be loaded: %1</source>
        <translation>Yetkazib beruvchilarni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Supplier %1</source>
        <translation>Yetkazib beruvchi %1</translation>
    </message>
</context>
<context>
    <name>ProductTableView</name>
    <message>
        <source>&amp;Copy rows</source>
        <translation>Qatorlarni &amp;nusxalash</translation>
    </message>
</context>
<context>
    <name>QualityDuplicatesTab</name>
    <message>
        <source>&amp;Show listings</source>
        <translation>&amp;Takliflarni koʻrsatish</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Eksport…</translation>
    </message>
    <message>
        <source>Codes with differing listings</source>
        <translation>Takliflari farq qiladigan kodlar</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Sotuvchi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Muallif</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Narx</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Turi</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Sotuvda</translation>
    </message>
    <message>
        <source>Listings side by side</source>
        <translation>Takliflar yonma-yon</translation>
    </message>
    <message numerus="yes">
        <source>%n code(s) with differing listings</source>
        <translation>
            <numerusform>Takliflari farq qiladigan %n ta kod</numerusform>
            <numerusform>Takliflari farq qiladigan %n ta kod</numerusform>
        </translation>
    </message>
    <message>
        <source>The duplicates could not be read: %1</source>
        <translation>Dublikatlarni oʻqib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Export the duplicates</source>
        <translation>Dublikatlarni eksport qilish</translation>
    </message>
    <message>
        <source>Listing %1</source>
        <translation>%1-taklif</translation>
    </message>
    <message>
        <source>book</source>
        <translation>kitob</translation>
    </message>
    <message>
        <source>stationery</source>
        <translation>kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>no</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>The listings differ here.</source>
        <translation>Takliflar shu yerda farq qiladi.</translation>
    </message>
    <message>
        <source>The duplicates could not be exported: %1</source>
        <translation>Dublikatlarni eksport qilib boʻlmadi: %1</translation>
    </message>
</context>
<context>
    <name>QualityPane</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Read the counts and the list again from the server (F5)</source>
        <translation>Hisoblar va roʻyxatni serverdan qayta oʻqish (F5)</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Muammolar</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Umumiy koʻrinish</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Mahsulotlar</translation>
    </message>
    <message>
        <source>Catalog quality: not read yet.</source>
        <translation>Katalog sifati: hali oʻqilmagan.</translation>
    </message>
    <message>
        <source>The catalog&apos;s quality could not be read: %1</source>
        <translation>Katalog sifatini oʻqib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Offline: showing what was read at %1 (%2).</source>
        <translation>Aloqa yoʻq: soat %1 da oʻqilgani koʻrsatilmoqda (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n ta mahsulot</numerusform>
            <numerusform>%n ta mahsulot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n listed</source>
        <translation>
            <numerusform>%n tasi sotuvda</numerusform>
            <numerusform>%n tasi sotuvda</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % complete on average</source>
        <translation>oʻrtacha %1 % toʻldirilgan</translation>
    </message>
    <message numerus="yes">
        <source>%n uncategorised</source>
        <translation>
            <numerusform>%n tasi toifasiz</numerusform>
            <numerusform>%n tasi toifasiz</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Duplicates</source>
        <translation>&amp;Dublikatlar</translation>
    </message>
    <message>
        <source>S&amp;earches</source>
        <translation>&amp;Soʻrovlar</translation>
    </message>
</context>
<context>
    <name>QualityProductsTab</name>
    <message>
        <source>&amp;Details…</source>
        <translation>&amp;Batafsil…</translation>
    </message>
    <message>
        <source>&amp;Bulk edit…</source>
        <translation>&amp;Ommaviy tahrirlash…</translation>
    </message>
    <message>
        <source>Export &amp;list…</source>
        <translation>&amp;Roʻyxatni eksport…</translation>
    </message>
    <message>
        <source>Export &amp;chosen…</source>
        <translation>&amp;Tanlanganlarni eksport…</translation>
    </message>
    <message>
        <source>Name, author or code</source>
        <translation>Nomi, muallif yoki kod</translation>
    </message>
    <message>
        <source>Search the admin list</source>
        <translation>Administrator roʻyxatida qidirish</translation>
    </message>
    <message>
        <source>Any issue</source>
        <translation>Har qanday muammo</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Muammo</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Sotuvchi</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Toifa</translation>
    </message>
    <message>
        <source>Listed or not</source>
        <translation>Sotuvda yoki yoʻq</translation>
    </message>
    <message>
        <source>Listed</source>
        <translation>Sotuvda</translation>
    </message>
    <message>
        <source>Switched off</source>
        <translation>Oʻchirilgan</translation>
    </message>
    <message>
        <source>Listing</source>
        <translation>Sotuv</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Mahsulotlar</translation>
    </message>
    <message>
        <source>Export the list</source>
        <translation>Roʻyxatni eksport qilish</translation>
    </message>
    <message>
        <source>Export the chosen products</source>
        <translation>Tanlangan mahsulotlarni eksport qilish</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n ta mahsulot</numerusform>
            <numerusform>%n ta mahsulot</numerusform>
        </translation>
    </message>
    <message>
        <source>The list could not be read again (%1). It shows what was last loaded.</source>
        <translation>Roʻyxatni qayta oʻqib boʻlmadi (%1). Oxirgi yuklangani koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>The list could not be read: %1</source>
        <translation>Roʻyxatni oʻqib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Any seller</source>
        <translation>Har qanday sotuvchi</translation>
    </message>
    <message>
        <source>%1 (switched off)</source>
        <translation>%1 (oʻchirilgan)</translation>
    </message>
    <message>
        <source>Any category</source>
        <translation>Har qanday toifa</translation>
    </message>
    <message numerus="yes">
        <source>Change %n chosen product(s) at once</source>
        <translation>
            <numerusform>%n ta tanlangan mahsulotni birdaniga oʻzgartirish</numerusform>
            <numerusform>%n ta tanlangan mahsulotni birdaniga oʻzgartirish</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was saved.</source>
        <translation>“%1” saqlandi.</translation>
    </message>
    <message>
        <source>Bulk edit</source>
        <translation>Ommaviy tahrirlash</translation>
    </message>
    <message numerus="yes">
        <source>Set the %1 of %n product(s) to %2?</source>
        <translation>
            <numerusform>%n ta mahsulotning %1 “%2” qilinsinmi?</numerusform>
            <numerusform>%n ta mahsulotning %1 “%2” qilinsinmi?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Change them</source>
        <translation>&amp;Oʻzgartirish</translation>
    </message>
    <message numerus="yes">
        <source>Changing %n product(s)…</source>
        <translation>
            <numerusform>%n ta mahsulot oʻzgartirilmoqda…</numerusform>
            <numerusform>%n ta mahsulot oʻzgartirilmoqda…</numerusform>
        </translation>
    </message>
    <message>
        <source>Bulk edit results</source>
        <translation>Ommaviy tahrirlash natijalari</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Natija</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Yopish</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>oʻzgartirildi</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>rad etildi: %1</translation>
    </message>
    <message>
        <source>not sent: %1</source>
        <translation>yuborilmadi: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s) changed</source>
        <translation>
            <numerusform>%n ta mahsulot oʻzgartirildi</numerusform>
            <numerusform>%n ta mahsulot oʻzgartirildi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n tasi rad etildi</numerusform>
            <numerusform>%n tasi rad etildi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not sent</source>
        <translation>
            <numerusform>%n tasi yuborilmadi</numerusform>
            <numerusform>%n tasi yuborilmadi</numerusform>
        </translation>
    </message>
    <message>
        <source>Show results</source>
        <translation>Natijalarni koʻrsatish</translation>
    </message>
    <message>
        <source>The list could not be exported: %1</source>
        <translation>Roʻyxatni eksport qilib boʻlmadi: %1</translation>
    </message>
</context>
<context>
    <name>QualitySearchesTab</name>
    <message>
        <source>Only searches that found &amp;nothing</source>
        <translation>Faqat &amp;natijasiz soʻrovlar</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Eksport…</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Oxirgi 7 kun</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Oxirgi 30 kun</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Oxirgi 90 kun</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Butun davr</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Davr</translation>
    </message>
    <message>
        <source>Searches</source>
        <translation>Soʻrovlar</translation>
    </message>
    <message numerus="yes">
        <source>%n different search(es)</source>
        <translation>
            <numerusform>%n xil soʻrov</numerusform>
            <numerusform>%n xil soʻrov</numerusform>
        </translation>
    </message>
    <message>
        <source>The searches could not be read: %1</source>
        <translation>Soʻrovlarni oʻqib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Export the searches</source>
        <translation>Soʻrovlarni eksport qilish</translation>
    </message>
    <message>
        <source>The searches could not be exported: %1</source>
        <translation>Soʻrovlarni eksport qilib boʻlmadi: %1</translation>
    </message>
</context>
<context>
    <name>QuantityPrompt</name>
    <message>
        <source>Apply</source>
        <translation>Qoʻllash</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Oʻtkazib yuborish</translation>
    </message>
    <message>
        <source>How many of “%1” (%2)? Negative removes; Enter applies, Esc skips.</source>
        <translation>“%1” (%2) dan qancha? Manfiy son ayiradi; Enter — qoʻllash, Esc — oʻtkazib yuborish.</translation>
    </message>
    <message>
        <source>How many of %1? Negative removes; Enter applies, Esc skips.</source>
        <translation>%1 dan qancha? Manfiy son ayiradi; Enter — qoʻllash, Esc — oʻtkazib yuborish.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n more scan(s) waiting)</source>
        <translation>
            <numerusform>%1 (yana %n ta skan kutmoqda)</numerusform>
            <numerusform>%1 (yana %n ta skan kutmoqda)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReorderTab</name>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
    </message>
    <message>
        <source>On order</source>
        <translation>Buyurtmada</translation>
    </message>
    <message>
        <source>Reorder level</source>
        <translation>Buyurtma darajasi</translation>
    </message>
    <message>
        <source>To order</source>
        <translation>Buyurtma qilish</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Xarid narxi</translation>
    </message>
    <message>
        <source>Create &amp;order</source>
        <translation>&amp;Buyurtma yaratish</translation>
    </message>
    <message>
        <source>Titles at or below their reorder level, less what is already on order. Change the quantities, then create the order.</source>
        <translation>Qayta buyurtma darajasida yoki undan past boʻlgan nomlar, allaqachon buyurtma qilinganlari ayirilgan. Miqdorlarni oʻzgartiring, soʻng buyurtma yarating.</translation>
    </message>
    <message>
        <source>Order reference (optional)</source>
        <translation>Buyurtma raqami (ixtiyoriy)</translation>
    </message>
    <message>
        <source>Order reference</source>
        <translation>Buyurtma raqami</translation>
    </message>
    <message>
        <source>The reorder suggestions could not be loaded</source>
        <translation>Qayta buyurtma takliflarini yuklab boʻlmadi</translation>
    </message>
    <message>
        <source>0 leaves the title out of the order.</source>
        <translation>0 — nom buyurtmaga kirmaydi.</translation>
    </message>
    <message>
        <source>The supplier&apos;s price of one unit; empty when not known yet.</source>
        <translation>Yetkazib beruvchidan bir dona xarid narxi; hali nomaʼlum boʻlsa, boʻsh qoldiring.</translation>
    </message>
    <message numerus="yes">
        <source>%n chosen title(s) to order from %1: check the quantities, then create the order.</source>
        <translation>
            <numerusform>“%1”dan buyurtma qilinadigan %n ta tanlangan nom: miqdorlarni tekshiring, soʻng buyurtmani yarating.</numerusform>
            <numerusform>“%1”dan buyurtma qilinadigan %n ta tanlangan nom: miqdorlarni tekshiring, soʻng buyurtmani yarating.</numerusform>
        </translation>
    </message>
    <message>
        <source>No order created</source>
        <translation>Buyurtma yaratilmadi</translation>
    </message>
    <message>
        <source>a unit cost is a whole amount of 0 or more, or empty (%1).</source>
        <translation>xarid narxi 0 yoki undan katta butun son boʻladi yoki boʻsh qoladi (%1).</translation>
    </message>
    <message>
        <source>choose a supplier and at least one quantity.</source>
        <translation>yetkazib beruvchini va kamida bitta miqdorni tanlang.</translation>
    </message>
    <message>
        <source>The order could not be created</source>
        <translation>Buyurtmani yaratib boʻlmadi</translation>
    </message>
    <message numerus="yes">
        <source>Order %1 created: %n line(s).</source>
        <translation>
            <numerusform>Buyurtma %1 yaratildi: %n qator.</numerusform>
            <numerusform>Buyurtma %1 yaratildi: %n qator.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportChart</name>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Diagrammani PNG ga saqlash…</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Maʼlumotlarni CSV ga saqlash…</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagrammani saqlash</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG rasmlari (*.png)</translation>
    </message>
    <message>
        <source>Save data</source>
        <translation>Maʼlumotlarni saqlash</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllar (*.csv)</translation>
    </message>
    <message>
        <source>The chart could not be saved to %1.</source>
        <translation>Diagrammani %1 ga saqlab boʻlmadi.</translation>
    </message>
    <message>
        <source>The data could not be saved to %1: %2</source>
        <translation>Maʼlumotlarni %1 ga saqlab boʻlmadi: %2</translation>
    </message>
</context>
<context>
    <name>ReportsPane</name>
    <message>
        <source>Last 7 days</source>
        <translation>Oxirgi 7 kun</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Oxirgi 30 kun</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Oxirgi 90 kun</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Shu oy</translation>
    </message>
    <message>
        <source>Custom range</source>
        <translation>Boshqa davr</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Davr</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Kunlar boʻyicha</translation>
    </message>
    <message>
        <source>By week</source>
        <translation>Haftalar boʻyicha</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Oylar boʻyicha</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>Guruhlash</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Davr:</translation>
    </message>
    <message>
        <source>Units sold</source>
        <translation>Sotildi, dona</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Tushum</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Qaytarildi</translation>
    </message>
    <message>
        <source>Stock at retail prices</source>
        <translation>Qoldiq chakana narxlarda</translation>
    </message>
    <message>
        <source>Stock at cost</source>
        <translation>Qoldiq tannarxda</translation>
    </message>
    <message>
        <source>To reorder</source>
        <translation>Qayta buyurtma uchun</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>Savdo</translation>
    </message>
    <message>
        <source>Top sellers</source>
        <translation>Eng koʻp sotilganlar</translation>
    </message>
    <message>
        <source>Slow sellers</source>
        <translation>Sekin sotilayotganlar</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1 ga saqlandi.</translation>
    </message>
    <message>
        <source>A report could not be loaded: %1</source>
        <translation>Hisobotni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s) in stock have no known cost and are not counted.</source>
        <translation>
            <numerusform>Tannarxi nomaʼlum %n ta mavjud mahsulot hisobga olinmadi.</numerusform>
            <numerusform>Tannarxi nomaʼlum %n ta mavjud mahsulot hisobga olinmadi.</numerusform>
        </translation>
    </message>
    <message>
        <source>No labels for %1: not found among your products.</source>
        <translation>Yorliq yoʻq: %1 — mahsulotlaringiz orasida topilmadi.</translation>
    </message>
    <message>
        <source>The titles&apos; suppliers could not be read: %1</source>
        <translation>Bu nomlarning yetkazib beruvchilarini aniqlab boʻlmadi: %1</translation>
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
        <translation>Davr</translation>
    </message>
    <message>
        <source>Units sold</source>
        <translation>Sotildi, dona</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Qaytarildi</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Tushum</translation>
    </message>
</context>
<context>
    <name>SalesTab</name>
    <message>
        <source>Revenue</source>
        <translation>Tushum</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Dona</translation>
    </message>
</context>
<context>
    <name>ScanDocumentPane</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Ayirish</translation>
    </message>
    <message>
        <source>Reads the open documents and the totals of every console scanning them again (F5).</source>
        <translation>Ochiq hujjatlar va ularni skanerlayotgan barcha konsollar yakunlarini qayta oʻqiydi (F5).</translation>
    </message>
    <message>
        <source>Scan or type an ISBN or barcode, then Enter</source>
        <translation>ISBN yoki shtrix-kodni skanerlang yoki kiriting, soʻng Enter</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>How many this scan adds (a carton); back to 1 after each scan.</source>
        <translation>Bu skan nechta qoʻshadi (quti); har bir skandan keyin yana 1.</translation>
    </message>
    <message>
        <source>The next scan takes its quantity back from the item&apos;s line (a mis-scan); back to adding after it.</source>
        <translation>Keyingi skan oʻz miqdorini mahsulot qatoridan ayiradi (xato skan); undan keyin yana qoʻshiladi.</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Joriy jami</translation>
    </message>
    <message>
        <source>Scans waiting</source>
        <translation>Kutayotgan skanlar</translation>
    </message>
    <message>
        <source>Scans wait</source>
        <translation>Skanlar kutmoqda</translation>
    </message>
    <message>
        <source>the server refused the key (%1). Nothing is lost: enter a new key (Connect…) to send them.</source>
        <translation>server kalitni rad etdi (%1). Hech narsa yoʻqolmadi: ularni yuborish uchun yangi kalitni kiriting (Ulanish…).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The scan could not be stored</source>
        <translation>Skanni saqlab boʻlmadi</translation>
    </message>
    <message>
        <source>the scan queue file is not writable.</source>
        <translation>skanlar navbati fayliga yozib boʻlmaydi.</translation>
    </message>
    <message>
        <source>Not scanned: %1</source>
        <translation>Skanerlanmadi: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) waiting to be sent</source>
        <translation>
            <numerusform>%n ta skan yuborilishini kutmoqda</numerusform>
            <numerusform>%n ta skan yuborilishini kutmoqda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) waiting for the open window</source>
        <translation>
            <numerusform>%n ta skan oyna yopilishini kutmoqda</numerusform>
            <numerusform>%n ta skan oyna yopilishini kutmoqda</numerusform>
        </translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Bajarilmadi: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s) made while the question was open went into the document first. Look at it and answer again.</source>
        <translation>
            <numerusform>Savol ochiq turganda qilingan %n ta skan avval hujjatga qoʻshildi. Uni tekshiring va yana javob bering.</numerusform>
            <numerusform>Savol ochiq turganda qilingan %n ta skan avval hujjatga qoʻshildi. Uni tekshiring va yana javob bering.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was finished or cancelled on another console</source>
        <translation>“%1” boshqa konsolda yakunlandi yoki bekor qilindi</translation>
    </message>
    <message>
        <source>choose the document to scan into above.</source>
        <translation>yuqorida skanerlanadigan hujjatni tanlang.</translation>
    </message>
    <message>
        <source>%1 was not scanned into any document</source>
        <translation>%1 hech qaysi hujjatga skanerlanmadi</translation>
    </message>
    <message>
        <source>choose one above or start one, then scan again.</source>
        <translation>yuqorida hujjatni tanlang yoki yangisini boshlang, soʻng qayta skanerlang.</translation>
    </message>
</context>
<context>
    <name>ScanLogModel</name>
    <message>
        <source>A stock cannot be negative.</source>
        <translation>Qoldiq manfiy boʻlishi mumkin emas.</translation>
    </message>
    <message>
        <source>The scan could not be stored in the local outbox: %1</source>
        <translation>Skanni mahalliy yuborish navbatiga saqlab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>kutmoqda</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>yuborilmoqda</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>qoʻllandi</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rad etildi</translation>
    </message>
    <message>
        <source>(unknown until answered)</source>
        <translation>(server javob bermaguncha nomaʼlum)</translation>
    </message>
    <message>
        <source>set %1</source>
        <translation>%1 qilib belgilash</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>bekor qilish: %1</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (bekor qilindi)</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>rad etildi: %1</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Qoʻlda kiritilgan</translation>
    </message>
    <message>
        <source>Scanned</source>
        <translation>Skanerlangan</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Vaqt</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Oʻzgarish</translation>
    </message>
    <message>
        <source>Stock after</source>
        <translation>Natija</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Holati</translation>
    </message>
    <message>
        <source>unknown code</source>
        <translation>nomaʼlum kod</translation>
    </message>
    <message>
        <source>the stock cannot go below 0</source>
        <translation>qoldiq 0 dan kam boʻlolmaydi</translation>
    </message>
    <message>
        <source>the stock would be too large</source>
        <translation>qoldiq juda katta boʻlib ketadi</translation>
    </message>
    <message>
        <source>the stock was changed meanwhile</source>
        <translation>qoldiq bu orada oʻzgardi</translation>
    </message>
    <message>
        <source>the product has variants: scan the variant&apos;s barcode</source>
        <translation>mahsulotning variantlari bor: variant shtrix-kodini skanerlang</translation>
    </message>
    <message>
        <source>the key may not change stock</source>
        <translation>bu kalit qoldiqni oʻzgartira olmaydi</translation>
    </message>
    <message>
        <source>the server did not accept the value</source>
        <translation>server qiymatni qabul qilmadi</translation>
    </message>
    <message>
        <source>invalid code</source>
        <translation>notoʻgʻri kod</translation>
    </message>
    <message>
        <source>(not sent)</source>
        <translation>(yuborilmadi)</translation>
    </message>
    <message>
        <source>waiting for credentials</source>
        <translation>kalit maʼlumotlarini kutmoqda</translation>
    </message>
    <message>
        <source>%1 written off (damaged)</source>
        <translation>%1 hisobdan chiqarildi (shikastlangan)</translation>
    </message>
    <message>
        <source>%1 written off (lost)</source>
        <translation>%1 hisobdan chiqarildi (yoʻqolgan)</translation>
    </message>
    <message>
        <source>waiting: queued under another key</source>
        <translation>kutmoqda: boshqa kalit bilan navbatda</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>bekor qilindi</translation>
    </message>
</context>
<context>
    <name>ScanLogPanel</name>
    <message>
        <source>&amp;Undo scan</source>
        <translation>Skanni &amp;bekor qilish</translation>
    </message>
    <message>
        <source>Scan log</source>
        <translation>Skanerlash jurnali</translation>
    </message>
    <message>
        <source>Reverse the selected scan (or the latest one) (Ctrl+Z)</source>
        <translation>Tanlangan (yoki oxirgi) skanni bekor qilish (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo: choose an applied or waiting scan in the log.</source>
        <translation>Bekor qilinadigan narsa yoʻq: jurnalda qoʻllangan yoki kutayotgan skanni tanlang.</translation>
    </message>
    <message>
        <source>The undo could not be stored in the local outbox.</source>
        <translation>Bekor qilishni mahalliy yuborish navbatiga saqlab boʻlmadi.</translation>
    </message>
    <message>
        <source>Nothing to discard: choose a scan that waits to be sent.</source>
        <translation>Bekor qiladigan narsa yoʻq: yuborilishini kutayotgan skanni tanlang.</translation>
    </message>
    <message>
        <source>&amp;Discard (never send it)</source>
        <translation>&amp;Bekor qilish (yubormaslik)</translation>
    </message>
    <message>
        <source>&amp;Send with the current key</source>
        <translation>Joriy kalit bilan &amp;yuborish</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>“%1” (%2)</translation>
    </message>
    <message>
        <source>Code %1</source>
        <translation>%1 kodi</translation>
    </message>
    <message>
        <source>Code %1 is not among your active products: an unknown code, or a product that is switched off. Check the shelf label, or add the product to the catalog first.</source>
        <translation>%1 kodi faol mahsulotlaringiz orasida yoʻq: bu notanish kod yoki oʻchirilgan mahsulot. Javondagi yorliqni tekshiring yoki avval mahsulotni katalogga qoʻshing.</translation>
    </message>
    <message>
        <source>%1: the stock cannot go below 0 (it is %2); nothing was changed.</source>
        <translation>%1: qoldiq 0 dan kam boʻlolmaydi (hozir %2); hech narsa oʻzgartirilmadi.</translation>
    </message>
    <message>
        <source>%1: the stock cannot go below 0; nothing was changed.</source>
        <translation>%1: qoldiq 0 dan kam boʻlolmaydi; hech narsa oʻzgartirilmadi.</translation>
    </message>
    <message>
        <source>%1: the undo was not applied: the stock was changed meanwhile and is now %2. Check the shelf and set it if needed.</source>
        <translation>%1: bekor qilish qoʻllanmadi — qoldiq bu orada oʻzgardi va endi %2. Javonni tekshiring va kerak boʻlsa qoldiqni belgilang.</translation>
    </message>
    <message>
        <source>%1: the stock was changed meanwhile and is now %2, so this change was not applied.</source>
        <translation>%1: qoldiq bu orada oʻzgardi va endi %2, shuning uchun bu oʻzgarish qoʻllanmadi.</translation>
    </message>
    <message>
        <source>%1: the stock changed meanwhile, so this change was not applied. %2</source>
        <translation>%1: qoldiq bu orada oʻzgardi, shuning uchun bu oʻzgarish qoʻllanmadi. %2</translation>
    </message>
    <message>
        <source>%1 was refused: %2</source>
        <translation>%1 — rad etildi: %2</translation>
    </message>
</context>
<context>
    <name>ScanModeBar</name>
    <message>
        <source>Each scan:</source>
        <translation>Har bir skan:</translation>
    </message>
    <message>
        <source>+1 (received)</source>
        <translation>+1 (kirim)</translation>
    </message>
    <message>
        <source>−1 (sold)</source>
        <translation>−1 (sotildi)</translation>
    </message>
    <message>
        <source>set to</source>
        <translation>belgilash</translation>
    </message>
    <message>
        <source>ask quantity</source>
        <translation>miqdorni soʻrash</translation>
    </message>
    <message>
        <source>−1 write off:</source>
        <translation>−1 hisobdan chiqarish:</translation>
    </message>
    <message>
        <source>Stock to set on each scan</source>
        <translation>Har bir skanda belgilanadigan qoldiq</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>shikastlangan</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>yoʻqolgan</translation>
    </message>
    <message>
        <source>returned to supplier</source>
        <translation>yetkazib beruvchiga qaytarish</translation>
    </message>
    <message>
        <source>Why the scanned items are written off</source>
        <translation>Skanerlangan mahsulotlar nima sababdan hisobdan chiqariladi</translation>
    </message>
    <message>
        <source>note (optional)</source>
        <translation>izoh (ixtiyoriy)</translation>
    </message>
    <message>
        <source>Note for the write-off</source>
        <translation>Hisobdan chiqarish uchun izoh</translation>
    </message>
    <message>
        <source>+1 received</source>
        <translation>+1 kirim</translation>
    </message>
    <message>
        <source>−1 sold</source>
        <translation>−1 sotuv</translation>
    </message>
    <message>
        <source>set to %1</source>
        <translation>%1 ga tenglash</translation>
    </message>
    <message>
        <source>ask how many</source>
        <translation>miqdorni soʻrash</translation>
    </message>
    <message>
        <source>−1 written off (%1)</source>
        <translation>−1 hisobdan chiqarish (%1)</translation>
    </message>
</context>
<context>
    <name>SearchPane</name>
    <message>
        <source>Suggest only from seller</source>
        <translation>Faqat shu sotuvchidan taklif qilish</translation>
    </message>
    <message>
        <source>Search names, authors, categories… (Enter)</source>
        <translation>Nom, muallif, toifa… (Enter)</translation>
    </message>
    <message>
        <source>Search text</source>
        <translation>Qidiruv matni</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Qidirish</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n ta natija</numerusform>
            <numerusform>%n ta natija</numerusform>
        </translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Qidiruv amalga oshmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Type something to search for.</source>
        <translation>Qidirish uchun biror narsa yozing.</translation>
    </message>
    <message>
        <source>Nothing found for “%1”. Check the spelling, try fewer words or scan the product&apos;s barcode.</source>
        <translation>“%1” boʻyicha hech narsa topilmadi. Imloni tekshiring, kamroq soʻz bilan qidiring yoki mahsulot shtrix-kodini skanerlang.</translation>
    </message>
    <message>
        <source>Print &amp;labels…</source>
        <translation>&amp;Yorliqlarni chop etish…</translation>
    </message>
    <message>
        <source>Shelf labels for the results shown (at most 100)</source>
        <translation>Koʻrsatilgan natijalar uchun narx yorliqlari (koʻpi bilan 100 ta)</translation>
    </message>
    <message numerus="yes">
        <source>Getting the codes of %n product(s)…</source>
        <translation>
            <numerusform>%n ta mahsulot kodlari olinmoqda…</numerusform>
            <numerusform>%n ta mahsulot kodlari olinmoqda…</numerusform>
        </translation>
    </message>
    <message>
        <source>No label for: %1 (the product could not be loaded).</source>
        <translation>Yorliqsiz qoldi: %1 (mahsulotni yuklab boʻlmadi).</translation>
    </message>
</context>
<context>
    <name>SellerListModel</name>
    <message>
        <source>%1 — ★ %2
Latest: %3</source>
        <translation>%1 — ★ %2
Soʻnggilari: %3</translation>
    </message>
    <message>
        <source>no products yet</source>
        <translation>hali mahsulot yoʻq</translation>
    </message>
</context>
<context>
    <name>SellersPane</name>
    <message>
        <source>Seller&apos;s QR token, Enter</source>
        <translation>Sotuvchi QR tokeni, Enter</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Topish</translation>
    </message>
    <message>
        <source>Choose a seller.</source>
        <translation>Sotuvchini tanlang.</translation>
    </message>
    <message>
        <source>Product by code in this shop:</source>
        <translation>Bu doʻkon mahsuloti kod boʻyicha:</translation>
    </message>
    <message>
        <source>ISBN or barcode, Enter</source>
        <translation>ISBN yoki shtrix-kod, Enter</translation>
    </message>
    <message>
        <source>Sellers could not be loaded: %1</source>
        <translation>Sotuvchilarni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Seller %1 — loading…</source>
        <translation>Sotuvchi %1 — yuklanmoqda…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n product(s)</source>
        <translation>
            <numerusform>%1 — %n ta mahsulot</numerusform>
            <numerusform>%1 — %n ta mahsulot</numerusform>
        </translation>
    </message>
    <message>
        <source>No seller has the QR token “%1”. Check it and try again.</source>
        <translation>Hech bir sotuvchida “%1” QR tokeni yoʻq. Uni tekshirib, qayta urinib koʻring.</translation>
    </message>
    <message>
        <source>The seller could not be looked up: %1</source>
        <translation>Sotuvchini qidirib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>QR token “%1” belongs to %2 (rating %3).</source>
        <translation>“%1” QR tokeni %2 ga tegishli (reyting %3).</translation>
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation>%1 qidirilmoqda…</translation>
    </message>
    <message>
        <source>%1 is not sold by this seller.</source>
        <translation>Bu sotuvchi %1 ni sotmaydi.</translation>
    </message>
    <message>
        <source>The lookup failed: %1</source>
        <translation>Qidiruv amalga oshmadi: %1</translation>
    </message>
    <message>
        <source>%1: “%2”, price %3, %4</source>
        <translation>%1: “%2”, narxi %3, %4</translation>
    </message>
    <message>
        <source>in stock</source>
        <translation>mavjud</translation>
    </message>
    <message>
        <source>out of stock</source>
        <translation>mavjud emas</translation>
    </message>
    <message>
        <source>Print counter sign…</source>
        <translation>Peshtaxta uchun lavhani chop etish…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Read the sellers and the chosen seller&apos;s products again (F5)</source>
        <translation>Sotuvchilar va tanlangan sotuvchining mahsulotlarini qayta oʻqish (F5)</translation>
    </message>
    <message>
        <source>S&amp;hops</source>
        <translation>Do&amp;konlar</translation>
    </message>
    <message>
        <source>&amp;Administration</source>
        <translation>&amp;Boshqaruv</translation>
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 ni ishga tushirib boʻlmadi: %2</translation>
    </message>
</context>
<context>
    <name>ServerTaskRunner</name>
    <message>
        <source>Cancel</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>Wait until “%1” has finished, or cancel it.</source>
        <translation>“%1” tugashini kuting yoki uni bekor qiling.</translation>
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation>catalog-server konsol yonida ham, PATH da ham topilmadi.</translation>
    </message>
</context>
<context>
    <name>SlowSellersModel</name>
    <message>
        <source>never</source>
        <translation>hech qachon</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>Mavjud</translation>
    </message>
    <message>
        <source>Last sold</source>
        <translation>Oxirgi sotuv</translation>
    </message>
</context>
<context>
    <name>SlowSellersTab</name>
    <message>
        <source>Print &amp;labels…</source>
        <translation>Yorliqlarni &amp;chop etish…</translation>
    </message>
    <message>
        <source>Create &amp;order…</source>
        <translation>&amp;Buyurtma yaratish…</translation>
    </message>
    <message>
        <source>Days without a sale</source>
        <translation>Savdosiz kunlar</translation>
    </message>
    <message>
        <source>No sale in the last</source>
        <translation>Oxirgi</translation>
    </message>
    <message>
        <source>days</source>
        <translation>kunda savdo yoʻq</translation>
    </message>
    <message>
        <source>For the selected titles:</source>
        <translation>Tanlangan nomlar uchun:</translation>
    </message>
    <message>
        <source>Shelf labels: one per unit in stock.</source>
        <translation>Narx yorliqlari: qoldiqdagi har bir dona uchun bittadan.</translation>
    </message>
    <message>
        <source>Opens the Orders pane with these titles for their supplier, to check and create.</source>
        <translation>“Buyurtmalar” boʻlimini shu nomlar bilan ularning yetkazib beruvchisi uchun ochadi: tekshiring va buyurtmani yarating.</translation>
    </message>
    <message>
        <source>%1 of %2 products</source>
        <translation>%2 ta mahsulotdan %1 tasi</translation>
    </message>
</context>
<context>
    <name>StatusIndicators</name>
    <message>
        <source>Connection to the catalog server</source>
        <translation>Katalog serveriga ulanish</translation>
    </message>
    <message>
        <source>Requests left in this second / minute for this key</source>
        <translation>Bu kalit uchun shu soniya / daqiqada qolgan soʻrovlar</translation>
    </message>
    <message>
        <source>Share of requests answered “not modified” from the local cache</source>
        <translation>Server “oʻzgarmagan” deb javob berib, mahalliy keshdan olingan soʻrovlar ulushi</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>Rate limit: waiting %n s</source>
        <translation>
            <numerusform>Soʻrovlar chegarasi: %n soniya kutish</numerusform>
            <numerusform>Soʻrovlar chegarasi: %n soniya kutish</numerusform>
        </translation>
    </message>
    <message>
        <source>Rate limit: %1/s, %2/min</source>
        <translation>Chegara: %1/s, %2/daq</translation>
    </message>
    <message>
        <source>Left: %1/s, %2/min</source>
        <translation>Qoldi: %1/s, %2/daq</translation>
    </message>
    <message>
        <source>Cache: –</source>
        <translation>Kesh: –</translation>
    </message>
    <message>
        <source>Cache: %1% hits</source>
        <translation>Keshdan: %1%</translation>
    </message>
    <message numerus="yes">
        <source>Outbox: %n waiting</source>
        <translation>
            <numerusform>Yuborish navbatida: %n ta</numerusform>
            <numerusform>Yuborish navbatida: %n ta</numerusform>
        </translation>
    </message>
    <message>
        <source>Scans waiting to be sent: stock changes, counts, deliveries and returns</source>
        <translation>Yuborishni kutayotgan skanlar: qoldiq oʻzgarishlari, inventarizatsiyalar, yetkazib berishlar va qaytarishlar</translation>
    </message>
</context>
<context>
    <name>StockListBar</name>
    <message>
        <source>&amp;Low stock only</source>
        <translation>Faqat kam &amp;qolganlar</translation>
    </message>
    <message>
        <source>&amp;Products:</source>
        <translation>&amp;Mahsulotlar:</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya tovarlari</translation>
    </message>
    <message>
        <source>Show only the products at or below their reorder level</source>
        <translation>Faqat buyurtma darajasida yoki undan past mahsulotlarni koʻrsatish</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message numerus="yes">
        <source>%n book(s) at or below the reorder level</source>
        <translation>
            <numerusform>%n ta kitob buyurtma darajasida yoki undan past</numerusform>
            <numerusform>%n ta kitob buyurtma darajasida yoki undan past</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stationery item(s) at or below the reorder level</source>
        <translation>
            <numerusform>%n ta kanselyariya tovari buyurtma darajasida yoki undan past</numerusform>
            <numerusform>%n ta kanselyariya tovari buyurtma darajasida yoki undan past</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%2 tadan %1 tasi koʻrsatilgan</translation>
    </message>
</context>
<context>
    <name>StockPane</name>
    <message numerus="yes">
        <source>%n scan(s) wait for the open window: counted when it closes (%1).</source>
        <translation>
            <numerusform>%n ta skan ochiq oyna yopilishini kutmoqda: oyna yopilganda hisobga olinadi (%1).</numerusform>
            <numerusform>%n ta skan ochiq oyna yopilishini kutmoqda: oyna yopilganda hisobga olinadi (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan a barcode or type an ISBN / EAN and press Enter</source>
        <translation>Skanerlang yoki ISBN / EAN kiriting, soʻng Enter</translation>
    </message>
    <message>
        <source>Scan field</source>
        <translation>Skanerlash maydoni</translation>
    </message>
    <message>
        <source>Your products could not be loaded: %1</source>
        <translation>Mahsulotlaringizni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
    <message numerus="yes">
        <source>Back online: sending %n waiting scan(s).</source>
        <translation>
            <numerusform>Aloqa tiklandi: kutayotgan %n ta skan yuborilmoqda.</numerusform>
            <numerusform>Aloqa tiklandi: kutayotgan %n ta skan yuborilmoqda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected to a server, so the scan of %1 was not counted. Connect first (Ctrl+K), then scan again.</source>
        <translation>Serverga ulanmagan, shuning uchun %1 skani hisobga olinmadi. Avval ulaning (Ctrl+K), soʻng qayta skanerlang.</translation>
    </message>
    <message>
        <source>What each scan does</source>
        <translation>Har bir skan nima qiladi</translation>
    </message>
    <message>
        <source>Choose a product in the list first.</source>
        <translation>Avval roʻyxatdan mahsulotni tanlang.</translation>
    </message>
    <message>
        <source>“%1” saved.</source>
        <translation>“%1” saqlandi.</translation>
    </message>
    <message>
        <source>“%1” is switched off: it is no longer listed or sold.</source>
        <translation>“%1” oʻchirildi: u endi roʻyxatda koʻrsatilmaydi va sotilmaydi.</translation>
    </message>
    <message>
        <source>Sold, and “%1” is now oversold (stock %2): more were sold than the records had. Count the shelf (Count pane) if copies are there, or receive the missing copies (Receive pane); an online order for it may not be fillable until then.</source>
        <translation>Sotildi, “%1” endi ortiqcha sotilgan (qoldiq %2): hisobda boʻlganidan koʻproq sotildi. Nusxalar javonda boʻlsa, javonni qayta sanang (“Inventarizatsiya” paneli) yoki yetishmayotgan nusxalarni qabul qiling (“Qabul qilish” paneli); shu paytgacha bu mahsulotga onlayn buyurtmani bajarib boʻlmasligi mumkin.</translation>
    </message>
    <message>
        <source>Sale below 0</source>
        <translation>0 dan past sotuv</translation>
    </message>
    <message>
        <source>The records have no copy of “%1” left. Record the sale anyway? The stock goes to %2 and the product shows oversold until you count it or receive copies.</source>
        <translation>Hisobda “%1” nusxasi qolmagan. Baribir sotuv yozilsinmi? Qoldiq %2 boʻladi va mahsulotni qayta sanamaguningizcha yoki nusxalarni qabul qilmaguningizcha u ortiqcha sotilgan deb koʻrsatiladi.</translation>
    </message>
    <message>
        <source>&amp;Record the sale</source>
        <translation>Sotuvni &amp;yozish</translation>
    </message>
</context>
<context>
    <name>StockProductsPanel</name>
    <message>
        <source>Print labels</source>
        <translation>Yorliqlarni chop etish</translation>
    </message>
    <message>
        <source>One label each…</source>
        <translation>Har biriga bitta yorliq…</translation>
    </message>
    <message>
        <source>As many as in stock…</source>
        <translation>Qoldiqdagi miqdorcha…</translation>
    </message>
    <message>
        <source>&amp;Edit product…</source>
        <translation>Mahsulotni &amp;tahrirlash…</translation>
    </message>
    <message>
        <source>Price, reorder level and quantity, and whether the chosen product is active</source>
        <translation>Narx, qayta buyurtma darajasi va miqdori hamda tanlangan mahsulot faolmi</translation>
    </message>
    <message>
        <source>Stock of “%1” is now %2.</source>
        <translation>“%1” qoldigʻi endi %2.</translation>
    </message>
    <message>
        <source>“%1” was changed by someone else meanwhile: its stock is now %2. Your value %3 was not saved.</source>
        <translation>“%1” ni bu orada boshqa kishi oʻzgartirdi: qoldigʻi endi %2. Siz kiritgan %3 saqlanmadi.</translation>
    </message>
    <message>
        <source>Set %1 anyway</source>
        <translation>Baribir %1 qilib belgilash</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 qolsin</translation>
    </message>
    <message>
        <source>The stock %1 of “%2” was not saved: %3</source>
        <translation>“%2” uchun %1 qoldigʻi saqlanmadi: %3</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
</context>
<context>
    <name>SupplierDialog</name>
    <message>
        <source>Edit supplier</source>
        <translation>Yetkazib beruvchini tahrirlash</translation>
    </message>
    <message>
        <source>Add supplier</source>
        <translation>Yetkazib beruvchi qoʻshish</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nomi:</translation>
    </message>
    <message>
        <source>P&amp;hone:</source>
        <translation>&amp;Telefon:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-pochta:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>I&amp;zoh:</translation>
    </message>
</context>
<context>
    <name>SyncConflictModel</name>
    <message>
        <source>Sold here beyond the marketplace&apos;s stock: it is %1 there now.</source>
        <translation>Bu yerda marketpleysdagi qoldiqdan koʻp sotildi: hozir u yerda %1.</translation>
    </message>
    <message>
        <source>Sold here beyond the marketplace&apos;s stock.</source>
        <translation>Bu yerda marketpleysdagi qoldiqdan koʻp sotildi.</translation>
    </message>
    <message>
        <source>The marketplace does not know this product (any more).</source>
        <translation>Marketpleys bu mahsulotni bilmaydi (endi bilmaydi).</translation>
    </message>
    <message>
        <source>The marketplace does not let the shop&apos;s key change this product.</source>
        <translation>Marketpleys doʻkon kalitiga bu mahsulotni oʻzgartirishga ruxsat bermaydi.</translation>
    </message>
    <message>
        <source>The marketplace refused this change.</source>
        <translation>Marketpleys bu oʻzgarishni rad etdi.</translation>
    </message>
    <message>
        <source>A product with this code exists at the marketplace too.</source>
        <translation>Bu kodli mahsulot marketpleysda ham bor.</translation>
    </message>
    <message>
        <source>Needs a decision.</source>
        <translation>Qaror kerak.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dropped: %1</source>
        <translation>Tashlab yuborildi: %1</translation>
    </message>
    <message>
        <source>Retried: %1</source>
        <translation>Qayta urinildi: %1</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Oʻzgarish</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Muammo</translation>
    </message>
    <message>
        <source>The marketplace says</source>
        <translation>Marketpleys javobi</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Qachondan</translation>
    </message>
    <message>
        <source>The marketplace refused this product made here.</source>
        <translation>Marketpleys bu yerda yaratilgan bu mahsulotni rad etdi.</translation>
    </message>
    <message>
        <source>The marketplace refused this product&apos;s changes made here.</source>
        <translation>Marketpleys bu mahsulotning bu yerda qilingan oʻzgarishlarini rad etdi.</translation>
    </message>
    <message>
        <source>The marketplace&apos;s product no. %1 has this code, and another product here has its id.</source>
        <translation>Bu kod marketpleysdagi № %1 mahsulotniki, uning ID si esa bu yerda boshqa mahsulotda.</translation>
    </message>
    <message>
        <source>new product</source>
        <translation>yangi mahsulot</translation>
    </message>
    <message>
        <source>product data</source>
        <translation>mahsulot maʼlumotlari</translation>
    </message>
</context>
<context>
    <name>SyncConflictsBox</name>
    <message>
        <source>Marketplace conflicts</source>
        <translation>Marketpleys bilan ziddiyatlar</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Yangilash</translation>
    </message>
    <message>
        <source>Send the change to the marketplace again (after fixing the product there); an oversold sale is kept as it is</source>
        <translation>Oʻzgarishni marketpleysga yana yuborish (u yerda mahsulot tuzatilgandan keyin); qoldiqdan ortiq sotuv oʻz holicha qoladi</translation>
    </message>
    <message>
        <source>Undo the change here: a correction movement is recorded</source>
        <translation>Oʻzgarishni bu yerda bekor qilish: tuzatish harakati yoziladi</translation>
    </message>
    <message>
        <source>The conflicts could not be read: %1</source>
        <translation>Ziddiyatlarni oʻqib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>No conflicts: everything the shop and the marketplace changed is in step or on its way.</source>
        <translation>Ziddiyatlar yoʻq: doʻkon va marketpleys oʻzgartirgan hamma narsa mos yoki yoʻlda.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) need a decision. Choose one and retry or drop it.</source>
        <translation>
            <numerusform>%n ta oʻzgarish qaror kutmoqda. Birini tanlang va qayta urining yoki tashlab yuboring.</numerusform>
            <numerusform>%n ta oʻzgarish qaror kutmoqda. Birini tanlang va qayta urining yoki tashlab yuboring.</numerusform>
        </translation>
    </message>
    <message>
        <source>a correction of %1%2</source>
        <translation>%1%2 ga tuzatish</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>tuzatish</translation>
    </message>
    <message>
        <source>Drop the change</source>
        <translation>Oʻzgarishni tashlab yuborish</translation>
    </message>
    <message>
        <source>Drop this change of “%1”?

The shop server records a movement that undoes it (%2), so the shop and the marketplace agree again. The movement stays in the history.</source>
        <translation>“%1” ning bu oʻzgarishi tashlab yuborilsinmi?

Doʻkon serveri uni bekor qiluvchi harakatni yozadi (%2), shunda doʻkon va marketpleys yana mos keladi. Harakat tarixda qoladi.</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Tashlab yuborish</translation>
    </message>
    <message>
        <source>The conflict could not be resolved: %1</source>
        <translation>Ziddiyatni hal qilib boʻlmadi: %1</translation>
    </message>
    <message>
        <source>The change of “%1” was dropped; a movement undoing it is recorded.</source>
        <translation>“%1” ning oʻzgarishi tashlab yuborildi; uni bekor qiluvchi harakat yozildi.</translation>
    </message>
    <message>
        <source>The sale of “%1” is kept as it is.</source>
        <translation>“%1” sotuvi oʻz holicha qoldi.</translation>
    </message>
    <message>
        <source>The change of “%1” is sent to the marketplace again.</source>
        <translation>“%1” ning oʻzgarishi marketpleysga yana yuborilmoqda.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Drop…</source>
        <translation>Tashlab yuborish…</translation>
    </message>
    <message>
        <source>Stop sending “%1” to the marketplace?

The product stays as it is in this shop only, with its stock changes; the marketplace does not get them.</source>
        <translation>“%1” marketpleysga yuborilmasinmi?

Mahsulot qoldiq oʻzgarishlari bilan faqat shu doʻkonda oʻz holicha qoladi; marketpleys ularni olmaydi.</translation>
    </message>
    <message>
        <source>“%1” stays in this shop only.</source>
        <translation>“%1” faqat shu doʻkonda qoladi.</translation>
    </message>
    <message>
        <source>Keep the sale</source>
        <translation>Sotuvni qoldirish</translation>
    </message>
    <message>
        <source>Undo the sale here…</source>
        <translation>Sotuvni bu yerda bekor qilish…</translation>
    </message>
    <message>
        <source>an unknown number</source>
        <translation>nomaʼlum miqdor</translation>
    </message>
    <message>
        <source>that number plus the sale</source>
        <translation>shu son va sotuv yigʻindisi</translation>
    </message>
    <message>
        <source>What happened: “%1” was sold here when the marketplace had no copy left for it (sold online meanwhile). The marketplace&apos;s stock is now %2; an online order for it may not be fillable.
“Keep the sale”: the sale stays recorded here and at the marketplace; both show the product as oversold until you count it or receive copies.
“Undo the sale here”: the shop records a correction of +%3 here and at the marketplace (which then reads %4), although the customer left with the copy.</source>
        <translation>Nima boʻldi: “%1” bu yerda sotildi, ammo marketpleysda unga nusxa qolmagan edi (shu orada onlayn sotilgan). Marketpleysdagi qoldiq endi %2; bu mahsulotga onlayn buyurtmani bajarib boʻlmasligi mumkin.
“Sotuvni qoldirish”: sotuv bu yerda ham, marketpleysda ham yozilgan holda qoladi; mahsulotni qayta sanamaguningizcha yoki nusxalarni qabul qilmaguningizcha ikkalasi ham uni ortiqcha sotilgan deb koʻrsatadi.
“Sotuvni bu yerda bekor qilish”: doʻkon bu yerda va marketpleysda +%3 tuzatish yozadi (u yerda %4 boʻladi), garchi xaridor nusxani olib ketgan boʻlsa ham.</translation>
    </message>
    <message>
        <source>What happened: the marketplace refused “%1”: %2
“Retry”: it is sent again (after fixing it at the marketplace).
“Drop”: it stays in this shop only; the marketplace does not get it.</source>
        <translation>Nima boʻldi: marketpleys “%1”ni rad etdi: %2
“Qayta urinish”: u yana yuboriladi (marketpleysda tuzatilgandan keyin).
“Tashlab yuborish”: u faqat shu doʻkonda qoladi; marketpleys uni olmaydi.</translation>
    </message>
    <message>
        <source>What happened: the marketplace refused this change of “%1”: %2
“Retry”: it is sent again (after fixing the product at the marketplace).
“Drop”: the shop records a movement that undoes it here, so the shop and the marketplace read the same again.</source>
        <translation>Nima boʻldi: marketpleys “%1”ning bu oʻzgarishini rad etdi: %2
“Qayta urinish”: u yana yuboriladi (mahsulot marketpleysda tuzatilgandan keyin).
“Tashlab yuborish”: doʻkon bu yerda uni bekor qiluvchi harakatni yozadi, shunda doʻkon va marketpleys yana bir xil koʻrsatadi.</translation>
    </message>
    <message>
        <source>Undo the sale of “%1” here?

The shop records %2 here and at the marketplace, so both read as if the copy were still on the shelf, although the customer left with it. The movement stays in the history.</source>
        <translation>“%1” sotuvi bu yerda bekor qilinsinmi?

Doʻkon bu yerda va marketpleysda %2 yozadi, shunda ikkalasi ham nusxa hali javonda turgandek koʻrsatadi, garchi xaridor uni olib ketgan boʻlsa ham. Harakat tarixda qoladi.</translation>
    </message>
    <message>
        <source>Undo the sale here</source>
        <translation>Sotuvni bu yerda bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Undo the sale</source>
        <translation>Sotuvni &amp;bekor qilish</translation>
    </message>
    <message>
        <source>The sale of “%1” is undone here; a correction is recorded.</source>
        <translation>“%1” sotuvi bu yerda bekor qilindi; tuzatish yozildi.</translation>
    </message>
</context>
<context>
    <name>SyncStatusLabel</name>
    <message numerus="yes">
        <source>Marketplace: %n change(s) waiting</source>
        <translation>
            <numerusform>Marketpleys: %n ta oʻzgarish kutmoqda</numerusform>
            <numerusform>Marketpleys: %n ta oʻzgarish kutmoqda</numerusform>
        </translation>
    </message>
    <message>
        <source>Marketplace: in step</source>
        <translation>Marketpleys: sinxron</translation>
    </message>
    <message>
        <source>Marketplace: nothing waiting</source>
        <translation>Marketpleys: hech narsa kutmayapti</translation>
    </message>
    <message>
        <source>%1, offline</source>
        <translation>%1, aloqa yoʻq</translation>
    </message>
    <message>
        <source>%1, offline since %2</source>
        <translation>%1, %2 dan beri aloqa yoʻq</translation>
    </message>
    <message>
        <source>%1, the key is refused</source>
        <translation>%1, kalit rad etildi</translation>
    </message>
    <message>
        <source>%1, the key is refused since %2</source>
        <translation>%1, %2 dan beri kalit rad etilmoqda</translation>
    </message>
    <message>
        <source>%1, failing</source>
        <translation>%1, nosozlik</translation>
    </message>
    <message>
        <source>%1, failing since %2</source>
        <translation>%1, %2 dan beri nosozlik</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n conflict(s)</source>
        <translation>
            <numerusform>%1, %n ta ziddiyat</numerusform>
            <numerusform>%1, %n ta ziddiyat</numerusform>
        </translation>
    </message>
    <message>
        <source>Sync with %1</source>
        <translation>%1 bilan sinxronlash</translation>
    </message>
    <message>
        <source>Last sent: %1</source>
        <translation>Oxirgi yuborish: %1</translation>
    </message>
    <message>
        <source>Last received: %1</source>
        <translation>Oxirgi qabul: %1</translation>
    </message>
    <message>
        <source>The marketplace refuses the shop&apos;s key: check the app ID and secret in the Local server pane, then restart the server.</source>
        <translation>Marketpleys doʻkon kalitini rad etmoqda: “Mahalliy server” panelida ilova ID va maxfiy kodni tekshiring, soʻng serverni qayta ishga tushiring.</translation>
    </message>
    <message>
        <source>Last problem: %1</source>
        <translation>Oxirgi muammo: %1</translation>
    </message>
    <message>
        <source>The conflicts are listed in the Local server pane.</source>
        <translation>Ziddiyatlar “Mahalliy server” panelida koʻrsatilgan.</translation>
    </message>
</context>
<context>
    <name>TableDocument</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>%2 sahifadan %1-sahifa</translation>
    </message>
</context>
<context>
    <name>TopSellersModel</name>
    <message>
        <source>Product</source>
        <translation>Mahsulot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Units sold</source>
        <translation>Sotildi, dona</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Tushum</translation>
    </message>
</context>
<context>
    <name>TopSellersTab</name>
    <message>
        <source>By units</source>
        <translation>Soni boʻyicha</translation>
    </message>
    <message>
        <source>By revenue</source>
        <translation>Tushum boʻyicha</translation>
    </message>
    <message>
        <source>Order top sellers</source>
        <translation>Eng koʻp sotilganlar tartibi</translation>
    </message>
    <message>
        <source>%1
%2 units, revenue %3</source>
        <translation>%1
%2 dona, tushum %3</translation>
    </message>
</context>
<context>
    <name>TrendingModel</name>
    <message numerus="yes">
        <source>Searched %n time(s) in the last 7 days. Click to search it.</source>
        <translation>
            <numerusform>Oxirgi 7 kunda %n marta qidirilgan. Qidirish uchun bosing.</numerusform>
            <numerusform>Oxirgi 7 kunda %n marta qidirilgan. Qidirish uchun bosing.</numerusform>
        </translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Soʻrov</translation>
    </message>
    <message>
        <source>Top result</source>
        <translation>Eng mos natija</translation>
    </message>
    <message>
        <source>Searches (7 days)</source>
        <translation>Qidiruvlar (7 kun)</translation>
    </message>
</context>
<context>
    <name>TrendingPane</name>
    <message>
        <source>What people searched for in the last 7 days. Click a query to search it.</source>
        <translation>Oxirgi 7 kunda nimalar qidirilgan. Qidirish uchun soʻrovni bosing.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Trending searches could not be loaded: %1</source>
        <translation>Ommabop soʻrovlarni yuklab boʻlmadi: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Qayta urinish</translation>
    </message>
</context>
<context>
    <name>UpstreamSetup</name>
    <message>
        <source>Enter the marketplace&apos;s address.</source>
        <translation>Marketpleys manzilini kiriting.</translation>
    </message>
    <message>
        <source>The marketplace&apos;s address must be an http(s) address such as https://market.example/api/v1/client.</source>
        <translation>Marketpleys manzili http(s) manzil boʻlishi kerak, masalan https://market.example/api/v1/client.</translation>
    </message>
    <message>
        <source>Enter the key&apos;s secret.</source>
        <translation>Kalitning maxfiy kodini kiriting.</translation>
    </message>
</context>
<context>
    <name>WebhookDeliveryModel</name>
    <message>
        <source>Delivered</source>
        <translation>Yetkazildi</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Kutilmoqda</translation>
    </message>
    <message>
        <source>Failed, next try %1</source>
        <translation>Xato, keyingi urinish %1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Xato</translation>
    </message>
    <message>
        <source>No answer yet</source>
        <translation>Hali javob yoʻq</translation>
    </message>
    <message>
        <source>Attempts: %1, %2 ms
webhook-id: %3
%4</source>
        <translation>Urinishlar: %1, %2 ms
webhook-id: %3
%4</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Holati</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Vaqt</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Javob</translation>
    </message>
</context>
<context>
    <name>WebhookDialog</name>
    <message>
        <source>Add Webhook</source>
        <translation>Vebxuk qoʻshish</translation>
    </message>
    <message>
        <source>The server calls this address when the catalog changes, and the receiver then reads the changes. Each call is signed with a secret you will see once.</source>
        <translation>Katalog oʻzgarganda server shu manzilga murojaat qiladi, qabul qiluvchi esa oʻzgarishlarni oʻqiydi. Har bir chaqiruv siz bir marta koʻradigan maxfiy kod bilan imzolanadi.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Manzil:</translation>
    </message>
    <message>
        <source>&amp;Products</source>
        <translation>&amp;Mahsulotlar</translation>
    </message>
    <message>
        <source>&amp;Categories</source>
        <translation>&amp;Toifalar</translation>
    </message>
    <message>
        <source>S&amp;ellers</source>
        <translation>S&amp;otuvchilar</translation>
    </message>
    <message>
        <source>S&amp;tock movements of this shop</source>
        <translation>Bu doʻkonning qoldiq &amp;harakatlari</translation>
    </message>
    <message>
        <source>Only a seller&apos;s key announces its stock movements.</source>
        <translation>Faqat sotuvchi kaliti oʻz qoldiq harakatlari haqida xabar beradi.</translation>
    </message>
    <message>
        <source>Announces:</source>
        <translation>Xabar beradi:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Tavsif:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Qoʻshish</translation>
    </message>
</context>
<context>
    <name>WebhookListModel</name>
    <message>
        <source>products</source>
        <translation>mahsulotlar</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>toifalar</translation>
    </message>
    <message>
        <source>sellers</source>
        <translation>sotuvchilar</translation>
    </message>
    <message>
        <source>stock movements</source>
        <translation>qoldiq harakatlari</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Faol</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Oʻchirilgan</translation>
    </message>
    <message>
        <source>Disabled: %1</source>
        <translation>Oʻchirilgan: %1</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Manzil</translation>
    </message>
    <message>
        <source>Announces</source>
        <translation>Xabar beradi</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Holati</translation>
    </message>
</context>
<context>
    <name>WebhookSecretDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nusxa olish</translation>
    </message>
    <message>
        <source>Webhook Secret</source>
        <translation>Vebxuk maxfiy kodi</translation>
    </message>
    <message>
        <source>Give this secret to the receiver at %1: it checks with it that each call comes from this server. Copy it now: it is not shown again.</source>
        <translation>Bu maxfiy kodni %1 manzilidagi qabul qiluvchiga bering: u bilan har bir chaqiruv shu serverdan kelganini tekshiradi. Hozir nusxa oling: u boshqa koʻrsatilmaydi.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Nusxa olindi</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Catalog Console: browse the catalog and update stock with a barcode scanner.
The secret is read once from CATALOG_APP_SECRET and kept in the keychain.</source>
        <translation>Katalog konsoli: katalogni koʻrish va qoldiqlarni shtrix-kod skaneri bilan yangilash.
Maxfiy kod CATALOG_APP_SECRET dan bir marta oʻqiladi va tizimning kalitlar omborida saqlanadi.</translation>
    </message>
    <message>
        <source>Base URL of the API, ending in /api/v1/client.</source>
        <translation>API ning /api/v1/client bilan tugaydigan asosiy URL manzili.</translation>
    </message>
    <message>
        <source>App ID of the API key.</source>
        <translation>API kalitining ilova ID si.</translation>
    </message>
    <message>
        <source>Seller the key belongs to (for code lookups).</source>
        <translation>Kalit tegishli boʻlgan sotuvchi (kod boʻyicha qidirish uchun).</translation>
    </message>
    <message>
        <source>Name of the connection profile to use or create.</source>
        <translation>Ishlatiladigan yoki yaratiladigan ulanish profili nomi.</translation>
    </message>
    <message>
        <source>Where secrets are kept: keychain (default), memory (this session only) or file (unencrypted, explicit opt-in).</source>
        <translation>Maxfiy kodlar qayerda saqlanadi: keychain (standart), memory (faqat shu seans) yoki file (shifrlanmagan, faqat aniq tanlov bilan).</translation>
    </message>
    <message>
        <source>Catalog Console</source>
        <translation>Katalog konsoli</translation>
    </message>
</context>
</TS>
