#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and API tests, the build, then the end-to-end tests, each stage
# timed (scripts/ci/stages.sh). The API tests run on PostgreSQL when DATABASE_URL is set (CI sets
# it), else on the embedded database.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/ci/stages.sh

database="embedded database"
[ -n "${DATABASE_URL:-}" ] && database="PostgreSQL${REDIS_URL:+ and Redis}"

stage "typecheck" npm run typecheck
stage "lint" npm run lint
stage "unit and API tests ($database)" npx vitest run
stage "build" npm run build
stage "end-to-end tests" npx playwright test
if [ "$STAGE_LOG_OWNED" = 1 ]; then print_stages; fi
