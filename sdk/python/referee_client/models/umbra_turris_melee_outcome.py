from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.umbra_turris_attack_outcome import UmbraTurrisAttackOutcome
    from ..models.umbra_turris_parry_outcome import UmbraTurrisParryOutcome


T = TypeVar("T", bound="UmbraTurrisMeleeOutcome")


@_attrs_define
class UmbraTurrisMeleeOutcome:
    """
    Attributes:
        parry (UmbraTurrisParryOutcome):
        attack (None | UmbraTurrisAttackOutcome): null when blocked or parried: no attack dice were drawn.
        attack_gets_through (bool):
        damage_dealt (int):
        critical_chance (bool):
        wounds_before (int | None):
        wounds_after (int | None): The defender's wounds after this step: max(0, before - damage); null when neither
            wounds_remaining nor W was given.
        out_of_action (bool | None):
    """

    parry: UmbraTurrisParryOutcome
    attack: None | UmbraTurrisAttackOutcome
    attack_gets_through: bool
    damage_dealt: int
    critical_chance: bool
    wounds_before: int | None
    wounds_after: int | None
    out_of_action: bool | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.umbra_turris_attack_outcome import UmbraTurrisAttackOutcome  # noqa: PLC0415

        parry = self.parry.to_dict()

        attack: dict[str, Any] | None
        if isinstance(self.attack, UmbraTurrisAttackOutcome):
            attack = self.attack.to_dict()
        else:
            attack = self.attack

        attack_gets_through = self.attack_gets_through

        damage_dealt = self.damage_dealt

        critical_chance = self.critical_chance

        wounds_before: int | None
        wounds_before = self.wounds_before

        wounds_after: int | None
        wounds_after = self.wounds_after

        out_of_action: bool | None
        out_of_action = self.out_of_action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "parry": parry,
                "attack": attack,
                "attack_gets_through": attack_gets_through,
                "damage_dealt": damage_dealt,
                "critical_chance": critical_chance,
                "wounds_before": wounds_before,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_attack_outcome import UmbraTurrisAttackOutcome  # noqa: PLC0415
        from ..models.umbra_turris_parry_outcome import UmbraTurrisParryOutcome  # noqa: PLC0415

        d = dict(src_dict)
        parry = UmbraTurrisParryOutcome.from_dict(d.pop("parry"))

        def _parse_attack(data: object) -> None | UmbraTurrisAttackOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attack_type_0 = UmbraTurrisAttackOutcome.from_dict(data)

                return attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisAttackOutcome, data)

        attack = _parse_attack(d.pop("attack"))

        attack_gets_through = d.pop("attack_gets_through")

        damage_dealt = d.pop("damage_dealt")

        critical_chance = d.pop("critical_chance")

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

        umbra_turris_melee_outcome = cls(
            parry=parry,
            attack=attack,
            attack_gets_through=attack_gets_through,
            damage_dealt=damage_dealt,
            critical_chance=critical_chance,
            wounds_before=wounds_before,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
        )

        return umbra_turris_melee_outcome
