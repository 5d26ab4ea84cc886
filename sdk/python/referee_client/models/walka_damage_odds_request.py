from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_damage_kind import WalkaDamageKind, check_walka_damage_kind
from ..models.walka_damage_type import WalkaDamageType, check_walka_damage_type
from ..models.walka_location import WalkaLocation, check_walka_location
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_armour_piece import WalkaArmourPiece
    from ..models.walka_rules import WalkaRules


T = TypeVar("T", bound="WalkaDamageOddsRequest")


@_attrs_define
class WalkaDamageOddsRequest:
    """
    Attributes:
        attack_kind (WalkaDamageKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        location (WalkaLocation): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        weapon_damage (int | Unset): melee and thrown: the weapon's damage (unarmed 0).
        ammo_damage (int | Unset): shot: the ammunition's damage.
        launcher_damage (int | Unset): shot: the launcher's (bow's) damage.
        str_level (int | Unset): melee: added; thrown: half added. Strength (STR) level (SR), 0..100. Alias: `STR`.
        weapon_id (str | Unset): The weapon's (or ammunition's) name in Quality changes.
        nac (int | Unset): Natural armour (NAC): taken off every hit. Default: 0.
        hp (int | Unset): HP before the hit; omit when HP are not tracked (the HP after are then null).
        armour_pieces (list[WalkaArmourPiece] | Unset): Armour worn; checked for conflicts (overlaps, same class).
        base_dis (int | Unset): Base DIS (dispersion), reported with the armour's bonuses. Default: 0.
        damage_type (WalkaDamageType | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        weapon_quality (int | None | Unset): The weapon's Quality (for a shot the ammunition's, never null); null for an
            unarmed melee hit, which is blunt. Needed when an armour piece covers the hit location (the Qualities are
            compared); otherwise it may be left out.
        copy (int | Unset): Which copy of a repeated location (extra limbs), 1..20; 1 on a humanoid. Default: 1.
        critical (bool | Unset): A critical hit (§7): damage taken x2. Default: False.
        rules (WalkaRules | Unset):
        str_ (int | Unset): Alias of `str_level`, the game's abbreviation: send one or the other, not both; where
            `str_level` is required, the alias stands in for it (this schema's `required` names the long field). Prefer the
            long name.
    """

    attack_kind: WalkaDamageKind
    location: WalkaLocation
    weapon_damage: int | Unset = UNSET
    ammo_damage: int | Unset = UNSET
    launcher_damage: int | Unset = UNSET
    str_level: int | Unset = UNSET
    weapon_id: str | Unset = UNSET
    nac: int | Unset = 0
    hp: int | Unset = UNSET
    armour_pieces: list[WalkaArmourPiece] | Unset = UNSET
    base_dis: int | Unset = 0
    damage_type: WalkaDamageType | Unset = UNSET
    weapon_quality: int | None | Unset = UNSET
    copy: int | Unset = 1
    critical: bool | Unset = False
    rules: WalkaRules | Unset = UNSET
    str_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attack_kind: str = self.attack_kind

        location: str = self.location

        weapon_damage = self.weapon_damage

        ammo_damage = self.ammo_damage

        launcher_damage = self.launcher_damage

        str_level = self.str_level

        weapon_id = self.weapon_id

        nac = self.nac

        hp = self.hp

        armour_pieces: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.armour_pieces, Unset):
            armour_pieces = []
            for armour_pieces_item_data in self.armour_pieces:
                armour_pieces_item = armour_pieces_item_data.to_dict()
                armour_pieces.append(armour_pieces_item)

        base_dis = self.base_dis

        damage_type: str | Unset = UNSET
        if not isinstance(self.damage_type, Unset):
            damage_type = self.damage_type

        weapon_quality: int | None | Unset
        if isinstance(self.weapon_quality, Unset):
            weapon_quality = UNSET
        else:
            weapon_quality = self.weapon_quality

        copy = self.copy

        critical = self.critical

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        str_ = self.str_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack_kind": attack_kind,
                "location": location,
            }
        )
        if weapon_damage is not UNSET:
            field_dict["weapon_damage"] = weapon_damage
        if ammo_damage is not UNSET:
            field_dict["ammo_damage"] = ammo_damage
        if launcher_damage is not UNSET:
            field_dict["launcher_damage"] = launcher_damage
        if str_level is not UNSET:
            field_dict["str_level"] = str_level
        if weapon_id is not UNSET:
            field_dict["weapon_id"] = weapon_id
        if nac is not UNSET:
            field_dict["nac"] = nac
        if hp is not UNSET:
            field_dict["hp"] = hp
        if armour_pieces is not UNSET:
            field_dict["armour_pieces"] = armour_pieces
        if base_dis is not UNSET:
            field_dict["base_dis"] = base_dis
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if weapon_quality is not UNSET:
            field_dict["weapon_quality"] = weapon_quality
        if copy is not UNSET:
            field_dict["copy"] = copy
        if critical is not UNSET:
            field_dict["critical"] = critical
        if rules is not UNSET:
            field_dict["rules"] = rules
        if str_ is not UNSET:
            field_dict["STR"] = str_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_armour_piece import WalkaArmourPiece  # noqa: PLC0415
        from ..models.walka_rules import WalkaRules  # noqa: PLC0415

        d = dict(src_dict)
        attack_kind = check_walka_damage_kind(d.pop("attack_kind"))

        location = check_walka_location(d.pop("location"))

        weapon_damage = d.pop("weapon_damage", UNSET)

        ammo_damage = d.pop("ammo_damage", UNSET)

        launcher_damage = d.pop("launcher_damage", UNSET)

        str_level = d.pop("str_level", UNSET)

        weapon_id = d.pop("weapon_id", UNSET)

        nac = d.pop("nac", UNSET)

        hp = d.pop("hp", UNSET)

        _armour_pieces = d.pop("armour_pieces", UNSET)
        armour_pieces: list[WalkaArmourPiece] | Unset = UNSET
        if _armour_pieces is not UNSET:
            armour_pieces = []
            for armour_pieces_item_data in _armour_pieces:
                armour_pieces_item = WalkaArmourPiece.from_dict(armour_pieces_item_data)

                armour_pieces.append(armour_pieces_item)

        base_dis = d.pop("base_dis", UNSET)

        _damage_type = d.pop("damage_type", UNSET)
        damage_type: WalkaDamageType | Unset
        if isinstance(_damage_type, Unset):
            damage_type = UNSET
        else:
            damage_type = check_walka_damage_type(_damage_type)

        def _parse_weapon_quality(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        weapon_quality = _parse_weapon_quality(d.pop("weapon_quality", UNSET))

        copy = d.pop("copy", UNSET)

        critical = d.pop("critical", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: WalkaRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = WalkaRules.from_dict(_rules)

        str_ = d.pop("STR", UNSET)

        walka_damage_odds_request = cls(
            attack_kind=attack_kind,
            location=location,
            weapon_damage=weapon_damage,
            ammo_damage=ammo_damage,
            launcher_damage=launcher_damage,
            str_level=str_level,
            weapon_id=weapon_id,
            nac=nac,
            hp=hp,
            armour_pieces=armour_pieces,
            base_dis=base_dis,
            damage_type=damage_type,
            weapon_quality=weapon_quality,
            copy=copy,
            critical=critical,
            rules=rules,
            str_=str_,
        )

        return walka_damage_odds_request
