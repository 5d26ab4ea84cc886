from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_chain_state import WalkaChainState
    from ..models.walka_pending_defence import WalkaPendingDefence
    from ..models.walka_state_config import WalkaStateConfig
    from ..models.walka_state_models import WalkaStateModels
    from ..models.walka_turn_state import WalkaTurnState


T = TypeVar("T", bound="WalkaState")


@_attrs_define
class WalkaState:
    """
    Attributes:
        round_ (int): 0 before initiative.
        order (list[str]): The turn order (§2).
        round1_skipped (list[str]):
        turn (None | WalkaTurnState):
        chain (None | WalkaChainState): The open chain.
        last_chain (None | WalkaChainState):
        defences (list[WalkaPendingDefence]): Defences rolled and not yet met, one per defender: the next attack on the
            defender meets the dc; they lapse when the turn passes (§6).
        ended (bool): end-encounter was taken.
        end_reason (None | str):
        sides (list[str]):
        sides_standing (list[str]): Sides with active characters.
        one_side_left (bool): Only one side has active characters (§12).
        config (WalkaStateConfig): The rule options (cfg).
        models (WalkaStateModels):
    """

    round_: int
    order: list[str]
    round1_skipped: list[str]
    turn: None | WalkaTurnState
    chain: None | WalkaChainState
    last_chain: None | WalkaChainState
    defences: list[WalkaPendingDefence]
    ended: bool
    end_reason: None | str
    sides: list[str]
    sides_standing: list[str]
    one_side_left: bool
    config: WalkaStateConfig
    models: WalkaStateModels

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_chain_state import WalkaChainState  # noqa: PLC0415
        from ..models.walka_turn_state import WalkaTurnState  # noqa: PLC0415

        round_ = self.round_

        order = self.order

        round1_skipped = self.round1_skipped

        turn: dict[str, Any] | None
        if isinstance(self.turn, WalkaTurnState):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        chain: dict[str, Any] | None
        if isinstance(self.chain, WalkaChainState):
            chain = self.chain.to_dict()
        else:
            chain = self.chain

        last_chain: dict[str, Any] | None
        if isinstance(self.last_chain, WalkaChainState):
            last_chain = self.last_chain.to_dict()
        else:
            last_chain = self.last_chain

        defences = []
        for defences_item_data in self.defences:
            defences_item = defences_item_data.to_dict()
            defences.append(defences_item)

        ended = self.ended

        end_reason: None | str
        end_reason = self.end_reason

        sides = self.sides

        sides_standing = self.sides_standing

        one_side_left = self.one_side_left

        config = self.config.to_dict()

        models = self.models.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "order": order,
                "round1_skipped": round1_skipped,
                "turn": turn,
                "chain": chain,
                "last_chain": last_chain,
                "defences": defences,
                "ended": ended,
                "end_reason": end_reason,
                "sides": sides,
                "sides_standing": sides_standing,
                "one_side_left": one_side_left,
                "config": config,
                "models": models,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_chain_state import WalkaChainState  # noqa: PLC0415
        from ..models.walka_pending_defence import WalkaPendingDefence  # noqa: PLC0415
        from ..models.walka_state_config import WalkaStateConfig  # noqa: PLC0415
        from ..models.walka_state_models import WalkaStateModels  # noqa: PLC0415
        from ..models.walka_turn_state import WalkaTurnState  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        order = cast(list[str], d.pop("order"))

        round1_skipped = cast(list[str], d.pop("round1_skipped"))

        def _parse_turn(data: object) -> None | WalkaTurnState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = WalkaTurnState.from_dict(data)

                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaTurnState, data)

        turn = _parse_turn(d.pop("turn"))

        def _parse_chain(data: object) -> None | WalkaChainState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chain_type_0 = WalkaChainState.from_dict(data)

                return chain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaChainState, data)

        chain = _parse_chain(d.pop("chain"))

        def _parse_last_chain(data: object) -> None | WalkaChainState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_chain_type_0 = WalkaChainState.from_dict(data)

                return last_chain_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaChainState, data)

        last_chain = _parse_last_chain(d.pop("last_chain"))

        defences = []
        _defences = d.pop("defences")
        for defences_item_data in _defences:
            defences_item = WalkaPendingDefence.from_dict(defences_item_data)

            defences.append(defences_item)

        ended = d.pop("ended")

        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))

        sides = cast(list[str], d.pop("sides"))

        sides_standing = cast(list[str], d.pop("sides_standing"))

        one_side_left = d.pop("one_side_left")

        config = WalkaStateConfig.from_dict(d.pop("config"))

        models = WalkaStateModels.from_dict(d.pop("models"))

        walka_state = cls(
            round_=round_,
            order=order,
            round1_skipped=round1_skipped,
            turn=turn,
            chain=chain,
            last_chain=last_chain,
            defences=defences,
            ended=ended,
            end_reason=end_reason,
            sides=sides,
            sides_standing=sides_standing,
            one_side_left=one_side_left,
            config=config,
            models=models,
        )

        return walka_state
