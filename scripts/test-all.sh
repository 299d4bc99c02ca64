#!/usr/bin/env bash
# The whole test suite (README's test command): static checks and unit tests, integration tests on
# PGlite and on a real PostgreSQL server, mutation testing of the money modules, then the production
# build driven by Playwright in Chromium
# (and the books of the orders it made), then the reliability suite against production servers on
# that PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-deps.sh

pg_dir=$(mktemp -d /tmp/giftshop-pg.XXXXXX)
cleanup() { bash scripts/pg-test-server.sh stop "$pg_dir"; }
trap cleanup EXIT
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL=$(bash scripts/pg-test-server.sh start "$pg_dir" "${TEST_PG_PORT:-54329}")
  export TEST_DATABASE_URL
fi
echo "PostgreSQL for tests: $TEST_DATABASE_URL"

echo "== verify: codegen, typecheck, lint (boundaries, cycles), knip, unit and integration tests =="
npm run verify

echo "== mutation testing of the money modules (fails below a score of 85 %) =="
npm run test:mutation:money

echo "== production build =="
npm run build

echo "== end-to-end (Playwright, Chromium) =="
npm run test:e2e

echo "== the money of every order the end-to-end run made adds up (npm run payments:reconcile) =="
# Received minus returned is what each order delivers; any finding is printed and fails the run.
# Exit 2 is "could not open": the e2e server may still be letting go of its embedded database.
for attempt in 1 2 3 4 5 6 7 8 9 10; do
  reconcile_status=0
  DATA_DIR="${E2E_DATA_DIR:-.e2e-data}" DATABASE_URL= npm run --silent payments:reconcile || reconcile_status=$?
  [ "$reconcile_status" -ne 2 ] && break
  sleep 3
done
[ "$reconcile_status" -eq 0 ]

echo "== reliability (production servers on PostgreSQL, docs/reliability.md) =="
# Reuses the production build above; starts, kills and restarts its own servers on TEST_DATABASE_URL.
NEXT_DIST_DIR=.next npm run test:reliability

echo "== the README's main command (npm run shop) serves its pages =="
# Last: it builds again into .next and starts the shop on a free port and a throwaway data folder.
node scripts/readme-smoke.mjs
