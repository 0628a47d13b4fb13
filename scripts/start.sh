#!/usr/bin/env bash
# The run command (npm start): installs what is missing, prepares the database, builds, migrates, seeds the demo
# data once and serves everything on http://localhost:3333.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

require_node
install_dependencies
prepare_env
node scripts/db-prepare.mjs

echo "==> Building the portal, the back-office and the api"
bash scripts/build.sh

cd api/build
cp ../.env .env
export NODE_ENV=production
# Stored files live beside the build, not in it: the build folder is emptied on every start. Unless configured,
# api/storage/files, where `npm run backup` (run from api/) finds them too.
if [ -z "${STORAGE_PATH:-}" ] && ! grep -qE '^STORAGE_PATH=.+' .env; then
  export STORAGE_PATH="$(cd .. && pwd)/storage/files"
fi
# Likewise the e-mails the file mailer keeps for a developer without SMTP: api/storage/mails.
if [ -z "${MAIL_FILE_PATH:-}" ] && ! grep -qE '^MAIL_FILE_PATH=.+' .env; then
  export MAIL_FILE_PATH="$(cd .. && pwd)/storage/mails"
fi
echo "==> Migrating the database"
node ace.js db:migrate --force
echo "==> Loading reference data (and demo data when DEMO_DATA=true; existing rows are kept)"
node ace.js db:seed
echo "==> Serving on $(grep -E '^APP_URL=' .env | cut -d= -f2-)"
exec node bin/server.js
