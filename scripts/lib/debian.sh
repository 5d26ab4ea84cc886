# Shared by scripts/test: tools some tests drive that are not Python packages. On a
# Debian machine where we are root (CI, a fresh dev box) install Debian's package;
# elsewhere say what is missing (the test then fails and says so; it never skips).

# ensure_debian_command COMMAND PACKAGE WHY
ensure_debian_command() {
    local command="$1" package="$2" why="$3"
    if command -v "$command" >/dev/null 2>&1; then
        return 0
    fi
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "installing Debian's $package for $why ..." >&2
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    else
        echo "no $command on PATH and no root apt-get: install $package for $why" >&2
    fi
}

# The /docs browser test needs a headless Chromium (Debian names it chromium; other
# distributions chromium-browser).
ensure_chromium() {
    if command -v chromium-browser >/dev/null 2>&1; then
        return 0
    fi
    ensure_debian_command chromium chromium "the /docs browser test"
}
