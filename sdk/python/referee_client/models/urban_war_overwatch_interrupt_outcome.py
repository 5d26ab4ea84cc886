from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_order import UrbanWarOrder, check_urban_war_order

if TYPE_CHECKING:
    from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome
    from ..models.urban_war_melee_outcome import UrbanWarMeleeOutcome
    from ..models.urban_war_rally_outcome import UrbanWarRallyOutcome
    from ..models.urban_war_shooting_outcome import UrbanWarShootingOutcome


T = TypeVar("T", bound="UrbanWarOverwatchInterruptOutcome")


@_attrs_define
class UrbanWarOverwatchInterruptOutcome:
    """
    Attributes:
        rally (None | UrbanWarRallyOutcome):
        test (None | UrbanWarCommandTestOutcome):
        passed (bool):
        shooting (None | UrbanWarShootingOutcome):
        melee (None | UrbanWarMeleeOutcome):
        target_action_continues (bool):
        interrupter_activated (bool):
        interrupter_order (None | UrbanWarOrder): Always null: the order is spent.
    """

    rally: None | UrbanWarRallyOutcome
    test: None | UrbanWarCommandTestOutcome
    passed: bool
    shooting: None | UrbanWarShootingOutcome
    melee: None | UrbanWarMeleeOutcome
    target_action_continues: bool
    interrupter_activated: bool
    interrupter_order: None | UrbanWarOrder

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415
        from ..models.urban_war_melee_outcome import UrbanWarMeleeOutcome  # noqa: PLC0415
        from ..models.urban_war_rally_outcome import UrbanWarRallyOutcome  # noqa: PLC0415
        from ..models.urban_war_shooting_outcome import UrbanWarShootingOutcome  # noqa: PLC0415

        rally: dict[str, Any] | None
        if isinstance(self.rally, UrbanWarRallyOutcome):
            rally = self.rally.to_dict()
        else:
            rally = self.rally

        test: dict[str, Any] | None
        if isinstance(self.test, UrbanWarCommandTestOutcome):
            test = self.test.to_dict()
        else:
            test = self.test

        passed = self.passed

        shooting: dict[str, Any] | None
        if isinstance(self.shooting, UrbanWarShootingOutcome):
            shooting = self.shooting.to_dict()
        else:
            shooting = self.shooting

        melee: dict[str, Any] | None
        if isinstance(self.melee, UrbanWarMeleeOutcome):
            melee = self.melee.to_dict()
        else:
            melee = self.melee

        target_action_continues = self.target_action_continues

        interrupter_activated = self.interrupter_activated

        interrupter_order: None | str
        if isinstance(self.interrupter_order, str):
            interrupter_order = self.interrupter_order
        else:
            interrupter_order = self.interrupter_order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rally": rally,
                "test": test,
                "passed": passed,
                "shooting": shooting,
                "melee": melee,
                "target_action_continues": target_action_continues,
                "interrupter_activated": interrupter_activated,
                "interrupter_order": interrupter_order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_command_test_outcome import UrbanWarCommandTestOutcome  # noqa: PLC0415
        from ..models.urban_war_melee_outcome import UrbanWarMeleeOutcome  # noqa: PLC0415
        from ..models.urban_war_rally_outcome import UrbanWarRallyOutcome  # noqa: PLC0415
        from ..models.urban_war_shooting_outcome import UrbanWarShootingOutcome  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_rally(data: object) -> None | UrbanWarRallyOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rally_type_0 = UrbanWarRallyOutcome.from_dict(data)

                return rally_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarRallyOutcome, data)

        rally = _parse_rally(d.pop("rally"))

        def _parse_test(data: object) -> None | UrbanWarCommandTestOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                test_type_0 = UrbanWarCommandTestOutcome.from_dict(data)

                return test_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarCommandTestOutcome, data)

        test = _parse_test(d.pop("test"))

        passed = d.pop("passed")

        def _parse_shooting(data: object) -> None | UrbanWarShootingOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                shooting_type_0 = UrbanWarShootingOutcome.from_dict(data)

                return shooting_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarShootingOutcome, data)

        shooting = _parse_shooting(d.pop("shooting"))

        def _parse_melee(data: object) -> None | UrbanWarMeleeOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                melee_type_0 = UrbanWarMeleeOutcome.from_dict(data)

                return melee_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarMeleeOutcome, data)

        melee = _parse_melee(d.pop("melee"))

        target_action_continues = d.pop("target_action_continues")

        interrupter_activated = d.pop("interrupter_activated")

        def _parse_interrupter_order(data: object) -> None | UrbanWarOrder:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interrupter_order_type_0 = check_urban_war_order(data)

                return interrupter_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarOrder, data)

        interrupter_order = _parse_interrupter_order(d.pop("interrupter_order"))

        urban_war_overwatch_interrupt_outcome = cls(
            rally=rally,
            test=test,
            passed=passed,
            shooting=shooting,
            melee=melee,
            target_action_continues=target_action_continues,
            interrupter_activated=interrupter_activated,
            interrupter_order=interrupter_order,
        )

        return urban_war_overwatch_interrupt_outcome
