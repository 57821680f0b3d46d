#include "app/server/configdefaults.h"

#include <QFileInfo>
#include <QSettings>

using namespace Qt::StringLiterals;

std::optional<QStringList> ConfigDefaults::apply(QCommandLineParser &parser,
    const QStringList &arguments, const QString &file, UnknownKeys unknown, QString *error)
{
    const QFileInfo info(file);
    if (!info.isFile() || !info.isReadable()) {
        *error = u"--config: cannot read %1"_s.arg(file);
        return std::nullopt;
    }
    const QStringList givenOnCommandLine = parser.optionNames();
    QSettings settings(file, QSettings::IniFormat);
    const QStringList keys = settings.allKeys();
    if (settings.status() != QSettings::NoError) {
        *error = u"%1: not a valid INI file (one 'key = value' per line, comments start "
                 "with ';')"_s.arg(file);
        return std::nullopt;
    }

    const QString program = arguments.value(0);
    QStringList defaults;
    for (const QString &key : keys) {
        // "# listen = ..." reads as a key named "# listen": a commented-out setting.
        if (key.startsWith(u'#'))
            continue;
        if (key == "config"_L1 || key == "help"_L1 || key.contains(u'/')) {
            *error
                = u"%1: '%2' is not a setting (use top-level 'key = value' lines)"_s.arg(file, key);
            return std::nullopt;
        }
        if (givenOnCommandLine.contains(key))
            continue;
        // QSettings splits "a, b" into a list: the option gets the text back.
        const QString value = settings.value(key).toStringList().join(u',');
        QString problem;
        const auto injected = asArguments(parser, program, key, value, &problem);
        if (!problem.isEmpty()) {
            *error = u"%1: %2"_s.arg(file, problem);
            return std::nullopt;
        }
        if (injected) {
            defaults << *injected;
        } else if (unknown == UnknownKeys::Reject) {
            *error = u"%1: unknown setting '%2' (the settings are the long options of "
                     "--help)"_s.arg(file, key);
            return std::nullopt;
        }
    }
    QStringList merged { program };
    merged << defaults << arguments.mid(1);
    return merged;
}

std::optional<QStringList> ConfigDefaults::asArguments(QCommandLineParser &parser,
    const QString &program, const QString &key, const QString &value, QString *error)
{
    // QCommandLineParser does not list its options: ask it. A value option accepts
    // "--key=value", a flag accepts "--key", an unknown name neither.
    const QString option = "--"_L1 + key;
    if (parser.parse({ program, option + u'=' + value }))
        return QStringList { option + u'=' + value };
    if (!parser.parse({ program, option }))
        return std::nullopt;
    const QString flag = value.trimmed().toLower();
    if (flag == "true"_L1 || flag == "yes"_L1 || flag == "on"_L1 || flag == "1"_L1)
        return QStringList { option };
    if (flag == "false"_L1 || flag == "no"_L1 || flag == "off"_L1 || flag == "0"_L1)
        return QStringList {};
    *error = u"'%1' is a switch: expected true or false, not '%2'"_s.arg(key, value);
    return std::nullopt;
}
