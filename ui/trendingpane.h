#pragma once

#include <QWidget>

class ConsoleSession;
class MessageBanner;
class QTableView;
class TrendingModel;

// The 7-day trending searches with a bar for each total; a click searches the query.
class TrendingPane final : public QWidget
{
    Q_OBJECT
public:
    explicit TrendingPane(ConsoleSession *session, QWidget *parent = nullptr);

    TrendingModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

public Q_SLOTS:
    void reload();

Q_SIGNALS:
    void searchRequested(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;

private:
    ConsoleSession *m_session;
    TrendingModel *m_model;
    MessageBanner *m_banner;
    QTableView *m_view;
    bool m_loadedOnce = false;
};
