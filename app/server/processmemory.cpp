#include "app/server/processmemory.h"

#include <malloc.h>
#include <openssl/crypto.h>
#include <sqlite3.h>

namespace ProcessMemory {

void configure()
{
    // glibc gives an arena's free top back to the system once it passes 128 kB, and serves
    // blocks from 128 kB up with their own mappings: a request that freed what it used paid
    // the page faults again on the next one, and on a VM a fault costs tens of µs. Two
    // connections searching a 1,000,000-product SQLite catalog at once spent a third of
    // their time faulting (p99 25 ms; 3.6 ms with memory kept). Kept up to these sizes per
    // arena; a burst of connections still hands everything back (CatalogServer's
    // malloc_trim).
    mallopt(M_TRIM_THRESHOLD, 16 << 20);
    mallopt(M_MMAP_THRESHOLD, 4 << 20);
    // SQLite counts every allocation under one process-wide mutex, for statistics nothing
    // here reads: each connection's allocations waited for the others'. Before SQLite's first
    // use (it refuses a change after its initialization, harmlessly).
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    // OpenSSL frees its global state from an atexit handler. A worker thread that used it
    // (libpq's SCRAM, QSslSocket) runs OpenSSL's thread-local destructor after QThread::wait()
    // has returned, so it could still be inside libcrypto while main's exit freed that state:
    // a SIGSEGV at shutdown, once in about a hundred stops. Freeing at exit gains nothing, so
    // the state is kept. The first initialization decides: before libpq's or Qt's.
    OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, nullptr);
}

} // namespace ProcessMemory
