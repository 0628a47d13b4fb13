#!/usr/bin/env bash
# The development command (npm run dev): api with hot reload on :3333, portal on :5173, back-office on :5174/admin/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

require_node
install_dependencies
prepare_env
node scripts/db-prepare.mjs
(cd api && node ace migration:run --disable-locks && node ace db:seed)

pids=()
stop() {
  trap - INT TERM EXIT
  kill "${pids[@]}" 2>/dev/null || true
  sleep 1
  # `ace serve --hmr` does not always forward SIGTERM to its child server.
  pkill -f "api/bin/server.ts" 2>/dev/null || true
}
trap stop INT TERM EXIT

(cd api && node ace serve --hmr) & pids+=($!)
npm run dev -w portal & pids+=($!)
npm run dev -w admin & pids+=($!)
echo "Portal: http://localhost:5173/fr/login   Back-office: http://localhost:5174/admin/   API: http://localhost:3333"
wait -n
