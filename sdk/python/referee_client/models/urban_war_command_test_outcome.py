from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.urban_war_test_kind import UrbanWarTestKind, check_urban_war_test_kind

if TYPE_CHECKING:
    from ..models.urban_war_modifier import UrbanWarModifier


T = TypeVar("T", bound="UrbanWarCommandTestOutcome")


@_attrs_define
class UrbanWarCommandTestOutcome:
    """
    Attributes:
        kind (UrbanWarTestKind): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        natural (int): The two dice summed.
        command (int): CD added.
        modifiers (list[UrbanWarModifier]):
        total (int): natural + CD + modifiers.
        target (int): 15: the total needed.
        auto_fail (bool): A natural 5 or less: failed whatever the total.
        passed (bool):
    """

    kind: UrbanWarTestKind
    natural: int
    command: int
    modifiers: list[UrbanWarModifier]
    total: int
    target: int
    auto_fail: bool
    passed: bool

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        natural = self.natural

        command = self.command

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        total = self.total

        target = self.target

        auto_fail = self.auto_fail

        passed = self.passed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "natural": natural,
                "command": command,
                "modifiers": modifiers,
                "total": total,
                "target": target,
                "auto_fail": auto_fail,
                "passed": passed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_modifier import UrbanWarModifier  # noqa: PLC0415

        d = dict(src_dict)
        kind = check_urban_war_test_kind(d.pop("kind"))

        natural = d.pop("natural")

        command = d.pop("command")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = UrbanWarModifier.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        total = d.pop("total")

        target = d.pop("target")

        auto_fail = d.pop("auto_fail")

        passed = d.pop("passed")

        urban_war_command_test_outcome = cls(
            kind=kind,
            natural=natural,
            command=command,
            modifiers=modifiers,
            total=total,
            target=target,
            auto_fail=auto_fail,
            passed=passed,
        )

        return urban_war_command_test_outcome
