from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_rules import WalkaRules
    from ..models.walka_terrain_profile import WalkaTerrainProfile
    from ..models.walka_terrain_step import WalkaTerrainStep


T = TypeVar("T", bound="WalkaTerrainRequest")


@_attrs_define
class WalkaTerrainRequest:
    """
    Attributes:
        steps (list[WalkaTerrainStep]):
        profile (WalkaTerrainProfile | Unset):
        ap (int | Unset): AP in the pool: the whole path must be affordable before the first die. Omit when AP are not
            tracked (no affordability check; the AP left are then null).
        dex_level (int | Unset): Dexterity (DEX) level (SR), 0..100, before the armour DEX penalty. Alias: `DEX`.
        ref_level (int | Unset): Reflex (REF) level (SR), 0..100. Alias: `REF`.
        str_level (int | Unset): Strength (STR) level (SR), 0..100. Alias: `STR`.
        acc_level (int | Unset): Accuracy (ACC) level (SR), 0..100. Alias: `ACC`.
        con_level (int | Unset): Constitution (CON) level (SR), 0..100: MP regenerated per turn. Alias: `CON`.
        armour_dex_penalty (int | Unset): The armour's penalty to the DEX level. Default: 0.
        foot_effects (int | Unset): Foot critical effects (§9): +1 AP per unit each. Default: 0.
        prone (bool | Unset): The character lies prone: it can only crawl until it stands up. Default: False.
        modifier (int | Unset): Added to each test. Default: 0.
        crit_threshold (int | Unset): A natural of the terrain test at or above it is a critical success (walka.md §0).
            Default the die's maximum (20 on d20); it must exceed fumble_threshold and fit on the die.
        fumble_threshold (int | Unset): A natural of the terrain test at or below it is a fumble (walka.md §0). Default
            1; 0 means no fumbles.
        rules (WalkaRules | Unset):
        seed (str | Unset): Seed of the referee-dice-v1 stream (1 to 256 bytes of UTF-8). Omit it and the server picks a
            fresh 128-bit seed and returns it. The same seed and inputs always give the same dice.
        dice (list[int] | Unset): Manual dice: values rolled at the table, used in the order the step draws them (the
            response's `rolls` names each); `[]` for a step that draws none. Too few, or a value outside a die's faces, is a
            422 naming the die; dice beyond those the step draws are left unused (the response's `unused_dice`). Not with
            `seed`.
        dex (int | Unset): Alias of `dex_level`, the game's abbreviation: send one or the other, not both; where
            `dex_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        ref (int | Unset): Alias of `ref_level`, the game's abbreviation: send one or the other, not both; where
            `ref_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        str_ (int | Unset): Alias of `str_level`, the game's abbreviation: send one or the other, not both; where
            `str_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        acc (int | Unset): Alias of `acc_level`, the game's abbreviation: send one or the other, not both; where
            `acc_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
        con (int | Unset): Alias of `con_level`, the game's abbreviation: send one or the other, not both; where
            `con_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    steps: list[WalkaTerrainStep]
    profile: WalkaTerrainProfile | Unset = UNSET
    ap: int | Unset = UNSET
    dex_level: int | Unset = UNSET
    ref_level: int | Unset = UNSET
    str_level: int | Unset = UNSET
    acc_level: int | Unset = UNSET
    con_level: int | Unset = UNSET
    armour_dex_penalty: int | Unset = 0
    foot_effects: int | Unset = 0
    prone: bool | Unset = False
    modifier: int | Unset = 0
    crit_threshold: int | Unset = UNSET
    fumble_threshold: int | Unset = UNSET
    rules: WalkaRules | Unset = UNSET
    seed: str | Unset = UNSET
    dice: list[int] | Unset = UNSET
    dex: int | Unset = UNSET
    ref: int | Unset = UNSET
    str_: int | Unset = UNSET
    acc: int | Unset = UNSET
    con: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        ap = self.ap

        dex_level = self.dex_level

        ref_level = self.ref_level

        str_level = self.str_level

        acc_level = self.acc_level

        con_level = self.con_level

        armour_dex_penalty = self.armour_dex_penalty

        foot_effects = self.foot_effects

        prone = self.prone

        modifier = self.modifier

        crit_threshold = self.crit_threshold

        fumble_threshold = self.fumble_threshold

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed = self.seed

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        dex = self.dex

        ref = self.ref

        str_ = self.str_

        acc = self.acc

        con = self.con

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "steps": steps,
            }
        )
        if profile is not UNSET:
            field_dict["profile"] = profile
        if ap is not UNSET:
            field_dict["ap"] = ap
        if dex_level is not UNSET:
            field_dict["dex_level"] = dex_level
        if ref_level is not UNSET:
            field_dict["ref_level"] = ref_level
        if str_level is not UNSET:
            field_dict["str_level"] = str_level
        if acc_level is not UNSET:
            field_dict["acc_level"] = acc_level
        if con_level is not UNSET:
            field_dict["con_level"] = con_level
        if armour_dex_penalty is not UNSET:
            field_dict["armour_dex_penalty"] = armour_dex_penalty
        if foot_effects is not UNSET:
            field_dict["foot_effects"] = foot_effects
        if prone is not UNSET:
            field_dict["prone"] = prone
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if crit_threshold is not UNSET:
            field_dict["crit_threshold"] = crit_threshold
        if fumble_threshold is not UNSET:
            field_dict["fumble_threshold"] = fumble_threshold
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if dex is not UNSET:
            field_dict["DEX"] = dex
        if ref is not UNSET:
            field_dict["REF"] = ref
        if str_ is not UNSET:
            field_dict["STR"] = str_
        if acc is not UNSET:
            field_dict["ACC"] = acc
        if con is not UNSET:
            field_dict["CON"] = con

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415
        from ..models.walka_terrain_profile import WalkaTerrainProfile  # noqa: PLC0415
        from ..models.walka_terrain_step import WalkaTerrainStep  # noqa: PLC0415

        d = dict(src_dict)
        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = WalkaTerrainStep.from_dict(steps_item_data)

            steps.append(steps_item)

        _profile = d.pop("profile", UNSET)
        profile: WalkaTerrainProfile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = WalkaTerrainProfile.from_dict(_profile)

        ap = d.pop("ap", UNSET)

        dex_level = d.pop("dex_level", UNSET)

        ref_level = d.pop("ref_level", UNSET)

        str_level = d.pop("str_level", UNSET)

        acc_level = d.pop("acc_level", UNSET)

        con_level = d.pop("con_level", UNSET)

        armour_dex_penalty = d.pop("armour_dex_penalty", UNSET)

        foot_effects = d.pop("foot_effects", UNSET)

        prone = d.pop("prone", UNSET)

        modifier = d.pop("modifier", UNSET)

        crit_threshold = d.pop("crit_threshold", UNSET)

        fumble_threshold = d.pop("fumble_threshold", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        seed = d.pop("seed", UNSET)

        dice = cast(list[int], d.pop("dice", UNSET))

        dex = d.pop("DEX", UNSET)

        ref = d.pop("REF", UNSET)

        str_ = d.pop("STR", UNSET)

        acc = d.pop("ACC", UNSET)

        con = d.pop("CON", UNSET)

        walka_terrain_request = cls(
            steps=steps,
            profile=profile,
            ap=ap,
            dex_level=dex_level,
            ref_level=ref_level,
            str_level=str_level,
            acc_level=acc_level,
            con_level=con_level,
            armour_dex_penalty=armour_dex_penalty,
            foot_effects=foot_effects,
            prone=prone,
            modifier=modifier,
            crit_threshold=crit_threshold,
            fumble_threshold=fumble_threshold,
            rules=rules,
            seed=seed,
            dice=dice,
            dex=dex,
            ref=ref,
            str_=str_,
            acc=acc,
            con=con,
        )

        return walka_terrain_request
