from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaSurpriseEncounterParams")


@_attrs_define
class WalkaSurpriseEncounterParams:
    """
    Attributes:
        target (str): The character ambushed: it tests REF.
        detection_dc (int | Unset): dc of the detection test of the hidden attacker; give this or detection_dcs.
        detection_dcs (list[int] | Unset): The detection dcs of several hidden attackers (walka.md §10, §14): the target
            tests REF once, against the highest. Give this or detection_dc.
        modifier (int | Unset): Added to the REF test. Default: 0.
        opens_combat (bool | Unset): The ambush opens the combat: a surprised target has no turn in round 1. Ignored
            once initiative is rolled (a surprise in a running combat skips no turn). Default: True.
    """

    target: str
    detection_dc: int | Unset = UNSET
    detection_dcs: list[int] | Unset = UNSET
    modifier: int | Unset = 0
    opens_combat: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        detection_dc = self.detection_dc

        detection_dcs: list[int] | Unset = UNSET
        if not isinstance(self.detection_dcs, Unset):
            detection_dcs = self.detection_dcs

        modifier = self.modifier

        opens_combat = self.opens_combat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
            }
        )
        if detection_dc is not UNSET:
            field_dict["detection_dc"] = detection_dc
        if detection_dcs is not UNSET:
            field_dict["detection_dcs"] = detection_dcs
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if opens_combat is not UNSET:
            field_dict["opens_combat"] = opens_combat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        detection_dc = d.pop("detection_dc", UNSET)

        detection_dcs = cast(list[int], d.pop("detection_dcs", UNSET))

        modifier = d.pop("modifier", UNSET)

        opens_combat = d.pop("opens_combat", UNSET)

        walka_surprise_encounter_params = cls(
            target=target,
            detection_dc=detection_dc,
            detection_dcs=detection_dcs,
            modifier=modifier,
            opens_combat=opens_combat,
        )

        return walka_surprise_encounter_params
