#include "models/processlines.h"

#include <QString>

QStringList ProcessLines::take(QByteArray *buffer)
{
    QStringList lines;
    qsizetype nl;
    while ((nl = buffer->indexOf('\n')) >= 0) {
        const QString text = QString::fromUtf8(buffer->left(nl)).trimmed();
        buffer->remove(0, nl + 1);
        if (!text.isEmpty())
            lines << text;
    }
    return lines;
}
