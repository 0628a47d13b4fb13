#!/usr/bin/env bash
# The development command (npm run dev): api with hot reload on :3333, portal on :5173, back-office on :5174/admin/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

require_node
install_dependencies
prepare_env
node scripts/db-prepare.mjs
(cd api && node ace db:migrate && node ace db:seed)

# Each server runs in a process group of its own (setsid), so that stopping it stops what it started too and
# nothing else on the machine. `ace serve --hmr` stops on SIGINT (it ignores SIGTERM); what remains gets SIGTERM.
groups=()
stop() {
  trap - INT TERM EXIT
  for group in "${groups[@]}"; do kill -INT -- "-$group" 2>/dev/null || true; done
  sleep 2
  for group in "${groups[@]}"; do kill -TERM -- "-$group" 2>/dev/null || true; done
}
trap stop INT TERM EXIT

(cd api && exec setsid node ace serve --hmr) & groups+=($!)
setsid npm run dev -w portal & groups+=($!)
setsid npm run dev -w admin & groups+=($!)
echo "Portal: http://localhost:5173/fr/login   Back-office: http://localhost:5174/admin/   API: http://localhost:3333"
wait -n
