#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server from Debian's packages for the server tests, so the server suite runs
# against a real PostgreSQL besides embedded PGlite. Prints the URL; the caller exports TEST_DATABASE_URL.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
data=$(mktemp -d /tmp/shop-pg.XXXXXX)
chown postgres "$data"
# UTF-8 whatever the caller's locale (without LANG, initdb would pick SQL_ASCII), like PGlite.
su postgres -s /bin/bash -c "$bin/initdb -D $data -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null"
# A throw-away server: durability settings off, so the many CREATE / DROP DATABASE of the tests stay fast.
options='-p 55432 -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off'
su postgres -s /bin/bash -c "$bin/pg_ctl -D $data -l $data/server.log -o '$options' -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:55432/postgres $data $bin"
