from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig
    from ..models.urban_war_melee_attacker import UrbanWarMeleeAttacker
    from ..models.urban_war_melee_defender import UrbanWarMeleeDefender


T = TypeVar("T", bound="UrbanWarMeleeRequest")


@_attrs_define
class UrbanWarMeleeRequest:
    """
    Attributes:
        attacker (UrbanWarMeleeAttacker):
        defender (UrbanWarMeleeDefender):
        interrupt_charge (bool | Unset): An overwatch interrupt charge: both models count as charging. Default: False.
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    attacker: UrbanWarMeleeAttacker
    defender: UrbanWarMeleeDefender
    interrupt_charge: bool | Unset = False
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        interrupt_charge = self.interrupt_charge

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
            }
        )
        if interrupt_charge is not UNSET:
            field_dict["interrupt_charge"] = interrupt_charge
        if config is not UNSET:
            field_dict["config"] = config
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_config import UrbanWarConfig  # noqa: PLC0415
        from ..models.urban_war_melee_attacker import UrbanWarMeleeAttacker  # noqa: PLC0415
        from ..models.urban_war_melee_defender import UrbanWarMeleeDefender  # noqa: PLC0415

        d = dict(src_dict)
        attacker = UrbanWarMeleeAttacker.from_dict(d.pop("attacker"))

        defender = UrbanWarMeleeDefender.from_dict(d.pop("defender"))

        interrupt_charge = d.pop("interrupt_charge", UNSET)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_melee_request = cls(
            attacker=attacker,
            defender=defender,
            interrupt_charge=interrupt_charge,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_melee_request
