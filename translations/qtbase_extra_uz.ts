<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uz_UZ">
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Yoʻq</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ha</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yordam</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ochish</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Saqlash</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Toʻxtatish</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Qoʻllash</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Yopish</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Asliga qaytarish</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Qayta urinish</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standart qiymatlar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Eʼtibor bermaslik</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>&amp;Hammasiga yoʻq</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Hammasini saqlash</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Saqlamaslik</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Hammasiga &amp;ha</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Yoʻq</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ha</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Saqlash</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Yopish</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Saqlamasdan yopish</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Bekor qilish</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kesish</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nusxa olish</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Qaytarish</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Qoʻyish</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Oʻchirish</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Hammasini belgilash</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kesish</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nusxa olish</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Qaytarish</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Qoʻyish</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Oʻchirish</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Hammasini belgilash</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Havola manzilidan nusxa olish</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Kamaytirish</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Oshirish</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Hammasini belgilash</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Batafsil…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Batafsilni yashirish…</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt haqida</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
</TS>
