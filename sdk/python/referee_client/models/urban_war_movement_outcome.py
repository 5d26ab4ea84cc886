from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.urban_war_move_allowed import UrbanWarMoveAllowed


T = TypeVar("T", bound="UrbanWarMovementOutcome")


@_attrs_define
class UrbanWarMovementOutcome:
    """
    Attributes:
        normal_in (int):
        run_in (int):
        charge_in (int):
        break_off_in (int):
        allowed (UrbanWarMoveAllowed):
        legal (bool | None): null when no move was given.
    """

    normal_in: int
    run_in: int
    charge_in: int
    break_off_in: int
    allowed: UrbanWarMoveAllowed
    legal: bool | None

    def to_dict(self) -> dict[str, Any]:
        normal_in = self.normal_in

        run_in = self.run_in

        charge_in = self.charge_in

        break_off_in = self.break_off_in

        allowed = self.allowed.to_dict()

        legal: bool | None
        legal = self.legal

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "normal_in": normal_in,
                "run_in": run_in,
                "charge_in": charge_in,
                "break_off_in": break_off_in,
                "allowed": allowed,
                "legal": legal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_move_allowed import UrbanWarMoveAllowed  # noqa: PLC0415

        d = dict(src_dict)
        normal_in = d.pop("normal_in")

        run_in = d.pop("run_in")

        charge_in = d.pop("charge_in")

        break_off_in = d.pop("break_off_in")

        allowed = UrbanWarMoveAllowed.from_dict(d.pop("allowed"))

        def _parse_legal(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        legal = _parse_legal(d.pop("legal"))

        urban_war_movement_outcome = cls(
            normal_in=normal_in,
            run_in=run_in,
            charge_in=charge_in,
            break_off_in=break_off_in,
            allowed=allowed,
            legal=legal,
        )

        return urban_war_movement_outcome
