from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.umbra_turris_modifier import UmbraTurrisModifier


T = TypeVar("T", bound="UmbraTurrisDamageOutcome")


@_attrs_define
class UmbraTurrisDamageOutcome:
    """
    Attributes:
        modifiers (list[UmbraTurrisModifier]): Every modifier applied, each flag with its value.
        modifier_total (int): From -10 to +1.
        aim_levels (int):
        shooter_dice (list[int]):
        target_dice (list[int]):
        shooter_total (int): 2d6 + BS + modifier_total + aim_levels.
        target_total (int): 2d6 + T.
        wounded (bool): shooter_total > target_total; ties fail.
        damage (int): weapon_damage + aim_levels when wounded.
        wounds_before (int | None):
        wounds_after (int | None): The target's wounds after this step: max(0, before - damage); null when neither
            wounds_remaining nor W was given.
        out_of_action (bool | None):
    """

    modifiers: list[UmbraTurrisModifier]
    modifier_total: int
    aim_levels: int
    shooter_dice: list[int]
    target_dice: list[int]
    shooter_total: int
    target_total: int
    wounded: bool
    damage: int
    wounds_before: int | None
    wounds_after: int | None
    out_of_action: bool | None

    def to_dict(self) -> dict[str, Any]:
        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        modifier_total = self.modifier_total

        aim_levels = self.aim_levels

        shooter_dice = self.shooter_dice

        target_dice = self.target_dice

        shooter_total = self.shooter_total

        target_total = self.target_total

        wounded = self.wounded

        damage = self.damage

        wounds_before: int | None
        wounds_before = self.wounds_before

        wounds_after: int | None
        wounds_after = self.wounds_after

        out_of_action: bool | None
        out_of_action = self.out_of_action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "modifiers": modifiers,
                "modifier_total": modifier_total,
                "aim_levels": aim_levels,
                "shooter_dice": shooter_dice,
                "target_dice": target_dice,
                "shooter_total": shooter_total,
                "target_total": target_total,
                "wounded": wounded,
                "damage": damage,
                "wounds_before": wounds_before,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_modifier import UmbraTurrisModifier  # noqa: PLC0415

        d = dict(src_dict)
        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = UmbraTurrisModifier.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        modifier_total = d.pop("modifier_total")

        aim_levels = d.pop("aim_levels")

        shooter_dice = cast(list[int], d.pop("shooter_dice"))

        target_dice = cast(list[int], d.pop("target_dice"))

        shooter_total = d.pop("shooter_total")

        target_total = d.pop("target_total")

        wounded = d.pop("wounded")

        damage = d.pop("damage")

        def _parse_wounds_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wounds_before = _parse_wounds_before(d.pop("wounds_before"))

        def _parse_wounds_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wounds_after = _parse_wounds_after(d.pop("wounds_after"))

        def _parse_out_of_action(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        out_of_action = _parse_out_of_action(d.pop("out_of_action"))

        umbra_turris_damage_outcome = cls(
            modifiers=modifiers,
            modifier_total=modifier_total,
            aim_levels=aim_levels,
            shooter_dice=shooter_dice,
            target_dice=target_dice,
            shooter_total=shooter_total,
            target_total=target_total,
            wounded=wounded,
            damage=damage,
            wounds_before=wounds_before,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
        )

        return umbra_turris_damage_outcome
