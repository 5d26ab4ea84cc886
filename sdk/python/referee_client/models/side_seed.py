from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SideSeed")


@_attrs_define
class SideSeed:
    """
    Attributes:
        seed (str): 1 to 64 plain ASCII letters, digits, spaces and punctuation, except `|` and `=` (at most the
            encounter's `side_seed_max`). Sealed until the encounter is revealed.
    """

    seed: str

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

        side_seed = cls(
            seed=seed,
        )

        return side_seed
