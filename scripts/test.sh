#!/usr/bin/env bash
# The test command (npm test): lint, format, type-check, api tests (frontend unit tests beside them), build, cluster,
# end-to-end journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# Each step's name, and how long the one before took (the totals show where a slow run spent its time).
STEP_STARTED=$SECONDS
STEP_NAME=""
step() {
  if [ -n "$STEP_NAME" ]; then echo "    ($STEP_NAME: $((SECONDS - STEP_STARTED)) s)"; fi
  STEP_NAME="$1"
  STEP_STARTED=$SECONDS
  if [ -n "$1" ]; then echo "==> $1"; fi
}

require_node
install_dependencies
prepare_env
node scripts/db-prepare.mjs --database posted_workers_test
node scripts/db-prepare.mjs --database posted_workers_e2e

step "Lint"; npx eslint . --max-warnings=0
step "Format"; npx prettier --check . --log-level warn
step "Type-check"; npm run typecheck --workspaces
step "Domain unit"; npm test -w @posted-workers/domain
# The portal's and the back-office's unit tests (Vitest, jsdom: no database, no server, no file the api tests touch)
# run beside the api tests, which spend much of their time waiting on the database and on processes they start; their
# output is shown once they are done.
# In a process group of their own, so that a failure elsewhere stops them all.
FRONTEND_LOG=$(mktemp)
setsid bash -c 'set -e
  echo "==> Portal unit"; npm test -w portal
  echo "==> Admin unit"; npm test -w admin' > "$FRONTEND_LOG" 2>&1 &
FRONTEND_PID=$!
trap 'kill -- "-$FRONTEND_PID" 2>/dev/null || true; rm -f "$FRONTEND_LOG"' EXIT
# Unit, functional and operations suites (the last starts MariaDB and Redis servers of its own: run once, here).
step "API tests (the portal's and the back-office's unit tests beside them)"; (cd api && node ace test)
# The scale-out configuration: sessions and throttles on Redis, files on S3 (an s3rver on loopback that
# api/bin/test.ts starts for TEST_STORAGE=s3). Only the suites whose subject is a session, a throttle, a stored file or
# the queue run again: the others do not depend on where sessions, counters and files are kept.
SCALE_OUT_SUITES=(
  'auth/*' 'http/csrf' 'http/client_address' 'spa/routes'
  'purchase/references' 'purchase/register_refusals' 'vat/check_vat' 'billing/offer_download'
  'storage/*' 'workers/*' 'functional/attachments' 'back_office/attachments_admin' 'back_office/representative_countries'
  'back_office/billing_period' 'billing/_download' 'security/upload_temp_files'
  'queue/*' 'privacy/*'
)
scale_out_files=()
for suite in "${SCALE_OUT_SUITES[@]}"; do scale_out_files+=(--files "$suite"); done
step "API tests on Redis and S3"
(cd api && SESSION_DRIVER=redis LIMITER_STORE=redis TEST_STORAGE=s3 node ace test functional "${scale_out_files[@]}")
step "Portal and back-office unit tests (run beside the api tests)"
frontend_status=0
wait "$FRONTEND_PID" || frontend_status=$?
cat "$FRONTEND_LOG"
if [ "$frontend_status" -ne 0 ]; then echo "The portal's or the back-office's unit tests failed." >&2; exit 1; fi
step "Build"; bash scripts/build.sh
# Three built api processes behind a balancer on one database, Redis and S3 bucket behave as one (scripts/cluster.mjs).
step "Cluster"; node scripts/cluster.mjs
step "End to end"; npm test -w e2e
step ""
echo "All checks passed in $((SECONDS / 60)) min $((SECONDS % 60)) s."
