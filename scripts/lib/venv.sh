# Shared by scripts/*: make .venv and install the project into it with the extras a
# script needs. A stamp file records pyproject.toml's hash and every extra installed so
# far: a script whose extras are in already installs nothing, one that needs more
# installs the union, so switching between scripts/run, scripts/test and scripts/bench
# installs once, not at every switch.
VENV="${VENV:-$PWD/.venv}"

# ensure_venv [EXTRA ...]: `ensure_venv` (the service alone), `ensure_venv test dev`.
ensure_venv() {
    local stamp hash old_hash old_extras want
    if [ ! -x "$VENV/bin/python" ]; then
        python3 -m venv "$VENV"
        "$VENV/bin/python" -m pip install --quiet --upgrade pip
    fi
    stamp="$VENV/.referee-installed"
    hash="$(cat pyproject.toml $(ls sdk/python/pyproject.toml 2>/dev/null) | sha256sum | cut -c1-16)"
    old_hash="$(sed -n 1p "$stamp" 2>/dev/null || true)"
    old_extras="$(sed -n 2p "$stamp" 2>/dev/null || true)"
    want="$(printf '%s\n' ${old_extras//,/ } "$@" | sed '/^$/d' | sort -u | paste -sd, -)"
    if [ "$old_hash" = "$hash" ] && [ "$want" = "$old_extras" ]; then
        return 0
    fi
    echo "installing .${want:+[$want]} into $VENV ..." >&2
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e ".${want:+[$want]}"
    if [ -f sdk/python/pyproject.toml ]; then
        "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e sdk/python
    fi
    printf '%s\n%s\n' "$hash" "$want" > "$stamp"
}
