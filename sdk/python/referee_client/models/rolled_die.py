from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.die_origin import DieOrigin, check_die_origin
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_face import DiceFace


T = TypeVar("T", bound="RolledDie")


@_attrs_define
class RolledDie:
    """
    Attributes:
        value (int): The value that counts.
        kept (bool): False: dropped (k, p).
        faces (list[DiceFace]): Every face it showed, the last one standing (rr, ro).
        origin (DieOrigin): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        exploded (bool): It set off an explosion.
        changed_by (None | str): `mi2`/`ma5` that changed it.
        dropped_by (None | str): The operator that dropped it.
        success (bool | None): In a dice pool (`10d10>=6`): whether it meets the target.
        capped (bool | Unset): Only when true (dice rules version 2): its re-rolls (`rr`) or explosions (`e`) stopped at
            their cap while it still matched; the outcome's `capped` says so in words.
    """

    value: int
    kept: bool
    faces: list[DiceFace]
    origin: DieOrigin
    exploded: bool
    changed_by: None | str
    dropped_by: None | str
    success: bool | None
    capped: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        kept = self.kept

        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.to_dict()
            faces.append(faces_item)

        origin: str = self.origin

        exploded = self.exploded

        changed_by: None | str
        changed_by = self.changed_by

        dropped_by: None | str
        dropped_by = self.dropped_by

        success: bool | None
        success = self.success

        capped = self.capped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "kept": kept,
                "faces": faces,
                "origin": origin,
                "exploded": exploded,
                "changed_by": changed_by,
                "dropped_by": dropped_by,
                "success": success,
            }
        )
        if capped is not UNSET:
            field_dict["capped"] = capped

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dice_face import DiceFace  # noqa: PLC0415

        d = dict(src_dict)
        value = d.pop("value")

        kept = d.pop("kept")

        faces = []
        _faces = d.pop("faces")
        for faces_item_data in _faces:
            faces_item = DiceFace.from_dict(faces_item_data)

            faces.append(faces_item)

        origin = check_die_origin(d.pop("origin"))

        exploded = d.pop("exploded")

        def _parse_changed_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        changed_by = _parse_changed_by(d.pop("changed_by"))

        def _parse_dropped_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dropped_by = _parse_dropped_by(d.pop("dropped_by"))

        def _parse_success(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        success = _parse_success(d.pop("success"))

        capped = d.pop("capped", UNSET)

        rolled_die = cls(
            value=value,
            kept=kept,
            faces=faces,
            origin=origin,
            exploded=exploded,
            changed_by=changed_by,
            dropped_by=dropped_by,
            success=success,
            capped=capped,
        )

        return rolled_die
