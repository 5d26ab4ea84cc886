from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisShieldBlockEncounterParams")


@_attrs_define
class UmbraTurrisShieldBlockEncounterParams:
    """
    Attributes:
        attacker (str): The attacker of the current exchange.
        defender (str): The defender, who blocks with its shield.
        shield_block_target (int | Unset): House rule (umbra-turris.md §5 DECISION: the shield's real mechanic is in the
            full rules): the defender rolls a d6 and blocks on at least this target, 2-6. Default:
            config.shield_block_target.
        use_shield (bool | Unset): The defender blocks with its shield: true (the default), since this step is the
            shield's roll. False is refused: without a shield, go on to melee/parry. Default: True.
    """

    attacker: str
    defender: str
    shield_block_target: int | Unset = UNSET
    use_shield: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        shield_block_target = self.shield_block_target

        use_shield = self.use_shield

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )
        if shield_block_target is not UNSET:
            field_dict["shield_block_target"] = shield_block_target
        if use_shield is not UNSET:
            field_dict["use_shield"] = use_shield

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        defender = d.pop("defender")

        shield_block_target = d.pop("shield_block_target", UNSET)

        use_shield = d.pop("use_shield", UNSET)

        umbra_turris_shield_block_encounter_params = cls(
            attacker=attacker,
            defender=defender,
            shield_block_target=shield_block_target,
            use_shield=use_shield,
        )

        return umbra_turris_shield_block_encounter_params
