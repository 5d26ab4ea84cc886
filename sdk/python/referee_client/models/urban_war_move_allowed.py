from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrbanWarMoveAllowed")


@_attrs_define
class UrbanWarMoveAllowed:
    """
    Attributes:
        move_and_shoot (bool):
        run (bool):
        charge (bool):
        melee_attack (bool):
        break_off (bool):
    """

    move_and_shoot: bool
    run: bool
    charge: bool
    melee_attack: bool
    break_off: bool

    def to_dict(self) -> dict[str, Any]:
        move_and_shoot = self.move_and_shoot

        run = self.run

        charge = self.charge

        melee_attack = self.melee_attack

        break_off = self.break_off

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move_and_shoot": move_and_shoot,
                "run": run,
                "charge": charge,
                "melee_attack": melee_attack,
                "break_off": break_off,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        move_and_shoot = d.pop("move_and_shoot")

        run = d.pop("run")

        charge = d.pop("charge")

        melee_attack = d.pop("melee_attack")

        break_off = d.pop("break_off")

        urban_war_move_allowed = cls(
            move_and_shoot=move_and_shoot,
            run=run,
            charge=charge,
            melee_attack=melee_attack,
            break_off=break_off,
        )

        return urban_war_move_allowed
