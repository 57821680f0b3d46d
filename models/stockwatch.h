#pragma once

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QVariant>
#include <optional>

class LiveStock;

// The stock of the codes one view shows, kept current from the console's one live copy
// (LiveStock, architecture.md "The console's live copy"): Receive's and Returns' lines, the
// reorder suggestions, a product's details. The view says which codes it shows and reads their
// figures here; changed() names a code whose figure moved (a till, another console, an online
// sale, a posted document, a scan waiting or acknowledged), so the view repaints that figure
// alone, with no Reload and no request of its own (issue 41 item 1: a pane's own read, or a
// document's line quantity, was shown as the stock).
class StockWatch final : public QObject
{
    Q_OBJECT
public:
    explicit StockWatch(LiveStock *live, QObject *parent = nullptr);

    LiveStock *liveStock() const { return m_live; }
    // The codes shown now (any spelling ProductCodeValidator matches); only theirs are told.
    void setCodes(const QStringList &codes);
    void addCode(const QString &code);
    // The figure to show: the server's stock with the outbox's waiting scans on top; none when
    // the code is no live product of the seller (or the first copy has not arrived yet).
    std::optional<qint64> stock(const QString &code) const;
    // For a cell: "36", "36, +1 waiting", or nothing when not known.
    QVariant text(const QString &code) const;

Q_SIGNALS:
    // A watched code's figure may have changed (the code as the view gave it).
    void changed(const QString &code);

private:
    void tell(const QString &code);
    void tellAll();

    LiveStock *m_live;
    QHash<QString, QStringList> m_codes; // match key -> the codes as given
};
