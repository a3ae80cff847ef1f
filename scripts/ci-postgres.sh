#!/usr/bin/env bash
# Runs the db suite (migrations, RLS matrix, constraints, listing, user_stats) against Debian's
# PostgreSQL 15 in a throwaway cluster that this script starts, and stops and deletes on exit.
#
#   scripts/ci-postgres.sh                  # npm run test:db against PostgreSQL 15
#   scripts/ci-postgres.sh npm run bench:db # any other command, with DATABASE_URL set
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "Installing Debian's postgresql-15…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql-15 >/dev/null
fi

# PostgreSQL refuses to run as root: use the `postgres` account the package created.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# The first free port from 54329 up, so a developer's own server (or a second run) is left alone.
port="${CLARITY_PG_PORT:-54329}"
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done

dir="$(mktemp -d /tmp/clarity-pg.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# A test cluster: durability off (fsync, synchronous commit, full-page writes) for speed.
as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port (throwaway cluster in $dir)"

if [ "$#" -gt 0 ]; then "$@"; else npm run test:db; fi
