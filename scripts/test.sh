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
echo "==> API tests";    (cd api && node ace test)
echo "==> Portal unit";  npm test -w portal
echo "==> Admin unit";   npm test -w admin
echo "==> Build";        bash scripts/build.sh
echo "==> End to end";   npm test -w e2e
echo "All checks passed."
