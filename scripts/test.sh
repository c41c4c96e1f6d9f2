#!/usr/bin/env bash
# The whole suite: lint, format, unused files and exports (knip), types, production build, then every Vitest project
# (domain, api, machines, views, server on PGlite and PostgreSQL, browser tests in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  url=$(bash scripts/postgres.sh | grep '^export TEST_DATABASE_URL=' | tail -n 1 | sed 's/^export TEST_DATABASE_URL=//') || true
  if [ -n "$url" ]; then export TEST_DATABASE_URL="$url"; fi
fi

echo "› lint and format"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn
echo "› unused files and exports"
node scripts/unusedCode.mjs
echo "› typecheck"
npx tsc --noEmit -p tsconfig.json
echo "› build"
node scripts/build.mjs
echo "› tests"
mkdir -p tests/.artifacts
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=tests/.artifacts/vitest.json "$@" || status=$?
node scripts/test-summary.mjs tests/.artifacts/vitest.json || true
exit $status
