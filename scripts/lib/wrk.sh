# Shared by scripts/test: tests/bench runs the benchmark harness, whose load
# generator is wrk. On a Debian machine where we are root (CI, a fresh dev box)
# install Debian's package; elsewhere say what is missing (the test then fails
# and says so; it never skips).
ensure_wrk() {
    if command -v wrk >/dev/null 2>&1; then
        return 0
    fi
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "installing Debian's wrk for the benchmark harness test ..." >&2
        apt-get update -qq >/dev/null
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
    else
        echo "no wrk on PATH and no root apt-get: install wrk for tests/bench" >&2
    fi
}
