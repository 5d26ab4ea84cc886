from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.umbra_turris_equipment_edit import UmbraTurrisEquipmentEdit
    from ..models.umbra_turris_profile_edit import UmbraTurrisProfileEdit


T = TypeVar("T", bound="UmbraTurrisRosterModelEdit")


@_attrs_define
class UmbraTurrisRosterModelEdit:
    """
    Attributes:
        id (str | Unset): Unique id of the model in this encounter. 1 to 64 letters (A-Z, a-z), digits, '-' or '_'.
        side (str | Unset): The player (team) it belongs to; each side gets a token.
        name (str | Unset):
        profile (UmbraTurrisProfileEdit | Unset):
        profession (None | UmbraTurrisProfession | Unset): A mage's profession (§9), or null (default) for a model that
            is not a mage. Only mages have Vitality. On a GM edit, null makes the model a non-mage, which clears its
            Vitality and Domains.
        domains (list[str] | Unset): Mages only: the Domains of Magic it uses (R13, §12), one, or two for a Wizard only;
            checked at creation and on every cast. Default: none listed (the client keeps them, and casts are not checked
            against them). On a GM edit, omitted keeps the current list and [] clears it; an edit that makes the model a
            non-mage clears it.
        equipment (UmbraTurrisEquipmentEdit | Unset):
        wounds_remaining (int | Unset): Wounds left, 0..W. On creation it defaults to W; on a GM edit, omitted keeps the
            current value (at most a lowered W). 0 puts the model out of action.
        vitality_max (int | None | Unset): Mages only: the race's Vitality; no step raises Vitality above it. Required
            for a mage.
        vitality (int | None | Unset): Mages only: Vitality now, 0..vitality_max. Defaults to vitality_max on creation;
            on a GM edit, omitted keeps the current value (at most a lowered vitality_max), or is vitality_max for a model
            the edit makes a mage.
        has_action_die (bool | Unset): Holds its Action Die. The Action Die rules are outside the sources: the client
            sets it (action-die step); self-healing discards it. Default false on creation; on a GM edit, omitted keeps the
            current value.
    """

    id: str | Unset = UNSET
    side: str | Unset = UNSET
    name: str | Unset = UNSET
    profile: UmbraTurrisProfileEdit | Unset = UNSET
    profession: None | UmbraTurrisProfession | Unset = UNSET
    domains: list[str] | Unset = UNSET
    equipment: UmbraTurrisEquipmentEdit | Unset = UNSET
    wounds_remaining: int | Unset = UNSET
    vitality_max: int | None | Unset = UNSET
    vitality: int | None | Unset = UNSET
    has_action_die: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        side = self.side

        name = self.name

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        profession: None | str | Unset
        if isinstance(self.profession, Unset):
            profession = UNSET
        elif isinstance(self.profession, str):
            profession = self.profession
        else:
            profession = self.profession

        domains: list[str] | Unset = UNSET
        if not isinstance(self.domains, Unset):
            domains = self.domains

        equipment: dict[str, Any] | Unset = UNSET
        if not isinstance(self.equipment, Unset):
            equipment = self.equipment.to_dict()

        wounds_remaining = self.wounds_remaining

        vitality_max: int | None | Unset
        if isinstance(self.vitality_max, Unset):
            vitality_max = UNSET
        else:
            vitality_max = self.vitality_max

        vitality: int | None | Unset
        if isinstance(self.vitality, Unset):
            vitality = UNSET
        else:
            vitality = self.vitality

        has_action_die = self.has_action_die

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if side is not UNSET:
            field_dict["side"] = side
        if name is not UNSET:
            field_dict["name"] = name
        if profile is not UNSET:
            field_dict["profile"] = profile
        if profession is not UNSET:
            field_dict["profession"] = profession
        if domains is not UNSET:
            field_dict["domains"] = domains
        if equipment is not UNSET:
            field_dict["equipment"] = equipment
        if wounds_remaining is not UNSET:
            field_dict["wounds_remaining"] = wounds_remaining
        if vitality_max is not UNSET:
            field_dict["vitality_max"] = vitality_max
        if vitality is not UNSET:
            field_dict["vitality"] = vitality
        if has_action_die is not UNSET:
            field_dict["has_action_die"] = has_action_die

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_equipment_edit import UmbraTurrisEquipmentEdit  # noqa: PLC0415
        from ..models.umbra_turris_profile_edit import UmbraTurrisProfileEdit  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        side = d.pop("side", UNSET)

        name = d.pop("name", UNSET)

        _profile = d.pop("profile", UNSET)
        profile: UmbraTurrisProfileEdit | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = UmbraTurrisProfileEdit.from_dict(_profile)

        def _parse_profession(data: object) -> None | UmbraTurrisProfession | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profession_type_0 = check_umbra_turris_profession(data)

                return profession_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisProfession | Unset, data)

        profession = _parse_profession(d.pop("profession", UNSET))

        domains = cast(list[str], d.pop("domains", UNSET))

        _equipment = d.pop("equipment", UNSET)
        equipment: UmbraTurrisEquipmentEdit | Unset
        if isinstance(_equipment, Unset):
            equipment = UNSET
        else:
            equipment = UmbraTurrisEquipmentEdit.from_dict(_equipment)

        wounds_remaining = d.pop("wounds_remaining", UNSET)

        def _parse_vitality_max(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        vitality_max = _parse_vitality_max(d.pop("vitality_max", UNSET))

        def _parse_vitality(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        vitality = _parse_vitality(d.pop("vitality", UNSET))

        has_action_die = d.pop("has_action_die", UNSET)

        umbra_turris_roster_model_edit = cls(
            id=id,
            side=side,
            name=name,
            profile=profile,
            profession=profession,
            domains=domains,
            equipment=equipment,
            wounds_remaining=wounds_remaining,
            vitality_max=vitality_max,
            vitality=vitality,
            has_action_die=has_action_die,
        )

        return umbra_turris_roster_model_edit
