# Shared by scripts/test: the /docs browser test needs a headless Chromium. On a
# Debian machine where we are root (CI, a fresh dev box) install Debian's package;
# elsewhere say what is missing (the test then fails and says so; it never skips).
ensure_chromium() {
    if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
        return 0
    fi
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "installing Debian's chromium for the /docs browser test ..." >&2
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
        echo "no chromium on PATH and no root apt-get: install chromium for the /docs test" >&2
    fi
}
