#pragma once

#include <QByteArray>
#include <QStringList>

// A child process's output (catalog-server's stdout and stderr) read as it arrives: the
// complete lines are taken off the front, an unfinished last line waits for more.
class ProcessLines final
{
public:
    // The complete lines in *buffer, UTF-8, trimmed, empty ones left out; they are removed
    // from *buffer.
    static QStringList take(QByteArray *buffer);
};
