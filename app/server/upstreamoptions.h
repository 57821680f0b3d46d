#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <optional>

#include "server/services/upstreamclient.h"

namespace ServerCli {

// The upstream options of serve and sync (contract §14), declared once.
struct UpstreamOptions
{
    UpstreamOptions();

    QCommandLineOption url;
    QCommandLineOption appId;
    QCommandLineOption secretFile;
    QList<QCommandLineOption> all() const { return { url, appId, secretFile }; }
};

// The upstream's URL and key, or nullopt without --upstream. The secret comes from
// CATALOG_UPSTREAM_SECRET or a file only its owner may read; it is never printed.
std::optional<UpstreamClient::Credentials> upstreamCredentials(
    const QCommandLineParser &parser, const UpstreamOptions &options);

} // namespace ServerCli
