from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.walka_die import WalkaDie, check_walka_die
from ..models.walka_surprise_scope import WalkaSurpriseScope, check_walka_surprise_scope
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.walka_range_band import WalkaRangeBand


T = TypeVar("T", bound="WalkaRules")


@_attrs_define
class WalkaRules:
    """
    Attributes:
        attribute_die (WalkaDie | Unset): A closed set: the server sends only these values today. A later version may
            add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        max_borrow (int | Unset): AP a reload step may borrow from the next turn (§3). Default: 2.
        chain_base_dc (int | Unset): REF dc of the second declaration in an instant chain (§4). Default: 10.
        chain_step (int | Unset): How much the dc rises for each later declaration (§4). Default: 5.
        trigger_actor_may_join (bool | Unset): The character whose action triggered the chain may declare one instant in
            it (§4). Default: True.
        allow_back_from_front (bool | Unset): The back may be chosen as the hit location without attacking from behind
            (§5). Default: False.
        random_location_penalty (bool | Unset): A random hit location carries its chosen-location penalty (§5). Default:
            False.
        undefended_dc (int | Unset): dc of an attack met with no defence (§6, §10). Default: 1.
        defence_fumble_dc (int | Unset): dc after a fumbled defence roll (§6). Default: 1.
        critical_auto_hit (bool | Unset): A critical success on the hit roll hits whatever the dc (§7). Default: True.
        range_table (list[WalkaRangeBand] | None | Unset): A weapon's own range table (§7), bands from the nearest; null
            for the standard table: 0-2 -5, 3-5 0, 6-20 -1, 21-40 -3, 41-80 -6, 81-120 -10, 121-200 -18, 201+ -25.
        quality_step (int | Unset): Damage lost per point of Quality a weapon is below the armour (§8). Default: 10.
        critical_multiplier (int | Unset): Damage taken from a critical hit is multiplied by it (§8). Default: 2.
        fatigue_per (int | Unset): One fatigue token per this much damage taken (§9). Default: 5.
        bleeding_per (int | Unset): One bleeding token per this much damage on a wound (§9). Default: 10.
        crit_effect_requires_damage (bool | Unset): A critical hit whose damage is all stopped has no sensitive-point
            effect (§9). Default: True.
        surprise_scope (WalkaSurpriseScope | Unset): A closed set: the server sends only these values today. A later
            version may add values without a new API version, so a client must accept a value it does not know (show it as
            it is, or treat it as other).
        stand_up_cost (int | Unset): AP to stand up from prone (§3, §11). Default: 3.
    """

    attribute_die: WalkaDie | Unset = UNSET
    max_borrow: int | Unset = 2
    chain_base_dc: int | Unset = 10
    chain_step: int | Unset = 5
    trigger_actor_may_join: bool | Unset = True
    allow_back_from_front: bool | Unset = False
    random_location_penalty: bool | Unset = False
    undefended_dc: int | Unset = 1
    defence_fumble_dc: int | Unset = 1
    critical_auto_hit: bool | Unset = True
    range_table: list[WalkaRangeBand] | None | Unset = UNSET
    quality_step: int | Unset = 10
    critical_multiplier: int | Unset = 2
    fatigue_per: int | Unset = 5
    bleeding_per: int | Unset = 10
    crit_effect_requires_damage: bool | Unset = True
    surprise_scope: WalkaSurpriseScope | Unset = UNSET
    stand_up_cost: int | Unset = 3

    def to_dict(self) -> dict[str, Any]:
        attribute_die: str | Unset = UNSET
        if not isinstance(self.attribute_die, Unset):
            attribute_die = self.attribute_die

        max_borrow = self.max_borrow

        chain_base_dc = self.chain_base_dc

        chain_step = self.chain_step

        trigger_actor_may_join = self.trigger_actor_may_join

        allow_back_from_front = self.allow_back_from_front

        random_location_penalty = self.random_location_penalty

        undefended_dc = self.undefended_dc

        defence_fumble_dc = self.defence_fumble_dc

        critical_auto_hit = self.critical_auto_hit

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

        quality_step = self.quality_step

        critical_multiplier = self.critical_multiplier

        fatigue_per = self.fatigue_per

        bleeding_per = self.bleeding_per

        crit_effect_requires_damage = self.crit_effect_requires_damage

        surprise_scope: str | Unset = UNSET
        if not isinstance(self.surprise_scope, Unset):
            surprise_scope = self.surprise_scope

        stand_up_cost = self.stand_up_cost

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if attribute_die is not UNSET:
            field_dict["attribute_die"] = attribute_die
        if max_borrow is not UNSET:
            field_dict["max_borrow"] = max_borrow
        if chain_base_dc is not UNSET:
            field_dict["chain_base_dc"] = chain_base_dc
        if chain_step is not UNSET:
            field_dict["chain_step"] = chain_step
        if trigger_actor_may_join is not UNSET:
            field_dict["trigger_actor_may_join"] = trigger_actor_may_join
        if allow_back_from_front is not UNSET:
            field_dict["allow_back_from_front"] = allow_back_from_front
        if random_location_penalty is not UNSET:
            field_dict["random_location_penalty"] = random_location_penalty
        if undefended_dc is not UNSET:
            field_dict["undefended_dc"] = undefended_dc
        if defence_fumble_dc is not UNSET:
            field_dict["defence_fumble_dc"] = defence_fumble_dc
        if critical_auto_hit is not UNSET:
            field_dict["critical_auto_hit"] = critical_auto_hit
        if range_table is not UNSET:
            field_dict["range_table"] = range_table
        if quality_step is not UNSET:
            field_dict["quality_step"] = quality_step
        if critical_multiplier is not UNSET:
            field_dict["critical_multiplier"] = critical_multiplier
        if fatigue_per is not UNSET:
            field_dict["fatigue_per"] = fatigue_per
        if bleeding_per is not UNSET:
            field_dict["bleeding_per"] = bleeding_per
        if crit_effect_requires_damage is not UNSET:
            field_dict["crit_effect_requires_damage"] = crit_effect_requires_damage
        if surprise_scope is not UNSET:
            field_dict["surprise_scope"] = surprise_scope
        if stand_up_cost is not UNSET:
            field_dict["stand_up_cost"] = stand_up_cost

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_range_band import WalkaRangeBand  # noqa: PLC0415

        d = dict(src_dict)
        _attribute_die = d.pop("attribute_die", UNSET)
        attribute_die: WalkaDie | Unset
        if isinstance(_attribute_die, Unset):
            attribute_die = UNSET
        else:
            attribute_die = check_walka_die(_attribute_die)

        max_borrow = d.pop("max_borrow", UNSET)

        chain_base_dc = d.pop("chain_base_dc", UNSET)

        chain_step = d.pop("chain_step", UNSET)

        trigger_actor_may_join = d.pop("trigger_actor_may_join", UNSET)

        allow_back_from_front = d.pop("allow_back_from_front", UNSET)

        random_location_penalty = d.pop("random_location_penalty", UNSET)

        undefended_dc = d.pop("undefended_dc", UNSET)

        defence_fumble_dc = d.pop("defence_fumble_dc", UNSET)

        critical_auto_hit = d.pop("critical_auto_hit", UNSET)

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

        quality_step = d.pop("quality_step", UNSET)

        critical_multiplier = d.pop("critical_multiplier", UNSET)

        fatigue_per = d.pop("fatigue_per", UNSET)

        bleeding_per = d.pop("bleeding_per", UNSET)

        crit_effect_requires_damage = d.pop("crit_effect_requires_damage", UNSET)

        _surprise_scope = d.pop("surprise_scope", UNSET)
        surprise_scope: WalkaSurpriseScope | Unset
        if isinstance(_surprise_scope, Unset):
            surprise_scope = UNSET
        else:
            surprise_scope = check_walka_surprise_scope(_surprise_scope)

        stand_up_cost = d.pop("stand_up_cost", UNSET)

        walka_rules = cls(
            attribute_die=attribute_die,
            max_borrow=max_borrow,
            chain_base_dc=chain_base_dc,
            chain_step=chain_step,
            trigger_actor_may_join=trigger_actor_may_join,
            allow_back_from_front=allow_back_from_front,
            random_location_penalty=random_location_penalty,
            undefended_dc=undefended_dc,
            defence_fumble_dc=defence_fumble_dc,
            critical_auto_hit=critical_auto_hit,
            range_table=range_table,
            quality_step=quality_step,
            critical_multiplier=critical_multiplier,
            fatigue_per=fatigue_per,
            bleeding_per=bleeding_per,
            crit_effect_requires_damage=crit_effect_requires_damage,
            surprise_scope=surprise_scope,
            stand_up_cost=stand_up_cost,
        )

        return walka_rules
