from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_location import WalkaLocation, check_walka_location
from ..models.walka_location_mode import WalkaLocationMode, check_walka_location_mode
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaHitLocationEncounterParams")


@_attrs_define
class WalkaHitLocationEncounterParams:
    """
    Attributes:
        attacker (str): The attacking character.
        target (str): The character hit.
        mode (WalkaLocationMode): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copy (int | Unset): chosen: which copy (default 1). Which copy of a repeated location (extra limbs), 1..20; 1 on
            a humanoid.
        from_behind (bool | Unset): The attack comes from the 120° arc behind the target (the 3 fields behind it on a
            board): the d100 'from behind' column, and +10 to hit (§7). Default: False.
        target_visible (bool | Unset): The attacker sees the target. Default: True.
        visibility_exception (bool | Unset): A maneuver, weapon or spell allows an unseen target (§5 step 1). Default:
            False.
        location (WalkaLocation | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
    """

    attacker: str
    target: str
    mode: WalkaLocationMode
    copy: int | Unset = UNSET
    from_behind: bool | Unset = False
    target_visible: bool | Unset = True
    visibility_exception: bool | Unset = False
    location: WalkaLocation | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        target = self.target

        mode: str = self.mode

        copy = self.copy

        from_behind = self.from_behind

        target_visible = self.target_visible

        visibility_exception = self.visibility_exception

        location: str | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attacker": attacker,
                "target": target,
                "mode": mode,
            }
        )
        if copy is not UNSET:
            field_dict["copy"] = copy
        if from_behind is not UNSET:
            field_dict["from_behind"] = from_behind
        if target_visible is not UNSET:
            field_dict["target_visible"] = target_visible
        if visibility_exception is not UNSET:
            field_dict["visibility_exception"] = visibility_exception
        if location is not UNSET:
            field_dict["location"] = location

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        target = d.pop("target")

        mode = check_walka_location_mode(d.pop("mode"))

        copy = d.pop("copy", UNSET)

        from_behind = d.pop("from_behind", UNSET)

        target_visible = d.pop("target_visible", UNSET)

        visibility_exception = d.pop("visibility_exception", UNSET)

        _location = d.pop("location", UNSET)
        location: WalkaLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = check_walka_location(_location)

        walka_hit_location_encounter_params = cls(
            attacker=attacker,
            target=target,
            mode=mode,
            copy=copy,
            from_behind=from_behind,
            target_visible=target_visible,
            visibility_exception=visibility_exception,
            location=location,
        )

        return walka_hit_location_encounter_params
