#!/usr/bin/env bash
# Installs what the full test suite needs beyond npm packages, when missing: Debian's Chromium (for
# Playwright; its own browser download is not used) and Debian's PostgreSQL server (for the tests that
# run against a real server). Needs root (or sudo) for apt-get; does nothing when both are present.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  echo "Missing ${missing[*]}: install them with apt-get (root needed)." >&2; exit 1
fi
echo "Installing ${missing[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
