from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_attack_outcome import WalkaAttackOutcome
    from ..models.walka_attacker_after import WalkaAttackerAfter
    from ..models.walka_damage_outcome import WalkaDamageOutcome
    from ..models.walka_defender_after import WalkaDefenderAfter
    from ..models.walka_defense_outcome import WalkaDefenseOutcome
    from ..models.walka_hit_location_outcome import WalkaHitLocationOutcome
    from ..models.walka_wounds_outcome import WalkaWoundsOutcome


T = TypeVar("T", bound="WalkaStrikeOutcome")


@_attrs_define
class WalkaStrikeOutcome:
    """
    Attributes:
        location (WalkaHitLocationOutcome):
        defense (WalkaDefenseOutcome):
        attack (WalkaAttackOutcome):
        damage (None | WalkaDamageOutcome): null on a miss.
        wounds (None | WalkaWoundsOutcome): null on a miss.
        attacker_after (WalkaAttackerAfter):
        defender_after (WalkaDefenderAfter):
    """

    location: WalkaHitLocationOutcome
    defense: WalkaDefenseOutcome
    attack: WalkaAttackOutcome
    damage: None | WalkaDamageOutcome
    wounds: None | WalkaWoundsOutcome
    attacker_after: WalkaAttackerAfter
    defender_after: WalkaDefenderAfter

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_damage_outcome import WalkaDamageOutcome  # noqa: PLC0415
        from ..models.walka_wounds_outcome import WalkaWoundsOutcome  # noqa: PLC0415

        location = self.location.to_dict()

        defense = self.defense.to_dict()

        attack = self.attack.to_dict()

        damage: dict[str, Any] | None
        if isinstance(self.damage, WalkaDamageOutcome):
            damage = self.damage.to_dict()
        else:
            damage = self.damage

        wounds: dict[str, Any] | None
        if isinstance(self.wounds, WalkaWoundsOutcome):
            wounds = self.wounds.to_dict()
        else:
            wounds = self.wounds

        attacker_after = self.attacker_after.to_dict()

        defender_after = self.defender_after.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "defense": defense,
                "attack": attack,
                "damage": damage,
                "wounds": wounds,
                "attacker_after": attacker_after,
                "defender_after": defender_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_attack_outcome import WalkaAttackOutcome  # noqa: PLC0415
        from ..models.walka_attacker_after import WalkaAttackerAfter  # noqa: PLC0415
        from ..models.walka_damage_outcome import WalkaDamageOutcome  # noqa: PLC0415
        from ..models.walka_defender_after import WalkaDefenderAfter  # noqa: PLC0415
        from ..models.walka_defense_outcome import WalkaDefenseOutcome  # noqa: PLC0415
        from ..models.walka_hit_location_outcome import WalkaHitLocationOutcome  # noqa: PLC0415
        from ..models.walka_wounds_outcome import WalkaWoundsOutcome  # noqa: PLC0415

        d = dict(src_dict)
        location = WalkaHitLocationOutcome.from_dict(d.pop("location"))

        defense = WalkaDefenseOutcome.from_dict(d.pop("defense"))

        attack = WalkaAttackOutcome.from_dict(d.pop("attack"))

        def _parse_damage(data: object) -> None | WalkaDamageOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                damage_type_0 = WalkaDamageOutcome.from_dict(data)

                return damage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaDamageOutcome, data)

        damage = _parse_damage(d.pop("damage"))

        def _parse_wounds(data: object) -> None | WalkaWoundsOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                wounds_type_0 = WalkaWoundsOutcome.from_dict(data)

                return wounds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaWoundsOutcome, data)

        wounds = _parse_wounds(d.pop("wounds"))

        attacker_after = WalkaAttackerAfter.from_dict(d.pop("attacker_after"))

        defender_after = WalkaDefenderAfter.from_dict(d.pop("defender_after"))

        walka_strike_outcome = cls(
            location=location,
            defense=defense,
            attack=attack,
            damage=damage,
            wounds=wounds,
            attacker_after=attacker_after,
            defender_after=defender_after,
        )

        return walka_strike_outcome
