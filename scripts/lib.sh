# Shared steps of the run, dev and test commands. Sourced, not executed.

require_node() {
  local major minor
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  minor=$(node -p 'process.versions.node.split(".")[1]' 2>/dev/null || echo 0)
  if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
    echo "Node.js 20.19 or newer is required (found $(node -v 2>/dev/null || echo none))." >&2
    exit 1
  fi
}

# Installs dependencies when node_modules is missing or older than the lockfile.
install_dependencies() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "==> Installing dependencies (npm ci)"
    npm ci --no-audit --no-fund
  fi
  # The shared domain package (packages/domain) is compiled once for the three apps that import it.
  npm run build --silent -w @posted-workers/domain
}

prepare_env() {
  node scripts/ensure-env.mjs
}
