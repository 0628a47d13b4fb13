#!/usr/bin/env bash
# The test command (npm test): lint, format, type-check, domain and api tests (beside them: the frontends' unit tests
# and the api's operations suite), build, cluster, end-to-end journeys.
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
node scripts/db-prepare.mjs --database posted_workers_test_ops
node scripts/db-prepare.mjs --database posted_workers_e2e

# Two lanes, since the api tests spend much of their time waiting on the database and on the processes they start:
# - beside: the portal's and the back-office's unit tests (Vitest, jsdom: no database, no server, no file the api
#   tests touch), then the api's operations suite (processes it starts and stops, private MariaDB and Redis servers,
#   its own test database and port), its output shown once done; in a process group of their own, so that a failure
#   elsewhere stops them all;
# - here: the static checks (lint, format, type-check) and the domain's unit tests, then the api's unit and functional
#   suites, then the scale-out ones.
# The beside lane is the longer one (on machine E: portal 229 s, back-office 164 s, operations about 300 s, against
# 510 s for the api's suites), so the static checks run in this lane rather than before both (2 minutes saved).
BESIDE_LOG=$(mktemp)
setsid bash -c 'set -e
  echo "==> Portal unit"; npm test -w portal
  echo "==> Admin unit"; npm test -w admin
  echo "==> API operations"; cd api && DB_DATABASE=posted_workers_test_ops PORT=3344 node ace test operations' > "$BESIDE_LOG" 2>&1 &
BESIDE_PID=$!
trap 'kill -- "-$BESIDE_PID" 2>/dev/null || true; rm -f "$BESIDE_LOG"' EXIT
step "Lint"; npx eslint . --max-warnings=0
step "Format"; npx prettier --check . --log-level warn
step "Type-check"; npm run typecheck --workspaces
step "Domain unit"; npm test -w @posted-workers/domain
step "API unit and functional tests (beside them: portal, back-office and api operations tests)"
(cd api && node ace test unit functional)
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
step "Portal, back-office and api operations tests (run beside the above)"
beside_status=0
wait "$BESIDE_PID" || beside_status=$?
cat "$BESIDE_LOG"
if [ "$beside_status" -ne 0 ]; then
  echo "The portal's, the back-office's or the api's operations tests failed." >&2
  exit 1
fi
step "Build"; bash scripts/build.sh
# Three built api processes behind a balancer on one database, Redis and S3 bucket behave as one (scripts/cluster.mjs).
step "Cluster"; node scripts/cluster.mjs
step "End to end"; npm test -w e2e
step ""
echo "All checks passed in $((SECONDS / 60)) min $((SECONDS % 60)) s."
