from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.claims_policy import ClaimsPolicy, check_claims_policy
from ..models.urban_war_system_id import UrbanWarSystemId, check_urban_war_system_id
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_encounter_config import UrbanWarEncounterConfig
    from ..models.urban_war_roster_model import UrbanWarRosterModel


T = TypeVar("T", bound="UrbanWarEncounterCreate")


@_attrs_define
class UrbanWarEncounterCreate:
    """
    Attributes:
        models (list[UrbanWarRosterModel]): Both strike teams; exactly two sides (players).
        system (UrbanWarSystemId): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        config (UrbanWarEncounterConfig | Unset):
        name (str | Unset): A name for people. Default: ''.
        client_seed (str | Unset): Your contribution to the dice: step k rolls from seed server_seed:client_seed with
            label k, so the server cannot pick the dice alone. At most 128 bytes of UTF-8, without `|` or `=`. Each side may
            add its own seed later (POST .../seeds). The dice's client seed is the creation client_seed followed, for each
            side that contributed, in roster order, by `|<side>=<seed>`; a side that did not contribute adds nothing, and
            with no creation client_seed the combination starts with `|`. The creation client_seed never holds `|` or `=`
            (refused at creation). With no side seed at all it is the creation client_seed unchanged. In a side's name `%`,
            `|` and `=` are written `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for
            another side's. Example: client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step
            k rolls from `<server_seed>:table-7|red=lucky` with label k. Default: ''.
        claims_policy (ClaimsPolicy | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        require_side_seeds (bool | Unset): When true, every step that can roll dice is refused (409
            `side_seeds_awaited`, naming the sides still awaited) until every side has sent its seed with POST
            /v1/encounters/{id}/seeds. Default: False.
        waive_side_seeds (bool | Unset): When true, the game master waives the side seeds for every side at creation: no
            side may send one (`side_seeds_open` is false from the start) and any side's step may roll the first die. When
            false (the default), a side's step or free roll that would roll the encounter's first die waits (409
            `side_seeds_pending`) until every other side has sent its seed or the game master has rolled first. Not with
            require_side_seeds. Default: False.
    """

    models: list[UrbanWarRosterModel]
    system: UrbanWarSystemId
    config: UrbanWarEncounterConfig | Unset = UNSET
    name: str | Unset = ""
    client_seed: str | Unset = ""
    claims_policy: ClaimsPolicy | Unset = UNSET
    require_side_seeds: bool | Unset = False
    waive_side_seeds: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        system: str = self.system

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        name = self.name

        client_seed = self.client_seed

        claims_policy: str | Unset = UNSET
        if not isinstance(self.claims_policy, Unset):
            claims_policy = self.claims_policy

        require_side_seeds = self.require_side_seeds

        waive_side_seeds = self.waive_side_seeds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "models": models,
                "system": system,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config
        if name is not UNSET:
            field_dict["name"] = name
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if claims_policy is not UNSET:
            field_dict["claims_policy"] = claims_policy
        if require_side_seeds is not UNSET:
            field_dict["require_side_seeds"] = require_side_seeds
        if waive_side_seeds is not UNSET:
            field_dict["waive_side_seeds"] = waive_side_seeds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_encounter_config import UrbanWarEncounterConfig  # noqa: PLC0415
        from ..models.urban_war_roster_model import UrbanWarRosterModel  # noqa: PLC0415

        d = dict(src_dict)
        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = UrbanWarRosterModel.from_dict(models_item_data)

            models.append(models_item)

        system = check_urban_war_system_id(d.pop("system"))

        _config = d.pop("config", UNSET)
        config: UrbanWarEncounterConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = UrbanWarEncounterConfig.from_dict(_config)

        name = d.pop("name", UNSET)

        client_seed = d.pop("client_seed", UNSET)

        _claims_policy = d.pop("claims_policy", UNSET)
        claims_policy: ClaimsPolicy | Unset
        if isinstance(_claims_policy, Unset):
            claims_policy = UNSET
        else:
            claims_policy = check_claims_policy(_claims_policy)

        require_side_seeds = d.pop("require_side_seeds", UNSET)

        waive_side_seeds = d.pop("waive_side_seeds", UNSET)

        urban_war_encounter_create = cls(
            models=models,
            system=system,
            config=config,
            name=name,
            client_seed=client_seed,
            claims_policy=claims_policy,
            require_side_seeds=require_side_seeds,
            waive_side_seeds=waive_side_seeds,
        )

        return urban_war_encounter_create
