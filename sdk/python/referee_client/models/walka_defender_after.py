from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WalkaDefenderAfter")


@_attrs_define
class WalkaDefenderAfter:
    """
    Attributes:
        id (None | str):
        hp (int | None): null when hp was not given.
        hp_depleted (bool | None):
        pending_ap_penalty (int):
        ap (int | None):
        no_regen_turns (int):
        eyes_lost (int):
        blind (bool):
        fatigue_added (int):
    """

    id: None | str
    hp: int | None
    hp_depleted: bool | None
    pending_ap_penalty: int
    ap: int | None
    no_regen_turns: int
    eyes_lost: int
    blind: bool
    fatigue_added: int

    def to_dict(self) -> dict[str, Any]:
        id: None | str
        id = self.id

        hp: int | None
        hp = self.hp

        hp_depleted: bool | None
        hp_depleted = self.hp_depleted

        pending_ap_penalty = self.pending_ap_penalty

        ap: int | None
        ap = self.ap

        no_regen_turns = self.no_regen_turns

        eyes_lost = self.eyes_lost

        blind = self.blind

        fatigue_added = self.fatigue_added

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "hp": hp,
                "hp_depleted": hp_depleted,
                "pending_ap_penalty": pending_ap_penalty,
                "ap": ap,
                "no_regen_turns": no_regen_turns,
                "eyes_lost": eyes_lost,
                "blind": blind,
                "fatigue_added": fatigue_added,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))

        def _parse_hp(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hp = _parse_hp(d.pop("hp"))

        def _parse_hp_depleted(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        hp_depleted = _parse_hp_depleted(d.pop("hp_depleted"))

        pending_ap_penalty = d.pop("pending_ap_penalty")

        def _parse_ap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ap = _parse_ap(d.pop("ap"))

        no_regen_turns = d.pop("no_regen_turns")

        eyes_lost = d.pop("eyes_lost")

        blind = d.pop("blind")

        fatigue_added = d.pop("fatigue_added")

        walka_defender_after = cls(
            id=id,
            hp=hp,
            hp_depleted=hp_depleted,
            pending_ap_penalty=pending_ap_penalty,
            ap=ap,
            no_regen_turns=no_regen_turns,
            eyes_lost=eyes_lost,
            blind=blind,
            fatigue_added=fatigue_added,
        )

        return walka_defender_after
