#!/usr/bin/env bash
# Installs from Debian the packages named as arguments that are missing: what npm cannot bring (Chromium for the
# browser tests and the bench, wrk for the bench's server load). Used by .ci/run and `npm run bench`.
set -euo pipefail

missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing from Debian: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
