from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_location import WalkaLocation, check_walka_location
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaWoundsOddsRequest")


@_attrs_define
class WalkaWoundsOddsRequest:
    """
    Attributes:
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        taken (int): Damage taken (§8), doubled already on a critical.
        ap (int | Unset): AP now (the groin sets them to 0).
        no_regen_turns (int | Unset): Turn starts left without AP regeneration. Default: 0.
        eyes_lost (int | Unset): Eyes already lost (2: blind). Default: 0.
        wound_id (str | Unset): Id for the new wound (default w1).
        copy (int | Unset): Which copy of a repeated location (extra limbs), 1..20; 1 on a humanoid. Default: 1.
        damage_type (WalkaDamageType | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        critical (bool | Unset): A critical hit: the sensitive point (d2). Default: False.
        rules (WalkaRules | Unset):
    """

    location: WalkaLocation
    taken: int
    ap: int | Unset = UNSET
    no_regen_turns: int | Unset = 0
    eyes_lost: int | Unset = 0
    wound_id: str | Unset = UNSET
    copy: int | Unset = 1
    damage_type: WalkaDamageType | Unset = UNSET
    critical: bool | Unset = False
    rules: WalkaRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        location: str = self.location

        taken = self.taken

        ap = self.ap

        no_regen_turns = self.no_regen_turns

        eyes_lost = self.eyes_lost

        wound_id = self.wound_id

        copy = self.copy

        damage_type: str | Unset = UNSET
        if not isinstance(self.damage_type, Unset):
            damage_type = self.damage_type

        critical = self.critical

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "location": location,
                "taken": taken,
            }
        )
        if ap is not UNSET:
            field_dict["ap"] = ap
        if no_regen_turns is not UNSET:
            field_dict["no_regen_turns"] = no_regen_turns
        if eyes_lost is not UNSET:
            field_dict["eyes_lost"] = eyes_lost
        if wound_id is not UNSET:
            field_dict["wound_id"] = wound_id
        if copy is not UNSET:
            field_dict["copy"] = copy
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if critical is not UNSET:
            field_dict["critical"] = critical
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        location = check_walka_location(d.pop("location"))

        taken = d.pop("taken")

        ap = d.pop("ap", UNSET)

        no_regen_turns = d.pop("no_regen_turns", UNSET)

        eyes_lost = d.pop("eyes_lost", UNSET)

        wound_id = d.pop("wound_id", UNSET)

        copy = d.pop("copy", UNSET)

        _damage_type = d.pop("damage_type", UNSET)
        damage_type: WalkaDamageType | Unset
        if isinstance(_damage_type, Unset):
            damage_type = UNSET
        else:
            damage_type = check_walka_damage_type(_damage_type)

        critical = d.pop("critical", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        walka_wounds_odds_request = cls(
            location=location,
            taken=taken,
            ap=ap,
            no_regen_turns=no_regen_turns,
            eyes_lost=eyes_lost,
            wound_id=wound_id,
            copy=copy,
            damage_type=damage_type,
            critical=critical,
            rules=rules,
        )

        return walka_wounds_odds_request
