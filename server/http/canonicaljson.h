#pragma once

#include <QByteArray>
#include <QJsonValue>

// One spelling per JSON value, so that two requests can be compared after parsing
// (contract §7: whitespace and key order do not matter): compact, object keys sorted at every
// level, integral numbers as integers (2.0 and 2 are the same), other numbers in their
// shortest round-trip form.
QByteArray canonicalJson(const QJsonValue &value);
