from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.umbra_turris_damage_outcome import UmbraTurrisDamageOutcome
    from ..models.umbra_turris_hit_outcome import UmbraTurrisHitOutcome


T = TypeVar("T", bound="UmbraTurrisShootingOutcome")


@_attrs_define
class UmbraTurrisShootingOutcome:
    """
    Attributes:
        hit (UmbraTurrisHitOutcome):
        damage (None | UmbraTurrisDamageOutcome): null after a miss: no damage dice were drawn.
        wounded (bool):
        damage_dealt (int):
        wounds_before (int | None):
        wounds_after (int | None): The target's wounds after this step: max(0, before - damage); null when neither
            wounds_remaining nor W was given.
        out_of_action (bool | None):
    """

    hit: UmbraTurrisHitOutcome
    damage: None | UmbraTurrisDamageOutcome
    wounded: bool
    damage_dealt: int
    wounds_before: int | None
    wounds_after: int | None
    out_of_action: bool | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.umbra_turris_damage_outcome import UmbraTurrisDamageOutcome  # noqa: PLC0415

        hit = self.hit.to_dict()

        damage: dict[str, Any] | None
        if isinstance(self.damage, UmbraTurrisDamageOutcome):
            damage = self.damage.to_dict()
        else:
            damage = self.damage

        wounded = self.wounded

        damage_dealt = self.damage_dealt

        wounds_before: int | None
        wounds_before = self.wounds_before

        wounds_after: int | None
        wounds_after = self.wounds_after

        out_of_action: bool | None
        out_of_action = self.out_of_action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hit": hit,
                "damage": damage,
                "wounded": wounded,
                "damage_dealt": damage_dealt,
                "wounds_before": wounds_before,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_damage_outcome import UmbraTurrisDamageOutcome  # noqa: PLC0415
        from ..models.umbra_turris_hit_outcome import UmbraTurrisHitOutcome  # noqa: PLC0415

        d = dict(src_dict)
        hit = UmbraTurrisHitOutcome.from_dict(d.pop("hit"))

        def _parse_damage(data: object) -> None | UmbraTurrisDamageOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                damage_type_0 = UmbraTurrisDamageOutcome.from_dict(data)

                return damage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisDamageOutcome, data)

        damage = _parse_damage(d.pop("damage"))

        wounded = d.pop("wounded")

        damage_dealt = d.pop("damage_dealt")

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

        umbra_turris_shooting_outcome = cls(
            hit=hit,
            damage=damage,
            wounded=wounded,
            damage_dealt=damage_dealt,
            wounds_before=wounds_before,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
        )

        return umbra_turris_shooting_outcome
