from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.umbra_turris_location_choice import UmbraTurrisLocationChoice, check_umbra_turris_location_choice
from ..types import UNSET, Unset

T = TypeVar("T", bound="UmbraTurrisParryPartParams")


@_attrs_define
class UmbraTurrisParryPartParams:
    """
    Attributes:
        exchange (int): The current exchange's id (state.exchange.id).
        location (UmbraTurrisLocationChoice): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        side (str | Unset): The side this part is for: required with the GM token (for an absent or AI side), implied by
            a side token.
        use_shield (bool | Unset): Defender only: block with the shield first (needs has_shield and no Action Die).
            Default: False.
        shield_block_target (int | Unset): House rule (umbra-turris.md §5 DECISION: the shield's real mechanic is in the
            full rules): the defender rolls a d6 and blocks on at least this target, 2-6. Defender with use_shield only;
            default config.shield_block_target. Under opponent_confirms or gm_confirms only the table's target (claim
            another with melee/shield-block, §13).
    """

    exchange: int
    location: UmbraTurrisLocationChoice
    side: str | Unset = UNSET
    use_shield: bool | Unset = False
    shield_block_target: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        exchange = self.exchange

        location: str = self.location

        side = self.side

        use_shield = self.use_shield

        shield_block_target = self.shield_block_target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "exchange": exchange,
                "location": location,
            }
        )
        if side is not UNSET:
            field_dict["side"] = side
        if use_shield is not UNSET:
            field_dict["use_shield"] = use_shield
        if shield_block_target is not UNSET:
            field_dict["shield_block_target"] = shield_block_target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        exchange = d.pop("exchange")

        location = check_umbra_turris_location_choice(d.pop("location"))

        side = d.pop("side", UNSET)

        use_shield = d.pop("use_shield", UNSET)

        shield_block_target = d.pop("shield_block_target", UNSET)

        umbra_turris_parry_part_params = cls(
            exchange=exchange,
            location=location,
            side=side,
            use_shield=use_shield,
            shield_block_target=shield_block_target,
        )

        return umbra_turris_parry_part_params
