from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig
    from ..models.urban_war_melee_attacker import UrbanWarMeleeAttacker
    from ..models.urban_war_melee_defender import UrbanWarMeleeDefender


T = TypeVar("T", bound="UrbanWarMeleeOddsRequest")


@_attrs_define
class UrbanWarMeleeOddsRequest:
    """
    Attributes:
        attacker (UrbanWarMeleeAttacker):
        defender (UrbanWarMeleeDefender):
        interrupt_charge (bool | Unset): An overwatch interrupt charge: both models count as charging. Default: False.
        config (UrbanWarConfig | Unset):
    """

    attacker: UrbanWarMeleeAttacker
    defender: UrbanWarMeleeDefender
    interrupt_charge: bool | Unset = False
    config: UrbanWarConfig | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker.to_dict()

        defender = self.defender.to_dict()

        interrupt_charge = self.interrupt_charge

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

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

        urban_war_melee_odds_request = cls(
            attacker=attacker,
            defender=defender,
            interrupt_charge=interrupt_charge,
            config=config,
        )

        return urban_war_melee_odds_request
