from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_location import WalkaLocation, check_walka_location
from ..models.walka_location_mode import WalkaLocationMode, check_walka_location_mode

T = TypeVar("T", bound="WalkaHitLocationOutcome")


@_attrs_define
class WalkaHitLocationOutcome:
    """
    Attributes:
        mode (WalkaLocationMode): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copy (int):
        copies (int): Copies of that location.
        penalty (int): To the hit test: 0, -5 or -15 when chosen.
        d100 (int | None): The d100 rolled; null if chosen.
        column (None | str): front or behind; null if chosen.
    """

    mode: WalkaLocationMode
    location: WalkaLocation
    copy: int
    copies: int
    penalty: int
    d100: int | None
    column: None | str

    def to_dict(self) -> dict[str, Any]:
        mode: str = self.mode

        location: str = self.location

        copy = self.copy

        copies = self.copies

        penalty = self.penalty

        d100: int | None
        d100 = self.d100

        column: None | str
        column = self.column

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "location": location,
                "copy": copy,
                "copies": copies,
                "penalty": penalty,
                "d100": d100,
                "column": column,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = check_walka_location_mode(d.pop("mode"))

        location = check_walka_location(d.pop("location"))

        copy = d.pop("copy")

        copies = d.pop("copies")

        penalty = d.pop("penalty")

        def _parse_d100(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        d100 = _parse_d100(d.pop("d100"))

        def _parse_column(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        column = _parse_column(d.pop("column"))

        walka_hit_location_outcome = cls(
            mode=mode,
            location=location,
            copy=copy,
            copies=copies,
            penalty=penalty,
            d100=d100,
            column=column,
        )

        return walka_hit_location_outcome
