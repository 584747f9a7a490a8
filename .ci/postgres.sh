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

# A throw-away server: durability settings off, so the many CREATE / DROP DATABASE of the tests stay fast. On a
# port free at the time (a second run on the same machine gets its own server), tried again if taken meanwhile.
for attempt in 1 2 3; do
  port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
  options="-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  if su postgres -s /bin/bash -c "$bin/pg_ctl -D $data -l $data/server.log -o '$options' -w start >/dev/null"; then
    echo "postgres://postgres@127.0.0.1:$port/postgres $data $bin"
    exit 0
  fi
done
echo "PostgreSQL did not start: $(tail -5 "$data/server.log")" >&2
exit 1
