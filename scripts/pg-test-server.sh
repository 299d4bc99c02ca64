#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL server on loopback for the tests and prints its URL.
#   scripts/pg-test-server.sh start <dir> <port>   → prints postgres://…
#   scripts/pg-test-server.sh stop <dir>
set -euo pipefail
action=$1 dir=$2 port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$action" in
  start)
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    # Tuned for throwaway test data: durability off, enough connections for concurrency tests.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
      "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop <dir> [port]" >&2; exit 2 ;;
esac
