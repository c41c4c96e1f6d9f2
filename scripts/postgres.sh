#!/usr/bin/env bash
# Starts a local PostgreSQL for the server's PostgreSQL test and prints the TEST_DATABASE_URL to use.
# Idempotent: installs Debian's postgresql only when missing, starts the cluster only when stopped,
# creates the role and the database only when absent. Needs root (apt-get, su postgres).
#   eval "$(bash scripts/postgres.sh | tail -n 1)"
set -euo pipefail

DB_NAME=console_test
DB_USER=console_test
DB_PASSWORD=console_test
DB_PORT=5432

log() { echo "postgres.sh: $*" >&2; }

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

# The highest installed major version, e.g. 15.
VERSION=$(ls -1 /usr/lib/postgresql | sort -n | tail -n 1)
CLUSTER=main

if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { found = 1 } END { exit !found }'; then
  log "creating cluster $VERSION/$CLUSTER"
  pg_createcluster "$VERSION" "$CLUSTER" --port "$DB_PORT" >&2
fi

if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c && $4 == "online" { found = 1 } END { exit !found }'; then
  log "starting cluster $VERSION/$CLUSTER"
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$CLUSTER" start >&2
fi

PORT=$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { print $3 }')

psql_as_postgres() {
  su postgres -c "psql --port $PORT --quiet --tuples-only --no-align $*"
}

# Each server process holds its 21 connections from its start (ADR 403), and the suite runs many servers at once.
MAX_CONNECTIONS=400
if [ "$(psql_as_postgres "-c 'SHOW max_connections'")" -lt "$MAX_CONNECTIONS" ]; then
  log "raising max_connections to $MAX_CONNECTIONS"
  psql_as_postgres "-c 'ALTER SYSTEM SET max_connections = $MAX_CONNECTIONS'"
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$CLUSTER" restart >&2
fi

if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'\"")" != "1" ]; then
  log "creating role $DB_USER"
  psql_as_postgres "-c \"CREATE ROLE $DB_USER LOGIN PASSWORD '$DB_PASSWORD'\""
fi

# Tests that start whole servers (tests/server/store/multiProcess.test.ts) each create a fresh database of their own.
if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER' AND rolcreatedb\"")" != "1" ]; then
  log "letting role $DB_USER create databases"
  psql_as_postgres "-c \"ALTER ROLE $DB_USER CREATEDB\""
fi

if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'\"")" != "1" ]; then
  log "creating database $DB_NAME"
  psql_as_postgres "-c \"CREATE DATABASE $DB_NAME OWNER $DB_USER\""
fi

echo "export TEST_DATABASE_URL=postgres://$DB_USER:$DB_PASSWORD@127.0.0.1:$PORT/$DB_NAME"
