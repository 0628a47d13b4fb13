#!/usr/bin/env bash
# The test command (npm test): lint, format, type-check, api tests, frontend unit tests, build, end-to-end journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

require_node
install_dependencies
prepare_env
node scripts/db-prepare.mjs --database posted_workers_test
node scripts/db-prepare.mjs --database posted_workers_e2e

echo "==> Lint";         npx eslint . --max-warnings=0
echo "==> Format";       npx prettier --check . --log-level warn
echo "==> Type-check";   npm run typecheck --workspaces
echo "==> Domain unit";  npm test -w @posted-workers/domain
# Unit, functional and operations suites (the last starts MariaDB and Redis servers of its own: run once, here).
echo "==> API tests";    (cd api && node ace test)
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
echo "==> API tests on Redis and S3"
(cd api && SESSION_DRIVER=redis LIMITER_STORE=redis TEST_STORAGE=s3 node ace test functional "${scale_out_files[@]}")
echo "==> Portal unit";  npm test -w portal
echo "==> Admin unit";   npm test -w admin
echo "==> Build";        bash scripts/build.sh
# Three built api processes behind a balancer on one database, Redis and S3 bucket behave as one (scripts/cluster.mjs).
echo "==> Cluster";      node scripts/cluster.mjs
echo "==> End to end";   npm test -w e2e
echo "All checks passed."
