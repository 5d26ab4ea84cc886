from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_cover_type import UrbanWarCoverType, check_urban_war_cover_type
from ..models.urban_war_interrupt_kind import UrbanWarInterruptKind, check_urban_war_interrupt_kind
from ..models.urban_war_interrupt_moment import UrbanWarInterruptMoment, check_urban_war_interrupt_moment
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_config import UrbanWarConfig
    from ..models.urban_war_cover import UrbanWarCover
    from ..models.urban_war_interrupt_target import UrbanWarInterruptTarget
    from ..models.urban_war_interrupter import UrbanWarInterrupter
    from ..models.urban_war_target_action import UrbanWarTargetAction


T = TypeVar("T", bound="UrbanWarOverwatchInterruptRequest")


@_attrs_define
class UrbanWarOverwatchInterruptRequest:
    """
    Attributes:
        interrupter (UrbanWarInterrupter):
        target (UrbanWarInterruptTarget):
        kind (UrbanWarInterruptKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        distance_in (float): Distance to the target in inches.
        has_los (bool | Unset): The interrupter sees the target. Default: True.
        cover (Unset | UrbanWarCover | UrbanWarCoverType): Cover between the attacker and the target: an object, or its
            type alone (`"none"`; against a shot `"soft"` and `"solid"` need the object, with `obstacle_distance_in`, unless
            `obstacle_is_model`). Default: none.
        moment (UrbanWarInterruptMoment | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        target_action (UrbanWarTargetAction | Unset):
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    interrupter: UrbanWarInterrupter
    target: UrbanWarInterruptTarget
    kind: UrbanWarInterruptKind
    distance_in: float
    has_los: bool | Unset = True
    cover: Unset | UrbanWarCover | UrbanWarCoverType = UNSET
    moment: UrbanWarInterruptMoment | Unset = UNSET
    target_action: UrbanWarTargetAction | Unset = UNSET
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415

        interrupter = self.interrupter.to_dict()

        target = self.target.to_dict()

        kind: str = self.kind

        distance_in = self.distance_in

        has_los = self.has_los

        cover: dict[str, Any] | str | Unset
        if isinstance(self.cover, Unset):
            cover = UNSET
        elif isinstance(self.cover, UrbanWarCover):
            cover = self.cover.to_dict()
        else:
            cover = self.cover

        moment: str | Unset = UNSET
        if not isinstance(self.moment, Unset):
            moment = self.moment

        target_action: dict[str, Any] | Unset = UNSET
        if not isinstance(self.target_action, Unset):
            target_action = self.target_action.to_dict()

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "interrupter": interrupter,
                "target": target,
                "kind": kind,
                "distance_in": distance_in,
            }
        )
        if has_los is not UNSET:
            field_dict["has_los"] = has_los
        if cover is not UNSET:
            field_dict["cover"] = cover
        if moment is not UNSET:
            field_dict["moment"] = moment
        if target_action is not UNSET:
            field_dict["target_action"] = target_action
        if config is not UNSET:
            field_dict["config"] = config
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_config import UrbanWarConfig  # noqa: PLC0415
        from ..models.urban_war_cover import UrbanWarCover  # noqa: PLC0415
        from ..models.urban_war_interrupt_target import UrbanWarInterruptTarget  # noqa: PLC0415
        from ..models.urban_war_interrupter import UrbanWarInterrupter  # noqa: PLC0415
        from ..models.urban_war_target_action import UrbanWarTargetAction  # noqa: PLC0415

        d = dict(src_dict)
        interrupter = UrbanWarInterrupter.from_dict(d.pop("interrupter"))

        target = UrbanWarInterruptTarget.from_dict(d.pop("target"))

        kind = check_urban_war_interrupt_kind(d.pop("kind"))

        distance_in = d.pop("distance_in")

        has_los = d.pop("has_los", UNSET)

        def _parse_cover(data: object) -> Unset | UrbanWarCover | UrbanWarCoverType:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cover_type_0 = UrbanWarCover.from_dict(data)

                return cover_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            cover_type_1 = check_urban_war_cover_type(data)

            return cover_type_1

        cover = _parse_cover(d.pop("cover", UNSET))

        _moment = d.pop("moment", UNSET)
        moment: UrbanWarInterruptMoment | Unset
        if isinstance(_moment, Unset):
            moment = UNSET
        else:
            moment = check_urban_war_interrupt_moment(_moment)

        _target_action = d.pop("target_action", UNSET)
        target_action: UrbanWarTargetAction | Unset
        if isinstance(_target_action, Unset):
            target_action = UNSET
        else:
            target_action = UrbanWarTargetAction.from_dict(_target_action)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_overwatch_interrupt_request = cls(
            interrupter=interrupter,
            target=target,
            kind=kind,
            distance_in=distance_in,
            has_los=has_los,
            cover=cover,
            moment=moment,
            target_action=target_action,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_overwatch_interrupt_request
