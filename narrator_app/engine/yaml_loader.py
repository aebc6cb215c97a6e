"""PyYAML's safe loader with the guards of :func:`.readers.load_yaml`, which gives the
limits (kept apart so that PyYAML is loaded when a game script is read, not when the engine
is: issue 25)."""

from __future__ import annotations

import yaml


class GuardedLoader(yaml.SafeLoader):
    """PyYAML's safe loader without aliases, with a depth and node cap, bounded integers,
    timestamps kept as text and no ``!!binary``/``!!set``/``!!omap``/``!!pairs``."""

    def __init__(self, stream: str, max_depth: int, max_nodes: int, max_int_digits: int) -> None:
        super().__init__(stream)
        self._depth = 0
        self._nodes = 0
        self.max_depth, self.max_nodes, self.max_int_digits = max_depth, max_nodes, max_int_digits

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(
                None, None, "aliases (*name) are not allowed", event.start_mark
            )
        self._nodes += 1
        if self._nodes > self.max_nodes:
            raise yaml.composer.ComposerError(
                None, None, f"more than {self.max_nodes} nodes", self.peek_event().start_mark
            )
        self._depth += 1
        try:
            if self._depth > self.max_depth:
                raise yaml.composer.ComposerError(
                    None, None, f"nested deeper than {self.max_depth}", self.peek_event().start_mark
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_yaml_int(self, node):
        digits = sum(c.isdigit() for c in str(node.value))
        if digits > self.max_int_digits:
            raise yaml.constructor.ConstructorError(
                None, None, f"an integer of {digits} digits", node.start_mark
            )
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node):
        value = super().construct_yaml_float(node)
        if value != value or value in (float("inf"), float("-inf")):
            raise yaml.constructor.ConstructorError(
                None, None, "a number out of range (NaN or infinity)", node.start_mark
            )
        return value

    def construct_mapping(self, node, deep=False):
        """A mapping whose keys are each given once: a script's entry that names a role twice
        (``{mafia: {shot: 5}, doctor: …, mafia: {shot: 6}}``) was read as its last, where two
        team shots are refused (a hostile-input audit, CF47-19); a key a merge (``<<``) brings
        counts as given too (``{<<: {mafia: …}, mafia: …}``: audit29 F4)."""
        if isinstance(node, yaml.MappingNode):
            self.flatten_mapping(node)  # the merged keys in place, as the base class does
            seen: set = set()
            for key_node, _value in node.value:
                key = self.construct_object(key_node, deep=True)
                try:
                    twice = key in seen
                    seen.add(key)
                except TypeError:  # an unhashable key: the constructor below says so
                    break
                if twice:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"the key {key!r} is given twice", key_node.start_mark
                    )
        return super().construct_mapping(node, deep=deep)

    def construct_as_text(self, node):
        return self.construct_scalar(node)

    def construct_refused(self, node):
        raise yaml.constructor.ConstructorError(
            None, None, f"the tag {node.tag} is not allowed", node.start_mark
        )


GuardedLoader.add_constructor("tag:yaml.org,2002:int", GuardedLoader.construct_yaml_int)
GuardedLoader.add_constructor("tag:yaml.org,2002:float", GuardedLoader.construct_yaml_float)
GuardedLoader.add_constructor("tag:yaml.org,2002:timestamp", GuardedLoader.construct_as_text)
for _tag in ("binary", "set", "omap", "pairs"):
    GuardedLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", GuardedLoader.construct_refused)
