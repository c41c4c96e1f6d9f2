#!/usr/bin/env bash
# The whole suite: lint, format, unused files and exports (knip), types, production build, then every Vitest project (domain, api, machines, views,
# model-based, server on PGlite and PostgreSQL, browser tests in Chromium).
#
# Side by side where nothing is shared, so that a 2-core machine stays busy:
#   1. the model-based and server projects, then web and web-mocked, in one Vitest run with its workers;
#   2. the production build, then the browser project (it serves dist/): the browser files are the run's longest
#      chain, so nothing goes before them (web first made the run 807 s instead of 718 s);
#   3. ESLint then the unused-code check (knip), and beside them the type checker then Prettier, at a lower priority:
#      nothing waits for them, and once the tests end they share the two cores instead of running one after another.
# The web files end the first run, not the browser run: after the browser files, alone on the machine, their two
# workers left the cores a third idle for their last minute and a half (their tests wait on timers), while the first
# run had ended half a minute before the browser files.
# Each step's output goes to tests/.artifacts/<step>.log and is printed when the step ends; the run ends with the
# time of every step and project (scripts/test-summary.mjs). Arguments go to every Vitest run (a file filter, -t).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh || exit 1

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  url=$(bash scripts/postgres.sh | grep '^export TEST_DATABASE_URL=' | tail -n 1 | sed 's/^export TEST_DATABASE_URL=//') || true
  if [ -n "$url" ]; then export TEST_DATABASE_URL="$url"; fi
fi

ART=tests/.artifacts
mkdir -p "$ART"
rm -f "$ART"/*.log "$ART"/*.status "$ART"/*.time "$ART"/*.json
date +%s.%N > "$ART/run.start"

# step NAME COMMAND...: runs the command with its output in NAME.log, its status in NAME.status and its real, user
# and system seconds (children included) in NAME.time; prints the log when it ends.
step() {
  local name=$1
  shift
  local TIMEFORMAT='%R %U %S'
  { time "$@" >"$ART/$name.log" 2>&1; } 2>"$ART/$name.time"
  local status=$?
  echo "$status" >"$ART/$name.status"
  printf '\n› %s (%s)\n' "$name" "$([ "$status" -eq 0 ] && echo passed || echo "FAILED, exit $status")"
  cat "$ART/$name.log"
  return "$status"
}

vitest_run() { # vitest_run REPORT ARGS...
  local report=$1
  shift
  npx vitest run --reporter=default --reporter=json --outputFile.json="$ART/$report.json" "$@"
}

filter=()
if [ $# -gt 0 ]; then filter=(--passWithNoTests "$@"); fi

echo "› tests, build and static checks side by side (logs in $ART/)"
# Two Vitest runs side by side. Projects of one run share a module graph per worker (isolate: false), so each run
# takes its projects one after another: mbt and server, then web and web-mocked in the first (groupOrder in
# vitest.config.ts); the browser files in the second. ADR 201 has what was measured.
step vitest vitest_run vitest --project mbt --project server --project web --project web-mocked "${filter[@]}" &
unit=$!
(step build node scripts/build.mjs &&
  step browser vitest_run browser --project browser "${filter[@]}") &
browser=$!
(
  s=0
  step lint nice -n 10 npx eslint . --max-warnings 0 || s=1
  step unused nice -n 10 node scripts/unusedCode.mjs || s=1
  exit $s
) &
checks=$!
(
  s=0
  # TypeScript 7's compiler (typescript-7; ESLint's parser and knip keep TypeScript 5's API), one thread: the cores
  # are the tests' (ADR 281).
  step types nice -n 10 node node_modules/typescript-7/bin/tsc --noEmit -p tsconfig.json --singleThreaded || s=1
  step format nice -n 10 npx prettier --check . --log-level warn || s=1
  exit $s
) &
more_checks=$!

status=0
wait "$unit" || status=1
wait "$browser" || status=1
wait "$checks" || status=1
wait "$more_checks" || status=1

date +%s.%N > "$ART/run.end"
node scripts/test-summary.mjs "$ART" || true
exit $status
