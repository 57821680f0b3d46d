#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class MessageBanner;
class QWidget;

// Where the admin's exports (contract §15 format=csv and the console's own CSV of chosen rows)
// go: a file the admin picks, written whole or not at all (QSaveFile), the outcome in the
// pane's banner.
class AdminExport final
{
    Q_DECLARE_TR_FUNCTIONS(AdminExport)
public:
    // Empty when the admin cancelled.
    static QString askPath(QWidget *parent, const QString &title, const QString &fileName);
    static bool save(MessageBanner *banner, const QString &path, const QByteArray &data);
};
