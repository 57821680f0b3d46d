#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>

#include "ui/printing/labeltemplate.h"

// Where each of `count` labels goes: on which page and where, for a template, the first free
// position of a partly used first sheet and the printer's own offset. Cheap: no drawing.
class LabelSheet final
{
public:
    struct Placement
    {
        int label = 0; // index into the job's labels
        QRectF rectMm; // on the page, offset included
    };

    LabelSheet(const LabelTemplate &sheetTemplate, int count, int startPosition = 0,
        QPointF offsetMm = {});

    const LabelTemplate &sheetTemplate() const { return m_template; }
    int count() const { return m_count; }
    int startPosition() const { return m_start; }
    int pageCount() const;
    QList<Placement> placements(int page) const;

private:
    LabelTemplate m_template;
    int m_count;
    int m_start;
    QPointF m_offset;
};
