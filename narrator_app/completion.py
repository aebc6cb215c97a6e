"""Shell completion for the command line: ``ravi completion bash`` prints a bash script.

The script is written from the argument parser itself (:func:`narrator_app.cli.build_parser`),
so a new command or option completes as soon as it is added. No Qt here.
"""

from __future__ import annotations

import argparse

#: Options whose value is a folder, and those whose value is a file to write.
_FOLDER_OPTIONS = ("--scenarios", "--data")
_FILE_OPTIONS = ("--out", "--csv")


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:  # noqa: SLF001 — argparse keeps its actions there
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            return dict(action.choices)
    return {}


def _options(parser: argparse.ArgumentParser) -> list[str]:
    """The values a command's positional arguments accept (``completion bash``), then its
    long options."""
    actions = parser._actions  # noqa: SLF001 — argparse keeps its actions there
    fixed = [str(c) for a in actions if not a.option_strings and a.choices
             and not isinstance(a, argparse._SubParsersAction) for c in a.choices]  # noqa: SLF001
    return fixed + [o for a in actions for o in a.option_strings if o.startswith("--")]


def _choices(parsers: list[argparse.ArgumentParser]) -> dict[str, list[str]]:
    """``--option`` -> the values it accepts, over every parser (the same option takes the
    same values wherever it appears)."""
    found: dict[str, list[str]] = {}
    for p in parsers:
        for a in p._actions:  # noqa: SLF001
            if a.choices and a.option_strings:
                for o in a.option_strings:
                    found.setdefault(o, [str(c) for c in a.choices])
    return found


def bash_script(parser: argparse.ArgumentParser, scenario_ids: list[str]) -> str:
    """The bash completion script of ``ravi`` and ``ravi-cli``.

    In:  the command line's parser; the scenario ids ``--scenario`` completes to.
    Out: bash source defining ``_ravi`` and registering it with
         ``complete -o default -F _ravi ravi ravi-cli`` (a command's file arguments fall
         back to bash's own file-name completion).
    """
    commands = _subparsers(parser)
    nested = {name: _subparsers(p) for name, p in commands.items()}
    everyone = [parser, *commands.values(), *(q for n in nested.values() for q in n.values())]
    choices = dict(_choices(everyone))
    choices["--scenario"] = list(scenario_ids)

    lines = [
        "# bash completion of ravi and ravi-cli: written by `ravi completion bash`.",
        "# Use: eval \"$(ravi-cli completion bash)\" in ~/.bashrc, or save it as",
        "# ~/.local/share/bash-completion/completions/ravi (and .../ravi-cli).",
        "_ravi() {",
        '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmd="" sub="" i',
        '    [[ $COMP_CWORD -gt 0 ]] && prev="${COMP_WORDS[COMP_CWORD-1]}"',
        "    for ((i = 1; i < COMP_CWORD; i++)); do",
        '        case "${COMP_WORDS[i]}" in',
        f"            {'|'.join(commands)})",
        '                if [[ -z $cmd ]]; then cmd="${COMP_WORDS[i]}"; '
        'elif [[ -z $sub ]]; then sub="${COMP_WORDS[i]}"; fi ;;',
        "        esac",
        "    done",
        '    case "$prev" in',
    ]
    for option, values in sorted(choices.items()):
        lines.append(f'        {option}) COMPREPLY=($(compgen -W "{" ".join(values)}" -- "$cur"));'
                     " return ;;")
    lines.append(f"        {'|'.join(_FOLDER_OPTIONS)}) "
                 'COMPREPLY=($(compgen -d -- "$cur")); return ;;')
    lines.append(f"        {'|'.join(_FILE_OPTIONS)}) "
                 'COMPREPLY=($(compgen -f -- "$cur")); return ;;')
    lines += ["    esac", "    local words", '    case "$cmd" in']
    lines.append(f'        "") words="{" ".join([*_options(parser), *commands])}" ;;')
    for name, cmd in commands.items():
        subs = nested[name]
        if subs:
            lines.append(f'        {name}) if [[ -z $sub ]]; then words="{" ".join(subs)}"; '
                         "else case \"$sub\" in")
            for sname, sp in subs.items():
                lines.append(f'            {sname}) words="{" ".join(_options(sp))}" ;;')
            lines.append("            esac; fi ;;")
        else:
            lines.append(f'        {name}) words="{" ".join(_options(cmd))}" ;;')
    lines += [
        "    esac",
        '    if [[ -z $cmd || $cur == -* || ( -n $words && $words != -* && -z $sub ) ]]; then',
        '        COMPREPLY=($(compgen -W "$words" -- "$cur"))',
        "    fi",
        "}",
        "complete -o default -F _ravi ravi ravi-cli",
        "",
    ]
    return "\n".join(lines)
