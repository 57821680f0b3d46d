#include "ui/adminexport.h"

#include <QFileDialog>
#include <QSaveFile>

#include "ui/messagebanner.h"

QString AdminExport::askPath(QWidget *parent, const QString &title, const QString &fileName)
{
    return QFileDialog::getSaveFileName(parent, title, fileName, tr("CSV files (*.csv)"));
}

bool AdminExport::save(MessageBanner *banner, const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        banner->showMessage(MessageBanner::Kind::Error,
            tr("%1 could not be saved: %2").arg(path, file.errorString()));
        return false;
    }
    banner->showMessage(MessageBanner::Kind::Positive, tr("Saved %1.").arg(path));
    return true;
}
