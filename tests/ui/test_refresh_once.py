"""One action refreshes the window once: the ring's targets are worked out once, not again
for each panel that refreshes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def test_one_action_works_out_the_ring_targets_once(window, reference_game):
    c = reference_game
    c.end_phase()  # intro night: the night panel is the active one
    QApplication.processEvents()
    calls = []
    for panel in (window.night_panel, window.day_panel):
        real = panel.ring_targets

        def counted(real=real):
            calls.append(1)
            return real()

        panel.ring_targets = counted
    assert c.step("nostradamus", {"pick": [8, 9, 10], "side": "city"})
    QApplication.processEvents()
    assert len(calls) == 1
    # and the ring still offers the targets of the step now current
    targets, _picked = window.night_panel.ring_targets()
    assert window.ring.targets() == targets
