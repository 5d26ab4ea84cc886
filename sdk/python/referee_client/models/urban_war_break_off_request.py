from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_break_off_model import UrbanWarBreakOffModel
    from ..models.urban_war_break_off_opponent import UrbanWarBreakOffOpponent
    from ..models.urban_war_config import UrbanWarConfig


T = TypeVar("T", bound="UrbanWarBreakOffRequest")


@_attrs_define
class UrbanWarBreakOffRequest:
    """
    Attributes:
        model (UrbanWarBreakOffModel):
        opponents (list[UrbanWarBreakOffOpponent]): The enemies in base contact, in the order they strike.
        fallback_target (str | Unset): Id of the opponent the model must attack if the test fails (default: the first).
        config (UrbanWarConfig | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
    """

    model: UrbanWarBreakOffModel
    opponents: list[UrbanWarBreakOffOpponent]
    fallback_target: str | Unset = UNSET
    config: UrbanWarConfig | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model.to_dict()

        opponents = []
        for opponents_item_data in self.opponents:
            opponents_item = opponents_item_data.to_dict()
            opponents.append(opponents_item)

        fallback_target = self.fallback_target

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
                "model": model,
                "opponents": opponents,
            }
        )
        if fallback_target is not UNSET:
            field_dict["fallback_target"] = fallback_target
        if config is not UNSET:
            field_dict["config"] = config
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_break_off_model import UrbanWarBreakOffModel  # noqa: PLC0415
        from ..models.urban_war_break_off_opponent import UrbanWarBreakOffOpponent  # noqa: PLC0415
        from ..models.urban_war_config import UrbanWarConfig  # noqa: PLC0415

        d = dict(src_dict)
        model = UrbanWarBreakOffModel.from_dict(d.pop("model"))

        opponents = []
        _opponents = d.pop("opponents")
        for opponents_item_data in _opponents:
            opponents_item = UrbanWarBreakOffOpponent.from_dict(opponents_item_data)

            opponents.append(opponents_item)

        fallback_target = d.pop("fallback_target", UNSET)

        _config = d.pop("config", UNSET)
        config: UrbanWarConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarConfig.from_dict(_config)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        urban_war_break_off_request = cls(
            model=model,
            opponents=opponents,
            fallback_target=fallback_target,
            config=config,
            seed=seed,
            dice=dice,
        )

        return urban_war_break_off_request
