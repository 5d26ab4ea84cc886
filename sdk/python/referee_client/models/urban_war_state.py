from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_phase import UrbanWarPhase, check_urban_war_phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_activation import UrbanWarActivation
    from ..models.urban_war_current_action import UrbanWarCurrentAction
    from ..models.urban_war_encounter_config import UrbanWarEncounterConfig
    from ..models.urban_war_initiative_state import UrbanWarInitiativeState
    from ..models.urban_war_last_action import UrbanWarLastAction
    from ..models.urban_war_pending_panic import UrbanWarPendingPanic
    from ..models.urban_war_setup_roll import UrbanWarSetupRoll
    from ..models.urban_war_state_hidden import UrbanWarStateHidden
    from ..models.urban_war_state_models import UrbanWarStateModels
    from ..models.urban_war_state_orders_submitted import UrbanWarStateOrdersSubmitted


T = TypeVar("T", bound="UrbanWarState")


@_attrs_define
class UrbanWarState:
    """
    Attributes:
        round_ (int):
        phase (UrbanWarPhase): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        players (list[str]):
        orders_submitted (UrbanWarStateOrdersSubmitted): Each player: true once every player's orders are in and the
            orders step has resolved (false again at the next round's command phase).
        initiative (None | UrbanWarInitiativeState): Null until rolled in this activation phase.
        active_player (None | str):
        activation (None | UrbanWarActivation):
        current_action (None | UrbanWarCurrentAction):
        pending_panic (list[UrbanWarPendingPanic]): Panic tests due: every other step is a 409 until rolled.
        winner (None | str): A player, `draw`, or null.
        config (UrbanWarEncounterConfig):
        models (UrbanWarStateModels):
        hidden (UrbanWarStateHidden): Face-down orders: `sealed` until the encounter is revealed.
        orders_submitted_by (list[str] | Unset): The players whose orders are in this round, as soon as each arrives
            (sealed: who gave orders, never which); every player once resolved. Absent from encounters created before it was
            added.
        last_action (None | Unset | UrbanWarLastAction): The action that the step just taken ended with its shot or its
            run (current_action is null by then): an overwatch-interrupt at moment after_shot or after_move may still target
            its model. Null again after the next step, whatever it is.
        setup (None | Unset | UrbanWarSetupRoll): The set-up roll for sides, once made (null before).
    """

    round_: int
    phase: UrbanWarPhase
    players: list[str]
    orders_submitted: UrbanWarStateOrdersSubmitted
    initiative: None | UrbanWarInitiativeState
    active_player: None | str
    activation: None | UrbanWarActivation
    current_action: None | UrbanWarCurrentAction
    pending_panic: list[UrbanWarPendingPanic]
    winner: None | str
    config: UrbanWarEncounterConfig
    models: UrbanWarStateModels
    hidden: UrbanWarStateHidden
    orders_submitted_by: list[str] | Unset = UNSET
    last_action: None | Unset | UrbanWarLastAction = UNSET
    setup: None | Unset | UrbanWarSetupRoll = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_activation import UrbanWarActivation  # noqa: PLC0415
        from ..models.urban_war_current_action import UrbanWarCurrentAction  # noqa: PLC0415
        from ..models.urban_war_initiative_state import UrbanWarInitiativeState  # noqa: PLC0415
        from ..models.urban_war_last_action import UrbanWarLastAction  # noqa: PLC0415
        from ..models.urban_war_setup_roll import UrbanWarSetupRoll  # noqa: PLC0415

        round_ = self.round_

        phase: str = self.phase

        players = self.players

        orders_submitted = self.orders_submitted.to_dict()

        initiative: dict[str, Any] | None
        if isinstance(self.initiative, UrbanWarInitiativeState):
            initiative = self.initiative.to_dict()
        else:
            initiative = self.initiative

        active_player: None | str
        active_player = self.active_player

        activation: dict[str, Any] | None
        if isinstance(self.activation, UrbanWarActivation):
            activation = self.activation.to_dict()
        else:
            activation = self.activation

        current_action: dict[str, Any] | None
        if isinstance(self.current_action, UrbanWarCurrentAction):
            current_action = self.current_action.to_dict()
        else:
            current_action = self.current_action

        pending_panic = []
        for pending_panic_item_data in self.pending_panic:
            pending_panic_item = pending_panic_item_data.to_dict()
            pending_panic.append(pending_panic_item)

        winner: None | str
        winner = self.winner

        config = self.config.to_dict()

        models = self.models.to_dict()

        hidden = self.hidden.to_dict()

        orders_submitted_by: list[str] | Unset = UNSET
        if not isinstance(self.orders_submitted_by, Unset):
            orders_submitted_by = self.orders_submitted_by

        last_action: dict[str, Any] | None | Unset
        if isinstance(self.last_action, Unset):
            last_action = UNSET
        elif isinstance(self.last_action, UrbanWarLastAction):
            last_action = self.last_action.to_dict()
        else:
            last_action = self.last_action

        setup: dict[str, Any] | None | Unset
        if isinstance(self.setup, Unset):
            setup = UNSET
        elif isinstance(self.setup, UrbanWarSetupRoll):
            setup = self.setup.to_dict()
        else:
            setup = self.setup

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "phase": phase,
                "players": players,
                "orders_submitted": orders_submitted,
                "initiative": initiative,
                "active_player": active_player,
                "activation": activation,
                "current_action": current_action,
                "pending_panic": pending_panic,
                "winner": winner,
                "config": config,
                "models": models,
                "hidden": hidden,
            }
        )
        if orders_submitted_by is not UNSET:
            field_dict["orders_submitted_by"] = orders_submitted_by
        if last_action is not UNSET:
            field_dict["last_action"] = last_action
        if setup is not UNSET:
            field_dict["setup"] = setup

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_activation import UrbanWarActivation  # noqa: PLC0415
        from ..models.urban_war_current_action import UrbanWarCurrentAction  # noqa: PLC0415
        from ..models.urban_war_encounter_config import UrbanWarEncounterConfig  # noqa: PLC0415
        from ..models.urban_war_initiative_state import UrbanWarInitiativeState  # noqa: PLC0415
        from ..models.urban_war_last_action import UrbanWarLastAction  # noqa: PLC0415
        from ..models.urban_war_pending_panic import UrbanWarPendingPanic  # noqa: PLC0415
        from ..models.urban_war_setup_roll import UrbanWarSetupRoll  # noqa: PLC0415
        from ..models.urban_war_state_hidden import UrbanWarStateHidden  # noqa: PLC0415
        from ..models.urban_war_state_models import UrbanWarStateModels  # noqa: PLC0415
        from ..models.urban_war_state_orders_submitted import UrbanWarStateOrdersSubmitted  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        phase = check_urban_war_phase(d.pop("phase"))

        players = cast(list[str], d.pop("players"))

        orders_submitted = UrbanWarStateOrdersSubmitted.from_dict(d.pop("orders_submitted"))

        def _parse_initiative(data: object) -> None | UrbanWarInitiativeState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                initiative_type_0 = UrbanWarInitiativeState.from_dict(data)

                return initiative_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarInitiativeState, data)

        initiative = _parse_initiative(d.pop("initiative"))

        def _parse_active_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        active_player = _parse_active_player(d.pop("active_player"))

        def _parse_activation(data: object) -> None | UrbanWarActivation:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                activation_type_0 = UrbanWarActivation.from_dict(data)

                return activation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarActivation, data)

        activation = _parse_activation(d.pop("activation"))

        def _parse_current_action(data: object) -> None | UrbanWarCurrentAction:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_action_type_0 = UrbanWarCurrentAction.from_dict(data)

                return current_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarCurrentAction, data)

        current_action = _parse_current_action(d.pop("current_action"))

        pending_panic = []
        _pending_panic = d.pop("pending_panic")
        for pending_panic_item_data in _pending_panic:
            pending_panic_item = UrbanWarPendingPanic.from_dict(pending_panic_item_data)

            pending_panic.append(pending_panic_item)

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        config = UrbanWarEncounterConfig.from_dict(d.pop("config"))

        models = UrbanWarStateModels.from_dict(d.pop("models"))

        hidden = UrbanWarStateHidden.from_dict(d.pop("hidden"))

        orders_submitted_by = cast(list[str], d.pop("orders_submitted_by", UNSET))

        def _parse_last_action(data: object) -> None | Unset | UrbanWarLastAction:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_action_type_0 = UrbanWarLastAction.from_dict(data)

                return last_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UrbanWarLastAction, data)

        last_action = _parse_last_action(d.pop("last_action", UNSET))

        def _parse_setup(data: object) -> None | Unset | UrbanWarSetupRoll:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                setup_type_0 = UrbanWarSetupRoll.from_dict(data)

                return setup_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UrbanWarSetupRoll, data)

        setup = _parse_setup(d.pop("setup", UNSET))

        urban_war_state = cls(
            round_=round_,
            phase=phase,
            players=players,
            orders_submitted=orders_submitted,
            initiative=initiative,
            active_player=active_player,
            activation=activation,
            current_action=current_action,
            pending_panic=pending_panic,
            winner=winner,
            config=config,
            models=models,
            hidden=hidden,
            orders_submitted_by=orders_submitted_by,
            last_action=last_action,
            setup=setup,
        )

        return urban_war_state
