#!/bin/sh
# Install Ravi from this unpacked folder for the current user (or, with --system, for every
# user; run as root then). The folder is copied; the archive can be deleted afterwards.
#
#   ./install.sh              ~/.local/opt/ravi, ~/.local/bin/ravi, menu entry, icons, .ravi type
#   sudo ./install.sh --system   /opt/ravi, /usr/local/bin/ravi, /usr/share/...
#   ./install.sh --uninstall  (with --system too, for a system install)
#   ./install.sh --check      only check the system libraries the program needs
#
# First it checks that the system has the libraries the bundle needs and does not carry
# (OpenGL/EGL above all): if any is missing it names them and their Debian/Ubuntu packages,
# installs nothing and exits 1 (--no-check skips this).
set -eu

here="$(cd "$(dirname "$0")" && pwd)"
mode=user
action=install
check=yes
for arg in "$@"; do
    case "$arg" in
        --system) mode=system ;;
        --uninstall) action=uninstall ;;
        --check) action=check ;;
        --no-check) check=no ;;
        -h | --help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

if [ "$mode" = system ]; then
    prefix=/opt/ravi
    bindir=/usr/local/bin
    share=/usr/share
else
    prefix="$HOME/.local/opt/ravi"
    bindir="$HOME/.local/bin"
    share="${XDG_DATA_HOME:-$HOME/.local/share}"
fi
icons="$share/icons/hicolor"
sizes="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$share/mime" || true
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database "$share/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
}

# The Debian/Ubuntu package of a library (its soname), for those a bare system may lack.
package_of() {
    case "$1" in
        libGL.so.*) echo libgl1 ;;
        libEGL.so.*) echo libegl1 ;;
        libGLX.so.*) echo libglx0 ;;
        libOpenGL.so.*) echo libopengl0 ;;
        libGLdispatch.so.*) echo libglvnd0 ;;
        libxkbcommon.so.*) echo libxkbcommon0 ;;
        libxkbcommon-x11.so.*) echo libxkbcommon-x11-0 ;;
        libfontconfig.so.*) echo libfontconfig1 ;;
        libfreetype.so.*) echo libfreetype6 ;;
        libdbus-1.so.*) echo libdbus-1-3 ;;
        libglib-2.0.so.* | libgthread-2.0.so.* | libgobject-2.0.so.* | libgio-2.0.so.*)
            echo libglib2.0-0 ;;
        libX11.so.*) echo libx11-6 ;;
        libX11-xcb.so.*) echo libx11-xcb1 ;;
        libxcb.so.*) echo libxcb1 ;;
        libxcb-*.so.*) # libxcb-render-util.so.0 -> libxcb-render-util0
            n="${1#lib}"; echo "lib${n%%.so.*}${n##*.so.}" ;;
        libcups.so.*) echo libcups2 ;;
        libz.so.*) echo zlib1g ;;
        libpng16.so.*) echo libpng16-16 ;;
        libzstd.so.*) echo libzstd1 ;;
        libexpat.so.*) echo libexpat1 ;;
        *) echo "?" ;;
    esac
}

# Prints the sonames the bundle needs and neither it nor the system has (one a line).
# Every library and Qt plugin of the bundle is asked (ldd), with the bundle's own folders
# searched first, except the optional plugins Qt does without (other platforms than X11,
# Wayland's, the GTK theme, GL integrations).
missing_libraries() {
    command -v ldd >/dev/null 2>&1 || return 0
    dirs="$(find "$here/_internal" -name '*.so*' -type f -exec dirname {} \; | sort -u \
        | tr '\n' ':')"
    find "$here/ravi" "$here/_internal" -type f \( -name 'ravi' -o -name '*.so' -o -name '*.so.*' \) \
        ! -path '*/plugins/platformthemes/*' ! -path '*/plugins/wayland*' \
        ! -path '*/plugins/egldeviceintegrations/*' ! -path '*/plugins/xcbglintegrations/*' \
        ! -path '*/plugins/generic/*' ! -name 'libqwayland*' ! -name 'libqeglfs*' \
        ! -name 'libqlinuxfb*' ! -name 'libqvnc*' ! -name 'libqvkkhrdisplay*' \
        ! -name 'libqminimalegl*' ! -name 'libQt6Wayland*' ! -name 'libQt6WlShell*' \
        ! -name 'libQt6EglFs*' \
        -print 2>/dev/null \
        | while read -r f; do LD_LIBRARY_PATH="$dirs" ldd "$f" 2>/dev/null; done \
        | awk '/=> not found/ {print $1}' | sort -u
}

check_libraries() {
    libs="$(missing_libraries)"
    [ -z "$libs" ] && return 0
    pkgs=""
    unknown=""
    for lib in $libs; do
        p="$(package_of "$lib")"
        if [ "$p" = "?" ]; then
            unknown="$unknown $lib"
        else
            case " $pkgs " in *" $p "*) ;; *) pkgs="${pkgs:+$pkgs }$p" ;; esac
        fi
    done
    {
        echo "install.sh: Ravi needs system libraries that are missing here:" $libs
        if [ -n "$pkgs" ]; then
            echo "On Debian or Ubuntu they are in: $pkgs"
            echo "Install them as root, then run install.sh again. With sudo:"
            echo "  sudo apt-get install -y $pkgs"
            echo "Without sudo, as root:"
            echo "  su -c 'apt-get install -y $pkgs'"
        fi
        [ -n "$unknown" ] && echo "Find the package of:$unknown (e.g. apt-file search NAME)."
        echo "Nothing was installed."
    } >&2
    return 1
}

if [ "$action" = check ]; then
    check_libraries || exit 1
    echo "install.sh: every library Ravi needs is here."
    exit 0
fi

if [ "$action" = uninstall ]; then
    rm -rf "$prefix"
    rm -f "$bindir/ravi" "$share/applications/ravi.desktop" "$share/mime/packages/ravi.xml"
    rm -f "$icons/scalable/apps/ravi.svg" "$icons/scalable/mimetypes/application-x-ravi-game.svg"
    for n in $sizes; do
        rm -f "$icons/${n}x${n}/apps/ravi.png" "$icons/${n}x${n}/mimetypes/application-x-ravi-game.png"
    done
    refresh
    echo "Ravi removed ($mode install). Saved games and settings are kept."
    exit 0
fi

[ -x "$here/ravi" ] || { echo "install.sh: no ravi executable beside me ($here)" >&2; exit 1; }
if [ "$check" = yes ]; then
    check_libraries || exit 1
fi
src_icons="$here/_internal/resources/icons"

if [ "$here" != "$prefix" ]; then
    rm -rf "$prefix"
    mkdir -p "$(dirname "$prefix")"
    cp -R "$here" "$prefix"
fi
mkdir -p "$bindir" "$share/applications" "$share/mime/packages"
ln -sf "$prefix/ravi" "$bindir/ravi"
# The menu entry names the executable by its full path: ~/.local/bin is not always on PATH.
sed "s|^Exec=ravi|Exec=$prefix/ravi|" "$here/ravi.desktop" >"$share/applications/ravi.desktop"
cp "$here/ravi-mime.xml" "$share/mime/packages/ravi.xml"
mkdir -p "$icons/scalable/apps" "$icons/scalable/mimetypes"
cp "$src_icons/ravi.svg" "$icons/scalable/apps/ravi.svg"
cp "$src_icons/ravi.svg" "$icons/scalable/mimetypes/application-x-ravi-game.svg"
for n in $sizes; do
    mkdir -p "$icons/${n}x${n}/apps" "$icons/${n}x${n}/mimetypes"
    cp "$src_icons/ravi-$n.png" "$icons/${n}x${n}/apps/ravi.png"
    cp "$src_icons/ravi-$n.png" "$icons/${n}x${n}/mimetypes/application-x-ravi-game.png"
done
refresh
echo "Ravi installed in $prefix ($mode install): find it in the menu under Games, or run"
echo "  $bindir/ravi"
