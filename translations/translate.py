#!/usr/bin/env python3
"""Fills the console's most visible strings (panes, menus, states, scan messages) in the
.ts files after lupdate; everything else stays unfinished for translators (Qt Linguist)."""
import re
import sys
import xml.etree.ElementTree as ET

T = {
    "ru": {
        "Stock": "Остатки", "Catalog": "Каталог", "Search": "Поиск", "Trending": "Популярное",
        "Categories": "Категории", "Sellers": "Продавцы", "Local server": "Локальный сервер",
        "&File": "&Файл", "&View": "&Вид", "&Tools": "&Сервис", "&Help": "&Справка",
        "&Quit": "В&ыход", "&Connect to Server…": "&Подключиться к серверу…",
        "&Preferences…": "&Настройки…", "Online": "В сети", "Offline": "Нет связи",
        "Connecting…": "Подключение…", "Not connected": "Не подключено",
        "Key refused": "Ключ отклонён", "Books": "Книги", "Stationery": "Канцтовары",
        "Name": "Название", "Price": "Цена", "In stock": "В наличии", "Scan log": "Журнал сканирования",
        "&Undo scan": "&Отменить скан", "pending": "ожидает", "sending": "отправляется",
        "applied": "применено", "rejected": "отклонено", "Connect…": "Подключиться…",
        "Server: ": "Сервер: ", "yes": "да", "no": "нет", "&Reload": "&Обновить",
        "Scan a barcode or type an ISBN / EAN and press Enter":
            "Отсканируйте штрихкод или введите ISBN / EAN и нажмите Enter",
        "Catalog Console": "Консоль каталога", "Recommended for you": "Рекомендуем",
        "Popular": "Популярные", "Newest": "Новые", "Filter by name…": "Фильтр по названию…",
    },
    "uz": {
        "Stock": "Qoldiq", "Catalog": "Katalog", "Search": "Qidiruv", "Trending": "Ommabop",
        "Categories": "Toifalar", "Sellers": "Sotuvchilar", "Local server": "Mahalliy server",
        "&File": "&Fayl", "&View": "&Ko‘rinish", "&Tools": "&Asboblar", "&Help": "&Yordam",
        "&Quit": "&Chiqish", "&Connect to Server…": "&Serverga ulanish…",
        "&Preferences…": "&Sozlamalar…", "Online": "Aloqa bor", "Offline": "Aloqa yo‘q",
        "Connecting…": "Ulanmoqda…", "Not connected": "Ulanmagan",
        "Key refused": "Kalit rad etildi", "Books": "Kitoblar", "Stationery": "Kanselyariya",
        "Name": "Nomi", "Price": "Narxi", "In stock": "Mavjud", "Scan log": "Skanerlash jurnali",
        "&Undo scan": "&Skanni bekor qilish", "pending": "kutmoqda", "sending": "yuborilmoqda",
        "applied": "qo‘llandi", "rejected": "rad etildi", "Connect…": "Ulanish…",
        "Server: ": "Server: ", "yes": "ha", "no": "yo‘q", "&Reload": "&Yangilash",
        "Scan a barcode or type an ISBN / EAN and press Enter":
            "Shtrix-kodni skanerlang yoki ISBN / EAN kiriting va Enter bosing",
        "Catalog Console": "Katalog konsoli", "Recommended for you": "Siz uchun tavsiyalar",
        "Popular": "Ommabop", "Newest": "Yangi", "Filter by name…": "Nomi bo‘yicha filtr…",
    },
}

for lang, table in T.items():
    path = f"catalog_console_{lang}.ts"
    tree = ET.parse(path)
    for message in tree.iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        if source in table and message.get("numerus") != "yes":
            translation.text = table[source]
            translation.attrib.pop("type", None)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1))
