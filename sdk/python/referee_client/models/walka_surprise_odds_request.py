from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaSurpriseOddsRequest")


@_attrs_define
class WalkaSurpriseOddsRequest:
    """
    Attributes:
        ref_level (int): The target's. Reflex (REF) level (SR), 0..100. Alias: `REF`.
        detection_dc (int): dc of the detection test of the hidden or sneaking attacker (the highest, if several).
        target (str | Unset): The target's id, echoed.
        modifier (int | Unset): Added to the REF test. Default: 0.
        opens_combat (bool | Unset): The ambush opens the combat: a surprised target has no turn in round 1. Default:
            True.
        crit_threshold (int | Unset): A natural of the REF test at or above it is a critical success (walka.md §0).
            Default the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.
        fumble_threshold (int | Unset): A natural of the REF test at or below it is a fumble (walka.md §0). Default 1; 0
            means no fumbles.
        rules (WalkaRules | Unset):
    """

    ref_level: int
    detection_dc: int
    target: str | Unset = UNSET
    modifier: int | Unset = 0
    opens_combat: bool | Unset = True
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    rules: WalkaRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ref_level = self.ref_level

        detection_dc = self.detection_dc

        target = self.target

        modifier = self.modifier

        opens_combat = self.opens_combat

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ref_level": ref_level,
                "detection_dc": detection_dc,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        ref_level = d.pop("ref_level")

        detection_dc = d.pop("detection_dc")

        target = d.pop("target", UNSET)

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

        walka_surprise_odds_request = cls(
            ref_level=ref_level,
            detection_dc=detection_dc,
            target=target,
            modifier=modifier,
            opens_combat=opens_combat,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            rules=rules,
        )

        return walka_surprise_odds_request
