#!/usr/bin/env bash
# The checks: ESLint (type-aware and single-threaded, it takes longer than all the rest) beside the type-check and
# Prettier's check; with --build, also the production build that the browser tests then serve; with --unit, then the
# unit tests, on the core ESLint leaves idle once the rest is done (npm test).
set -u
build=false
unit=false
for arg in "$@"; do
  case "$arg" in
    --build) build=true ;;
    --unit) unit=true ;;
    *) echo "usage: check.sh [--build] [--unit]" >&2; exit 2 ;;
  esac
done
npx eslint . &
lint=$!
npm run typecheck && npx prettier --check . && { ! $build || npx vite build --logLevel warn; } && { ! $unit || npm run test:unit; }
rest=$?
wait "$lint" && exit "$rest"
