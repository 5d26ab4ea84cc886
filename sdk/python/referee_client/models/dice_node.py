from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dice_node_kind import DiceNodeKind, check_dice_node_kind
from ..models.dice_operator import DiceOperator, check_dice_operator
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rolled_die import RolledDie
    from ..models.set_item import SetItem


T = TypeVar("T", bound="DiceNode")


@_attrs_define
class DiceNode:
    """
    Attributes:
        kind (DiceNodeKind): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        text (str): Its part of the expression.
        value (float): What it comes to.
        annotations (list[str] | Unset): `[fire]` notes.
        count (int | Unset):
        sides (Any | Unset): Faces of the dice, or `F` for Fate dice.
        operations (list[str] | Unset): e.g. `kh3`, `rr1`.
        dice (list[RolledDie] | Unset):
        items (list[SetItem] | Unset):
        operator (DiceOperator | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        inner (DiceNode | Unset):
        operand (DiceNode | Unset):
        left (DiceNode | Unset):
        right (DiceNode | Unset):
        of (DiceNode | Unset):
        target (DiceNode | Unset):
    """

    kind: DiceNodeKind
    text: str
    value: float
    annotations: list[str] | Unset = UNSET
    count: int | Unset = UNSET
    sides: Any | Unset = UNSET
    operations: list[str] | Unset = UNSET
    dice: list[RolledDie] | Unset = UNSET
    items: list[SetItem] | Unset = UNSET
    operator: DiceOperator | Unset = UNSET
    inner: DiceNode | Unset = UNSET
    operand: DiceNode | Unset = UNSET
    left: DiceNode | Unset = UNSET
    right: DiceNode | Unset = UNSET
    of: DiceNode | Unset = UNSET
    target: DiceNode | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        text = self.text

        value = self.value

        annotations: list[str] | Unset = UNSET
        if not isinstance(self.annotations, Unset):
            annotations = self.annotations

        count = self.count

        sides = self.sides

        operations: list[str] | Unset = UNSET
        if not isinstance(self.operations, Unset):
            operations = self.operations

        dice: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = []
            for dice_item_data in self.dice:
                dice_item = dice_item_data.to_dict()
                dice.append(dice_item)

        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)

        operator: str | Unset = UNSET
        if not isinstance(self.operator, Unset):
            operator = self.operator

        inner: dict[str, Any] | Unset = UNSET
        if not isinstance(self.inner, Unset):
            inner = self.inner.to_dict()

        operand: dict[str, Any] | Unset = UNSET
        if not isinstance(self.operand, Unset):
            operand = self.operand.to_dict()

        left: dict[str, Any] | Unset = UNSET
        if not isinstance(self.left, Unset):
            left = self.left.to_dict()

        right: dict[str, Any] | Unset = UNSET
        if not isinstance(self.right, Unset):
            right = self.right.to_dict()

        of: dict[str, Any] | Unset = UNSET
        if not isinstance(self.of, Unset):
            of = self.of.to_dict()

        target: dict[str, Any] | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "text": text,
                "value": value,
            }
        )
        if annotations is not UNSET:
            field_dict["annotations"] = annotations
        if count is not UNSET:
            field_dict["count"] = count
        if sides is not UNSET:
            field_dict["sides"] = sides
        if operations is not UNSET:
            field_dict["operations"] = operations
        if dice is not UNSET:
            field_dict["dice"] = dice
        if items is not UNSET:
            field_dict["items"] = items
        if operator is not UNSET:
            field_dict["operator"] = operator
        if inner is not UNSET:
            field_dict["inner"] = inner
        if operand is not UNSET:
            field_dict["operand"] = operand
        if left is not UNSET:
            field_dict["left"] = left
        if right is not UNSET:
            field_dict["right"] = right
        if of is not UNSET:
            field_dict["of"] = of
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rolled_die import RolledDie  # noqa: PLC0415
        from ..models.set_item import SetItem  # noqa: PLC0415

        d = dict(src_dict)
        kind = check_dice_node_kind(d.pop("kind"))

        text = d.pop("text")

        value = d.pop("value")

        annotations = cast(list[str], d.pop("annotations", UNSET))

        count = d.pop("count", UNSET)

        sides = d.pop("sides", UNSET)

        operations = cast(list[str], d.pop("operations", UNSET))

        _dice = d.pop("dice", UNSET)
        dice: list[RolledDie] | Unset = UNSET
        if _dice is not UNSET:
            dice = []
            for dice_item_data in _dice:
                dice_item = RolledDie.from_dict(dice_item_data)

                dice.append(dice_item)

        _items = d.pop("items", UNSET)
        items: list[SetItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = SetItem.from_dict(items_item_data)

                items.append(items_item)

        _operator = d.pop("operator", UNSET)
        operator: DiceOperator | Unset
        if isinstance(_operator, Unset):
            operator = UNSET
        else:
            operator = check_dice_operator(_operator)

        _inner = d.pop("inner", UNSET)
        inner: DiceNode | Unset
        if isinstance(_inner, Unset):
            inner = UNSET
        else:
            inner = DiceNode.from_dict(_inner)

        _operand = d.pop("operand", UNSET)
        operand: DiceNode | Unset
        if isinstance(_operand, Unset):
            operand = UNSET
        else:
            operand = DiceNode.from_dict(_operand)

        _left = d.pop("left", UNSET)
        left: DiceNode | Unset
        if isinstance(_left, Unset):
            left = UNSET
        else:
            left = DiceNode.from_dict(_left)

        _right = d.pop("right", UNSET)
        right: DiceNode | Unset
        if isinstance(_right, Unset):
            right = UNSET
        else:
            right = DiceNode.from_dict(_right)

        _of = d.pop("of", UNSET)
        of: DiceNode | Unset
        if isinstance(_of, Unset):
            of = UNSET
        else:
            of = DiceNode.from_dict(_of)

        _target = d.pop("target", UNSET)
        target: DiceNode | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = DiceNode.from_dict(_target)

        dice_node = cls(
            kind=kind,
            text=text,
            value=value,
            annotations=annotations,
            count=count,
            sides=sides,
            operations=operations,
            dice=dice,
            items=items,
            operator=operator,
            inner=inner,
            operand=operand,
            left=left,
            right=right,
            of=of,
            target=target,
        )

        return dice_node
