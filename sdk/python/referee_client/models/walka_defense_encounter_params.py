from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind
from ..models.walka_defense import WalkaDefense, check_walka_defense
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalkaDefenseEncounterParams")


@_attrs_define
class WalkaDefenseEncounterParams:
    """
    Attributes:
        defender (str): The defending character: its dice and shield come from the state.
        attack_kind (WalkaAttackKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        type_ (WalkaDefense): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        attacker (str | Unset): Optional: the attacking character the defender expects, kept with the roll for the
            record. The roll belongs to the next attack (or strike) on the defender this turn, whoever makes it, which meets
            the dc rolled here; until then the defender rolls no other defence (409), and an unused roll lapses when the
            turn passes.
        modifier (int | Unset): Added to the dc (GM, maneuvers). Default: 0.
    """

    defender: str
    attack_kind: WalkaAttackKind
    type_: WalkaDefense
    attacker: str | Unset = UNSET
    modifier: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        defender = self.defender

        attack_kind: str = self.attack_kind

        type_: str = self.type_

        attacker = self.attacker

        modifier = self.modifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defender": defender,
                "attack_kind": attack_kind,
                "type": type_,
            }
        )
        if attacker is not UNSET:
            field_dict["attacker"] = attacker
        if modifier is not UNSET:
            field_dict["modifier"] = modifier

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        defender = d.pop("defender")

        attack_kind = check_walka_attack_kind(d.pop("attack_kind"))

        type_ = check_walka_defense(d.pop("type"))

        attacker = d.pop("attacker", UNSET)

        modifier = d.pop("modifier", UNSET)

        walka_defense_encounter_params = cls(
            defender=defender,
            attack_kind=attack_kind,
            type_=type_,
            attacker=attacker,
            modifier=modifier,
        )

        return walka_defense_encounter_params
