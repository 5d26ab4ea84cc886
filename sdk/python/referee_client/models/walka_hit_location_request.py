from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_location import WalkaLocation, check_walka_location
from ..models.walka_location_mode import WalkaLocationMode, check_walka_location_mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_body_row import WalkaBodyRow
    from ..models.walka_copies import WalkaCopies
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaHitLocationRequest")


@_attrs_define
class WalkaHitLocationRequest:
    """
    Attributes:
        mode (WalkaLocationMode): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copies (WalkaCopies | Unset):
        table (list[WalkaBodyRow] | Unset): Another body plan's table (default: the humanoid's). Each d100 column must
            cover 1 to 100 once; locations keep the glossary's names.
        copy (int | Unset): chosen: which copy (default 1). Which copy of a repeated location (extra limbs), 1..20; 1 on
            a humanoid.
        from_behind (bool | Unset): The attack comes from the 120° arc behind the target (the 3 fields behind it on a
            board): the d100 'from behind' column, and +10 to hit (§7). Default: False.
        target_visible (bool | Unset): The attacker sees the target. Default: True.
        visibility_exception (bool | Unset): A maneuver, weapon or spell allows an unseen target (§5 step 1). Default:
            False.
        location (WalkaLocation | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    mode: WalkaLocationMode
    copies: WalkaCopies | Unset = UNSET
    table: list[WalkaBodyRow] | Unset = UNSET
    copy: int | Unset = UNSET
    from_behind: bool | Unset = False
    target_visible: bool | Unset = True
    visibility_exception: bool | Unset = False
    location: WalkaLocation | Unset = UNSET
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        mode: str = self.mode

        copies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.copies, Unset):
            copies = self.copies.to_dict()

        table: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.to_dict()
                table.append(table_item)

        copy = self.copy

        from_behind = self.from_behind

        target_visible = self.target_visible

        visibility_exception = self.visibility_exception

        location: str | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
            }
        )
        if copies is not UNSET:
            field_dict["copies"] = copies
        if table is not UNSET:
            field_dict["table"] = table
        if copy is not UNSET:
            field_dict["copy"] = copy
        if from_behind is not UNSET:
            field_dict["from_behind"] = from_behind
        if target_visible is not UNSET:
            field_dict["target_visible"] = target_visible
        if visibility_exception is not UNSET:
            field_dict["visibility_exception"] = visibility_exception
        if location is not UNSET:
            field_dict["location"] = location
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_body_row import WalkaBodyRow  # noqa: PLC0415
        from ..models.walka_copies import WalkaCopies  # noqa: PLC0415
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        mode = check_walka_location_mode(d.pop("mode"))

        _copies = d.pop("copies", UNSET)
        copies: WalkaCopies | Unset
        if isinstance(_copies, Unset):
            copies = UNSET
        else:
            copies = WalkaCopies.from_dict(_copies)

        _table = d.pop("table", UNSET)
        table: list[WalkaBodyRow] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = WalkaBodyRow.from_dict(table_item_data)

                table.append(table_item)

        copy = d.pop("copy", UNSET)

        from_behind = d.pop("from_behind", UNSET)

        target_visible = d.pop("target_visible", UNSET)

        visibility_exception = d.pop("visibility_exception", UNSET)

        _location = d.pop("location", UNSET)
        location: WalkaLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = check_walka_location(_location)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        walka_hit_location_request = cls(
            mode=mode,
            copies=copies,
            table=table,
            copy=copy,
            from_behind=from_behind,
            target_visible=target_visible,
            visibility_exception=visibility_exception,
            location=location,
            rules=rules,
            seed=seed,
            dice=dice,
        )

        return walka_hit_location_request
