#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "net/countresources.h"

// The seller's stock movements (History pane): when, what, how much, why and who.
class MovementModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { At, Product, Code, Before, Delta, After, Reason, Note, Key, ColumnCount };

    explicit MovementModel(QObject *parent = nullptr);

    void setMovements(const QList<Movement> &movements);
    void append(const QList<Movement> &movements);
    const QList<Movement> &movements() const { return m_movements; }
    static QString reasonText(const QString &reason);
    // A note for people: the document a delivery or a return to the supplier posted
    // ("receipt 12 INV-2291" reads "Delivery 12, invoice INV-2291"); other notes as written
    // (an import's note is named from its app id in text()).
    static QString noteText(const QString &note);

    // RFC 4180: CRLF line ends, every field quoted where it holds a comma, quote or line
    // break (quotes doubled); UTF-8 with a byte order mark so spreadsheets read Cyrillic.
    QByteArray toCsv() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const Movement &movement, int column) const;

    QList<Movement> m_movements;
};
