from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaCopies")


@_attrs_define
class WalkaCopies:
    """
    Attributes:
        torso (int | Unset): How many torso locations (default 1).
        lower_abdomen (int | Unset): How many lower abdomen locations (default 1).
        back (int | Unset): How many back locations (default 1).
        left_arm (int | Unset): How many left arm locations (default 1).
        left_leg (int | Unset): How many left leg locations (default 1).
        right_arm (int | Unset): How many right arm locations (default 1).
        right_leg (int | Unset): How many right leg locations (default 1).
        head (int | Unset): How many head locations (default 1).
    """

    torso: int | Unset = UNSET
    lower_abdomen: int | Unset = UNSET
    back: int | Unset = UNSET
    left_arm: int | Unset = UNSET
    left_leg: int | Unset = UNSET
    right_arm: int | Unset = UNSET
    right_leg: int | Unset = UNSET
    head: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        torso = self.torso

        lower_abdomen = self.lower_abdomen

        back = self.back

        left_arm = self.left_arm

        left_leg = self.left_leg

        right_arm = self.right_arm

        right_leg = self.right_leg

        head = self.head

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if torso is not UNSET:
            field_dict["torso"] = torso
        if lower_abdomen is not UNSET:
            field_dict["lower_abdomen"] = lower_abdomen
        if back is not UNSET:
            field_dict["back"] = back
        if left_arm is not UNSET:
            field_dict["left_arm"] = left_arm
        if left_leg is not UNSET:
            field_dict["left_leg"] = left_leg
        if right_arm is not UNSET:
            field_dict["right_arm"] = right_arm
        if right_leg is not UNSET:
            field_dict["right_leg"] = right_leg
        if head is not UNSET:
            field_dict["head"] = head

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        torso = d.pop("torso", UNSET)

        lower_abdomen = d.pop("lower_abdomen", UNSET)

        back = d.pop("back", UNSET)

        left_arm = d.pop("left_arm", UNSET)

        left_leg = d.pop("left_leg", UNSET)

        right_arm = d.pop("right_arm", UNSET)

        right_leg = d.pop("right_leg", UNSET)

        head = d.pop("head", UNSET)

        walka_copies = cls(
            torso=torso,
            lower_abdomen=lower_abdomen,
            back=back,
            left_arm=left_arm,
            left_leg=left_leg,
            right_arm=right_arm,
            right_leg=right_leg,
            head=head,
        )

        return walka_copies
