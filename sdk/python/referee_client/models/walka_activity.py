from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_activity_kind import WalkaActivityKind, check_walka_activity_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaActivity")


@_attrs_define
class WalkaActivity:
    """
    Attributes:
        activity (WalkaActivityKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        units (int | Unset): run, walk, crawl: units entered (default 1).
        leaves_reach (bool | Unset): run, walk, crawl: the move leaves an enemy's melee reach, +1 AP once (the same as
            listing the activity leave_reach after it). Alias: `leave_reach`. Default: False.
        terrain_extra_ap (int | Unset): run, walk, crawl: extra AP per unit (1 on ice at the safe pace).
        x (int | Unset): spell: its AP cost x, from the spell's description.
        cost (int | Unset): attack, action, instant, reload: the cost if the description differs from 3 (an instant
            spell costs its x).
        weapon (str | Unset): reload: the weapon reloaded.
        step (str | Unset): reload: the reload step, as the weapon's description names it.
        leave_reach (bool | Unset): Alias of `leaves_reach`, the name the rules give leaving the reach: send one or the
            other, not both; where `leaves_reach` is required, the alias stands in for it (this schema's `required` names
            the long field). Prefer the long name.
    """

    activity: WalkaActivityKind
    units: int | Unset = UNSET
    leaves_reach: bool | Unset = False
    terrain_extra_ap: int | Unset = UNSET
    x: int | Unset = UNSET
    cost: int | Unset = UNSET
    weapon: str | Unset = UNSET
    step: str | Unset = UNSET
    leave_reach: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        activity: str = self.activity

        units = self.units

        leaves_reach = self.leaves_reach

        terrain_extra_ap = self.terrain_extra_ap

        x = self.x

        cost = self.cost

        weapon = self.weapon

        step = self.step

        leave_reach = self.leave_reach

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "activity": activity,
            }
        )
        if units is not UNSET:
            field_dict["units"] = units
        if leaves_reach is not UNSET:
            field_dict["leaves_reach"] = leaves_reach
        if terrain_extra_ap is not UNSET:
            field_dict["terrain_extra_ap"] = terrain_extra_ap
        if x is not UNSET:
            field_dict["x"] = x
        if cost is not UNSET:
            field_dict["cost"] = cost
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if step is not UNSET:
            field_dict["step"] = step
        if leave_reach is not UNSET:
            field_dict["leave_reach"] = leave_reach

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activity = check_walka_activity_kind(d.pop("activity"))

        units = d.pop("units", UNSET)

        leaves_reach = d.pop("leaves_reach", UNSET)

        terrain_extra_ap = d.pop("terrain_extra_ap", UNSET)

        x = d.pop("x", UNSET)

        cost = d.pop("cost", UNSET)

        weapon = d.pop("weapon", UNSET)

        step = d.pop("step", UNSET)

        leave_reach = d.pop("leave_reach", UNSET)

        walka_activity = cls(
            activity=activity,
            units=units,
            leaves_reach=leaves_reach,
            terrain_extra_ap=terrain_extra_ap,
            x=x,
            cost=cost,
            weapon=weapon,
            step=step,
            leave_reach=leave_reach,
        )

        return walka_activity
