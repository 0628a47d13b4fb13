#!/usr/bin/env bash
# Builds the portal and the back-office, puts them where the api serves them, and compiles the api.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run build --silent -w @posted-workers/domain
npm run build -w portal
npm run build -w admin
node scripts/bundle-spa.mjs
(cd api && node ace build)
