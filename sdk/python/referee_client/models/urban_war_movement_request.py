from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_move_action import UrbanWarMoveAction, check_urban_war_move_action
from ..types import UNSET, Unset

T = TypeVar("T", bound="UrbanWarMovementRequest")


@_attrs_define
class UrbanWarMovementRequest:
    """
    Attributes:
        movement (int): Movement (MV) in inches, 1-4. Alias: `MV`.
        calibre (int | Unset): Calibre (CAL), 0-10: command tests, run, charge, break off. Alias: `CAL`. Default: 0.
        panic_penalty (bool | Unset): It has the panic penalty this action: no charge. Default: False.
        in_base_contact (bool | Unset): In base contact with an enemy. Default: False.
        action (UrbanWarMoveAction | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        distance_in (float | Unset): The proposed move's length in inches.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
        mv (int | Unset): Alias of `movement`, the game's abbreviation: send one or the other, not both; where
            `movement` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        cal (int | Unset): Alias of `calibre`, the game's abbreviation: send one or the other, not both; where `calibre`
            is required, the alias stands in for it (this schema's `required` names the long field). Prefer the long name.
    """

    movement: int
    calibre: int | Unset = 0
    panic_penalty: bool | Unset = False
    in_base_contact: bool | Unset = False
    action: UrbanWarMoveAction | Unset = UNSET
    distance_in: float | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    mv: int | Unset = UNSET
    cal: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        movement = self.movement

        calibre = self.calibre

        panic_penalty = self.panic_penalty

        in_base_contact = self.in_base_contact

        action: str | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action

        distance_in = self.distance_in

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        mv = self.mv

        cal = self.cal

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "movement": movement,
            }
        )
        if calibre is not UNSET:
            field_dict["calibre"] = calibre
        if panic_penalty is not UNSET:
            field_dict["panic_penalty"] = panic_penalty
        if in_base_contact is not UNSET:
            field_dict["in_base_contact"] = in_base_contact
        if action is not UNSET:
            field_dict["action"] = action
        if distance_in is not UNSET:
            field_dict["distance_in"] = distance_in
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if mv is not UNSET:
            field_dict["MV"] = mv
        if cal is not UNSET:
            field_dict["CAL"] = cal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        movement = d.pop("movement")

        calibre = d.pop("calibre", UNSET)

        panic_penalty = d.pop("panic_penalty", UNSET)

        in_base_contact = d.pop("in_base_contact", UNSET)

        _action = d.pop("action", UNSET)
        action: UrbanWarMoveAction | Unset
        if isinstance(_action, Unset):
            action = UNSET
        else:
            action = check_urban_war_move_action(_action)

        distance_in = d.pop("distance_in", UNSET)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        mv = d.pop("MV", UNSET)

        cal = d.pop("CAL", UNSET)

        urban_war_movement_request = cls(
            movement=movement,
            calibre=calibre,
            panic_penalty=panic_penalty,
            in_base_contact=in_base_contact,
            action=action,
            distance_in=distance_in,
            seed=seed,
            dice=dice,
            mv=mv,
            cal=cal,
        )

        return urban_war_movement_request
