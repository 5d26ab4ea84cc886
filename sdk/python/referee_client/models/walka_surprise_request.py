from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaSurpriseRequest")


@_attrs_define
class WalkaSurpriseRequest:
    """
    Attributes:
        ref_level (int): The target's. Reflex (REF) level (SR), 0..100. Alias: `REF`.
        target (str | Unset): The target's id, echoed.
        detection_dc (int | Unset): dc of the detection test of the hidden or sneaking attacker; give this or
            detection_dcs.
        detection_dcs (list[int] | Unset): The detection dcs of several hidden attackers (walka.md §10, §14): the target
            tests REF once, against the highest. Give this or detection_dc.
        modifier (int | Unset): Added to the REF test. Default: 0.
        opens_combat (bool | Unset): The ambush opens the combat: a surprised target has no turn in round 1. Default:
            True.
        crit_threshold (int | Unset): A natural of the REF test at or above it is a critical success (walka.md §0).
            Default the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.
        fumble_threshold (int | Unset): A natural of the REF test at or below it is a fumble (walka.md §0). Default 1; 0
            means no fumbles.
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
        ref (int | Unset): Alias of `ref_level`, the game's abbreviation: send one or the other, not both; where
            `ref_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    ref_level: int
    target: str | Unset = UNSET
    detection_dc: int | Unset = UNSET
    detection_dcs: list[int] | Unset = UNSET
    modifier: int | Unset = 0
    opens_combat: bool | Unset = True
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    ref: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ref_level = self.ref_level

        target = self.target

        detection_dc = self.detection_dc

        detection_dcs: list[int] | Unset = UNSET
        if not isinstance(self.detection_dcs, Unset):
            detection_dcs = self.detection_dcs

        modifier = self.modifier

        opens_combat = self.opens_combat

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        ref = self.ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ref_level": ref_level,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if detection_dc is not UNSET:
            field_dict["detection_dc"] = detection_dc
        if detection_dcs is not UNSET:
            field_dict["detection_dcs"] = detection_dcs
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if opens_combat is not UNSET:
            field_dict["opens_combat"] = opens_combat
        if crit_threshold is not UNSET:
            field_dict["crit_threshold"] = crit_threshold
        if fumble_threshold is not UNSET:
            field_dict["fumble_threshold"] = fumble_threshold
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if ref is not UNSET:
            field_dict["REF"] = ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        ref_level = d.pop("ref_level")

        target = d.pop("target", UNSET)

        detection_dc = d.pop("detection_dc", UNSET)

        detection_dcs = cast(list[int], d.pop("detection_dcs", UNSET))

        modifier = d.pop("modifier", UNSET)

        opens_combat = d.pop("opens_combat", UNSET)

        crit_threshold = d.pop("crit_threshold", UNSET)

        fumble_threshold = d.pop("fumble_threshold", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        ref = d.pop("REF", UNSET)

        walka_surprise_request = cls(
            ref_level=ref_level,
            target=target,
            detection_dc=detection_dc,
            detection_dcs=detection_dcs,
            modifier=modifier,
            opens_combat=opens_combat,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            rules=rules,
            seed=seed,
            dice=dice,
            ref=ref,
        )

        return walka_surprise_request
