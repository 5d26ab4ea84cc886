from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.umbra_turris_encounter_config import UmbraTurrisEncounterConfig
    from ..models.umbra_turris_exchange import UmbraTurrisExchange
    from ..models.umbra_turris_pending_melee import UmbraTurrisPendingMelee
    from ..models.umbra_turris_pending_shot import UmbraTurrisPendingShot
    from ..models.umbra_turris_state_models import UmbraTurrisStateModels


T = TypeVar("T", bound="UmbraTurrisState")


@_attrs_define
class UmbraTurrisState:
    """
    Attributes:
        cycle (int): Counted by new-cycle events.
        sides (list[str]):
        config (UmbraTurrisEncounterConfig):
        models (UmbraTurrisStateModels):
        exchange (None | UmbraTurrisExchange): The exchange declared by melee/exchange, until parried, blocked or hit;
            cancelled when its attacker or defender goes out of action.
        exchange_count (int):
        pending_melee (None | UmbraTurrisPendingMelee): A failed Parry: the attacker's melee/attack comes next.
            Cancelled when either model goes out of action.
        pending_shot (None | UmbraTurrisPendingShot): A hit of shooting/hit: shooting/damage comes next. Until then
            every other shooting step and a new Cycle are refused (409, §12). Cancelled when the shooter or the target goes
            out of action.
    """

    cycle: int
    sides: list[str]
    config: UmbraTurrisEncounterConfig
    models: UmbraTurrisStateModels
    exchange: None | UmbraTurrisExchange
    exchange_count: int
    pending_melee: None | UmbraTurrisPendingMelee
    pending_shot: None | UmbraTurrisPendingShot

    def to_dict(self) -> dict[str, Any]:
        from ..models.umbra_turris_exchange import UmbraTurrisExchange  # noqa: PLC0415
        from ..models.umbra_turris_pending_melee import UmbraTurrisPendingMelee  # noqa: PLC0415
        from ..models.umbra_turris_pending_shot import UmbraTurrisPendingShot  # noqa: PLC0415

        cycle = self.cycle

        sides = self.sides

        config = self.config.to_dict()

        models = self.models.to_dict()

        exchange: dict[str, Any] | None
        if isinstance(self.exchange, UmbraTurrisExchange):
            exchange = self.exchange.to_dict()
        else:
            exchange = self.exchange

        exchange_count = self.exchange_count

        pending_melee: dict[str, Any] | None
        if isinstance(self.pending_melee, UmbraTurrisPendingMelee):
            pending_melee = self.pending_melee.to_dict()
        else:
            pending_melee = self.pending_melee

        pending_shot: dict[str, Any] | None
        if isinstance(self.pending_shot, UmbraTurrisPendingShot):
            pending_shot = self.pending_shot.to_dict()
        else:
            pending_shot = self.pending_shot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cycle": cycle,
                "sides": sides,
                "config": config,
                "models": models,
                "exchange": exchange,
                "exchange_count": exchange_count,
                "pending_melee": pending_melee,
                "pending_shot": pending_shot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_encounter_config import UmbraTurrisEncounterConfig  # noqa: PLC0415
        from ..models.umbra_turris_exchange import UmbraTurrisExchange  # noqa: PLC0415
        from ..models.umbra_turris_pending_melee import UmbraTurrisPendingMelee  # noqa: PLC0415
        from ..models.umbra_turris_pending_shot import UmbraTurrisPendingShot  # noqa: PLC0415
        from ..models.umbra_turris_state_models import UmbraTurrisStateModels  # noqa: PLC0415

        d = dict(src_dict)
        cycle = d.pop("cycle")

        sides = cast(list[str], d.pop("sides"))

        config = UmbraTurrisEncounterConfig.from_dict(d.pop("config"))

        models = UmbraTurrisStateModels.from_dict(d.pop("models"))

        def _parse_exchange(data: object) -> None | UmbraTurrisExchange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exchange_type_0 = UmbraTurrisExchange.from_dict(data)

                return exchange_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisExchange, data)

        exchange = _parse_exchange(d.pop("exchange"))

        exchange_count = d.pop("exchange_count")

        def _parse_pending_melee(data: object) -> None | UmbraTurrisPendingMelee:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_melee_type_0 = UmbraTurrisPendingMelee.from_dict(data)

                return pending_melee_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisPendingMelee, data)

        pending_melee = _parse_pending_melee(d.pop("pending_melee"))

        def _parse_pending_shot(data: object) -> None | UmbraTurrisPendingShot:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_shot_type_0 = UmbraTurrisPendingShot.from_dict(data)

                return pending_shot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisPendingShot, data)

        pending_shot = _parse_pending_shot(d.pop("pending_shot"))

        umbra_turris_state = cls(
            cycle=cycle,
            sides=sides,
            config=config,
            models=models,
            exchange=exchange,
            exchange_count=exchange_count,
            pending_melee=pending_melee,
            pending_shot=pending_shot,
        )

        return umbra_turris_state
