#!/usr/bin/env bash
# The checks: ESLint (type-aware and single-threaded, it takes as long as all the rest) beside the type-check and
# Prettier's check; with --build, also the production build that the browser tests then serve (npm test).
set -u
npx eslint . &
lint=$!
npm run typecheck && npx prettier --check . && { [ "${1:-}" != --build ] || npx vite build --logLevel warn; }
rest=$?
wait "$lint" && exit "$rest"
