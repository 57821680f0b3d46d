#pragma once

#include <QWidget>

class AdminClient;
class AdminDuplicateModel;
class MessageBanner;
class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;

// The Catalog quality pane's duplicates (contract §15 GET /admin/duplicates): codes listed by
// several sellers whose listings differ; a code's listings side by side, one column each, the
// fields they differ in marked. "Show listings" lists that code's products on the Products tab.
class QualityDuplicatesTab final : public QWidget
{
    Q_OBJECT
public:
    QualityDuplicatesTab(AdminClient *admin, MessageBanner *banner, QWidget *parent = nullptr);

    AdminDuplicateModel *model() const { return m_model; }
    QTableView *codes() const { return m_codes; }
    // The chosen code's listings: a column per listing, a row per field.
    QTableWidget *sideBySide() const { return m_sides; }
    // Whether a field's row is marked as differing (the row of the field name, e.g. "name").
    bool isMarked(const QString &field) const;
    void reload();
    void showRow(int row);
    void exportList(const QString &path);

Q_SIGNALS:
    void listingsRequested(const QString &code);

private:
    AdminClient *m_admin;
    MessageBanner *m_banner;
    AdminDuplicateModel *m_model;
    QTableView *m_codes;
    QTableWidget *m_sides;
    QLabel *m_count;
    QPushButton *m_show;
    QPushButton *m_export;
    int m_row = -1;
};
