# Shared by scripts/*: make .venv and install the project into it, once per
# change of pyproject.toml (a stamp file records what was installed).
VENV="${VENV:-$PWD/.venv}"

ensure_venv() {
    local extras="$1" stamp want
    if [ ! -x "$VENV/bin/python" ]; then
        python3 -m venv "$VENV"
        "$VENV/bin/python" -m pip install --quiet --upgrade pip
    fi
    stamp="$VENV/.referee-installed"
    want="$extras $(cat pyproject.toml $(ls sdk/python/pyproject.toml 2>/dev/null) | sha256sum | cut -c1-16)"
    if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
        echo "installing $extras into $VENV ..." >&2
        "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$extras"
        if [ -f sdk/python/pyproject.toml ]; then
            "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e sdk/python
        fi
        echo "$want" > "$stamp"
    fi
}
