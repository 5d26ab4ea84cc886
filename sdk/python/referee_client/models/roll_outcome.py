from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_node import DiceNode


T = TypeVar("T", bound="RollOutcome")


@_attrs_define
class RollOutcome:
    """
    Attributes:
        expression (str):
        total (float): The result, a whole number as in d20: the exact value of the expression (the tree's) without its
            fraction, toward 0 (`15 / 2` is 7). Dice rules version 1 answered the exact value, a decimal where the
            expression divides.
        line (str): The roll as d20 writes it, in Markdown: `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. It holds no HTML: a
            note's words (`[fire]`) have Markdown's punctuation escaped with a backslash and `&`, `<`, `>` as HTML entities
            (dice rules version 2), so a client may render the line as CommonMark, with or without raw HTML, and show it to
            every watcher.
        tree (DiceNode):
        capped (list[str] | Unset): Dice rules version 2: every re-roll or explosion chain that stopped at its cap while
            its die still matched, in words (empty when none).
        label (str | Unset): On an encounter: what the roll was for.
    """

    expression: str
    total: float
    line: str
    tree: DiceNode
    capped: list[str] | Unset = UNSET
    label: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expression = self.expression

        total = self.total

        line = self.line

        tree = self.tree.to_dict()

        capped: list[str] | Unset = UNSET
        if not isinstance(self.capped, Unset):
            capped = self.capped

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expression": expression,
                "total": total,
                "line": line,
                "tree": tree,
            }
        )
        if capped is not UNSET:
            field_dict["capped"] = capped
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dice_node import DiceNode  # noqa: PLC0415

        d = dict(src_dict)
        expression = d.pop("expression")

        total = d.pop("total")

        line = d.pop("line")

        tree = DiceNode.from_dict(d.pop("tree"))

        capped = cast(list[str], d.pop("capped", UNSET))

        label = d.pop("label", UNSET)

        roll_outcome = cls(
            expression=expression,
            total=total,
            line=line,
            tree=tree,
            capped=capped,
            label=label,
        )

        return roll_outcome
