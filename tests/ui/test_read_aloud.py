"""What is read aloud and shown (issue 23): each sentence and signal the issue names, in the
real window under offscreen Qt, from the engine's state."""

from __future__ import annotations

import pytest

from narrator_app.engine import archive as engine_archive
from narrator_app.engine import load_scenario
from narrator_app.engine.gamefile import save_game
from narrator_app.engine.simulate import random_game
from narrator_app.ui.texts import tr

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)", extend=True)


# --- an independent's win names the role (banner, log, archive) --------------------------
@pytest.mark.parametrize(("scenario", "seed", "kind"), [
    ("zodiac", 2, "zodiac"),
    ("godfather_jack_sparrow", 4, "jack_sparrow"),
])
def test_an_independent_s_win_names_his_role(window, tmp_path, scenario, seed, kind):
    from narrator_app.ui.archive_window import WINNER, ArchiveModel

    game = random_game(scenario, 12, seed)
    assert game.state.winner == kind
    path = save_game(game, tmp_path / "won.ravi")
    c = window.c
    assert c.open_from(path), c.last_error
    scen = load_scenario(scenario)
    role = scen.role(scen.role_of_kind(kind)).name
    not_chosen = tr("not chosen")
    banner = window.winner_banner.text()
    assert role.fa in banner and not_chosen not in banner
    lines = [window.log_panel.model.line_text(li) for li in c.state.log if li.kind == "winner"]
    assert lines and all(role.fa in t and not_chosen not in t for t in lines)
    model = ArchiveModel("en")
    model.set_entries([engine_archive.read_entry(path)])
    assert model.data(model.index(0, WINNER)) == role.en
