from typing import Literal, cast

DiceNodeKind = Literal["binary", "dice", "group", "number", "set", "successes", "unary"]

DICE_NODE_KIND_VALUES: set[DiceNodeKind] = {
    "binary",
    "dice",
    "group",
    "number",
    "set",
    "successes",
    "unary",
}


def check_dice_node_kind(value: str) -> DiceNodeKind:
    if value in DICE_NODE_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(DiceNodeKind, value)
