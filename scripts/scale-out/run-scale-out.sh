#!/usr/bin/env bash
# Two API instances on one PostgreSQL database behind nginx, and a browser journey through nginx that stops one of
# them half-way (e2e/scale-out). Installs Debian's nginx when missing; never touches the system nginx service: this
# nginx runs from a temporary prefix with its own config, pid and logs, and everything stops on exit.
#
#   bash scripts/scale-out/run-scale-out.sh        (needs an SPA build: npm run build, or BUILD_DIR=… for another
#                                                   folder; the server is compiled here, as npm start compiles it)
#
# Settings (environment): BUILD_DIR (dist), SCALE_OUT_PORT_A (3401), SCALE_OUT_PORT_B (3402), SCALE_OUT_NGINX_PORT
# (3480), SCALE_OUT_DB (a fresh academy_scale_out_<pid>_<time>, dropped at the end), PGHOST (127.0.0.1), PGPORT (5432),
# PGUSER (postgres), SCALE_OUT_KEEP=1 keeps the temporary folder with the logs.
set -euo pipefail
cd "$(dirname "$0")/../.."

BUILD="${BUILD_DIR:-dist}"
PORT_A="${SCALE_OUT_PORT_A:-3401}"
PORT_B="${SCALE_OUT_PORT_B:-3402}"
NGINX_PORT="${SCALE_OUT_NGINX_PORT:-3480}"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
DB="${SCALE_OUT_DB:-academy_scale_out_$$_$(date +%s)}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/academy-scale-out.XXXXXX")"
# The nginx workers (user nobody when started as root) read the config and write temp files under here.
chmod 755 "$WORK"

say() { printf '[scale-out] %s\n' "$*"; }
fail() {
  say "FAILED: $*" >&2
  exit 1
}

# --- cleanup: stop what we started (by pid), drop the database, remove the folder --------------------------------

DB_CREATED=0
cleanup() {
  local status=$?
  for name in nginx a b; do
    if [ -f "$WORK/$name.pid" ]; then
      local pid
      pid="$(cat "$WORK/$name.pid")"
      kill -TERM "$pid" 2>/dev/null || true
    fi
  done
  for name in nginx a b; do
    [ -f "$WORK/$name.pid" ] || continue
    local pid
    pid="$(cat "$WORK/$name.pid")"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  if [ "$status" -ne 0 ]; then
    for log in a.log b.log nginx/error.log; do
      [ -f "$WORK/$log" ] && { say "--- last lines of $log"; tail -n 20 "$WORK/$log" >&2; }
    done
  fi
  if [ "$DB_CREATED" = 1 ]; then psql -q -d postgres -c "drop database if exists \"$DB\" with (force)" >/dev/null 2>&1 || true; fi
  if [ "${SCALE_OUT_KEEP:-0}" = 1 ]; then say "logs kept in $WORK"; else rm -rf "$WORK"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- what the run needs ------------------------------------------------------------------------------------------

find_nginx() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true; }
NGINX="$(find_nginx)"
if [ -z "$NGINX" ]; then
  [ "$(id -u)" = 0 ] || fail "nginx is not installed and installing it needs root: apt-get install nginx"
  say "installing nginx (Debian package)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  NGINX="$(find_nginx)"
  [ -n "$NGINX" ] || fail "nginx still not found after apt-get install nginx"
fi
[ -f "$BUILD/index.html" ] || fail "no build in $BUILD/: run npm run build first (or set BUILD_DIR)"
pg_isready -q || fail "PostgreSQL is not answering on $PGHOST:$PGPORT"
for port in "$PORT_A" "$PORT_B" "$NGINX_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "port $port is already in use"; fi
done

psql -q -v ON_ERROR_STOP=1 -d postgres -c "create database \"$DB\"" >/dev/null
DB_CREATED=1
DATABASE_URL="postgres://${PGUSER}@${PGHOST}:${PGPORT}/${DB}"
say "database $DB, build $BUILD/, work folder $WORK"

# The instances run the compiled server, as production does (npm run serve): compiled from this checkout first.
node scripts/build-server.mjs >/dev/null

# --- two instances, started at the same moment on the same empty database (they migrate and seed once) -----------

start_instance() {
  local name="$1" port="$2"
  PORT="$port" HOST=127.0.0.1 INSTANCE_NAME="$name" TRUST_PROXY=127.0.0.1 DATABASE_URL="$DATABASE_URL" STATIC_DIR="$BUILD" \
    DEMO_DATA=1 LOG_LEVEL=info node --max-semi-space-size=64 build/server/main.js >"$WORK/$name.log" 2>&1 &
  echo $! >"$WORK/$name.pid"
}

# curl may be missing on a fresh machine; node is not.
http_ok() { node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"; }

wait_healthy() {
  local what="$1" url="$2"
  for _ in $(seq 1 120); do
    http_ok "$url" && return 0
    sleep 0.5
  done
  fail "$what did not answer $url within 60 s"
}

start_instance a "$PORT_A"
start_instance b "$PORT_B"
wait_healthy "instance a" "http://127.0.0.1:$PORT_A/api/health"
wait_healthy "instance b" "http://127.0.0.1:$PORT_B/api/health"
say "instances a (:$PORT_A, pid $(cat "$WORK/a.pid")) and b (:$PORT_B, pid $(cat "$WORK/b.pid")) are up"

# --- nginx from deploy/nginx/academy.conf, in its own prefix ------------------------------------------------------

mkdir -p "$WORK/nginx"
template="$(cat deploy/nginx/academy.conf)"
servers="server 127.0.0.1:$PORT_A;
    server 127.0.0.1:$PORT_B;"
template="${template//\{\{UPSTREAM_SERVERS\}\}/$servers}"
template="${template//\{\{LISTEN\}\}/127.0.0.1:$NGINX_PORT}"
printf '%s\n' "$template" >"$WORK/nginx/academy.conf"
cat >"$WORK/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 256; }
http {
    client_body_temp_path $WORK/nginx/client_body;
    proxy_temp_path $WORK/nginx/proxy;
    fastcgi_temp_path $WORK/nginx/fastcgi;
    uwsgi_temp_path $WORK/nginx/uwsgi;
    scgi_temp_path $WORK/nginx/scgi;
    include $WORK/nginx/academy.conf;
    access_log $WORK/nginx/access.log academy_upstream;
}
EOF
nginx_args=(-p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx/error.log")
"$NGINX" -t -q "${nginx_args[@]}" || fail "nginx refused the rendered configuration"
"$NGINX" "${nginx_args[@]}" -g 'daemon off;' &
echo $! >"$WORK/nginx.pid"
wait_healthy "nginx" "http://127.0.0.1:$NGINX_PORT/api/health"
say "nginx on :$NGINX_PORT in front of both"

# --- the journey: signs in through nginx, sees both instances answer, stops a, carries on with b -------------------

SCALE_OUT_URL="http://127.0.0.1:$NGINX_PORT" \
  SCALE_OUT_STOP_NAME=a SCALE_OUT_STOP_PID="$(cat "$WORK/a.pid")" \
  SCALE_OUT_STOP_HEALTH="http://127.0.0.1:$PORT_A/api/health" \
  SCALE_OUT_KEEP_NAME=b \
  npx playwright test -c e2e/scale-out/playwright.config.ts

# --- the logs agree: each instance logged requests, and nginx sent requests to both --------------------------------

count() { grep -c "$1" "$2" || true; }
requests_a="$(count 'incoming request' "$WORK/a.log")"
requests_b="$(count 'incoming request' "$WORK/b.log")"
via_nginx_a="$(count "upstream=127.0.0.1:$PORT_A" "$WORK/nginx/access.log")"
via_nginx_b="$(count "upstream=127.0.0.1:$PORT_B" "$WORK/nginx/access.log")"
say "requests logged: a=$requests_a b=$requests_b; nginx access log: to a=$via_nginx_a to b=$via_nginx_b"
[ "$requests_a" -gt 0 ] && [ "$requests_b" -gt 0 ] || fail "one instance logged no requests"
[ "$via_nginx_a" -gt 0 ] && [ "$via_nginx_b" -gt 0 ] || fail "nginx did not send requests to both instances"
! kill -0 "$(cat "$WORK/a.pid")" 2>/dev/null || fail "instance a is still running after the journey stopped it"
http_ok "http://127.0.0.1:$NGINX_PORT/api/health" || fail "nginx stopped answering with b alone"
say "passed: one session across two instances, and it survived losing one of them"
