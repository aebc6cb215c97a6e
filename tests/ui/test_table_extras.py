"""Issue 23, what narrators of other tools ask for: the rules at hand (a seat's role and
ability one key away, the scenario's rules summary), who speaks and who is silenced marked
on the ring, the public display's full screen (F11) and choice of screen, a dark privacy
cover in every theme, and the ring's seats for a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QColor, QGuiApplication
from PySide6.QtWidgets import QApplication
from test_cover_everything import cover, uncover

from narrator_app.engine import Setup, load_scenario
from narrator_app.messages import digits
from narrator_app.ui.ring_marks import SPEAKER
from narrator_app.ui.theme import THEMES, apply_theme

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support", extend=True)

MN_ROLES = ["godfather", "joker", "dr_lecter", "simple_mafia", "pickpocket", "mayor",
            "die_hard", "leon", "detective", "psychiatrist", "doctor", "plain_citizen"]
MN_NAMES = ("Ali", "Sara", "Reza", "Maryam", "Laleh", "Kaveh", "Nima", "Omid", "Pari", "Hadi",
            "Nasim", "Bita")


def to_day_one(c) -> None:
    assert c.end_phase()
    assert c.step("nostradamus", {"pick": [2, 8, 9], "side": "city"}), c.last_error
    assert c.end_phase() and c.state.phase == "day", c.last_error


def click_seat(qtbot, window, seat: int) -> None:
    qtbot.mouseClick(window.ring, Qt.MouseButton.LeftButton, pos=window.ring.seat_center(seat))


def key_on(qtbot, window, key) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, key)
    QApplication.processEvents()


# --- the rules at hand ----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_f2_shows_the_selected_seats_role_and_ability(qtbot, window, reference_game, lang):
    c = reference_game
    c.lang = lang
    window.refresh()
    click_seat(qtbot, window, 5)  # Leon (the player named Leon holds the role leon)
    key_on(qtbot, window, Qt.Key.Key_F2)
    ref = window.extras.reference
    assert ref is not None and ref.isVisible()
    leon = c.scenario.role("leon")
    text = ref.text.toPlainText()
    assert getattr(leon.name, lang) in text and getattr(leon.ability, lang) in text
    assert text.startswith(digits(5, lang))
    ref.close()


def test_the_seat_menu_offers_the_role_and_the_cover_refuses_and_hides_it(
        qtbot, window, reference_game):
    c = reference_game
    ring = window.ring
    ring.customContextMenuRequested.emit(ring.seat_center(3))
    menu = window.seat_menu.menu
    entry = next(a for a in menu.actions() if a.objectName() == "roleReferenceAction")
    menu.close()
    entry.trigger()
    ref = window.extras.reference
    assert ref.isVisible() and c.scenario.role("matador").ability.fa in ref.text.toPlainText()
    cover(qtbot, window)
    assert not ref.isVisible()  # the cover hides it with the app's other windows
    assert window.extras.show_role(3) is None and window.extras.show_rules() is None
    uncover(qtbot, window)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_help_menu_shows_the_scenarios_rules_summary(qtbot, window, controller, lang):
    c = controller
    c.lang = lang
    deal = list(load_scenario("zodiac").roster.reference)
    assert c.new_game(Setup("zodiac", MN_NAMES[:len(deal)], {"cards_enabled": False}), deal), \
        c.last_error
    assert window.extras.rules_action in window.help_menu.actions()
    window.extras.rules_action.trigger()
    text = window.extras.reference.text.toPlainText()
    scen = c.scenario
    assert getattr(scen.name, lang) in text
    for role in scen.roles:
        if role.id in (*scen.roster.mafia, *scen.roster.city, *scen.roster.independent):
            assert getattr(role.ability, lang) in text, role.id
    assert getattr(scen.role("zodiac").name, lang) in text.split("\n")[4]  # how it is won
    window.extras.reference.close()


def test_the_reference_text_follows_the_narrators_font_size(qtbot, window, reference_game):
    """The role and rules window's text is 2 pt above the window's text at every size the
    narrator picks (13 pt at the default 11), also when the size changes while it is open
    (a narrator's trial: it stayed at 13 pt at 14)."""
    from narrator_app.ui.role_reference import TEXT_LARGER
    from narrator_app.ui.theme import apply_font_size

    app = QApplication.instance()
    old = app.font().pointSize()
    try:
        window.extras.rules_action.trigger()
        ref = window.extras.reference
        assert ref is not None and ref.isVisible()
        for points in (old, 14, 12):
            apply_font_size(app, points)
            QApplication.processEvents()
            ref.text.ensurePolished()
            assert ref.text.font().pointSize() == points + TEXT_LARGER, points
        ref.close()
        apply_font_size(app, 14)
        window.extras.rules_action.trigger()  # opened again at the new size
        assert window.extras.reference.text.font().pointSize() == 14 + TEXT_LARGER
        window.extras.reference.close()
    finally:
        apply_font_size(app, old)
    assert old + TEXT_LARGER == 13  # the default size's text as before


# --- who speaks, who is silenced -------------------------------------------------------------
def test_the_speaker_is_marked_on_the_ring_and_moves_with_the_floor(
        qtbot, window, reference_game):
    c = reference_game
    to_day_one(c)
    marks = window.extras.marks
    assert marks.marks() == {}
    timer = window.timer_panel
    timer.start_round("talk", 3)
    assert marks.marks() == {3: ["speaker"]}
    timer.next_speaker()
    assert marks.marks() == {4: ["speaker"]}
    # painted over seat 4's card: the mark's pill, nothing over seat 3
    QApplication.processEvents()
    image = window.ring.grab().toImage()
    pill = marks.mark_rects()[4]
    ratio = image.devicePixelRatio()
    inside = [QColor(image.pixel(int((pill.left() + dx) * ratio), int(pill.center().y() * ratio)))
              for dx in (3, 5, pill.width() - 5)]
    assert any(col.name() == SPEAKER for col in inside), [c.name() for c in inside]
    assert 3 not in marks.mark_rects()


def test_a_silenced_player_is_marked_on_his_day(qtbot, window, controller):
    c = controller
    assert c.new_game(Setup("mafia_nights", MN_NAMES, {"cards_enabled": False}), MN_ROLES)
    assert c.end_phase() and c.end_phase() and c.state.phase == "night", c.last_error
    assert c.step("psychiatrist", {"silence": 9}), c.last_error
    assert window.extras.marks.marks() == {}  # not at night: the silence is the next day's
    assert c.end_phase() and c.state.phase == "day", c.last_error
    assert window.extras.marks.marks() == {9: ["silenced"]}
    assert "silenced" in " ".join(window.extras.marks.mark_words(9)) or \
        "ساکت" in " ".join(window.extras.marks.mark_words(9))


def test_the_defence_is_marked_from_the_engines_day_while_it_stands(qtbot, window,
                                                                   reference_game):
    """UX30-4: the day's defence (the engine's ``day.defense``) on the ring until the exit
    vote; public, so the privacy cover keeps it and the public display shows no secret."""
    from test_public_window import leaks

    from narrator_app.ui.ring_marks import DEFENSE

    c = reference_game
    to_day_one(c)
    marks = window.extras.marks
    present = len(c.state.alive_seats())
    assert c.step("votes", {4: present // 2 + 1, 7: present // 2 + 1}), c.last_error
    assert c.state.day.defense == [4, 7]
    assert marks.marks() == {4: ["defense"], 7: ["defense"]}
    assert window.ring.marks() == {4: ["defense"], 7: ["defense"]}
    assert marks.mark_words(7) == ["دفاع"]
    QApplication.processEvents()
    image = window.ring.grab().toImage()
    ratio = image.devicePixelRatio()
    cards = window.ring.card_rects()
    for seat in (4, 7):
        pill = marks.mark_rects()[seat]
        assert cards[seat].contains(pill)
        inside = QColor(image.pixel(int((pill.left() + 4) * ratio), int(pill.center().y() * ratio)))
        assert inside.name() == DEFENSE, (seat, inside.name())
    # the floor on a defender: both marks, the speaker's first
    window.timer_panel.start_round("defense")
    assert marks.marks() == {4: ["speaker", "defense"], 7: ["defense"]}
    # public: kept under the cover; the public display shows no secret with it
    window.open_public_display()
    cover(qtbot, window)
    assert marks.marks() == {4: ["speaker", "defense"], 7: ["defense"]}
    assert leaks(window.public_window, c) == []
    uncover(qtbot, window)
    window.public_window.close()
    # the engine's word, not the window's: an undone vote takes the defence's marks back
    # (the timer's round, the narrator's, keeps the floor's)
    assert c.undo() and marks.marks() == {4: ["speaker"]}
    assert c.redo() and marks.marks() == {4: ["speaker", "defense"], 7: ["defense"]}
    # the exit vote ends the defence
    assert c.step("exit_votes", {4: 1, 7: present - 2}), c.last_error
    assert marks.marks() == {} and window.ring.marks() == {}


# --- the public display ---------------------------------------------------------------------
def test_the_public_display_goes_full_screen_with_f11(qtbot, window, reference_game):
    window.open_public_display()
    pw = window.public_window
    qtbot.waitExposed(pw)
    assert not pw.isFullScreen()
    pw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pw, timeout=2000)
    qtbot.keyClick(pw, Qt.Key.Key_F11)
    assert pw.isFullScreen()
    qtbot.keyClick(pw, Qt.Key.Key_F11)
    assert not pw.isFullScreen()
    pw.close()


def test_the_public_display_is_put_full_screen_on_the_screen_chosen(
        qtbot, window, reference_game):
    screens = QGuiApplication.screens()
    menu = window.extras.screen_menu
    assert menu in [a.menu() for a in window.view_menu.actions() if a.menu()]
    menu.aboutToShow.emit()
    entries = menu.actions()
    assert len(entries) == len(screens) >= 1
    assert screens[0].name() in entries[0].text()
    entries[0].trigger()
    pw = window.public_window
    assert pw is not None and pw.isVisible() and pw.isFullScreen()
    assert pw.screen() is screens[0]
    # its own right-click menu: full screen and the screens again
    own = pw._context_menu(QPoint(10, 10))
    names = [a.objectName() for a in own.actions()]
    assert "publicFullScreen" in names
    sub = next(a.menu() for a in own.actions() if a.menu())
    assert [a.isChecked() for a in sub.actions()][0]  # the screen it is on
    own.close()
    pw.close()


# --- the cover is dark ----------------------------------------------------------------------
def luminance(col: QColor) -> float:
    return (0.2126 * col.redF() + 0.7152 * col.greenF() + 0.0722 * col.blueF())


@pytest.mark.parametrize("theme", THEMES)
def test_the_privacy_cover_is_dark_with_readable_text_in_every_theme(
        qtbot, window, reference_game, theme):
    app = QApplication.instance()
    apply_theme(app, theme)
    try:
        cover(qtbot, window)
        page = window.cover_page
        QApplication.processEvents()
        image = page.grab().toImage()
        w, h = image.width(), image.height()
        samples = [QColor(image.pixel(x, y)) for x in range(10, w - 10, max(1, w // 20))
                   for y in (12, h // 8, h - 12)]
        dark = sum(luminance(s) < 0.15 for s in samples) / len(samples)
        assert dark > 0.9, theme
        label = page.message
        ink = label.palette().color(label.foregroundRole())
        assert luminance(ink) > 0.7, (theme, ink.name())
        uncover(qtbot, window)
    finally:
        apply_theme(app, "light")


# --- a screen reader ------------------------------------------------------------------------
def test_a_screen_reader_sees_each_seat_of_the_table(qtbot, window, reference_game):
    c = reference_game
    to_day_one(c)
    window.timer_panel.start_round("talk", 2)
    table = QAccessible.queryAccessibleInterface(window.ring)
    assert table.text(QAccessible.Text.Name) == "میز"
    assert table.childCount() == 11
    names = c.names
    godfather = c.scenario.role("godfather").name.fa
    for i in range(11):
        seat = table.child(i)
        said = seat.text(QAccessible.Text.Name)
        assert digits(i + 1, "fa") in said and names[i] in said, said
        assert seat.parent().text(QAccessible.Text.Name) == "میز"
        assert table.indexOfChild(seat) == i
    assert godfather in table.child(0).text(QAccessible.Text.Name)  # the narrator's view
    assert "صحبت" in table.child(1).text(QAccessible.Text.Name) or \
        "speaks" in table.child(1).text(QAccessible.Text.Name)
    assert not table.child(0).rect().isEmpty()
    cover(qtbot, window)
    roles = [n for r in c.scenario.roles for n in (r.name.fa, r.name.en)]
    said = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]
    assert [s for s in said for r in roles if r in s] == []
    uncover(qtbot, window)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_rules_summary_says_who_counts_with_the_side_he_chose(qapp, lang):
    from narrator_app.ui.role_reference import rules_summary

    scen = load_scenario("godfather_nostradamus")
    lines = rules_summary(scen, lang).split("\n")
    assert lines[0] == getattr(scen.name, lang)
    assert getattr(scen.role("nostradamus").name, lang) in lines[4]  # how the game is won


def test_the_day_vote_nominees_show_no_order_pill_a_night_pick_does(table, reference_game):
    """Nominees clicked for the day's vote are marked picked on their cards, with no pill
    of their click order beside their typed counts (a narrator read «۱» and «۲» as votes:
    CR36-6); a pick whose order means something (the ring told so) still shows it."""
    t, c, ring = table, reference_game, table.w.ring
    to_day_one(c)
    QApplication.processEvents()
    first, second = c.state.alive_seats()[:2]
    t.seat(first)
    t.seat(second)
    QApplication.processEvents()
    assert ring.picked() == [first, second]
    assert ring.pill_boxes(first, "order") == [] and ring.pill_boxes(second, "order") == []
    targets = ring.targets()
    ring.set_targets(targets, [first, second])  # an ordered pick (the default)
    assert len(ring.pill_boxes(first, "order")) == 1
    assert len(ring.pill_boxes(second, "order")) == 1
