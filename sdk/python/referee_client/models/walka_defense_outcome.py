from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_defense import WalkaDefense, check_walka_defense
from ..models.walka_die import WalkaDie, check_walka_die

T = TypeVar("T", bound="WalkaDefenseOutcome")


@_attrs_define
class WalkaDefenseOutcome:
    """
    Attributes:
        type_ (WalkaDefense): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        requested_type (WalkaDefense): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        defenceless (bool):
        die (None | WalkaDie):
        natural (int | None):
        critical (bool): Flagged only, no effect.
        fumble (bool): The dc fell to 1.
        level (int): DEX level - armour penalty, or STR level.
        shield_block (int):
        modifier (int):
        dc (int): The attack's difficulty.
        blocks_on_miss (bool): parry or block: a miss is a blocked blow.
    """

    type_: WalkaDefense
    requested_type: WalkaDefense
    defenceless: bool
    die: None | WalkaDie
    natural: int | None
    critical: bool
    fumble: bool
    level: int
    shield_block: int
    modifier: int
    dc: int
    blocks_on_miss: bool

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        requested_type: str = self.requested_type

        defenceless = self.defenceless

        die: None | str
        if isinstance(self.die, str):
            die = self.die
        else:
            die = self.die

        natural: int | None
        natural = self.natural

        critical = self.critical

        fumble = self.fumble

        level = self.level

        shield_block = self.shield_block

        modifier = self.modifier

        dc = self.dc

        blocks_on_miss = self.blocks_on_miss

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "requested_type": requested_type,
                "defenceless": defenceless,
                "die": die,
                "natural": natural,
                "critical": critical,
                "fumble": fumble,
                "level": level,
                "shield_block": shield_block,
                "modifier": modifier,
                "dc": dc,
                "blocks_on_miss": blocks_on_miss,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_walka_defense(d.pop("type"))

        requested_type = check_walka_defense(d.pop("requested_type"))

        defenceless = d.pop("defenceless")

        def _parse_die(data: object) -> None | WalkaDie:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_0 = check_walka_die(data)

                return die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WalkaDie, data)

        die = _parse_die(d.pop("die"))

        def _parse_natural(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        natural = _parse_natural(d.pop("natural"))

        critical = d.pop("critical")

        fumble = d.pop("fumble")

        level = d.pop("level")

        shield_block = d.pop("shield_block")

        modifier = d.pop("modifier")

        dc = d.pop("dc")

        blocks_on_miss = d.pop("blocks_on_miss")

        walka_defense_outcome = cls(
            type_=type_,
            requested_type=requested_type,
            defenceless=defenceless,
            die=die,
            natural=natural,
            critical=critical,
            fumble=fumble,
            level=level,
            shield_block=shield_block,
            modifier=modifier,
            dc=dc,
            blocks_on_miss=blocks_on_miss,
        )

        return walka_defense_outcome
