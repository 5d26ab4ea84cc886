from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_borrowed_reload import WalkaBorrowedReload
    from ..models.walka_spent_activity import WalkaSpentActivity


T = TypeVar("T", bound="WalkaActionPointsOutcome")


@_attrs_define
class WalkaActionPointsOutcome:
    """
    Attributes:
        max_ap (int): floor(SPD / 2) + 5.
        turn_start (bool): Whether it ran.
        regenerated (bool): AP refilled at the turn start (not groin).
        reload_completed (None | WalkaBorrowedReload): The borrowed reload step that completed at the turn start.
        mp (int):
        fatigue_added (int): Fatigue from active bleeding at the turn start.
        surprised (bool):
        spent (list[WalkaSpentActivity]):
        ap_spent (int): AP taken from the pool.
        ap (int): AP left in the pool.
        pending_ap_penalty (int):
        no_regen_turns (int):
        borrowed (int): AP borrowed now.
        borrowed_reload (None | WalkaBorrowedReload):
        turn_ended (bool): Own turn with 0 AP left, or AP borrowed.
        instant_affordable (bool): 3 AP or more left: an instant can be declared.
    """

    max_ap: int
    turn_start: bool
    regenerated: bool
    reload_completed: None | WalkaBorrowedReload
    mp: int
    fatigue_added: int
    surprised: bool
    spent: list[WalkaSpentActivity]
    ap_spent: int
    ap: int
    pending_ap_penalty: int
    no_regen_turns: int
    borrowed: int
    borrowed_reload: None | WalkaBorrowedReload
    turn_ended: bool
    instant_affordable: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_borrowed_reload import WalkaBorrowedReload  # noqa: PLC0415

        max_ap = self.max_ap

        turn_start = self.turn_start

        regenerated = self.regenerated

        reload_completed: dict[str, Any] | None
        if isinstance(self.reload_completed, WalkaBorrowedReload):
            reload_completed = self.reload_completed.to_dict()
        else:
            reload_completed = self.reload_completed

        mp = self.mp

        fatigue_added = self.fatigue_added

        surprised = self.surprised

        spent = []
        for spent_item_data in self.spent:
            spent_item = spent_item_data.to_dict()
            spent.append(spent_item)

        ap_spent = self.ap_spent

        ap = self.ap

        pending_ap_penalty = self.pending_ap_penalty

        no_regen_turns = self.no_regen_turns

        borrowed = self.borrowed

        borrowed_reload: dict[str, Any] | None
        if isinstance(self.borrowed_reload, WalkaBorrowedReload):
            borrowed_reload = self.borrowed_reload.to_dict()
        else:
            borrowed_reload = self.borrowed_reload

        turn_ended = self.turn_ended

        instant_affordable = self.instant_affordable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max_ap": max_ap,
                "turn_start": turn_start,
                "regenerated": regenerated,
                "reload_completed": reload_completed,
                "mp": mp,
                "fatigue_added": fatigue_added,
                "surprised": surprised,
                "spent": spent,
                "ap_spent": ap_spent,
                "ap": ap,
                "pending_ap_penalty": pending_ap_penalty,
                "no_regen_turns": no_regen_turns,
                "borrowed": borrowed,
                "borrowed_reload": borrowed_reload,
                "turn_ended": turn_ended,
                "instant_affordable": instant_affordable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_borrowed_reload import WalkaBorrowedReload  # noqa: PLC0415
        from ..models.walka_spent_activity import WalkaSpentActivity  # noqa: PLC0415

        d = dict(src_dict)
        max_ap = d.pop("max_ap")

        turn_start = d.pop("turn_start")

        regenerated = d.pop("regenerated")

        def _parse_reload_completed(data: object) -> None | WalkaBorrowedReload:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reload_completed_type_0 = WalkaBorrowedReload.from_dict(data)

                return reload_completed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaBorrowedReload, data)

        reload_completed = _parse_reload_completed(d.pop("reload_completed"))

        mp = d.pop("mp")

        fatigue_added = d.pop("fatigue_added")

        surprised = d.pop("surprised")

        spent = []
        _spent = d.pop("spent")
        for spent_item_data in _spent:
            spent_item = WalkaSpentActivity.from_dict(spent_item_data)

            spent.append(spent_item)

        ap_spent = d.pop("ap_spent")

        ap = d.pop("ap")

        pending_ap_penalty = d.pop("pending_ap_penalty")

        no_regen_turns = d.pop("no_regen_turns")

        borrowed = d.pop("borrowed")

        def _parse_borrowed_reload(data: object) -> None | WalkaBorrowedReload:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                borrowed_reload_type_0 = WalkaBorrowedReload.from_dict(data)

                return borrowed_reload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaBorrowedReload, data)

        borrowed_reload = _parse_borrowed_reload(d.pop("borrowed_reload"))

        turn_ended = d.pop("turn_ended")

        instant_affordable = d.pop("instant_affordable")

        walka_action_points_outcome = cls(
            max_ap=max_ap,
            turn_start=turn_start,
            regenerated=regenerated,
            reload_completed=reload_completed,
            mp=mp,
            fatigue_added=fatigue_added,
            surprised=surprised,
            spent=spent,
            ap_spent=ap_spent,
            ap=ap,
            pending_ap_penalty=pending_ap_penalty,
            no_regen_turns=no_regen_turns,
            borrowed=borrowed,
            borrowed_reload=borrowed_reload,
            turn_ended=turn_ended,
            instant_affordable=instant_affordable,
        )

        return walka_action_points_outcome
