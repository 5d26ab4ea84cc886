from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_die import WalkaDie, check_walka_die
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_range_band import WalkaRangeBand
    from ..models.walka_reload_step import WalkaReloadStep


T = TypeVar("T", bound="WalkaEncounterWeapon")


@_attrs_define
class WalkaEncounterWeapon:
    """
    Attributes:
        id (str): The weapon's id, unique among the character's items.
        kind (WalkaAttackKind): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        quality (int): Its Quality (§8); a ranged weapon's shots compare the ammunition's instead.
        skill_die (WalkaDie): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        damage (int | Unset): melee and thrown: the weapon's damage; ranged: the launcher's damage (§8). Default: 0.
        damage_type (None | Unset | WalkaDamageType): The damage type the weapon fixes; null: it follows the attack's
            form (thrust piercing, cut slashing, strike blunt). One of slashing, piercing, blunt.
        hands (int | Unset): 1 or 2: a two-handed weapon held in one hand attacks at -20 (§7). Default: 1.
        loaded (bool | Unset): ranged: loaded now; a shot unloads it (§7). Default: True.
        reload_steps (list[WalkaReloadStep] | Unset): ranged: the reload steps in order, as the weapon's description
            lists them (default one step `reload` of 3 AP); the last one loads it (§3).
        range_table (list[WalkaRangeBand] | None | Unset): ranged and thrown: the weapon's own range table (§7); null:
            the encounter's.
    """

    id: str
    kind: WalkaAttackKind
    quality: int
    skill_die: WalkaDie
    damage: int | Unset = 0
    damage_type: None | Unset | WalkaDamageType = UNSET
    hands: int | Unset = 1
    loaded: bool | Unset = True
    reload_steps: list[WalkaReloadStep] | Unset = UNSET
    range_table: list[WalkaRangeBand] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind: str = self.kind

        quality = self.quality

        skill_die: str = self.skill_die

        damage = self.damage

        damage_type: None | str | Unset
        if isinstance(self.damage_type, Unset):
            damage_type = UNSET
        elif isinstance(self.damage_type, str):
            damage_type = self.damage_type
        else:
            damage_type = self.damage_type

        hands = self.hands

        loaded = self.loaded

        reload_steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reload_steps, Unset):
            reload_steps = []
            for reload_steps_item_data in self.reload_steps:
                reload_steps_item = reload_steps_item_data.to_dict()
                reload_steps.append(reload_steps_item)

        range_table: list[dict[str, Any]] | None | Unset
        if isinstance(self.range_table, Unset):
            range_table = UNSET
        elif isinstance(self.range_table, list):
            range_table = []
            for range_table_type_0_item_data in self.range_table:
                range_table_type_0_item = range_table_type_0_item_data.to_dict()
                range_table.append(range_table_type_0_item)

        else:
            range_table = self.range_table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "quality": quality,
                "skill_die": skill_die,
            }
        )
        if damage is not UNSET:
            field_dict["damage"] = damage
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if hands is not UNSET:
            field_dict["hands"] = hands
        if loaded is not UNSET:
            field_dict["loaded"] = loaded
        if reload_steps is not UNSET:
            field_dict["reload_steps"] = reload_steps
        if range_table is not UNSET:
            field_dict["range_table"] = range_table

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_range_band import WalkaRangeBand  # noqa: PLC0415
        from ..models.walka_reload_step import WalkaReloadStep  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = check_walka_attack_kind(d.pop("kind"))

        quality = d.pop("quality")

        skill_die = check_walka_die(d.pop("skill_die"))

        damage = d.pop("damage", UNSET)

        def _parse_damage_type(data: object) -> None | Unset | WalkaDamageType:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                damage_type_type_0 = check_walka_damage_type(data)

                return damage_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaDamageType, data)

        damage_type = _parse_damage_type(d.pop("damage_type", UNSET))

        hands = d.pop("hands", UNSET)

        loaded = d.pop("loaded", UNSET)

        _reload_steps = d.pop("reload_steps", UNSET)
        reload_steps: list[WalkaReloadStep] | Unset = UNSET
        if _reload_steps is not UNSET:
            reload_steps = []
            for reload_steps_item_data in _reload_steps:
                reload_steps_item = WalkaReloadStep.from_dict(reload_steps_item_data)

                reload_steps.append(reload_steps_item)

        def _parse_range_table(data: object) -> list[WalkaRangeBand] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                range_table_type_0 = []
                _range_table_type_0 = data
                for range_table_type_0_item_data in _range_table_type_0:
                    range_table_type_0_item = WalkaRangeBand.from_dict(range_table_type_0_item_data)

                    range_table_type_0.append(range_table_type_0_item)

                return range_table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WalkaRangeBand] | None | Unset, data)

        range_table = _parse_range_table(d.pop("range_table", UNSET))

        walka_encounter_weapon = cls(
            id=id,
            kind=kind,
            quality=quality,
            skill_die=skill_die,
            damage=damage,
            damage_type=damage_type,
            hands=hands,
            loaded=loaded,
            reload_steps=reload_steps,
            range_table=range_table,
        )

        return walka_encounter_weapon
