#!/bin/sh
# Install Ravi from this unpacked folder for the current user (or, with --system, for every
# user; run as root then). The folder is copied; the archive can be deleted afterwards.
#
#   ./install.sh              ~/.local/opt/ravi, ~/.local/bin/ravi, menu entry, icons, .ravi type
#   sudo ./install.sh --system   /opt/ravi, /usr/local/bin/ravi, /usr/share/...
#   ./install.sh --uninstall  (with --system too, for a system install)
set -eu

here="$(cd "$(dirname "$0")" && pwd)"
mode=user
action=install
for arg in "$@"; do
    case "$arg" in
        --system) mode=system ;;
        --uninstall) action=uninstall ;;
        -h | --help) sed -n '2,8p' "$0"; exit 0 ;;
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
