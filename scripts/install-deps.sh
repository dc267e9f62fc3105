#!/usr/bin/env bash
# Installs the Debian packages flaskdeck needs to build (Fyne's cgo build: GL and X11 headers) and,
# with --tools, the ones its evidence checks use (Xvfb, ImageMagick, poppler-utils).
# It installs only what is missing, so it is quick on a machine that has everything.
set -euo pipefail
pkgs=(gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev)
if [ "${1:-}" = "--tools" ]; then
  pkgs+=(xvfb imagemagick poppler-utils)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
