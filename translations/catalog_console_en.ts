<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>AdminBulkDialog</name>
    <message numerus="yes">
      <source>Change %n chosen product(s):</source>
      <translation>
        <numerusform>Change %n chosen product:</numerusform>
        <numerusform>Change %n chosen products:</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>AdminCategoriesBox</name>
    <message numerus="yes">
      <source>%n product(s) without a category.</source>
      <translation>
        <numerusform>%n product without a category.</numerusform>
        <numerusform>%n products without a category.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Merge %1 into %2? Its products (%n) and subcategories move to %2 and %1 is removed. This cannot be undone.</source>
      <translation>
        <numerusform>Merge %1 into %2? Its products (%n) and subcategories move to %2 and %1 is removed. This cannot be undone.</numerusform>
        <numerusform>Merge %1 into %2? Its products (%n) and subcategories move to %2 and %1 is removed. This cannot be undone.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>AdminSellersBox</name>
    <message numerus="yes">
      <source>Switch %1 on? Its products (%n) are listed again as they were.</source>
      <translation>
        <numerusform>Switch %1 on? Its products (%n) are listed again as they were.</numerusform>
        <numerusform>Switch %1 on? Its products (%n) are listed again as they were.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Switch %1 off? Its products (%n) leave every public list, search and code lookup until it is switched on again.</source>
      <translation>
        <numerusform>Switch %1 off? Its products (%n) leave every public list, search and code lookup until it is switched on again.</numerusform>
        <numerusform>Switch %1 off? Its products (%n) leave every public list, search and code lookup until it is switched on again.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ApiKeysBox</name>
    <message numerus="yes">
      <source>hidden in %n s</source>
      <translation>
        <numerusform>hidden in %n s</numerusform>
        <numerusform>hidden in %n s</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ApiResult</name>
    <message numerus="yes">
      <source>Too many requests. Try again in %n second(s).</source>
      <translation>
        <numerusform>Too many requests. Try again in %n second.</numerusform>
        <numerusform>Too many requests. Try again in %n seconds.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CatalogDataBox</name>
    <message numerus="yes">
      <source>%n author(s)</source>
      <translation>
        <numerusform>%n author</numerusform>
        <numerusform>%n authors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n publisher(s)</source>
      <translation>
        <numerusform>%n publisher</numerusform>
        <numerusform>%n publishers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n seller(s)</source>
      <translation>
        <numerusform>%n seller</numerusform>
        <numerusform>%n sellers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n category(s)</source>
      <translation>
        <numerusform>%n category</numerusform>
        <numerusform>%n categories</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n book(s)</source>
      <translation>
        <numerusform>%n book</numerusform>
        <numerusform>%n books</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n stationery item(s)</source>
      <translation>
        <numerusform>%n stationery item</numerusform>
        <numerusform>%n stationery items</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n variant(s)</source>
      <translation>
        <numerusform>%n variant</numerusform>
        <numerusform>%n variants</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n search(es)</source>
      <translation>
        <numerusform>%n search</numerusform>
        <numerusform>%n searches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Nothing was imported: %n record(s) were rejected. Fix them in the file and import it again:</source>
      <translation>
        <numerusform>Nothing was imported: %n record was rejected. Fix it in the file and import it again:</numerusform>
        <numerusform>Nothing was imported: %n records were rejected. Fix them in the file and import it again:</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CategoriesPane</name>
    <message numerus="yes">
      <source>%1 — %n product(s)</source>
      <translation>
        <numerusform>%1 — %n product</numerusform>
        <numerusform>%1 — %n products</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ConnectionMonitor</name>
    <message numerus="yes">
      <source>Connecting… next try in %n s</source>
      <translation>
        <numerusform>Connecting… next try in %n s</numerusform>
        <numerusform>Connecting… next try in %n s</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CountPane</name>
    <message numerus="yes">
      <source>%n item(s) counted</source>
      <translation>
        <numerusform>%n item counted</numerusform>
        <numerusform>%n items counted</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n unit(s)</source>
      <translation>
        <numerusform>%n unit</numerusform>
        <numerusform>%n units</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n item(s) with a variance</source>
      <translation>
        <numerusform>%n item with a variance</numerusform>
        <numerusform>%n items with a variance</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CountSummary</name>
    <message numerus="yes">
      <source>%n item(s) counted</source>
      <translation>
        <numerusform>%n item counted</numerusform>
        <numerusform>%n items counted</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n unit(s)</source>
      <translation>
        <numerusform>%n unit</numerusform>
        <numerusform>%n units</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Apply changes the stock of %n counted item(s)</source>
      <translation>
        <numerusform>Apply changes the stock of %n counted item</numerusform>
        <numerusform>Apply changes the stock of %n counted items</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It sets %n item(s) not scanned to 0,</source>
      <translation>
        <numerusform>It sets %n item not scanned to 0,</numerusform>
        <numerusform>It sets %n items not scanned to 0,</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>taking off %n unit(s).</source>
      <translation>
        <numerusform>taking off %n unit.</numerusform>
        <numerusform>taking off %n units.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n item(s) not scanned will be kept as they are.</source>
      <translation>
        <numerusform>%n item not scanned will be kept as they are.</numerusform>
        <numerusform>%n items not scanned will be kept as they are.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CsvImportDialog</name>
    <message numerus="yes">
      <source>%Ln column(s)</source>
      <translation>
        <numerusform>%Ln column</numerusform>
        <numerusform>%Ln columns</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>the first %Ln row(s) are shown</source>
      <translation>
        <numerusform>the first %Ln row are shown</numerusform>
        <numerusform>the first %Ln rows are shown</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Nothing was imported: %Ln row(s) were rejected. Tick “Skip invalid rows” to import the others, or correct the file; the report says why.</source>
      <translation>
        <numerusform>Nothing was imported: %Ln row were rejected. Tick “Skip invalid rows” to import the others, or correct the file; the report says why.</numerusform>
        <numerusform>Nothing was imported: %Ln rows were rejected. Tick “Skip invalid rows” to import the others, or correct the file; the report says why.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln book(s)</source>
      <translation>
        <numerusform>%Ln book</numerusform>
        <numerusform>%Ln books</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln stationery item(s)</source>
      <translation>
        <numerusform>%Ln stationery item</numerusform>
        <numerusform>%Ln stationery items</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln new author(s)</source>
      <translation>
        <numerusform>%Ln new author</numerusform>
        <numerusform>%Ln new authors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln new publisher(s)</source>
      <translation>
        <numerusform>%Ln new publisher</numerusform>
        <numerusform>%Ln new publishers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln new category(s)</source>
      <translation>
        <numerusform>%Ln new category</numerusform>
        <numerusform>%Ln new categorys</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln new seller(s)</source>
      <translation>
        <numerusform>%Ln new seller</numerusform>
        <numerusform>%Ln new sellers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Nothing was imported: %Ln row(s) have no price. Set a default price in the options (or fill the price column) and import again.</source>
      <translation>
        <numerusform>Nothing was imported: %Ln row have no price. Set a default price in the options (or fill the price column) and import again.</numerusform>
        <numerusform>Nothing was imported: %Ln rows have no price. Set a default price in the options (or fill the price column) and import again.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Nothing was imported: %Ln row(s) were rejected. %1 of them only lack a price, which a default price in the options fixes; correct the others in the file or tick “Skip invalid rows”. The report says why.</source>
      <translation>
        <numerusform>Nothing was imported: %Ln row were rejected. %1 of them only lack a price, which a default price in the options fixes; correct the others in the file or tick “Skip invalid rows”. The report says why.</numerusform>
        <numerusform>Nothing was imported: %Ln rows were rejected. %1 of them only lack a price, which a default price in the options fixes; correct the others in the file or tick “Skip invalid rows”. The report says why.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CsvReportPanel</name>
    <message numerus="yes">
      <source>%Ln row(s) in the file:</source>
      <translation>
        <numerusform>%Ln row in the file:</numerusform>
        <numerusform>%Ln rows in the file:</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln imported as they were;</source>
      <translation>
        <numerusform>%Ln imported as they were;</numerusform>
        <numerusform>%Ln imported as they were;</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln repaired;</source>
      <translation>
        <numerusform>%Ln repaired;</numerusform>
        <numerusform>%Ln repaired;</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rejected.</source>
      <translation>
        <numerusform>%Ln rejected.</numerusform>
        <numerusform>%Ln rejected.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln imported row(s) with warnings.</source>
      <translation>
        <numerusform>%Ln imported row with warnings.</numerusform>
        <numerusform>%Ln imported rows with warnings.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>DocumentScanPane</name>
    <message numerus="yes">
      <source>%n unit(s)</source>
      <translation>
        <numerusform>%n unit</numerusform>
        <numerusform>%n units</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n line(s)</source>
      <translation>
        <numerusform>%n line</numerusform>
        <numerusform>%n lines</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>DocumentSummary</name>
    <message numerus="yes">
      <source>%n line(s)</source>
      <translation>
        <numerusform>%n line</numerusform>
        <numerusform>%n lines</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n unit(s)</source>
      <translation>
        <numerusform>%n unit</numerusform>
        <numerusform>%n units</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Over the order: %n unit(s).</source>
      <translation>
        <numerusform>Over the order: %n unit.</numerusform>
        <numerusform>Over the order: %n units.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Short of the order: %n unit(s) (the order stays open for them).</source>
      <translation>
        <numerusform>Short of the order: %n unit (the order stays open for them).</numerusform>
        <numerusform>Short of the order: %n units (the order stays open for them).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Not on the order: %n line(s).</source>
      <translation>
        <numerusform>Not on the order: %n line.</numerusform>
        <numerusform>Not on the order: %n lines.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>New titles added while receiving: %n.</source>
      <translation>
        <numerusform>New titles added while receiving: %n.</numerusform>
        <numerusform>New titles added while receiving: %n.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HistoryPane</name>
    <message numerus="yes">
      <source>%n movement(s) saved to %1.</source>
      <translation>
        <numerusform>%n movement saved to %1.</numerusform>
        <numerusform>%n movements saved to %1.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message numerus="yes">
      <source>%n scan(s) have not reached the server yet. They stay on this computer and are sent when the console runs again and the server can be reached. Quit anyway?</source>
      <translation>
        <numerusform>%n scan has not reached the server yet. It stays on this computer and is sent when the console runs again and the server can be reached. Quit anyway?</numerusform>
        <numerusform>%n scans have not reached the server yet. They stay on this computer and are sent when the console runs again and the server can be reached. Quit anyway?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>OrderDocument</name>
    <message numerus="yes">
      <source>Total: %n title(s), %1 unit(s)</source>
      <translation>
        <numerusform>Total: %n title, %1 unit</numerusform>
        <numerusform>Total: %n titles, %1 units</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n title(s) without a cost</source>
      <translation>
        <numerusform>%n title without a cost</numerusform>
        <numerusform>%n titles without a cost</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>OrdersPane</name>
    <message numerus="yes">
      <source>%n title(s) to order have no supplier or different ones. Which supplier is the order for?</source>
      <translation>
        <numerusform>%n title to order have no supplier or different ones. Which supplier is the order for?</numerusform>
        <numerusform>%n titles to order have no supplier or different ones. Which supplier is the order for?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>OutboxStateBanner</name>
    <message numerus="yes">
      <source>%n scan(s) wait for credentials. %1 Nothing is lost: they are sent once the key is accepted.</source>
      <translation>
        <numerusform>%n scan waits for credentials. %1 Nothing is lost: it is sent once the key is accepted.</numerusform>
        <numerusform>%n scans wait for credentials. %1 Nothing is lost: they are sent once the key is accepted.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n scan(s) wait under a key this connection no longer uses. Send them with the current key, or discard them (the scan log lists them).</source>
      <translation>
        <numerusform>%n scan waits under a key this connection no longer uses. Send it with the current key, or discard it (the scan log lists it).</numerusform>
        <numerusform>%n scans wait under a key this connection no longer uses. Send them with the current key, or discard them (the scan log lists them).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the outbox and are sent when the server is back.</source>
      <translation>
        <numerusform>Offline: the server cannot be reached. Keep scanning — %n scan waits in the outbox and is sent when the server is back.</numerusform>
        <numerusform>Offline: the server cannot be reached. Keep scanning — %n scans wait in the outbox and are sent when the server is back.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ProductCodeValidator</name>
    <message numerus="yes">
      <source>“%1” has %n digit(s); a barcode or ISBN has 8, 10, 12 or 13.</source>
      <translation>
        <numerusform>“%1” has %n digit; a barcode or ISBN has 8, 10, 12 or 13.</numerusform>
        <numerusform>“%1” has %n digits; a barcode or ISBN has 8, 10, 12 or 13.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>QualityDuplicatesTab</name>
    <message numerus="yes">
      <source>%n code(s) with differing listings</source>
      <translation>
        <numerusform>%n code with differing listings</numerusform>
        <numerusform>%n codes with differing listings</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>QualityPane</name>
    <message numerus="yes">
      <source>%n product(s)</source>
      <translation>
        <numerusform>%n product</numerusform>
        <numerusform>%n products</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n listed</source>
      <translation>
        <numerusform>%n listed</numerusform>
        <numerusform>%n listed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n uncategorised</source>
      <translation>
        <numerusform>%n uncategorised</numerusform>
        <numerusform>%n uncategorised</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>QualityProductsTab</name>
    <message numerus="yes">
      <source>%n product(s)</source>
      <translation>
        <numerusform>%n product</numerusform>
        <numerusform>%n products</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Change %n chosen product(s) at once</source>
      <translation>
        <numerusform>Change %n chosen product at once</numerusform>
        <numerusform>Change %n chosen products at once</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Set the %1 of %n product(s) to %2?</source>
      <translation>
        <numerusform>Set the %1 of %n product to %2?</numerusform>
        <numerusform>Set the %1 of %n products to %2?</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Changing %n product(s)…</source>
      <translation>
        <numerusform>Changing %n product…</numerusform>
        <numerusform>Changing %n products…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n product(s) changed</source>
      <translation>
        <numerusform>%n product changed</numerusform>
        <numerusform>%n products changed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n refused</source>
      <translation>
        <numerusform>%n refused</numerusform>
        <numerusform>%n refused</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n not sent</source>
      <translation>
        <numerusform>%n not sent</numerusform>
        <numerusform>%n not sent</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>QualitySearchesTab</name>
    <message numerus="yes">
      <source>%n different search(es)</source>
      <translation>
        <numerusform>%n different search</numerusform>
        <numerusform>%n different searches</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>QuantityPrompt</name>
    <message numerus="yes">
      <source>%1 (%n more scan(s) waiting)</source>
      <translation>
        <numerusform>%1 (%n more scan waiting)</numerusform>
        <numerusform>%1 (%n more scans waiting)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ReorderTab</name>
    <message numerus="yes">
      <source>%n chosen title(s) to order from %1: check the quantities, then create the order.</source>
      <translation>
        <numerusform>%n chosen title to order from %1: check the quantities, then create the order.</numerusform>
        <numerusform>%n chosen titles to order from %1: check the quantities, then create the order.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Order %1 created: %n line(s).</source>
      <translation>
        <numerusform>Order %1 created: %n line.</numerusform>
        <numerusform>Order %1 created: %n lines.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ReportsPane</name>
    <message numerus="yes">
      <source>%n product(s) in stock have no known cost and are not counted.</source>
      <translation>
        <numerusform>%n product in stock have no known cost and are not counted.</numerusform>
        <numerusform>%n products in stock have no known cost and are not counted.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ScanDocumentPane</name>
    <message numerus="yes">
      <source>%n scan(s) waiting to be sent</source>
      <translation>
        <numerusform>%n scan waiting to be sent</numerusform>
        <numerusform>%n scans waiting to be sent</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n scan(s) waiting for the open window</source>
      <translation>
        <numerusform>%n scan waiting for the open window</numerusform>
        <numerusform>%n scans waiting for the open window</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n scan(s) made while the question was open went into the document first. Look at it and answer again.</source>
      <translation>
        <numerusform>%n scan made while the question was open went into the document first. Look at it and answer again.</numerusform>
        <numerusform>%n scans made while the question was open went into the document first. Look at it and answer again.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SearchPane</name>
    <message numerus="yes">
      <source>%n result(s)</source>
      <translation>
        <numerusform>%n result</numerusform>
        <numerusform>%n results</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Getting the codes of %n product(s)…</source>
      <translation>
        <numerusform>Getting the codes of %n product…</numerusform>
        <numerusform>Getting the codes of %n products…</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SellersPane</name>
    <message numerus="yes">
      <source>%1 — %n product(s)</source>
      <translation>
        <numerusform>%1 — %n product</numerusform>
        <numerusform>%1 — %n products</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StatusIndicators</name>
    <message numerus="yes">
      <source>Rate limit: waiting %n s</source>
      <translation>
        <numerusform>Rate limit: waiting %n s</numerusform>
        <numerusform>Rate limit: waiting %n s</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %n waiting</source>
      <translation>
        <numerusform>Outbox: %n waiting</numerusform>
        <numerusform>Outbox: %n waiting</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StockListBar</name>
    <message numerus="yes">
      <source>%n book(s) at or below the reorder level</source>
      <translation>
        <numerusform>%n book at or below the reorder level</numerusform>
        <numerusform>%n books at or below the reorder level</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n stationery item(s) at or below the reorder level</source>
      <translation>
        <numerusform>%n stationery item at or below the reorder level</numerusform>
        <numerusform>%n stationery items at or below the reorder level</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StockPane</name>
    <message numerus="yes">
      <source>%n scan(s) wait for the open window: counted when it closes (%1).</source>
      <translation>
        <numerusform>%n scan wait for the open window: counted when it closes (%1).</numerusform>
        <numerusform>%n scans wait for the open window: counted when it closes (%1).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Back online: sending %n waiting scan(s).</source>
      <translation>
        <numerusform>Back online: sending %n waiting scan.</numerusform>
        <numerusform>Back online: sending %n waiting scans.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SyncConflictsBox</name>
    <message numerus="yes">
      <source>%n change(s) need a decision. Choose one and retry or drop it.</source>
      <translation>
        <numerusform>%n change needs a decision. Choose it and retry or drop it.</numerusform>
        <numerusform>%n changes need a decision. Choose one and retry or drop it.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SyncStatusLabel</name>
    <message numerus="yes">
      <source>Marketplace: %n change(s) waiting</source>
      <translation>
        <numerusform>Marketplace: %n change waiting</numerusform>
        <numerusform>Marketplace: %n changes waiting</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%1, %n conflict(s)</source>
      <translation>
        <numerusform>%1, %n conflict</numerusform>
        <numerusform>%1, %n conflicts</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TrendingModel</name>
    <message numerus="yes">
      <source>Searched %n time(s) in the last 7 days. Click to search it.</source>
      <translation>
        <numerusform>Searched %n time in the last 7 days. Click to search it.</numerusform>
        <numerusform>Searched %n times in the last 7 days. Click to search it.</numerusform>
      </translation>
    </message>
  </context>
</TS>
