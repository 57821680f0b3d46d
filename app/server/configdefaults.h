#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <optional>

// `--config FILE`: a QSettings INI file whose keys are the long option names of the
// subcommand (listen, db, cache-ttl, trust-proxy, ...). Its settings become defaults: each is
// inserted as "--key=value" in front of the command line's own arguments unless the command
// line sets that option itself, so a flag always wins. Works for any option the parser knows,
// including options added later, without more code.
class ConfigDefaults final
{
public:
    enum class UnknownKeys {
        Reject, // serve: a typo in the server's own file must stop it
        Ignore, // other subcommands read the server's file only for the keys they have (db)
    };

    // `arguments` were already parsed once by `parser` (its optionNames() are the command
    // line's). Returns the arguments to parse again, or nullopt and *error (one line).
    static std::optional<QStringList> apply(QCommandLineParser &parser,
        const QStringList &arguments, const QString &file, UnknownKeys unknown, QString *error);

private:
    // "key" → "--key=value" or "--key" (for a flag set to true); empty for a false flag.
    // nullopt when the parser has no such option.
    static std::optional<QStringList> asArguments(QCommandLineParser &parser,
        const QString &program, const QString &key, const QString &value, QString *error);
};
