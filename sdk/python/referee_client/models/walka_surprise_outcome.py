from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_test_result import WalkaTestResult


T = TypeVar("T", bound="WalkaSurpriseOutcome")


@_attrs_define
class WalkaSurpriseOutcome:
    """
    Attributes:
        target (None | str):
        natural (int): The REF test's natural roll (as in `test`).
        total (int): n + ref_level + modifier: the REF test's total (as in `test`).
        test (WalkaTestResult):
        surprised (bool):
        defenceless (bool): It cannot defend: its defence is none.
        defenceless_until (None | str): until_first_turn or first_attack (rules.surprise_scope).
        attack_dc (int | None): The dc attacks against it face meanwhile (undefended_dc).
        can_declare_instants (bool):
        skip_round1 (bool):
    """

    target: None | str
    natural: int
    total: int
    test: WalkaTestResult
    surprised: bool
    defenceless: bool
    defenceless_until: None | str
    attack_dc: int | None
    can_declare_instants: bool
    skip_round1: bool

    def to_dict(self) -> dict[str, Any]:
        target: None | str
        target = self.target

        natural = self.natural

        total = self.total

        test = self.test.to_dict()

        surprised = self.surprised

        defenceless = self.defenceless

        defenceless_until: None | str
        defenceless_until = self.defenceless_until

        attack_dc: int | None
        attack_dc = self.attack_dc

        can_declare_instants = self.can_declare_instants

        skip_round1 = self.skip_round1

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "natural": natural,
                "total": total,
                "test": test,
                "surprised": surprised,
                "defenceless": defenceless,
                "defenceless_until": defenceless_until,
                "attack_dc": attack_dc,
                "can_declare_instants": can_declare_instants,
                "skip_round1": skip_round1,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        natural = d.pop("natural")

        total = d.pop("total")

        test = WalkaTestResult.from_dict(d.pop("test"))

        surprised = d.pop("surprised")

        defenceless = d.pop("defenceless")

        def _parse_defenceless_until(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        defenceless_until = _parse_defenceless_until(d.pop("defenceless_until"))

        def _parse_attack_dc(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attack_dc = _parse_attack_dc(d.pop("attack_dc"))

        can_declare_instants = d.pop("can_declare_instants")

        skip_round1 = d.pop("skip_round1")

        walka_surprise_outcome = cls(
            target=target,
            natural=natural,
            total=total,
            test=test,
            surprised=surprised,
            defenceless=defenceless,
            defenceless_until=defenceless_until,
            attack_dc=attack_dc,
            can_declare_instants=can_declare_instants,
            skip_round1=skip_round1,
        )

        return walka_surprise_outcome
