from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_damage_kind import WalkaDamageKind, check_walka_damage_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_die import WalkaDie, check_walka_die

if TYPE_CHECKING:
    from ..models.walka_attribute import WalkaAttribute
    from ..models.walka_modifier import WalkaModifier


T = TypeVar("T", bound="WalkaAttackOutcome")


@_attrs_define
class WalkaAttackOutcome:
    """
    Attributes:
        hit (bool):
        critical (bool): A critical hit: damage taken x2 and a d2 (§9).
        fumble (bool): An automatic miss costing 1 more AP.
        die (WalkaDie): A closed set: the server sends only these values today. A later version may add values without a
            new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        natural (int):
        attribute (WalkaAttribute):
        modifiers (list[WalkaModifier]):
        modifier (int): Sum of the modifiers.
        total (int):
        dc (int):
        blocked (bool): A parried or blocked miss: a blocked blow.
        cost (int):
        attacker_ap (int | None): AP left after it; null when ap was not given.
        attacker_pending_ap_penalty_added (int | None): 1 for a fumble at 0 AP. null for a fumble when ap was not given:
            its 1 AP comes off the pool if any are left, else off the next regeneration.
        defender_penalty_added (int): 1 for a blocked blow: added to the defender's pending AP penalty.
        defender_pending_ap_penalty_added (int): 1 for a blocked blow. Kept for compatibility: the same value as
            `defender_penalty_added`, the name walka.md §7 gives it.
        damage_type (None | WalkaDamageType): From the weapon, else the form (thrust piercing, cut slashing, strike
            blunt), blunt unarmed; null when neither tells it (no form, or a maneuver without the weapon's damage_type): the
            damage step then needs it given.
        damage_kind (WalkaDamageKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        weapon_unloaded (bool): A ranged weapon is unloaded by the shot.
    """

    hit: bool
    critical: bool
    fumble: bool
    die: WalkaDie
    natural: int
    attribute: WalkaAttribute
    modifiers: list[WalkaModifier]
    modifier: int
    total: int
    dc: int
    blocked: bool
    cost: int
    attacker_ap: int | None
    attacker_pending_ap_penalty_added: int | None
    defender_penalty_added: int
    defender_pending_ap_penalty_added: int
    damage_type: None | WalkaDamageType
    damage_kind: WalkaDamageKind
    weapon_unloaded: bool

    def to_dict(self) -> dict[str, Any]:
        hit = self.hit

        critical = self.critical

        fumble = self.fumble

        die: str = self.die

        natural = self.natural

        attribute = self.attribute.to_dict()

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        modifier = self.modifier

        total = self.total

        dc = self.dc

        blocked = self.blocked

        cost = self.cost

        attacker_ap: int | None
        attacker_ap = self.attacker_ap

        attacker_pending_ap_penalty_added: int | None
        attacker_pending_ap_penalty_added = self.attacker_pending_ap_penalty_added

        defender_penalty_added = self.defender_penalty_added

        defender_pending_ap_penalty_added = self.defender_pending_ap_penalty_added

        damage_type: None | str
        if isinstance(self.damage_type, str):
            damage_type = self.damage_type
        else:
            damage_type = self.damage_type

        damage_kind: str = self.damage_kind

        weapon_unloaded = self.weapon_unloaded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hit": hit,
                "critical": critical,
                "fumble": fumble,
                "die": die,
                "natural": natural,
                "attribute": attribute,
                "modifiers": modifiers,
                "modifier": modifier,
                "total": total,
                "dc": dc,
                "blocked": blocked,
                "cost": cost,
                "attacker_ap": attacker_ap,
                "attacker_pending_ap_penalty_added": attacker_pending_ap_penalty_added,
                "defender_penalty_added": defender_penalty_added,
                "defender_pending_ap_penalty_added": defender_pending_ap_penalty_added,
                "damage_type": damage_type,
                "damage_kind": damage_kind,
                "weapon_unloaded": weapon_unloaded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_attribute import WalkaAttribute  # noqa: PLC0415
        from ..models.walka_modifier import WalkaModifier  # noqa: PLC0415

        d = dict(src_dict)
        hit = d.pop("hit")

        critical = d.pop("critical")

        fumble = d.pop("fumble")

        die = check_walka_die(d.pop("die"))

        natural = d.pop("natural")

        attribute = WalkaAttribute.from_dict(d.pop("attribute"))

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = WalkaModifier.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        modifier = d.pop("modifier")

        total = d.pop("total")

        dc = d.pop("dc")

        blocked = d.pop("blocked")

        cost = d.pop("cost")

        def _parse_attacker_ap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attacker_ap = _parse_attacker_ap(d.pop("attacker_ap"))

        def _parse_attacker_pending_ap_penalty_added(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attacker_pending_ap_penalty_added = _parse_attacker_pending_ap_penalty_added(
            d.pop("attacker_pending_ap_penalty_added")
        )

        defender_penalty_added = d.pop("defender_penalty_added")

        defender_pending_ap_penalty_added = d.pop("defender_pending_ap_penalty_added")

        def _parse_damage_type(data: object) -> None | WalkaDamageType:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                damage_type_type_0 = check_walka_damage_type(data)

                return damage_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaDamageType, data)

        damage_type = _parse_damage_type(d.pop("damage_type"))

        damage_kind = check_walka_damage_kind(d.pop("damage_kind"))

        weapon_unloaded = d.pop("weapon_unloaded")

        walka_attack_outcome = cls(
            hit=hit,
            critical=critical,
            fumble=fumble,
            die=die,
            natural=natural,
            attribute=attribute,
            modifiers=modifiers,
            modifier=modifier,
            total=total,
            dc=dc,
            blocked=blocked,
            cost=cost,
            attacker_ap=attacker_ap,
            attacker_pending_ap_penalty_added=attacker_pending_ap_penalty_added,
            defender_penalty_added=defender_penalty_added,
            defender_pending_ap_penalty_added=defender_pending_ap_penalty_added,
            damage_type=damage_type,
            damage_kind=damage_kind,
            weapon_unloaded=weapon_unloaded,
        )

        return walka_attack_outcome
