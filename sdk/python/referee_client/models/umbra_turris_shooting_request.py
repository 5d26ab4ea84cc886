from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.umbra_turris_config import UmbraTurrisConfig
    from ..models.umbra_turris_shooter import UmbraTurrisShooter
    from ..models.umbra_turris_shot_target import UmbraTurrisShotTarget


T = TypeVar("T", bound="UmbraTurrisShootingRequest")


@_attrs_define
class UmbraTurrisShootingRequest:
    """
    Attributes:
        shooter (UmbraTurrisShooter):
        target (UmbraTurrisShotTarget):
        weapon_damage (int): The ranged weapon's damage, 1-10 (a bow deals 1).
        target_has_action_die (bool): The target holds its Action Die: +1 BS; without it -1 BS. Exactly one applies.
        distance_cm (float): Distance to the target in cm, measured by the client; fractions are truncated by the tens
            (69.9 cm is 60-69 cm). 70 cm or more is out of range (rejected).
        target_in_contact (bool | Unset): The target touches terrain or another character: -1 BS (stacks with
            target_in_terrain only for contact with another character or a different terrain piece). Default: False.
        target_in_terrain (bool | Unset): The target stands within terrain: -2 BS. Default: False.
        shooter_in_melee (bool | Unset): The shooter is in melee: -3 BS. Default: False.
        through_terrain (bool | Unset): The shot passes through terrain: -3 BS (listed by one source only; see config).
            Default: False.
        config (UmbraTurrisConfig | Unset):
        aim_levels (int | Unset): Aiming levels: each makes Hitting 1 harder (as if 10 cm further) and gives +1 BS and
            +1 damage (R9). Aiming that needs more than 6 to hit is rejected. Default: 0.
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    shooter: UmbraTurrisShooter
    target: UmbraTurrisShotTarget
    weapon_damage: int
    target_has_action_die: bool
    distance_cm: float
    target_in_contact: bool | Unset = False
    target_in_terrain: bool | Unset = False
    shooter_in_melee: bool | Unset = False
    through_terrain: bool | Unset = False
    config: UmbraTurrisConfig | Unset = UNSET
    aim_levels: int | Unset = 0
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shooter = self.shooter.to_dict()

        target = self.target.to_dict()

        weapon_damage = self.weapon_damage

        target_has_action_die = self.target_has_action_die

        distance_cm = self.distance_cm

        target_in_contact = self.target_in_contact

        target_in_terrain = self.target_in_terrain

        shooter_in_melee = self.shooter_in_melee

        through_terrain = self.through_terrain

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        aim_levels = self.aim_levels

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shooter": shooter,
                "target": target,
                "weapon_damage": weapon_damage,
                "target_has_action_die": target_has_action_die,
                "distance_cm": distance_cm,
            }
        )
        if target_in_contact is not UNSET:
            field_dict["target_in_contact"] = target_in_contact
        if target_in_terrain is not UNSET:
            field_dict["target_in_terrain"] = target_in_terrain
        if shooter_in_melee is not UNSET:
            field_dict["shooter_in_melee"] = shooter_in_melee
        if through_terrain is not UNSET:
            field_dict["through_terrain"] = through_terrain
        if config is not UNSET:
            field_dict["config"] = config
        if aim_levels is not UNSET:
            field_dict["aim_levels"] = aim_levels
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_config import UmbraTurrisConfig  # noqa: PLC0415
        from ..models.umbra_turris_shooter import UmbraTurrisShooter  # noqa: PLC0415
        from ..models.umbra_turris_shot_target import UmbraTurrisShotTarget  # noqa: PLC0415

        d = dict(src_dict)
        shooter = UmbraTurrisShooter.from_dict(d.pop("shooter"))

        target = UmbraTurrisShotTarget.from_dict(d.pop("target"))

        weapon_damage = d.pop("weapon_damage")

        target_has_action_die = d.pop("target_has_action_die")

        distance_cm = d.pop("distance_cm")

        target_in_contact = d.pop("target_in_contact", UNSET)

        target_in_terrain = d.pop("target_in_terrain", UNSET)

        shooter_in_melee = d.pop("shooter_in_melee", UNSET)

        through_terrain = d.pop("through_terrain", UNSET)

        _config = d.pop("config", UNSET)
        config: UmbraTurrisConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UmbraTurrisConfig.from_dict(_config)

        aim_levels = d.pop("aim_levels", UNSET)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        umbra_turris_shooting_request = cls(
            shooter=shooter,
            target=target,
            weapon_damage=weapon_damage,
            target_has_action_die=target_has_action_die,
            distance_cm=distance_cm,
            target_in_contact=target_in_contact,
            target_in_terrain=target_in_terrain,
            shooter_in_melee=shooter_in_melee,
            through_terrain=through_terrain,
            config=config,
            aim_levels=aim_levels,
            seed=seed,
            dice=dice,
        )

        return umbra_turris_shooting_request
