from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_limb_ref import WalkaLimbRef
    from ..models.walka_wound import WalkaWound


T = TypeVar("T", bound="WalkaWoundsOutcome")


@_attrs_define
class WalkaWoundsOutcome:
    """
    Attributes:
        wound (None | WalkaWound): null when taken is 0.
        fatigue_added (int):
        crit_point (None | str): heart, solar_plexus, groin, foot, artery, hand, eyes or neck.
        crit_effect (None | str):
        bleeding_added (int): Bleeding tokens the sensitive point added.
        ap_lost (bool): The groin: AP set to 0.
        ap (int | None):
        no_regen_turns (int):
        foot_effect_added (bool):
        hand_disabled (None | WalkaLimbRef):
        eyes_lost (int):
        blind (bool):
    """

    wound: None | WalkaWound
    fatigue_added: int
    crit_point: None | str
    crit_effect: None | str
    bleeding_added: int
    ap_lost: bool
    ap: int | None
    no_regen_turns: int
    foot_effect_added: bool
    hand_disabled: None | WalkaLimbRef
    eyes_lost: int
    blind: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_limb_ref import WalkaLimbRef  # noqa: PLC0415
        from ..models.walka_wound import WalkaWound  # noqa: PLC0415

        wound: dict[str, Any] | None
        if isinstance(self.wound, WalkaWound):
            wound = self.wound.to_dict()
        else:
            wound = self.wound

        fatigue_added = self.fatigue_added

        crit_point: None | str
        crit_point = self.crit_point

        crit_effect: None | str
        crit_effect = self.crit_effect

        bleeding_added = self.bleeding_added

        ap_lost = self.ap_lost

        ap: int | None
        ap = self.ap

        no_regen_turns = self.no_regen_turns

        foot_effect_added = self.foot_effect_added

        hand_disabled: dict[str, Any] | None
        if isinstance(self.hand_disabled, WalkaLimbRef):
            hand_disabled = self.hand_disabled.to_dict()
        else:
            hand_disabled = self.hand_disabled

        eyes_lost = self.eyes_lost

        blind = self.blind

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "wound": wound,
                "fatigue_added": fatigue_added,
                "crit_point": crit_point,
                "crit_effect": crit_effect,
                "bleeding_added": bleeding_added,
                "ap_lost": ap_lost,
                "ap": ap,
                "no_regen_turns": no_regen_turns,
                "foot_effect_added": foot_effect_added,
                "hand_disabled": hand_disabled,
                "eyes_lost": eyes_lost,
                "blind": blind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_limb_ref import WalkaLimbRef  # noqa: PLC0415
        from ..models.walka_wound import WalkaWound  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_wound(data: object) -> None | WalkaWound:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                wound_type_0 = WalkaWound.from_dict(data)

                return wound_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaWound, data)

        wound = _parse_wound(d.pop("wound"))

        fatigue_added = d.pop("fatigue_added")

        def _parse_crit_point(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        crit_point = _parse_crit_point(d.pop("crit_point"))

        def _parse_crit_effect(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        crit_effect = _parse_crit_effect(d.pop("crit_effect"))

        bleeding_added = d.pop("bleeding_added")

        ap_lost = d.pop("ap_lost")

        def _parse_ap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ap = _parse_ap(d.pop("ap"))

        no_regen_turns = d.pop("no_regen_turns")

        foot_effect_added = d.pop("foot_effect_added")

        def _parse_hand_disabled(data: object) -> None | WalkaLimbRef:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_disabled_type_0 = WalkaLimbRef.from_dict(data)

                return hand_disabled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaLimbRef, data)

        hand_disabled = _parse_hand_disabled(d.pop("hand_disabled"))

        eyes_lost = d.pop("eyes_lost")

        blind = d.pop("blind")

        walka_wounds_outcome = cls(
            wound=wound,
            fatigue_added=fatigue_added,
            crit_point=crit_point,
            crit_effect=crit_effect,
            bleeding_added=bleeding_added,
            ap_lost=ap_lost,
            ap=ap,
            no_regen_turns=no_regen_turns,
            foot_effect_added=foot_effect_added,
            hand_disabled=hand_disabled,
            eyes_lost=eyes_lost,
            blind=blind,
        )

        return walka_wounds_outcome
