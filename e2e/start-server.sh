#!/usr/bin/env bash
# Starts the built product for the journeys on :3335 (or $E2E_PORT) over a fresh e2e database (posted_workers_e2e or
# $E2E_DATABASE) with the demo data.
set -euo pipefail
cd "$(dirname "$0")/../api/build"

E2E_PORT=${E2E_PORT:-3335}
export NODE_ENV=production PORT=$E2E_PORT HOST=127.0.0.1 APP_URL=http://localhost:$E2E_PORT
export DB_DATABASE=${E2E_DATABASE:-posted_workers_e2e} SECURE_COOKIES=false DEMO_DATA=true
export SESSION_DRIVER=database LIMITER_STORE=database MAIL_MAILER=file LOG_LEVEL=warn
cp ../.env .env
node ace.js db:wipe --force > /dev/null
node ace.js db:migrate --force > /dev/null
node ace.js db:seed > /dev/null
exec node bin/server.js
