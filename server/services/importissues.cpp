#include "server/services/importissues.h"

using namespace Qt::StringLiterals;

QString ImportIssue::toString() const
{
    QString text = record;
    if (!field.isEmpty())
        text += (text.isEmpty() ? QString() : u" "_s) + u"field "_s + field;
    return text.isEmpty() ? message : text + u": "_s + message;
}

void ImportIssues::add(const QString &record, const QString &field, const QString &message)
{
    ++m_count;
    if (m_list.size() < m_limit)
        m_list.append({ record, field, message });
}
