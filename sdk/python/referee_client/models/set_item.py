from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dice_node import DiceNode


T = TypeVar("T", bound="SetItem")


@_attrs_define
class SetItem:
    """
    Attributes:
        value (float):
        kept (bool):
        dropped_by (None | str):
        success (bool | None):
        node (DiceNode):
    """

    value: float
    kept: bool
    dropped_by: None | str
    success: bool | None
    node: DiceNode

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        kept = self.kept

        dropped_by: None | str
        dropped_by = self.dropped_by

        success: bool | None
        success = self.success

        node = self.node.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "kept": kept,
                "dropped_by": dropped_by,
                "success": success,
                "node": node,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dice_node import DiceNode  # noqa: PLC0415

        d = dict(src_dict)
        value = d.pop("value")

        kept = d.pop("kept")

        def _parse_dropped_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dropped_by = _parse_dropped_by(d.pop("dropped_by"))

        def _parse_success(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        success = _parse_success(d.pop("success"))

        node = DiceNode.from_dict(d.pop("node"))

        set_item = cls(
            value=value,
            kept=kept,
            dropped_by=dropped_by,
            success=success,
            node=node,
        )

        return set_item
