from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_interrupts_trigger import WalkaInterruptsTrigger, check_walka_interrupts_trigger

if TYPE_CHECKING:
    from ..models.walka_test_result import WalkaTestResult


T = TypeVar("T", bound="WalkaChainLink")


@_attrs_define
class WalkaChainLink:
    """
    Attributes:
        link (int): Declaration number, from 1.
        actor (str):
        dc (int | None): null for link 1 (no test).
        test (None | WalkaTestResult):
        joined (bool):
        interrupts (int | None | WalkaInterruptsTrigger):
        result (str): executed, failed_interrupted or failed_ref; pending in an encounter's declare step for a joined
            link (resolved by instant-chain/next).
        cost (int):
        ap (int | None): The actor's AP after paying; null when its ap was not given.
    """

    link: int
    actor: str
    dc: int | None
    test: None | WalkaTestResult
    joined: bool
    interrupts: int | None | WalkaInterruptsTrigger
    result: str
    cost: int
    ap: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        link = self.link

        actor = self.actor

        dc: int | None
        dc = self.dc

        test: dict[str, Any] | None
        if isinstance(self.test, WalkaTestResult):
            test = self.test.to_dict()
        else:
            test = self.test

        joined = self.joined

        interrupts: int | None | str
        if isinstance(self.interrupts, str):
            interrupts = self.interrupts
        else:
            interrupts = self.interrupts

        result = self.result

        cost = self.cost

        ap: int | None
        ap = self.ap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "link": link,
                "actor": actor,
                "dc": dc,
                "test": test,
                "joined": joined,
                "interrupts": interrupts,
                "result": result,
                "cost": cost,
                "ap": ap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_test_result import WalkaTestResult  # noqa: PLC0415

        d = dict(src_dict)
        link = d.pop("link")

        actor = d.pop("actor")

        def _parse_dc(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dc = _parse_dc(d.pop("dc"))

        def _parse_test(data: object) -> None | WalkaTestResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                test_type_0 = WalkaTestResult.from_dict(data)

                return test_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaTestResult, data)

        test = _parse_test(d.pop("test"))

        joined = d.pop("joined")

        def _parse_interrupts(data: object) -> int | None | WalkaInterruptsTrigger:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interrupts_type_0 = check_walka_interrupts_trigger(data)

                return interrupts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | WalkaInterruptsTrigger, data)

        interrupts = _parse_interrupts(d.pop("interrupts"))

        result = d.pop("result")

        cost = d.pop("cost")

        def _parse_ap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ap = _parse_ap(d.pop("ap"))

        walka_chain_link = cls(
            link=link,
            actor=actor,
            dc=dc,
            test=test,
            joined=joined,
            interrupts=interrupts,
            result=result,
            cost=cost,
            ap=ap,
        )

        return walka_chain_link
