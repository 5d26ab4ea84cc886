from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

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
        total (float): The result: a whole number unless the expression divides.
        line (str): The roll as d20 writes it, in Markdown: `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`.
        tree (DiceNode):
        label (str | Unset): On an encounter: what the roll was for.
    """

    expression: str
    total: float
    line: str
    tree: DiceNode
    label: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expression = self.expression

        total = self.total

        line = self.line

        tree = self.tree.to_dict()

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

        label = d.pop("label", UNSET)

        roll_outcome = cls(
            expression=expression,
            total=total,
            line=line,
            tree=tree,
            label=label,
        )

        return roll_outcome
