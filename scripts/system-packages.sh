#!/usr/bin/env bash
# Installs from Debian the packages named as arguments that are missing: what npm cannot bring (Chromium for the
# browser tests and the bench, Firefox ESR and WebKitGTK's WebDriver with Xvfb for the browser tests in those engines,
# wrk and h2load for the bench's server load, nginx for the proxy recipe in deploy/, jemalloc for the server process,
# src/lib/server/node/allocator.ts).
# Used by .ci/run, `npm run bench` and `npm run deploy:try`.
set -euo pipefail

missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

# Debian starts the services of the packages it installs (nginx on port 80): nothing of ours uses them, and a port 80
# already taken would fail the install. A policy-rc.d that refuses every start (Debian's own mechanism, which container
# images ship) stops that for the length of this install, unless the machine has a policy of its own.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod 755 "$policy"
  trap 'rm -f "$policy"' EXIT
fi

echo "Installing from Debian: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
