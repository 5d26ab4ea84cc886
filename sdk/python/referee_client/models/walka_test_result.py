from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_die import WalkaDie, check_walka_die

T = TypeVar("T", bound="WalkaTestResult")


@_attrs_define
class WalkaTestResult:
    """
    Attributes:
        die (WalkaDie): A closed set: the server sends only these values today. A later version may add values without a
            new API version, so a client must accept a value it does not know (show it as it is, or treat it as other).
        natural (int): The face rolled.
        critical (bool): Critical success: passes whatever the total.
        fumble (bool): Fumble: fails whatever the total.
        level (int): The attribute level added (after penalties).
        modifier (int):
        total (int): natural + level + modifier.
        dc (int):
        passed (bool):
    """

    die: WalkaDie
    natural: int
    critical: bool
    fumble: bool
    level: int
    modifier: int
    total: int
    dc: int
    passed: bool

    def to_dict(self) -> dict[str, Any]:
        die: str = self.die

        natural = self.natural

        critical = self.critical

        fumble = self.fumble

        level = self.level

        modifier = self.modifier

        total = self.total

        dc = self.dc

        passed = self.passed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "natural": natural,
                "critical": critical,
                "fumble": fumble,
                "level": level,
                "modifier": modifier,
                "total": total,
                "dc": dc,
                "passed": passed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = check_walka_die(d.pop("die"))

        natural = d.pop("natural")

        critical = d.pop("critical")

        fumble = d.pop("fumble")

        level = d.pop("level")

        modifier = d.pop("modifier")

        total = d.pop("total")

        dc = d.pop("dc")

        passed = d.pop("passed")

        walka_test_result = cls(
            die=die,
            natural=natural,
            critical=critical,
            fumble=fumble,
            level=level,
            modifier=modifier,
            total=total,
            dc=dc,
            passed=passed,
        )

        return walka_test_result
