#pragma once

#include <QMainWindow>
#include <memory>

#include "ui/icons.h"

class ConsoleSession;
class FeedbackPlayer;
class LocalServer;
class LocalServerPane;
class MessageBanner;
class QComboBox;
class QListWidget;
class QStackedWidget;
class ScanRouter;
class StatusIndicators;
class StockPane;

// The console's window: a sidebar of panes (stock first: it is what sellers use all day),
// the profile switcher, menus with shortcuts, the status bar indicators and a banner for
// session problems. Window geometry, layout and the last pane are restored on start.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    enum class Pane { Stock, Catalog, Search, Trending, Categories, Sellers, LocalServer };
    Q_ENUM(Pane)

    MainWindow(ConsoleSession *session, LocalServer *localServer, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showPane(Pane pane);
    QWidget *pane(Pane pane) const;
    int paneCount() const;
    // Whether the pane is listed for the current key (a key of no seller lists no seller
    // panes).
    bool isPaneListed(QWidget *pane) const;
    StockPane *stockPane() const { return m_stock; }
    StatusIndicators *indicators() const { return m_indicators; }
    MessageBanner *banner() const { return m_banner; }

public Q_SLOTS:
    void openConnectDialog();
    void openPreferences();
    void searchFor(const QString &text);
    // A scanned code outside the stock pane: opens that product (lookup by code in the shop).
    void openScannedCode(const QString &code);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addPane(QWidget *widget, Icons::Glyph glyph, const QString &title);
    // ui/mainwindowpanes.cpp: creates and links every pane; the local server's is returned for
    // the status bar.
    LocalServerPane *buildPanes();
    void buildMenus();
    void refreshProfiles();
    void applyPreferences();
    void restoreWindow();
    void saveWindow();
    void fitSidebar();
    // The whole window, title bar and frame included, inside the screen's free area (a
    // 1024x600 laptop: the status bar stays on screen).
    void fitScreen();
    void askStopLocalServer();
    void keepLocalServerAndQuit();
    // Scans and count scans not yet sent (they stay on this computer).
    int waitingScans() const;
    void askQuitWithWaitingScans(int waiting);
    // Lists each person's panes: a key known to have no seller (a catalog admin's) hides the
    // panes that need one (contract §6: /products/mine, stock, counts, reports, documents).
    void applyKeyScope();

    ConsoleSession *m_session;
    LocalServer *m_localServer;
    FeedbackPlayer *m_feedback;
    MessageBanner *m_banner;
    QListWidget *m_sidebar;
    QStackedWidget *m_stack;
    QComboBox *m_profiles;
    StatusIndicators *m_indicators;
    StockPane *m_stock = nullptr;
    QList<QWidget *> m_sellerPanes;
    QList<QAction *> m_paneActions; // the View menu's, by pane index
    QAction *m_scanFieldAction = nullptr;
    bool m_closeConfirmed = false; // the shop's server was stopped on purpose, closing now
    bool m_quitWithWaitingConfirmed = false;
    bool m_fittedOnce = false;
    QSize m_shownSize; // as the window opened (fitScreen() leaves a size chosen since alone)
    // Last member: gone before the widgets it watches.
    std::unique_ptr<ScanRouter> m_router;
};
