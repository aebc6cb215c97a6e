"""The installed app's pieces that run without building it: the self-check's reports, the
Qt modules the specs keep, the icons and the Linux desktop files. (The bundle itself is built
and self-checked by packaging/build, which CI runs after the tests.)"""

from __future__ import annotations

import configparser
import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_self_check_reports_every_check(qapp, capsys):
    from narrator_app import cli

    assert cli.main(["--self-check"]) == 0
    out = capsys.readouterr().out.splitlines()
    names = [line.split(" (")[0] for line in out if line.startswith("ok: ")]
    assert names == [
        "ok: scenarios",
        "ok: application",
        "ok: fonts",
        "ok: translation",
        "ok: card PDF",
        "ok: main window",
    ]
    from narrator_app.engine.scenario import shipped_entries

    # every shipped scenario: the booklet's six and the club scenarios (the catalogue)
    assert f"({len(shipped_entries())} scenarios," in out[0]
    assert len(shipped_entries()) >= 11
    assert out[-1].endswith("self-check ok (Vazirmatn)")


def test_self_check_fails_with_the_reason_and_goes_on(qapp, capsys, monkeypatch, tmp_path):
    """No scenario files: both checks that need them fail, named with the folder; the
    others still run; exit 1."""
    from narrator_app import cli
    from narrator_app.engine import scenario

    monkeypatch.setattr(scenario, "scenarios_dir", lambda: tmp_path)
    assert cli.main(["--self-check"]) == 1
    out = capsys.readouterr().out.splitlines()
    fails = [line for line in out if line.startswith("FAIL: ")]
    assert len(fails) == 2
    assert fails[0].startswith("FAIL: scenarios — RuntimeError: no scenario files in ")
    assert str(tmp_path) in fails[0]
    assert fails[1].startswith("FAIL: card PDF — ")
    assert "ok: fonts (Vazirmatn)" in out
    assert any(line.startswith("ok: main window") for line in out)
    assert out[-1].endswith("self-check FAILED (2 of 6 checks: scenarios, card PDF)")


def test_self_check_refuses_a_translation_that_does_not_translate(
    qapp, capsys, monkeypatch, tmp_path
):
    from narrator_app import cli, paths
    from narrator_app.ui.app import apply_language

    real = paths.resource_path

    def fake(*parts: str) -> Path:
        if parts[:2] == ("resources", "translations"):
            return tmp_path.joinpath(*parts[2:])
        return real(*parts)

    monkeypatch.setattr(paths, "resource_path", fake)
    try:
        assert cli.main(["--self-check", "--lang", "en"]) == 1
    finally:
        monkeypatch.undo()
        apply_language(qapp, "fa")  # the shared application, as the other tests expect it
    out = capsys.readouterr().out
    assert "FAIL: translation — RuntimeError: cannot load " in out
    assert "ravi_fa.qm" in out


def _qt_modules(source: str) -> set[str]:
    """The Qt modules a Python source imports (``PySide6.QtX`` or ``from PySide6 import``)."""
    found = set(re.findall(r"PySide6\.(Qt\w+)", source))
    for names in re.findall(r"from PySide6 import ([\w, ]+)", source):
        found |= {n.strip() for n in names.split(",") if n.strip().startswith("Qt")}
    return found


def test_specs_keep_every_qt_module_the_app_imports():
    """A new `from PySide6.QtX import` in the app must be added to QT_MODULES_USED, or the
    bundle would start without it."""
    common = _load("bundle_common", PACKAGING / "bundle_common.py")
    used = set()
    for path in (ROOT / "narrator_app").rglob("*.py"):
        used |= _qt_modules(path.read_text("utf-8"))
    assert used <= set(common.QT_MODULES_USED), used - set(common.QT_MODULES_USED)
    excluded = common.qt_excludes()
    assert "PySide6.QtQml" in excluded and "PySide6.QtNetwork" in excluded
    assert not {f"PySide6.{m}" for m in common.QT_MODULES_USED} & set(excluded)
    # The bare window imports exactly the same Qt modules as the app.
    bare = _qt_modules((PACKAGING / "bare_window.py").read_text("utf-8"))
    assert bare == set(common.QT_MODULES_USED)


def test_trim_keeps_only_persian_and_english_qt_translations():
    common = _load("bundle_common", PACKAGING / "bundle_common.py")
    toc = [
        ("PySide6/Qt/translations/qtbase_de.qm", "/x", "DATA"),
        ("PySide6/Qt/translations/qtbase_fa.qm", "/x", "DATA"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/x", "BINARY"),
        ("resources/translations/ravi_fa.qm", "/x", "DATA"),
    ]
    assert [d for d, _, _ in common.trim(toc)] == [
        "PySide6/Qt/translations/qtbase_fa.qm",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "resources/translations/ravi_fa.qm",
    ]


def test_committed_icons_match_the_svg_layout():
    icons = _load("make_icons", PACKAGING / "make_icons.py")
    assert icons.check() == []
    assert icons.read_ico((ROOT / "resources/icons/ravi.ico").read_bytes()) == list(icons.ICO_SIZES)
    with pytest.raises(ValueError):
        icons.read_ico(b"\x00\x00\x02\x00\x00\x00")  # a cursor file, not an icon


def test_desktop_entry_and_mime_type():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "linux" / "ravi.desktop", encoding="utf-8")
    desk = entry["Desktop Entry"]
    assert desk["Type"] == "Application"
    assert desk["Exec"] == "ravi %f" and desk["Icon"] == "ravi"
    assert desk["MimeType"] == "application/x-ravi-game;"  # a double-click opens the game
    assert desk["Name[fa]"] == "راوی"
    assert (ROOT / "resources" / "icons" / f"{desk['Icon']}.svg").is_file()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(PACKAGING / "linux" / "ravi-mime.xml").getroot()
    kind = mime.find("m:mime-type", ns)
    assert kind.get("type") == "application/x-ravi-game"
    assert kind.find("m:glob", ns).get("pattern") == "*.ravi"
    from narrator_app.engine.gamefile import EXTENSION

    assert EXTENSION == ".ravi"


# --- the set-up scripts on a fresh Debian -------------------------------------------------
# ./test and packaging/build are run for real, with bash, on a copy of the scripts in a
# scratch folder (never on this checkout: its .venv must not be touched), with a PATH that
# holds only the basic tools and stand-ins for what a fresh Debian lacks or differs in: no
# Python at all, or a Debian Python; dpkg-query finding nothing installed; `id -u` giving
# a user or root; apt-get writing down what it was asked.

_TOOLS = ("bash", "cat", "dirname", "readlink", "grep", "awk", "sed", "sha256sum", "mktemp",
          "uname", "env", "rm", "mkdir", "cp")

# Answers the questions the scripts ask Python, as Debian 12's /usr/bin/python3 would.
_DEBIAN_PYTHON = """#!/bin/sh
case "$*" in
    *base_prefix*) echo "/usr 3.11" ;;
    *%d.%d*) echo 3.11 ;;
    --version) echo "Python 3.11.2" ;;
    *) exit 1 ;;
esac
"""


def _fresh_debian(tmp_path: Path, uid: int, python: bool) -> tuple[Path, dict[str, str]]:
    import shutil
    import stat

    repo = tmp_path / "ravi"
    (repo / "packaging").mkdir(parents=True)
    for name in ("test", "run", "pyproject.toml", "packaging/setup-env.sh", "packaging/build"):
        shutil.copy2(ROOT / name, repo / name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in _TOOLS:
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    log = tmp_path / "apt.log"
    fakes = {
        "id": f"#!/bin/sh\necho {uid}\n",
        "dpkg-query": "#!/bin/sh\nexit 1\n",
        "apt-cache": "#!/bin/sh\nexit 0\n",
        # apt-get "installs" Python by putting the Debian stand-in on the PATH.
        "apt-get": f"""#!/bin/sh
echo "$*" >> '{log}'
case "$*" in *" python3 "*) cp '{bin_dir}/.python3' '{bin_dir}/python3' ;; esac
exit 0
""",
        ".python3": _DEBIAN_PYTHON,
    }
    if python:
        fakes["python3"] = _DEBIAN_PYTHON
    for name, text in fakes.items():
        (bin_dir / name).write_text(text, "utf-8")
        (bin_dir / name).chmod(stat.S_IRWXU)
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path), "LC_ALL": "C"}
    return repo, env


def _run(repo: Path, env: dict[str, str], script: str):
    import subprocess

    return subprocess.run(["bash", str(repo / script)], cwd=repo, env=env, capture_output=True,
                          text=True, timeout=60)


def test_the_build_asks_for_what_pyinstaller_needs_and_says_how_without_sudo(tmp_path):
    """Issue 12, item 15: objdump (binutils) and the shared libpython3.11 of Debian's Python
    are in the list packaging/build asks for, with Qt's libraries, in one message that says
    what to do with sudo and without it."""
    repo, env = _fresh_debian(tmp_path, uid=1000, python=True)
    done = _run(repo, env, "packaging/build")
    assert done.returncode == 1, done.stderr
    err = done.stderr
    wanted = ("libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0 "
              "libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 "
              "libxcb-randr0 libxcb-render-util0 libxcb-image0 libx11-xcb1 libcups2 binutils "
              "libpython3.11")
    assert f"  sudo apt-get install -y {wanted}\n" in err
    assert f"  su -c 'apt-get install -y {wanted}'\n" in err
    assert not (tmp_path / "apt.log").exists()  # a user's run installs nothing


#: Everything ./test and ./run need on a fresh Debian, in the one list (issue 24, item 2):
#: Python, Qt's libraries and those of its X11 window plugin.
_ONE_LIST = ("python3 python3-venv libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 "
             "libglib2.0-0 libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 "
             "libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-image0 libx11-xcb1")


@pytest.mark.parametrize("script", ["test", "run"])
def test_no_python_as_a_user_says_what_to_install_with_sudo_and_without(tmp_path, script):
    """Issue 12, item 16: a fresh Debian may have no sudo; the message gives the root way too.
    Issue 24, item 2: every missing package (Python, Qt's libraries, the X11 window plugin's,
    which ./run needs with a display) in ONE list, printed once, the same for ./test and
    ./run."""
    repo, env = _fresh_debian(tmp_path, uid=1000, python=False)
    env["DISPLAY"] = ":0"
    done = _run(repo, env, script)
    assert done.returncode == 1
    assert done.stderr.count("missing Debian packages") == 1, done.stderr
    assert f"ravi: missing Debian packages: {_ONE_LIST}\n" in done.stderr
    assert f"  sudo apt-get install -y {_ONE_LIST}\n" in done.stderr
    assert f"  su -c 'apt-get install -y {_ONE_LIST}'\n" in done.stderr
    assert not (repo / ".venv").exists()


def test_no_python_as_root_installs_it_and_the_qt_libraries_at_once(tmp_path):
    """Issue 12, item 15: minbase Debian has no python3; as root ./test installs it with
    Qt's libraries, in one apt-get (issue 24, item 2; here the stand-in Python stops at the
    venv)."""
    repo, env = _fresh_debian(tmp_path, uid=0, python=False)
    done = _run(repo, env, "test")
    assert done.returncode == 1
    assert "could not create .venv" in done.stderr
    assert (tmp_path / "apt.log").read_text("utf-8").splitlines() == [
        "update",
        f"install -y --no-install-recommends {_ONE_LIST}",
    ]


# A Debian with every package: a Python whose venv is a stand-in too, with a pip that says
# what it was asked (PIP_SAYS: "offline" = the package index cannot be reached).
_VENV_PYTHON = """#!/bin/sh
case "$*" in
    *%d.%d*) echo 3.11 ;;
    *"sys.version.split"*) echo 3.11.2 ;;
    *"-m pip index versions pip"*)
        if [ "$PIP_SAYS" = offline ]; then
            echo "WARNING: Retrying (Retry(total=0)) after connection broken: Connection refused"
            printf '%s %s\n' "ERROR: Could not find a version that satisfies the" \
                "requirement pip (from versions: none)" >&2
            exit 1
        fi
        echo "pip (26.0)" ;;
    *"-m pip install"*"--upgrade pip"*)
        echo "Requirement already satisfied: pip" ; exit 0 ;;
    *"-m pip install"*)
        echo "pip install -e ran" >> "$HOME/pip.log"
        if [ "$PIP_SAYS" = stopped ]; then
            echo "ERROR: Operation cancelled by user" >&2; exit 130
        fi
        if [ "$PIP_SAYS" = offline ]; then
            echo "ERROR: No matching distribution found for setuptools>=68" >&2; exit 1
        fi
        echo "pip args: $*"
        echo "Collecting PySide6-Essentials<6.12,>=6.8" ; exit 0 ;;
    *"-m pytest"*) echo "pytest args: $*" ; exit 0 ;;
    *"sys.version_info[:2]"*) echo 3.11 ;;
    *) exit 1 ;;
esac
"""


def _debian_with_everything(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    import stat

    repo, env = _fresh_debian(tmp_path, uid=1000, python=True)
    bin_dir = Path(env["PATH"])
    (bin_dir / "dpkg-query").write_text("#!/bin/sh\necho 'install ok installed'\n", "utf-8")
    (bin_dir / "du").symlink_to(shutil.which("du"))
    (bin_dir / ".venv-python").write_text(_VENV_PYTHON, "utf-8")
    (bin_dir / ".venv-python").chmod(stat.S_IRWXU)
    # `python3 -m venv DIR` makes DIR/bin/python, the stand-in above
    (bin_dir / "python3").write_text(_DEBIAN_PYTHON.replace(
        '    *) exit 1 ;;',
        f'    *"-m venv"*) mkdir -p "$3/bin" && cp \'{bin_dir}/.venv-python\' "$3/bin/python" ;;\n'
        '    *) exit 1 ;;'), "utf-8")
    return repo, env


def test_pip_that_cannot_reach_the_index_is_said_at_once(tmp_path):
    """Issue 24, item 5: `pip install --upgrade pip` exits 0 when there is no network (it keeps
    the pip it has); the set-up asks the index first and stops with pip's reason, and the
    half-made .venv is removed so that the next run starts over."""
    repo, env = _debian_with_everything(tmp_path)
    env["PIP_SAYS"] = "offline"
    done = _run(repo, env, "test")
    assert done.returncode == 1
    assert "ravi: error: cannot reach the Python package index, so nothing can be installed " \
           "(pip: ERROR: Could not find a version that satisfies the requirement pip (from " \
           "versions: none)). The first run downloads about 300 MB from PyPI" in done.stderr
    assert "pip install -e" not in done.stderr
    assert not (repo / ".venv").exists()


def test_the_first_run_shows_its_progress(tmp_path):
    """Issue 24, item 5: pip is not silenced (its Collecting lines show), each phase says
    what it does and how big it is, and the tests' collection is announced."""
    repo, env = _debian_with_everything(tmp_path)
    done = _run(repo, env, "test")
    assert done.returncode == 0, done.stderr
    err = done.stderr
    assert "ravi: creating .venv with " in err
    assert "ravi: upgrading pip in .venv\nRequirement already satisfied: pip\n" in err
    assert "(pip install -e '.[test]'; the first time about 300 MB, a few minutes)\n" in err
    assert "Collecting PySide6-Essentials" in err
    assert " -q" not in err.split("pip args:")[1].splitlines()[0]
    assert re.search(r"ravi: installed in \d+ s \(\S+ in \.venv\); set-up took \d+ s\n", err)
    assert err.rstrip().endswith("ravi: collecting tests… (20-50 s before the first result; the "
                                 "whole suite takes about 10-20 min on 2 cores)")
    assert "pytest args: -m pytest" in done.stdout


def test_a_stopped_install_is_done_again_and_a_finished_one_is_not(tmp_path):
    """Fresh-narrator trial, section 5: the launcher stopped in the middle of pip writes no
    install stamp, and the next run says so and installs again; once pip has finished, the
    stamp is written and a later run does not reinstall."""
    repo, env = _debian_with_everything(tmp_path)
    log = tmp_path / "pip.log"
    env["PIP_SAYS"] = "stopped"
    done = _run(repo, env, "test")
    assert done.returncode == 1
    assert not (repo / ".venv" / ".ravi-install-stamp").exists()
    env["PIP_SAYS"] = ""
    done = _run(repo, env, "test")
    assert done.returncode == 0, done.stderr
    assert "ravi: the last install did not finish (it was stopped); installing again\n" \
        in done.stderr
    assert (repo / ".venv" / ".ravi-install-stamp").is_file()
    assert log.read_text("utf-8").count("pip install -e ran") == 2
    done = _run(repo, env, "test")
    assert done.returncode == 0, done.stderr
    assert "installing" not in done.stderr
    assert log.read_text("utf-8").count("pip install -e ran") == 2  # not again
