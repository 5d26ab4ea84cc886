from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisEncounterConfig")


@_attrs_define
class UmbraTurrisEncounterConfig:
    """
    Attributes:
        hit_base_minimum (int | Unset): Lowest Hitting base: 1 (default) treats 0-19 cm alike, as the sources'
            theoretical difficulty 1 (R10); 0 is the literal 'number of tens', making 0-9 cm base 0. Default: 1.
        through_terrain_modifier_enabled (bool | Unset): Allow the -3 BS 'shooting through terrain' modifier, which only
            one source lists (default true). When false, a request setting through_terrain is rejected. Default: True.
        self_heal_ends_activation (bool | Unset): A mage that self-heals stands still and does nothing for the rest of
            the Cycle: it may not move, charge, cast, shoot or attack, but may still defend, parry and block (§10 DECISION;
            default true). The damage roll of a hit it made before, and the attack after a failed Parry of an exchange it
            declared before, complete what it began and are still rolled. Default: True.
        shield_block_target (int | None | Unset): House rule (umbra-turris.md §5 DECISION: the shield's real mechanic is
            in the full rules): the defender rolls a d6 and blocks on at least this target, 2-6. The table's agreed target;
            a shield block request may name its own. Null (default): every shield block must name it.
    """

    hit_base_minimum: int | Unset = 1
    through_terrain_modifier_enabled: bool | Unset = True
    self_heal_ends_activation: bool | Unset = True
    shield_block_target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hit_base_minimum = self.hit_base_minimum

        through_terrain_modifier_enabled = self.through_terrain_modifier_enabled

        self_heal_ends_activation = self.self_heal_ends_activation

        shield_block_target: int | None | Unset
        if isinstance(self.shield_block_target, Unset):
            shield_block_target = UNSET
        else:
            shield_block_target = self.shield_block_target

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if hit_base_minimum is not UNSET:
            field_dict["hit_base_minimum"] = hit_base_minimum
        if through_terrain_modifier_enabled is not UNSET:
            field_dict["through_terrain_modifier_enabled"] = through_terrain_modifier_enabled
        if self_heal_ends_activation is not UNSET:
            field_dict["self_heal_ends_activation"] = self_heal_ends_activation
        if shield_block_target is not UNSET:
            field_dict["shield_block_target"] = shield_block_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hit_base_minimum = d.pop("hit_base_minimum", UNSET)

        through_terrain_modifier_enabled = d.pop("through_terrain_modifier_enabled", UNSET)

        self_heal_ends_activation = d.pop("self_heal_ends_activation", UNSET)

        def _parse_shield_block_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        shield_block_target = _parse_shield_block_target(d.pop("shield_block_target", UNSET))

        umbra_turris_encounter_config = cls(
            hit_base_minimum=hit_base_minimum,
            through_terrain_modifier_enabled=through_terrain_modifier_enabled,
            self_heal_ends_activation=self_heal_ends_activation,
            shield_block_target=shield_block_target,
        )

        return umbra_turris_encounter_config
