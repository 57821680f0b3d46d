#include "ui/printing/labelsheet.h"

#include <algorithm>

LabelSheet::LabelSheet(
    const LabelTemplate &sheetTemplate, int count, int startPosition, QPointF offsetMm)
    : m_template(sheetTemplate)
    , m_count(std::max(0, count))
    , m_start(std::clamp(startPosition, 0, std::max(0, sheetTemplate.perPage() - 1)))
    , m_offset(offsetMm)
{ }

int LabelSheet::pageCount() const
{
    if (m_count == 0)
        return 0;
    const int perPage = m_template.perPage();
    return (m_start + m_count + perPage - 1) / perPage;
}

QList<LabelSheet::Placement> LabelSheet::placements(int page) const
{
    QList<Placement> result;
    if (page < 0 || page >= pageCount())
        return result;
    const int perPage = m_template.perPage();
    for (int position = 0; position < perPage; ++position) {
        const int label = page * perPage + position - m_start;
        if (label < 0)
            continue;
        if (label >= m_count)
            break;
        result.append({ label, m_template.labelRectMm(position).translated(m_offset) });
    }
    return result;
}
