from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_attack_kind import WalkaAttackKind, check_walka_attack_kind

if TYPE_CHECKING:
    from ..models.walka_defense_outcome import WalkaDefenseOutcome


T = TypeVar("T", bound="WalkaPendingDefence")


@_attrs_define
class WalkaPendingDefence:
    """
    Attributes:
        defender (str):
        attacker (None | str): The attacker the defence step named, for the record (null: none named); the next attack
            on the defender meets the roll, whoever makes it.
        attack_kind (WalkaAttackKind): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        defence (WalkaDefenseOutcome):
    """

    defender: str
    attacker: None | str
    attack_kind: WalkaAttackKind
    defence: WalkaDefenseOutcome

    def to_dict(self) -> dict[str, Any]:
        defender = self.defender

        attacker: None | str
        attacker = self.attacker

        attack_kind: str = self.attack_kind

        defence = self.defence.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defender": defender,
                "attacker": attacker,
                "attack_kind": attack_kind,
                "defence": defence,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_defense_outcome import WalkaDefenseOutcome  # noqa: PLC0415

        d = dict(src_dict)
        defender = d.pop("defender")

        def _parse_attacker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attacker = _parse_attacker(d.pop("attacker"))

        attack_kind = check_walka_attack_kind(d.pop("attack_kind"))

        defence = WalkaDefenseOutcome.from_dict(d.pop("defence"))

        walka_pending_defence = cls(
            defender=defender,
            attacker=attacker,
            attack_kind=attack_kind,
            defence=defence,
        )

        return walka_pending_defence
