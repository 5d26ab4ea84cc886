from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_activity import WalkaActivity
    from ..models.walka_borrowed_reload import WalkaBorrowedReload
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaActionPointsRequest")


@_attrs_define
class WalkaActionPointsRequest:
    """
    Attributes:
        spd (int): Speed (SPD) as a value, 0..100 (not a level): max AP = floor(SPD / 2) + 5. Alias: `SPD`.
        ap (int | Unset): AP in the pool now, 0..max_ap (default max_ap).
        pending_ap_penalty (int | Unset): AP the next regeneration gives less: blocked blows, borrowed AP, fumbles at 0
            AP. Default: 0.
        no_regen_turns (int | Unset): Own turn starts left without AP regeneration (groin, §9). Default: 0.
        mp (int | Unset): Mana points now. Default: 0.
        max_mp (int | Unset): Mana points at most. Default: 0.
        con_level (int | Unset): Constitution (CON) level (SR), 0..100: MP regenerated per turn. Alias: `CON`. Default:
            0.
        bleeding_active_total (int | Unset): Active bleeding tokens on all wounds: each adds 1 fatigue at the turn start
            (§9). Default: 0.
        foot_effects (int | Unset): Foot critical effects (§9): +1 AP per unit moved each. Default: 0.
        borrowed_reload (None | Unset | WalkaBorrowedReload): A reload step paid with borrowed AP, outstanding.
        surprised (bool | Unset): Surprised (§10): no instants until the turn start clears it. Default: False.
        turn_start (bool | Unset): The character's own turn starts now: run the turn-start sequence first. Default:
            False.
        own_turn (bool | Unset): It is the character's own turn; otherwise only instants and defences can be paid, and
            nothing can be borrowed. Default: True.
        spend (list[WalkaActivity] | Unset): Activities to pay for, in order (after the turn start).
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
        SPD (int | Unset): Alias of `spd`, the game's abbreviation: send one or the other, not both; where `spd` is
            required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
        con (int | Unset): Alias of `con_level`, the game's abbreviation: send one or the other, not both; where
            `con_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    spd: int
    ap: int | Unset = UNSET
    pending_ap_penalty: int | Unset = 0
    no_regen_turns: int | Unset = 0
    mp: int | Unset = 0
    max_mp: int | Unset = 0
    con_level: int | Unset = 0
    bleeding_active_total: int | Unset = 0
    foot_effects: int | Unset = 0
    borrowed_reload: None | Unset | WalkaBorrowedReload = UNSET
    surprised: bool | Unset = False
    turn_start: bool | Unset = False
    own_turn: bool | Unset = True
    spend: list[WalkaActivity] | Unset = UNSET
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    SPD: int | Unset = UNSET
    con: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.walka_borrowed_reload import WalkaBorrowedReload  # noqa: PLC0415

        spd = self.spd

        ap = self.ap

        pending_ap_penalty = self.pending_ap_penalty

        no_regen_turns = self.no_regen_turns

        mp = self.mp

        max_mp = self.max_mp

        con_level = self.con_level

        bleeding_active_total = self.bleeding_active_total

        foot_effects = self.foot_effects

        borrowed_reload: dict[str, Any] | None | Unset
        if isinstance(self.borrowed_reload, Unset):
            borrowed_reload = UNSET
        elif isinstance(self.borrowed_reload, WalkaBorrowedReload):
            borrowed_reload = self.borrowed_reload.to_dict()
        else:
            borrowed_reload = self.borrowed_reload

        surprised = self.surprised

        turn_start = self.turn_start

        own_turn = self.own_turn

        spend: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.spend, Unset):
            spend = []
            for spend_item_data in self.spend:
                spend_item = spend_item_data.to_dict()
                spend.append(spend_item)

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        SPD = self.SPD

        con = self.con

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "spd": spd,
            }
        )
        if ap is not UNSET:
            field_dict["ap"] = ap
        if pending_ap_penalty is not UNSET:
            field_dict["pending_ap_penalty"] = pending_ap_penalty
        if no_regen_turns is not UNSET:
            field_dict["no_regen_turns"] = no_regen_turns
        if mp is not UNSET:
            field_dict["mp"] = mp
        if max_mp is not UNSET:
            field_dict["max_mp"] = max_mp
        if con_level is not UNSET:
            field_dict["con_level"] = con_level
        if bleeding_active_total is not UNSET:
            field_dict["bleeding_active_total"] = bleeding_active_total
        if foot_effects is not UNSET:
            field_dict["foot_effects"] = foot_effects
        if borrowed_reload is not UNSET:
            field_dict["borrowed_reload"] = borrowed_reload
        if surprised is not UNSET:
            field_dict["surprised"] = surprised
        if turn_start is not UNSET:
            field_dict["turn_start"] = turn_start
        if own_turn is not UNSET:
            field_dict["own_turn"] = own_turn
        if spend is not UNSET:
            field_dict["spend"] = spend
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if SPD is not UNSET:
            field_dict["SPD"] = SPD
        if con is not UNSET:
            field_dict["CON"] = con

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_activity import WalkaActivity  # noqa: PLC0415
        from ..models.walka_borrowed_reload import WalkaBorrowedReload  # noqa: PLC0415
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        spd = d.pop("spd")

        ap = d.pop("ap", UNSET)

        pending_ap_penalty = d.pop("pending_ap_penalty", UNSET)

        no_regen_turns = d.pop("no_regen_turns", UNSET)

        mp = d.pop("mp", UNSET)

        max_mp = d.pop("max_mp", UNSET)

        con_level = d.pop("con_level", UNSET)

        bleeding_active_total = d.pop("bleeding_active_total", UNSET)

        foot_effects = d.pop("foot_effects", UNSET)

        def _parse_borrowed_reload(data: object) -> None | Unset | WalkaBorrowedReload:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                borrowed_reload_type_0 = WalkaBorrowedReload.from_dict(data)

                return borrowed_reload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaBorrowedReload, data)

        borrowed_reload = _parse_borrowed_reload(d.pop("borrowed_reload", UNSET))

        surprised = d.pop("surprised", UNSET)

        turn_start = d.pop("turn_start", UNSET)

        own_turn = d.pop("own_turn", UNSET)

        _spend = d.pop("spend", UNSET)
        spend: list[WalkaActivity] | Unset = UNSET
        if _spend is not UNSET:
            spend = []
            for spend_item_data in _spend:
                spend_item = WalkaActivity.from_dict(spend_item_data)

                spend.append(spend_item)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        SPD = d.pop("SPD", UNSET)

        con = d.pop("CON", UNSET)

        walka_action_points_request = cls(
            spd=spd,
            ap=ap,
            pending_ap_penalty=pending_ap_penalty,
            no_regen_turns=no_regen_turns,
            mp=mp,
            max_mp=max_mp,
            con_level=con_level,
            bleeding_active_total=bleeding_active_total,
            foot_effects=foot_effects,
            borrowed_reload=borrowed_reload,
            surprised=surprised,
            turn_start=turn_start,
            own_turn=own_turn,
            spend=spend,
            rules=rules,
            seed=seed,
            dice=dice,
            SPD=SPD,
            con=con,
        )

        return walka_action_points_request
