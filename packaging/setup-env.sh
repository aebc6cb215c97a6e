# shellcheck shell=bash
# Shared set-up for ./run, ./test and packaging/build (sourced, not executed).
#
#   ravi_setup_env MODE     MODE is "run" or "test"
#
# Idempotent. It:
#   1. checks, on Debian/Ubuntu, every system package missing for ./run and ./test at once:
#      Python >= 3.11 and its venv module (a fresh Debian has no Python), the libraries Qt
#      needs, and those of Qt's X11 (xcb) window plugin (for packaging/build also what
#      PyInstaller needs: binutils, the shared libpython). As root it installs them in one
#      apt-get; otherwise it prints them in ONE list, with the command for a system with
#      sudo and for one without, and exits 1;
#   2. picks the Python (python3, else python3.13 / python3.12 / python3.11);
#   3. creates .venv on first use (and upgrades its pip; a failure, e.g. no network, stops
#      here with the reason);
#   4. runs `pip install -e '.[test]'` when pyproject.toml changed since the
#      last install (hash stamp in .venv/.ravi-install-stamp, written only after pip
#      succeeded; an install that was stopped is said and done again), showing pip's progress;
#   5. sets RAVI_PY to the venv's python and puts .venv/bin first on PATH.
# The first run downloads about 70 MB of Debian packages (when missing) and about 300 MB
# of Python packages (PySide6 is most of it); it takes 10-20 minutes on 2 cores with the
# whole test suite (packaging/README.md). All messages go to stderr so that the program's
# own output stays clean.

RAVI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RAVI_VENV="$RAVI_ROOT/.venv"
RAVI_STAMP="$RAVI_VENV/.ravi-install-stamp"
RAVI_PENDING="$RAVI_VENV/.ravi-install-pending"  # there while pip runs; gone when it succeeded
RAVI_MIN_PY="3.11"

_ravi_say() { printf 'ravi: %s\n' "$*" >&2; }
_ravi_die() { printf 'ravi: error: %s\n' "$*" >&2; exit 1; }

# Prints "X.Y" if $1 runs and is >= 3.11; fails otherwise. One start of $1 (a start costs
# 0.15 s through a pyenv shim).
_ravi_py_ok() {
    local py="$1"
    command -v "$py" >/dev/null 2>&1 || return 1
    "$py" -c 'import sys; v = sys.version_info
sys.exit(1) if v < (3, 11) else print("%d.%d" % v[:2])' 2>/dev/null
}

# Prints the path of the first Python >= 3.11 on PATH; fails (quietly) if there is none.
_ravi_find_python() {
    local cand
    for cand in python3 python3.13 python3.12 python3.11; do
        if _ravi_py_ok "$cand" >/dev/null; then
            command -v "$cand"
            return 0
        fi
    done
    return 1
}

# Sets RAVI_SYS_PY to the system Python (>= 3.11) once MODE's Debian packages are checked
# (installed as root, else listed and exit 1): looked for once, and again only when there
# was none before the check (installed by it; or said, and exit 1).
_ravi_checked_python() {
    RAVI_SYS_PY="$(_ravi_find_python || true)"
    _ravi_check_debian_packages "$1" "$RAVI_SYS_PY"
    if [[ -z "$RAVI_SYS_PY" ]]; then
        _ravi_ensure_python
        RAVI_SYS_PY="$(_ravi_find_python)"
    fi
}

# Makes sure _ravi_find_python finds one (on Debian/Ubuntu the missing packages, Python's
# among them, were installed or listed before, by _ravi_check_debian_packages); else says
# what is needed and exits 1.
_ravi_ensure_python() {
    _ravi_find_python >/dev/null && return 0
    local have
    have="$(python3 --version 2>&1 || echo 'no python3')"
    _ravi_die "Python >= $RAVI_MIN_PY is required (found: $have).
  Debian 12 / Ubuntu 24.04 ship it as python3 (with python3-venv)."
}

# Installs Debian packages: as root with apt-get (one `apt-get update` per run); otherwise
# prints how to install them, with sudo and without it, and exits 1.
_ravi_apt_install() {
    if [[ "$(id -u)" -eq 0 ]]; then
        _ravi_say "installing missing Debian packages: $*"
        export DEBIAN_FRONTEND=noninteractive
        if [[ -z "${RAVI_APT_UPDATED:-}" ]]; then
            apt-get update >&2 || _ravi_die "apt-get update failed"
            RAVI_APT_UPDATED=1
        fi
        apt-get install -y --no-install-recommends "$@" >&2 \
            || _ravi_die "apt-get install $* failed"
    else
        {
            printf 'ravi: missing Debian packages: %s\n' "$*"
            printf 'That is every package still missing. Install them as root, then run this again. With sudo:\n'
            printf '  sudo apt-get install -y %s\n' "$*"
            printf 'Without sudo (Debian has none unless it was installed), as root:\n'
            printf "  su -c 'apt-get install -y %s'\n" "$*"
            printf '(su asks for the root password; running this script as root installs them itself.)\n'
        } >&2
        exit 1
    fi
}

# Name of the GLib runtime package this system knows (Ubuntu 24.04 renamed it).
_ravi_glib_pkg() {
    if dpkg-query -W -f='${Status}' libglib2.0-0t64 2>/dev/null | grep -q 'ok installed'; then
        echo libglib2.0-0t64
    elif dpkg-query -W -f='${Status}' libglib2.0-0 2>/dev/null | grep -q 'ok installed'; then
        echo libglib2.0-0
    elif command -v apt-cache >/dev/null 2>&1 \
        && apt-cache policy libglib2.0-0t64 2>/dev/null | grep -q 'Candidate: [^(]'; then
        echo libglib2.0-0t64
    else
        echo libglib2.0-0
    fi
}

# The packages Qt's X11 (xcb) window plugin needs (libQt6XcbQpa's libraries; the others
# come with these). ./run asks for them whether or not there is a display now, so that one
# list serves ./test and ./run alike.
RAVI_XCB_PKGS=(libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
    libxcb-randr0 libxcb-render-util0 libxcb-image0 libx11-xcb1)

_ravi_check_debian_packages() {
    local mode="$1" py="${2:-}"  # mode: run, test or build; py: empty when there is none
    if ! command -v dpkg-query >/dev/null 2>&1; then
        _ravi_say "note: no dpkg here (not Debian/Ubuntu); skipping the system package check."
        _ravi_say "      Qt needs OpenGL/EGL, xkbcommon, fontconfig, D-Bus and GLib libraries."
        return 0
    fi

    local -a want=()
    # No Python at all (minbase Debian, a container): Debian's, with its venv module.
    [[ -z "$py" ]] && want+=(python3 python3-venv)
    want+=(libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 "$(_ravi_glib_pkg)")

    # venv support for a system Python (a pyenv/conda/... Python brings its own); the build
    # makes a fresh venv every time.
    if [[ -n "$py" && ( "$mode" == build || ! -x "$RAVI_VENV/bin/python" ) ]]; then
        local real
        real="$(readlink -f "$py")"
        if [[ "$real" == /usr/bin/* ]]; then
            if "$py" -c 'import ensurepip' >/dev/null 2>&1; then
                want+=(python3-venv)
            else
                local ver
                ver="$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
                want+=(python3-venv "python$ver-venv")
            fi
        fi
    fi

    # packaging/build: Qt's X11 (xcb) platform plugin's libraries and the CUPS library of its
    # print-support plugin, which PyInstaller bundles from the build machine (without them
    # the folder would start, or find printers, only where the user happens to have them);
    # objdump (binutils), with which PyInstaller reads each library's needs; and, for
    # Debian's own Python, the shared libpython the bundle carries.
    want+=("${RAVI_XCB_PKGS[@]}")
    if [[ "$mode" == build ]]; then
        want+=(libcups2 binutils)
        if [[ -n "$py" ]]; then
            local base ver
            read -r base ver < <("$py" -c \
                'import sys; print(sys.base_prefix, "%d.%d" % sys.version_info[:2])')
            [[ "$base" == /usr ]] && want+=("libpython$ver")
        fi
    fi

    local -a missing=()
    local pkg
    for pkg in "${want[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed'; then
            missing+=("$pkg")
        fi
    done
    [[ ${#missing[@]} -eq 0 ]] && return 0

    _ravi_apt_install "${missing[@]}"
}

# Upgrades pip in the new .venv. pip exits 0 when it cannot reach the package index (it
# keeps the pip it has), so the index is asked first: a failure is said here, with pip's
# reason, not later as a generic line. Returns 1 after saying it.
_ravi_pip_upgrade() {
    local vpy="$RAVI_VENV/bin/python" out
    _ravi_say "asking the Python package index for pip (is the network there?)"
    if ! out="$("$vpy" -m pip index versions pip --disable-pip-version-check --retries 2 \
        --timeout 20 2>&1)"; then
        printf 'ravi: error: %s\n' "cannot reach the Python package index, so nothing can be \
installed (pip: $(printf '%s\n' "$out" | grep -E '^ERROR' | sed -n '$p')). The first run downloads \
about 300 MB from PyPI: check the network (a proxy: HTTPS_PROXY; an own index: \
PIP_INDEX_URL; its certificate: PIP_CERT) and run this again." >&2
        return 1
    fi
    _ravi_say "upgrading pip in .venv"
    if ! "$vpy" -m pip install --disable-pip-version-check --progress-bar off --upgrade pip >&2
    then
        printf 'ravi: error: %s\n' "could not upgrade pip in .venv (pip's reason is above)" >&2
        return 1
    fi
}

# Size of a folder, e.g. "302M" (du), or "?" without du.
_ravi_size() { du -sh "$1" 2>/dev/null | awk '{print $1}' || echo "?"; }

_ravi_hash() {
    if command -v sha256sum >/dev/null 2>&1; then
        sha256sum "$@" | awk '{print $1}'
    else
        "$RAVI_PY" -c 'import hashlib, sys
for p in sys.argv[1:]:
    print(hashlib.sha256(open(p, "rb").read()).hexdigest())' "$@"
    fi
}

ravi_setup_env() {
    local mode="${1:-run}"
    cd "$RAVI_ROOT" || _ravi_die "cannot cd to $RAVI_ROOT"

    local started=$SECONDS
    _ravi_checked_python "$mode"
    local py="$RAVI_SYS_PY"

    # (Re)create the venv if missing or broken (e.g. its Python was removed).
    if [[ -d "$RAVI_VENV" ]] && ! _ravi_py_ok "$RAVI_VENV/bin/python" >/dev/null; then
        _ravi_say "existing .venv is broken or too old; recreating it"
        rm -rf "$RAVI_VENV"
    fi
    if [[ ! -x "$RAVI_VENV/bin/python" ]]; then
        _ravi_say "creating .venv with $py ($("$py" --version 2>&1))"
        "$py" -m venv "$RAVI_VENV" || _ravi_die "could not create .venv (is python3-venv installed?)"
        _ravi_pip_upgrade || { rm -rf "$RAVI_VENV"; exit 1; }
    fi
    RAVI_PY="$RAVI_VENV/bin/python"

    local want_stamp have_stamp=""
    want_stamp="$(_ravi_hash pyproject.toml) $("$RAVI_PY" -c 'import sys; print(sys.version.split()[0])')"
    [[ -f "$RAVI_STAMP" ]] && have_stamp="$(cat "$RAVI_STAMP")"
    if [[ "$want_stamp" != "$have_stamp" ]]; then
        # an install stopped half-way (Ctrl+C, a closed terminal) left the marker: say so
        [[ -f "$RAVI_PENDING" ]] \
            && _ravi_say "the last install did not finish (it was stopped); installing again"
        _ravi_say "installing Ravi and its dependencies into .venv (pip install -e '.[test]';" \
            "the first time about 300 MB, a few minutes)"
        local t0=$SECONDS
        printf '%s\n' "$want_stamp" >"$RAVI_PENDING"
        "$RAVI_PY" -m pip install --disable-pip-version-check --progress-bar off \
            -e '.[test]' >&2 \
            || _ravi_die "pip install -e '.[test]' failed (pip's reason is in the lines above)"
        # the stamp only once pip has succeeded: a later run installs again exactly when
        # this one did not finish, and not when it did
        printf '%s\n' "$want_stamp" >"$RAVI_STAMP"
        rm -f "$RAVI_PENDING"
        _ravi_say "installed in $((SECONDS - t0)) s ($(_ravi_size "$RAVI_VENV") in .venv);" \
            "set-up took $((SECONDS - started)) s"
    fi

    export VIRTUAL_ENV="$RAVI_VENV"
    export PATH="$RAVI_VENV/bin:$PATH"
    export RAVI_PY
}
