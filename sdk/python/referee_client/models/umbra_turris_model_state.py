from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_profession import UmbraTurrisProfession, check_umbra_turris_profession
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.umbra_turris_equipment import UmbraTurrisEquipment
    from ..models.umbra_turris_profile import UmbraTurrisProfile


T = TypeVar("T", bound="UmbraTurrisModelState")


@_attrs_define
class UmbraTurrisModelState:
    """
    Attributes:
        id (str): Unique id of the model in this encounter. 1 to 64 letters (A-Z, a-z), digits, '-' or '_'.
        side (str): The player (team) it belongs to; each side gets a token.
        profile (UmbraTurrisProfile):
        profession (None | UmbraTurrisProfession):
        domains (list[str]):
        equipment (UmbraTurrisEquipment):
        wounds_remaining (int):
        vitality_max (int | None):
        vitality (int | None):
        has_action_die (bool):
        out_of_action (bool): wounds_remaining reached 0: no further step, not a target.
        in_melee (bool): engaged_with is not empty: false again once no enemy is left in base contact (after disengage,
            or when its last opponent goes out of action).
        engaged_with (list[str]): Models it fights: set by a Charge; cleared by disengage and when either model goes out
            of action (§12: that also cancels the open exchange, the failed Parry and the hit awaiting damage that involve
            the fallen model).
        moved_this_cycle (bool): It moved this Cycle: a movement report or a Charge (a Charge is a move, §12). A
            Wizard's Apprentice that moved cannot cast. Reset by new-cycle.
        movement_locked (bool): A Wizard's Apprentice that cast: no move until the next Cycle.
        self_healed_this_cycle (bool):
        name (str | Unset):  Default: ''.
    """

    id: str
    side: str
    profile: UmbraTurrisProfile
    profession: None | UmbraTurrisProfession
    domains: list[str]
    equipment: UmbraTurrisEquipment
    wounds_remaining: int
    vitality_max: int | None
    vitality: int | None
    has_action_die: bool
    out_of_action: bool
    in_melee: bool
    engaged_with: list[str]
    moved_this_cycle: bool
    movement_locked: bool
    self_healed_this_cycle: bool
    name: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        side = self.side

        profile = self.profile.to_dict()

        profession: None | str
        if isinstance(self.profession, str):
            profession = self.profession
        else:
            profession = self.profession

        domains = self.domains

        equipment = self.equipment.to_dict()

        wounds_remaining = self.wounds_remaining

        vitality_max: int | None
        vitality_max = self.vitality_max

        vitality: int | None
        vitality = self.vitality

        has_action_die = self.has_action_die

        out_of_action = self.out_of_action

        in_melee = self.in_melee

        engaged_with = self.engaged_with

        moved_this_cycle = self.moved_this_cycle

        movement_locked = self.movement_locked

        self_healed_this_cycle = self.self_healed_this_cycle

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "side": side,
                "profile": profile,
                "profession": profession,
                "domains": domains,
                "equipment": equipment,
                "wounds_remaining": wounds_remaining,
                "vitality_max": vitality_max,
                "vitality": vitality,
                "has_action_die": has_action_die,
                "out_of_action": out_of_action,
                "in_melee": in_melee,
                "engaged_with": engaged_with,
                "moved_this_cycle": moved_this_cycle,
                "movement_locked": movement_locked,
                "self_healed_this_cycle": self_healed_this_cycle,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_equipment import UmbraTurrisEquipment  # noqa: PLC0415
        from ..models.umbra_turris_profile import UmbraTurrisProfile  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        side = d.pop("side")

        profile = UmbraTurrisProfile.from_dict(d.pop("profile"))

        def _parse_profession(data: object) -> None | UmbraTurrisProfession:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                profession_type_0 = check_umbra_turris_profession(data)

                return profession_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UmbraTurrisProfession, data)

        profession = _parse_profession(d.pop("profession"))

        domains = cast(list[str], d.pop("domains"))

        equipment = UmbraTurrisEquipment.from_dict(d.pop("equipment"))

        wounds_remaining = d.pop("wounds_remaining")

        def _parse_vitality_max(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        vitality_max = _parse_vitality_max(d.pop("vitality_max"))

        def _parse_vitality(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        vitality = _parse_vitality(d.pop("vitality"))

        has_action_die = d.pop("has_action_die")

        out_of_action = d.pop("out_of_action")

        in_melee = d.pop("in_melee")

        engaged_with = cast(list[str], d.pop("engaged_with"))

        moved_this_cycle = d.pop("moved_this_cycle")

        movement_locked = d.pop("movement_locked")

        self_healed_this_cycle = d.pop("self_healed_this_cycle")

        name = d.pop("name", UNSET)

        umbra_turris_model_state = cls(
            id=id,
            side=side,
            profile=profile,
            profession=profession,
            domains=domains,
            equipment=equipment,
            wounds_remaining=wounds_remaining,
            vitality_max=vitality_max,
            vitality=vitality,
            has_action_die=has_action_die,
            out_of_action=out_of_action,
            in_melee=in_melee,
            engaged_with=engaged_with,
            moved_this_cycle=moved_this_cycle,
            movement_locked=movement_locked,
            self_healed_this_cycle=self_healed_this_cycle,
            name=name,
        )

        return umbra_turris_model_state
