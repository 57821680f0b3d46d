// catalog-console: the admin and seller console. Wiring only: arguments, the credential
// store, the API client, the session and the main window.
//
// catalog-console [--server BASE_URL --app-id APP_ID [--seller-id N] [--profile NAME]]
//                 [--credentials keychain|memory|file]
// The secret never comes on the command line (other users can read it from the process
// list): it is read once from the environment variable CATALOG_APP_SECRET, removed from the
// environment at once, and stored in the credential store; later starts read it from there.

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include "models/consolesession.h"
#include "models/localserver.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/inmemorycredentialstore.h"
#include "net/keychaincredentialstore.h"
#include "net/plainfilecredentialstore.h"
#include "ui/languagesetup.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;

namespace {

void setNames()
{
    QCoreApplication::setOrganizationName(u"catalog"_s);
    QCoreApplication::setApplicationName(u"catalog-console"_s);
    QCoreApplication::setApplicationVersion(u"1.2.0"_s);
}

struct Options
{
    QCommandLineParser parser;
    QCommandLineOption server { u"server"_s,
        QCoreApplication::translate("main", "Base URL of the API, ending in /api/v1/client."),
        u"URL"_s };
    QCommandLineOption appId { u"app-id"_s,
        QCoreApplication::translate("main", "App ID of the API key."), u"APP_ID"_s };
    QCommandLineOption sellerId { u"seller-id"_s,
        QCoreApplication::translate("main", "Seller the key belongs to (for code lookups)."),
        u"ID"_s };
    QCommandLineOption profileName { u"profile"_s,
        QCoreApplication::translate("main", "Name of the connection profile to use or create."),
        u"NAME"_s };
    QCommandLineOption credentials { u"credentials"_s,
        QCoreApplication::translate("main",
            "Where secrets are kept: keychain (default), memory (this session only) or file "
            "(unencrypted, explicit opt-in)."),
        u"STORE"_s, qEnvironmentVariable("CATALOG_CREDENTIAL_STORE", u"keychain"_s) };

    Options()
    {
        parser.setApplicationDescription(QCoreApplication::translate("main",
            "Catalog Console: browse the catalog and update stock with a barcode scanner.\n"
            "The secret is read once from CATALOG_APP_SECRET and kept in the keychain."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({ server, appId, sellerId, profileName, credentials });
    }
};

// --help, --version and wrong arguments need no display: answered before the GUI starts.
void answerWithoutGui(int argc, char *argv[])
{
    QCoreApplication core(argc, argv);
    setNames();
    LanguageSetup::install(&core);
    Options options;
    options.parser.process(core); // exits for --help, --version and errors
}

CredentialStore *makeStore(const QString &kind, QObject *parent)
{
    if (kind == "memory"_L1)
        return new InMemoryCredentialStore(parent);
    if (kind == "file"_L1)
        return new PlainFileCredentialStore(
            PlainFileCredentialStore::OptIn::AcceptUnencryptedSecrets, {}, parent);
    return new KeychainCredentialStore(parent);
}

} // namespace

int main(int argc, char *argv[])
{
    // Taken before anything else runs, and removed so child processes (the local server,
    // sound players) never inherit it.
    QString envSecret = qEnvironmentVariable("CATALOG_APP_SECRET");
    qunsetenv("CATALOG_APP_SECRET");

    answerWithoutGui(argc, argv);

    QApplication app(argc, argv);
    setNames();
    QApplication::setDesktopFileName(u"catalog-console"_s);
    LanguageSetup::install(&app);
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Catalog Console"));

    Options options;
    QCommandLineParser &parser = options.parser;
    const QCommandLineOption &server = options.server;
    const QCommandLineOption &appId = options.appId;
    const QCommandLineOption &sellerId = options.sellerId;
    const QCommandLineOption &profileName = options.profileName;
    const QCommandLineOption &credentials = options.credentials;
    parser.process(app);

    // Destroyed before the application object (declared after it): the outbox closes its
    // database while Qt SQL is still fully there.
    QObject owner;
    auto *client = new ApiClient(nullptr, nullptr, &owner);
    CredentialStore *store = makeStore(parser.value(credentials), &owner);
    auto *profiles = new ConnectionProfiles(nullptr, &owner);
    auto *session = new ConsoleSession(client, store, profiles, {}, &owner);
    auto *localServer = new LocalServer(&owner);
    // A server a previous console left running in the background shows as running.
    localServer->adoptBackgroundServer();

    MainWindow window(session, localServer);
    window.show();

    if (parser.isSet(server) && parser.isSet(appId)) {
        ConnectionProfile profile;
        profile.baseUrl = QUrl(parser.value(server));
        profile.appId = parser.value(appId);
        const QString known = profiles->nameFor(profile.baseUrl, profile.appId);
        profile.name = parser.isSet(profileName) ? parser.value(profileName)
            : !known.isEmpty()
            ? known
            : profile.baseUrl.host() + u':' + QString::number(profile.baseUrl.port(80));
        if (parser.isSet(sellerId))
            session->setSellerId(profile.name, parser.value(sellerId).toLongLong());
        if (!envSecret.isEmpty()) {
            session->connectWith(profile, envSecret, true);
        } else {
            profiles->save(profile);
            session->connectProfile(profile.name);
        }
    } else if (parser.isSet(profileName)) {
        session->connectProfile(parser.value(profileName));
    } else if (!profiles->currentName().isEmpty()) {
        session->connectProfile(profiles->currentName());
    } else {
        QTimer::singleShot(0, &window, &MainWindow::openConnectDialog);
    }
    envSecret.fill(u'\0');
    envSecret.clear();
    return app.exec();
}
