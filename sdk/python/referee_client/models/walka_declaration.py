from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_interrupts_trigger import WalkaInterruptsTrigger, check_walka_interrupts_trigger
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaDeclaration")


@_attrs_define
class WalkaDeclaration:
    """
    Attributes:
        actor (str): Your name for the character.
        ref_level (int | Unset): Its REF level: read from the second declaration on (the first joins without a test).
            Reflex (REF) level (SR), 0..100. Alias: `REF`.
        ap (int | Unset): The actor's AP before paying; omit when AP are not tracked (no affordability check, its `ap`
            after paying is then null).
        cost (int | Unset): The instant's AP cost (3; an instant spell its x). Default: 3.
        interrupts (int | None | Unset | WalkaInterruptsTrigger): "trigger", the number of an earlier link, or null if
            it interrupts nothing.
        effective (bool | Unset): Whether its effect actually stopped what it interrupts (resolved by other steps).
            Default: True.
        surprised (bool | Unset): The actor is surprised (§10): it cannot declare instants. Default: False.
        modifier (int | Unset): Added to its REF test. Default: 0.
        crit_threshold (int | Unset): A natural of its REF test at or above it is a critical success (walka.md §0).
            Default the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.
        fumble_threshold (int | Unset): A natural of its REF test at or below it is a fumble (walka.md §0). Default 1; 0
            means no fumbles.
        ref (int | Unset): Alias of `ref_level`, the game's abbreviation: send one or the other, not both; where
            `ref_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    actor: str
    ref_level: int | Unset = UNSET
    ap: int | Unset = UNSET
    cost: int | Unset = 3
    interrupts: int | None | Unset | WalkaInterruptsTrigger = UNSET
    effective: bool | Unset = True
    surprised: bool | Unset = False
    modifier: int | Unset = 0
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    ref: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        ref_level = self.ref_level

        ap = self.ap

        cost = self.cost

        interrupts: int | None | str | Unset
        if isinstance(self.interrupts, Unset):
            interrupts = UNSET
        elif isinstance(self.interrupts, str):
            interrupts = self.interrupts
        else:
            interrupts = self.interrupts

        effective = self.effective

        surprised = self.surprised

        modifier = self.modifier

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        ref = self.ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actor": actor,
            }
        )
        if ref_level is not UNSET:
            field_dict["ref_level"] = ref_level
        if ap is not UNSET:
            field_dict["ap"] = ap
        if cost is not UNSET:
            field_dict["cost"] = cost
        if interrupts is not UNSET:
            field_dict["interrupts"] = interrupts
        if effective is not UNSET:
            field_dict["effective"] = effective
        if surprised is not UNSET:
            field_dict["surprised"] = surprised
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if crit_threshold is not UNSET:
            field_dict["crit_threshold"] = crit_threshold
        if fumble_threshold is not UNSET:
            field_dict["fumble_threshold"] = fumble_threshold
        if ref is not UNSET:
            field_dict["REF"] = ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor")

        ref_level = d.pop("ref_level", UNSET)

        ap = d.pop("ap", UNSET)

        cost = d.pop("cost", UNSET)

        def _parse_interrupts(data: object) -> int | None | Unset | WalkaInterruptsTrigger:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interrupts_type_0 = check_walka_interrupts_trigger(data)

                return interrupts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | Unset | WalkaInterruptsTrigger, data)

        interrupts = _parse_interrupts(d.pop("interrupts", UNSET))

        effective = d.pop("effective", UNSET)

        surprised = d.pop("surprised", UNSET)

        modifier = d.pop("modifier", UNSET)

        crit_threshold = d.pop("crit_threshold", UNSET)

        fumble_threshold = d.pop("fumble_threshold", UNSET)

        ref = d.pop("REF", UNSET)

        walka_declaration = cls(
            actor=actor,
            ref_level=ref_level,
            ap=ap,
            cost=cost,
            interrupts=interrupts,
            effective=effective,
            surprised=surprised,
            modifier=modifier,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            ref=ref,
        )

        return walka_declaration
