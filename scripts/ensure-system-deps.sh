#!/usr/bin/env bash
# installs what the tests need from Debian's packages when it is missing: Chromium for the browser
# journeys, ffmpeg for video processing, nginx as the load balancer of `npm run cluster` and the
# cluster test, and a Chinese system face (Noto Sans CJK, Android's and Debian's own). A fresh CI
# machine has none of them. Without a Chinese face the browser draws Chinese text as narrow empty
# boxes until the page's own cut of Noto Sans SC arrives, and the text then takes more lines: a
# layout shift no reader's phone or computer has (every one ships a Chinese face), which the
# journeys would measure whenever the font came after the first paint
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -n "$(fc-list :lang=zh-cn family 2>/dev/null)" ] || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "Please install these Debian packages first: ${missing[*]}" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing ${missing[*]} from Debian's packages"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
