<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uz_UZ">
<context>
    <name>CatalogPane</name>
    <message>
        <source>← &amp;Back to catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>Ommabop</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Yangi</translation>
    </message>
    <message>
        <source>Price ↑</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price ↓</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Nomi bo‘yicha filtr…</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recommended for you</source>
        <translation>Siz uchun tavsiyalar</translation>
    </message>
    <message>
        <source>The catalog could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Books by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Books from %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All books</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All stationery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>loading…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CategoriesPane</name>
    <message>
        <source>Choose a category.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya</translation>
    </message>
    <message>
        <source>Categories could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The products of this category could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 — %n product(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>CategoryTreeModel</name>
    <message>
        <source>books</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stationery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Remember the secret in the system keychain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connect to a catalog server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>e.g. Shop till 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shown once when the key was created</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not a seller key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Server address:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;App ID:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;ecret:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seller &amp;ID:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL ending in /api/v1/client.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter the app ID of the key.</source>
        <translation type="unfinished" />
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
        <translation>Aloqa yo‘q</translation>
    </message>
    <message>
        <source>Key refused</source>
        <translation>Kalit rad etildi</translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message>
        <source>The local stock outbox could not be opened (%1): scans cannot be kept while offline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The secret is used for this session only: it could not be stored (%1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no saved connection named “%1”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The secret of “%1” could not be read (%2). Connect again and enter it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No secret is stored for “%1”. Connect again and enter it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>KeyListModel</name>
    <message>
        <source>active</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>revoked</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>App ID</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seller</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LocalServer</name>
    <message>
        <source>The server did not stop within 5 s; it was killed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The local server crashed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The local server ended with exit code %1. See its log.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The server program could not be started (%1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LocalServerPane</name>
    <message>
        <source>S&amp;tart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>St&amp;op</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connect the &amp;console to it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>may change stock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Database file:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>any free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Demo catalog of</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> products</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Create &amp;demo data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Import catalog JSON…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>API keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key name, e.g. till-1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>for seller</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Create &amp;key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the new key's secret appears here once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Secret:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Refresh list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Revoke selected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Database file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import a catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog JSON (*.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>catalog-server was not found next to the console or on PATH.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Running at %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wait until “%1” has finished, or cancel it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>demo data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The demo catalog was written to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Demo data cancelled; nothing was written.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Demo data could not be created: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>import</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import cancelled; nothing was written.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n record(s) were rejected. Fix them in the file and import it again:
</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>The import failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key creation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The key could not be created: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Key %1 created. Copy its secret now: it is shown only this once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The keys could not be listed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>revoking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Key %1 was revoked; its next request is refused.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Local server</source>
        <translation>Mahalliy server</translation>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stock</source>
        <translation>Qoldiq</translation>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server: </source>
        <translation>Server: </translation>
    </message>
    <message>
        <source>Connection profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch to another saved server (Ctrl+Shift+P)</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;witch Server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Chiqish</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ko‘rinish</translation>
    </message>
    <message>
        <source>Go to &amp;Scan Field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>F6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Asboblar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Sozlamalar…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yordam</translation>
    </message>
    <message>
        <source>&amp;About Catalog Console</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About Catalog Console</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog Console %1
Browse the catalog and keep shop stock right with a barcode scanner, online or offline.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no saved server — Ctrl+K to connect)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Close this message</source>
        <translation type="unfinished" />
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
        <translation>yo‘q</translation>
    </message>
    <message>
        <source>Saving %1… (the server had %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Double-click or press F2 to set the stock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>ISBN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Barcode</source>
        <translation type="unfinished" />
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
</context>
<context>
    <name>PagedProductModel</name>
    <message>
        <source>book</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stationery</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>no</source>
        <translation>yo‘q</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price</source>
        <translation>Narxi</translation>
    </message>
    <message>
        <source>Old price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In stock</source>
        <translation>Mavjud</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Play a &amp;sound for each scan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A barcode scanner types much faster than a person. Keys that come faster than these limits and end with Enter or Tab are taken as a scan.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Average time between keys at most:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Longest pause within a scan:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Shortest code:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProductCodeValidator</name>
    <message>
        <source>No code was entered.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” contains characters that no barcode or ISBN has.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>“%1” has %n digit(s); a barcode or ISBN has 8, 10, 12 or 13.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>The check digit of “%1” is wrong: it was mistyped or misread. Scan it again or check the number.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ISBN-10</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ISBN-13</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>EAN-13</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>EAN-8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>UPC-A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProductDetailPanel</name>
    <message>
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Barcode</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The product could not be loaded: %1</source>
        <translation type="unfinished" />
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
        <translation>yo‘q</translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more by this author</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Publisher</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>more from this publisher</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ISBN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seller</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScanLogModel</name>
    <message>
        <source>A stock cannot be negative.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The scan could not be stored in the local outbox: %1</source>
        <translation type="unfinished" />
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
        <translation>qo‘llandi</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rad etildi</translation>
    </message>
    <message>
        <source>(unknown until answered)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>set %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>undo: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rejected: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Typed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scanned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stock after</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SearchPane</name>
    <message>
        <source>Suggest only from seller</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search names, authors, categories… (Enter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Type something to search for.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SellerListModel</name>
    <message>
        <source>%1 — ★ %2
Latest: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no products yet</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SellersPane</name>
    <message>
        <source>Seller QR token (scan or type), Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a seller.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Product by code in this shop:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ISBN or barcode, Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sellers could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seller %1 — loading…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%1 — %n product(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>No seller has the QR token “%1”. Check it and try again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The seller could not be looked up: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>QR token “%1” belongs to %2 (rating %3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is not sold by this seller.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The lookup failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: “%2”, price %3, %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in stock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>out of stock</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatusIndicators</name>
    <message>
        <source>Connection to the catalog server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Requests left in this second / minute for this key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of requests answered “not modified” from the local cache</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stock changes waiting to be sent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Rate limit: waiting %n s</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Rate limit: %1/s, %2/min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Left: %1/s, %2/min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cache: –</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cache: %1% hits</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Outbox: %n waiting</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>StockPane</name>
    <message>
        <source>&amp;Undo scan</source>
        <translation>&amp;Skanni bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Products:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Books</source>
        <translation>Kitoblar</translation>
    </message>
    <message>
        <source>Stationery</source>
        <translation>Kanselyariya</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Yangilash</translation>
    </message>
    <message>
        <source>Each scan:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>+1 (received)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>−1 (sold)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>set to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ask quantity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stock to set on each scan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scan a barcode or type an ISBN / EAN and press Enter</source>
        <translation>Shtrix-kodni skanerlang yoki ISBN / EAN kiriting va Enter bosing</translation>
    </message>
    <message>
        <source>Scan field</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scan log</source>
        <translation>Skanerlash jurnali</translation>
    </message>
    <message>
        <source>Reverse the selected scan (or the latest one) (Ctrl+Z)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your products could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stock of “%1” is now %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” was changed by someone else meanwhile: its stock is now %2. Your value %3 was not saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set %1 anyway</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The stock %1 of “%2” was not saved: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code %1 is not one of your products. Check the shelf label or add the product to the catalog first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code %1: the stock cannot go below 0; nothing was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code %1: the stock changed meanwhile, so this change was not applied. %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code %1 was refused: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many of “%1” (%2)? Negative removes; Enter applies, Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many of %1? Negative removes; Enter applies, Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing to undo: choose an applied or waiting scan in the log.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The undo could not be stored in the local outbox.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the outbox and are sent when the server is back.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <source>Back online: sending %n waiting scan(s).</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrendingModel</name>
    <message numerus="yes">
        <source>Searched %n time(s) in the last 7 days. Click to search it.</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Top result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Searches (7 days)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrendingPane</name>
    <message>
        <source>What people searched for in the last 7 days. Click a query to search it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Trending searches could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Catalog Console: browse the catalog and update stock with a barcode scanner.
The secret is read once from CATALOG_APP_SECRET and kept in the keychain.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Base URL of the API, ending in /api/v1/client.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>App ID of the API key.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seller the key belongs to (for code lookups).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name of the connection profile to use or create.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where secrets are kept: keychain (default), memory (this session only) or file (unencrypted, explicit opt-in).</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>