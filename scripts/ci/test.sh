#!/usr/bin/env bash
# `npm test`: typecheck, lint and the build at once, the unit and API tests, then the end-to-end
# tests, each stage timed (scripts/ci/stages.sh). The API tests run on PostgreSQL when
# DATABASE_URL is set (CI sets it), else on the embedded database.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/ci/stages.sh

database="embedded database"
[ -n "${DATABASE_URL:-}" ] && database="PostgreSQL${REDIS_URL:+ and Redis}"

# The type check, the lint and the build read the sources only, and each uses about one core.
parallel_stage "typecheck, lint and build (at once)" typecheck "npm run typecheck" lint "npm run lint" build "npm run build"
stage "unit and API tests ($database)" npx vitest run
stage "end-to-end tests" npx playwright test
if [ "$STAGE_LOG_OWNED" = 1 ]; then print_stages; fi
