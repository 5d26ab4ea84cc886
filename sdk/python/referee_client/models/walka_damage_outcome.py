from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_damage_kind import WalkaDamageKind, check_walka_damage_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_location import WalkaLocation, check_walka_location

if TYPE_CHECKING:
    from ..models.walka_quality_change import WalkaQualityChange


T = TypeVar("T", bound="WalkaDamageOutcome")


@_attrs_define
class WalkaDamageOutcome:
    """
    Attributes:
        attack_kind (WalkaDamageKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        copy (int):
        dealt_raw (int): Before the Quality rule.
        dealt (int):
        damage_type (None | WalkaDamageType): After any conversion; null when not given and not read.
        converted_to_blunt (bool): Lower weapon Quality: slashing/piercing to blunt.
        armour_piece (None | str): The piece that absorbed.
        absorption (int):
        armour_quality (int | None):
        weapon_quality (int | None): null when unarmed or not given.
        nac (int):
        critical (bool):
        taken (int): Damage taken: the wound.
        quality_changes (list[WalkaQualityChange]):
        hp_before (int | None): null when hp was not given.
        hp_after (int | None): null when hp was not given.
        hp_depleted (bool | None): HP at or below 0; what it means is the GM's. null when hp was not given.
        dis (int): base_dis + the DIS bonuses.
    """

    attack_kind: WalkaDamageKind
    location: WalkaLocation
    copy: int
    dealt_raw: int
    dealt: int
    damage_type: None | WalkaDamageType
    converted_to_blunt: bool
    armour_piece: None | str
    absorption: int
    armour_quality: int | None
    weapon_quality: int | None
    nac: int
    critical: bool
    taken: int
    quality_changes: list[WalkaQualityChange]
    hp_before: int | None
    hp_after: int | None
    hp_depleted: bool | None
    dis: int

    def to_dict(self) -> dict[str, Any]:
        attack_kind: str = self.attack_kind

        location: str = self.location

        copy = self.copy

        dealt_raw = self.dealt_raw

        dealt = self.dealt

        damage_type: None | str
        if isinstance(self.damage_type, str):
            damage_type = self.damage_type
        else:
            damage_type = self.damage_type

        converted_to_blunt = self.converted_to_blunt

        armour_piece: None | str
        armour_piece = self.armour_piece

        absorption = self.absorption

        armour_quality: int | None
        armour_quality = self.armour_quality

        weapon_quality: int | None
        weapon_quality = self.weapon_quality

        nac = self.nac

        critical = self.critical

        taken = self.taken

        quality_changes = []
        for quality_changes_item_data in self.quality_changes:
            quality_changes_item = quality_changes_item_data.to_dict()
            quality_changes.append(quality_changes_item)

        hp_before: int | None
        hp_before = self.hp_before

        hp_after: int | None
        hp_after = self.hp_after

        hp_depleted: bool | None
        hp_depleted = self.hp_depleted

        dis = self.dis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_kind": attack_kind,
                "location": location,
                "copy": copy,
                "dealt_raw": dealt_raw,
                "dealt": dealt,
                "damage_type": damage_type,
                "converted_to_blunt": converted_to_blunt,
                "armour_piece": armour_piece,
                "absorption": absorption,
                "armour_quality": armour_quality,
                "weapon_quality": weapon_quality,
                "nac": nac,
                "critical": critical,
                "taken": taken,
                "quality_changes": quality_changes,
                "hp_before": hp_before,
                "hp_after": hp_after,
                "hp_depleted": hp_depleted,
                "dis": dis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_quality_change import WalkaQualityChange  # noqa: PLC0415

        d = dict(src_dict)
        attack_kind = check_walka_damage_kind(d.pop("attack_kind"))

        location = check_walka_location(d.pop("location"))

        copy = d.pop("copy")

        dealt_raw = d.pop("dealt_raw")

        dealt = d.pop("dealt")

        def _parse_damage_type(data: object) -> None | WalkaDamageType:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                damage_type_type_0 = check_walka_damage_type(data)

                return damage_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaDamageType, data)

        damage_type = _parse_damage_type(d.pop("damage_type"))

        converted_to_blunt = d.pop("converted_to_blunt")

        def _parse_armour_piece(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        armour_piece = _parse_armour_piece(d.pop("armour_piece"))

        absorption = d.pop("absorption")

        def _parse_armour_quality(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        armour_quality = _parse_armour_quality(d.pop("armour_quality"))

        def _parse_weapon_quality(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        weapon_quality = _parse_weapon_quality(d.pop("weapon_quality"))

        nac = d.pop("nac")

        critical = d.pop("critical")

        taken = d.pop("taken")

        quality_changes = []
        _quality_changes = d.pop("quality_changes")
        for quality_changes_item_data in _quality_changes:
            quality_changes_item = WalkaQualityChange.from_dict(quality_changes_item_data)

            quality_changes.append(quality_changes_item)

        def _parse_hp_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hp_before = _parse_hp_before(d.pop("hp_before"))

        def _parse_hp_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hp_after = _parse_hp_after(d.pop("hp_after"))

        def _parse_hp_depleted(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        hp_depleted = _parse_hp_depleted(d.pop("hp_depleted"))

        dis = d.pop("dis")

        walka_damage_outcome = cls(
            attack_kind=attack_kind,
            location=location,
            copy=copy,
            dealt_raw=dealt_raw,
            dealt=dealt,
            damage_type=damage_type,
            converted_to_blunt=converted_to_blunt,
            armour_piece=armour_piece,
            absorption=absorption,
            armour_quality=armour_quality,
            weapon_quality=weapon_quality,
            nac=nac,
            critical=critical,
            taken=taken,
            quality_changes=quality_changes,
            hp_before=hp_before,
            hp_after=hp_after,
            hp_depleted=hp_depleted,
            dis=dis,
        )

        return walka_damage_outcome
