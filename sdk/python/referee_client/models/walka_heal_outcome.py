from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_limb_ref import WalkaLimbRef


T = TypeVar("T", bound="WalkaHealOutcome")


@_attrs_define
class WalkaHealOutcome:
    """
    Attributes:
        removed (str): The healed wound's id.
        hp (int):
        hp_restored (int):
        bleeding_removed (int):
        foot_effect_removed (bool):
        hand_restored (None | WalkaLimbRef):
    """

    removed: str
    hp: int
    hp_restored: int
    bleeding_removed: int
    foot_effect_removed: bool
    hand_restored: None | WalkaLimbRef

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_limb_ref import WalkaLimbRef  # noqa: PLC0415

        removed = self.removed

        hp = self.hp

        hp_restored = self.hp_restored

        bleeding_removed = self.bleeding_removed

        foot_effect_removed = self.foot_effect_removed

        hand_restored: dict[str, Any] | None
        if isinstance(self.hand_restored, WalkaLimbRef):
            hand_restored = self.hand_restored.to_dict()
        else:
            hand_restored = self.hand_restored

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "removed": removed,
                "hp": hp,
                "hp_restored": hp_restored,
                "bleeding_removed": bleeding_removed,
                "foot_effect_removed": foot_effect_removed,
                "hand_restored": hand_restored,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_limb_ref import WalkaLimbRef  # noqa: PLC0415

        d = dict(src_dict)
        removed = d.pop("removed")

        hp = d.pop("hp")

        hp_restored = d.pop("hp_restored")

        bleeding_removed = d.pop("bleeding_removed")

        foot_effect_removed = d.pop("foot_effect_removed")

        def _parse_hand_restored(data: object) -> None | WalkaLimbRef:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_restored_type_0 = WalkaLimbRef.from_dict(data)

                return hand_restored_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaLimbRef, data)

        hand_restored = _parse_hand_restored(d.pop("hand_restored"))

        walka_heal_outcome = cls(
            removed=removed,
            hp=hp,
            hp_restored=hp_restored,
            bleeding_removed=bleeding_removed,
            foot_effect_removed=foot_effect_removed,
            hand_restored=hand_restored,
        )

        return walka_heal_outcome
