#pragma once

#include <QGroupBox>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QSpinBox;

// The options of `catalog-server import` for a CSV file (contract §2.1): the type and seller
// of rows that do not say, a default price and stock, and whether to skip invalid rows.
class CsvImportOptions final : public QGroupBox
{
    Q_OBJECT
public:
    explicit CsvImportOptions(QWidget *parent = nullptr);

    // --type, --seller, --default-price, --default-stock and --skip-invalid as chosen.
    QStringList arguments() const;

    QComboBox *typeBox() const { return m_type; }
    QSpinBox *sellerBox() const { return m_seller; }
    QSpinBox *priceBox() const { return m_price; }
    QSpinBox *stockBox() const { return m_stock; }
    QCheckBox *skipInvalidBox() const { return m_skipInvalid; }

private:
    QComboBox *m_type;
    QSpinBox *m_seller;
    QSpinBox *m_price;
    QSpinBox *m_stock;
    QCheckBox *m_skipInvalid;
};
