#!/usr/bin/env bash
# A private PostgreSQL 15 cluster for the tests: never the system cluster.
#
#   pg-cluster.sh start   STATE_DIR   initdb in a new temporary folder, start on 127.0.0.1 and a
#                                     free port, write STATE_DIR/pg.env (CATALOG_TEST_PG_URL=...)
#   pg-cluster.sh stop    STATE_DIR   stop it (fast) and remove its folder and STATE_DIR/pg.env
#   pg-cluster.sh restart STATE_DIR   stop (fast) and start again on the same port
#   pg-cluster.sh down|up STATE_DIR   the two halves of restart, for outage tests
#
# As root the cluster belongs to the `postgres` user (initdb refuses root); as anyone else it
# belongs to that user. PostgreSQL missing is an error, never a reason to skip.
# Test settings: fsync and full_page_writes are off (a crashed test cluster is thrown away;
# the speed matters more), max_connections 300 for N servers × pools running in parallel.
set -euo pipefail

usage() {
    echo "usage: $0 start|stop|restart|down|up STATE_DIR" >&2
    exit 2
}
[[ $# -eq 2 ]] || usage
mode=$1
state=$2

bindir=${CATALOG_PG_BINDIR:-/usr/lib/postgresql/15/bin}
for tool in initdb pg_ctl; do
    if [[ ! -x "$bindir/$tool" ]]; then
        echo "pg-cluster: $bindir/$tool not found: install Debian's postgresql" \
            "(packaging/install-deps.sh --tests)" >&2
        exit 1
    fi
done

# Runs a PostgreSQL tool as the cluster's owner.
as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

free_port() {
    # Bind port 0 on loopback and report what the kernel chose (perl-base is always there).
    perl -MIO::Socket::INET -e \
        'my $s = IO::Socket::INET->new(LocalAddr => "127.0.0.1", LocalPort => 0, Listen => 1)
             or die "bind: $!\n";
         print $s->sockport, "\n";'
}

read_state() {
    if [[ ! -f "$state/pg.dir" ]]; then
        echo "pg-cluster: no cluster recorded in $state" >&2
        return 1
    fi
    datadir=$(cat "$state/pg.dir")
}

start_server() {
    as_owner "$bindir/pg_ctl" -D "$datadir/data" -l "$datadir/postgres.log" -w -t 60 \
        -o "-p $1" start >/dev/null
}

case "$mode" in
start)
    mkdir -p "$state"
    if [[ -f "$state/pg.dir" ]]; then
        # Left by an interrupted run: ours, so stop and remove it.
        bash "$0" stop "$state"
    fi
    # As root under /tmp: the postgres user must reach it (a private TMPDIR may be closed).
    tmp=${TMPDIR:-/tmp}
    [[ $(id -u) -eq 0 ]] && tmp=/tmp
    datadir=$(mktemp -d "$tmp/catalog-pg.XXXXXXXX")
    echo "$datadir" >"$state/pg.dir"
    password=$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')
    mkdir -p "$datadir/socket"
    printf '%s\n' "$password" >"$datadir/pwfile"
    chmod 700 "$datadir"
    chmod 600 "$datadir/pwfile"
    if [[ $(id -u) -eq 0 ]]; then
        chown -R postgres: "$datadir"
    fi
    as_owner "$bindir/initdb" -D "$datadir/data" --username=postgres --pwfile="$datadir/pwfile" \
        --auth=scram-sha-256 --locale=C.UTF-8 --encoding=UTF8 >"$datadir/initdb.log" 2>&1 || {
        cat "$datadir/initdb.log" >&2
        exit 1
    }
    rm -f "$datadir/pwfile"
    cat >>"$datadir/data/postgresql.conf" <<EOF
# catalog tests (tests/postgres/pg-cluster.sh)
listen_addresses = '127.0.0.1'
unix_socket_directories = '$datadir/socket'
max_connections = 300
fsync = off
full_page_writes = off
EOF
    started=
    for attempt in 1 2 3 4 5; do
        port=$(free_port)
        if start_server "$port"; then
            started=1
            break
        fi
        # Another program took the port between the bind test and the start: try another.
        grep -q "could not bind\|could not create any TCP/IP sockets" "$datadir/postgres.log" \
            || break
    done
    if [[ -z "$started" ]]; then
        cat "$datadir/postgres.log" >&2
        exit 1
    fi
    echo "$port" >"$state/pg.port"
    umask 077
    cat >"$state/pg.env" <<EOF
CATALOG_TEST_PG_URL=postgresql://postgres:$password@127.0.0.1:$port/postgres
EOF
    echo "pg-cluster: PostgreSQL on 127.0.0.1:$port, data in $datadir"
    ;;
stop)
    if ! read_state; then
        exit 0 # nothing was started (the start failed and said why)
    fi
    if [[ -d "$datadir/data" ]]; then
        as_owner "$bindir/pg_ctl" -D "$datadir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$datadir"
    rm -f "$state/pg.dir" "$state/pg.port" "$state/pg.env"
    echo "pg-cluster: stopped"
    ;;
down)
    read_state
    as_owner "$bindir/pg_ctl" -D "$datadir/data" -m fast -w stop >/dev/null
    ;;
up)
    read_state
    start_server "$(cat "$state/pg.port")"
    ;;
restart)
    read_state
    as_owner "$bindir/pg_ctl" -D "$datadir/data" -m fast -w stop >/dev/null
    start_server "$(cat "$state/pg.port")"
    ;;
*)
    usage
    ;;
esac
