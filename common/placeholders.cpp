#include "common/placeholders.h"

namespace Placeholders {

QString filled(QStringView text, const QStringList &values)
{
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'%' && i + 1 < text.size() && text.at(i + 1) >= u'1'
            && text.at(i + 1) <= u'9') {
            const qsizetype index = text.at(i + 1).unicode() - u'1';
            if (index < values.size()) {
                out += values.at(index);
                ++i;
                continue;
            }
        }
        out += text.at(i);
    }
    return out;
}

} // namespace Placeholders
