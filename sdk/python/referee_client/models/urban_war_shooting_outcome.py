from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.urban_war_band import UrbanWarBand, check_urban_war_band
from ..models.urban_war_panic_trigger import UrbanWarPanicTrigger, check_urban_war_panic_trigger

if TYPE_CHECKING:
    from ..models.urban_war_damage_outcome import UrbanWarDamageOutcome
    from ..models.urban_war_hit_outcome import UrbanWarHitOutcome
    from ..models.urban_war_saves_outcome import UrbanWarSavesOutcome
    from ..models.urban_war_target_selection_outcome import UrbanWarTargetSelectionOutcome


T = TypeVar("T", bound="UrbanWarShootingOutcome")


@_attrs_define
class UrbanWarShootingOutcome:
    """
    Attributes:
        band (UrbanWarBand): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        selection (None | UrbanWarTargetSelectionOutcome):
        shot_lost (bool):
        hit (None | UrbanWarHitOutcome):
        damage (None | UrbanWarDamageOutcome):
        saves (None | UrbanWarSavesOutcome):
        wounds_unsaved (int):
        wounds_after (int):
        out_of_action (bool):
        casualty (bool): The target was removed: friendly models within 9 in of it take friendly_killed panic tests.
        panic_triggers (list[UrbanWarPanicTrigger]): Panic tests the target now owes, e.g. `below_half_wounds`.
    """

    band: UrbanWarBand
    selection: None | UrbanWarTargetSelectionOutcome
    shot_lost: bool
    hit: None | UrbanWarHitOutcome
    damage: None | UrbanWarDamageOutcome
    saves: None | UrbanWarSavesOutcome
    wounds_unsaved: int
    wounds_after: int
    out_of_action: bool
    casualty: bool
    panic_triggers: list[UrbanWarPanicTrigger]

    def to_dict(self) -> dict[str, Any]:
        from ..models.urban_war_damage_outcome import UrbanWarDamageOutcome  # noqa: PLC0415
        from ..models.urban_war_hit_outcome import UrbanWarHitOutcome  # noqa: PLC0415
        from ..models.urban_war_saves_outcome import UrbanWarSavesOutcome  # noqa: PLC0415
        from ..models.urban_war_target_selection_outcome import UrbanWarTargetSelectionOutcome  # noqa: PLC0415

        band: str = self.band

        selection: dict[str, Any] | None
        if isinstance(self.selection, UrbanWarTargetSelectionOutcome):
            selection = self.selection.to_dict()
        else:
            selection = self.selection

        shot_lost = self.shot_lost

        hit: dict[str, Any] | None
        if isinstance(self.hit, UrbanWarHitOutcome):
            hit = self.hit.to_dict()
        else:
            hit = self.hit

        damage: dict[str, Any] | None
        if isinstance(self.damage, UrbanWarDamageOutcome):
            damage = self.damage.to_dict()
        else:
            damage = self.damage

        saves: dict[str, Any] | None
        if isinstance(self.saves, UrbanWarSavesOutcome):
            saves = self.saves.to_dict()
        else:
            saves = self.saves

        wounds_unsaved = self.wounds_unsaved

        wounds_after = self.wounds_after

        out_of_action = self.out_of_action

        casualty = self.casualty

        panic_triggers = []
        for panic_triggers_item_data in self.panic_triggers:
            panic_triggers_item: str = panic_triggers_item_data
            panic_triggers.append(panic_triggers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "band": band,
                "selection": selection,
                "shot_lost": shot_lost,
                "hit": hit,
                "damage": damage,
                "saves": saves,
                "wounds_unsaved": wounds_unsaved,
                "wounds_after": wounds_after,
                "out_of_action": out_of_action,
                "casualty": casualty,
                "panic_triggers": panic_triggers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_damage_outcome import UrbanWarDamageOutcome  # noqa: PLC0415
        from ..models.urban_war_hit_outcome import UrbanWarHitOutcome  # noqa: PLC0415
        from ..models.urban_war_saves_outcome import UrbanWarSavesOutcome  # noqa: PLC0415
        from ..models.urban_war_target_selection_outcome import UrbanWarTargetSelectionOutcome  # noqa: PLC0415

        d = dict(src_dict)
        band = check_urban_war_band(d.pop("band"))

        def _parse_selection(data: object) -> None | UrbanWarTargetSelectionOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selection_type_0 = UrbanWarTargetSelectionOutcome.from_dict(data)

                return selection_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarTargetSelectionOutcome, data)

        selection = _parse_selection(d.pop("selection"))

        shot_lost = d.pop("shot_lost")

        def _parse_hit(data: object) -> None | UrbanWarHitOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hit_type_0 = UrbanWarHitOutcome.from_dict(data)

                return hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarHitOutcome, data)

        hit = _parse_hit(d.pop("hit"))

        def _parse_damage(data: object) -> None | UrbanWarDamageOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                damage_type_0 = UrbanWarDamageOutcome.from_dict(data)

                return damage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarDamageOutcome, data)

        damage = _parse_damage(d.pop("damage"))

        def _parse_saves(data: object) -> None | UrbanWarSavesOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                saves_type_0 = UrbanWarSavesOutcome.from_dict(data)

                return saves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UrbanWarSavesOutcome, data)

        saves = _parse_saves(d.pop("saves"))

        wounds_unsaved = d.pop("wounds_unsaved")

        wounds_after = d.pop("wounds_after")

        out_of_action = d.pop("out_of_action")

        casualty = d.pop("casualty")

        panic_triggers = []
        _panic_triggers = d.pop("panic_triggers")
        for panic_triggers_item_data in _panic_triggers:
            panic_triggers_item = check_urban_war_panic_trigger(panic_triggers_item_data)

            panic_triggers.append(panic_triggers_item)

        urban_war_shooting_outcome = cls(
            band=band,
            selection=selection,
            shot_lost=shot_lost,
            hit=hit,
            damage=damage,
            saves=saves,
            wounds_unsaved=wounds_unsaved,
            wounds_after=wounds_after,
            out_of_action=out_of_action,
            casualty=casualty,
            panic_triggers=panic_triggers,
        )

        return urban_war_shooting_outcome
