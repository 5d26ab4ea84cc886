from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.umbra_turris_encounter_system import UmbraTurrisEncounterSystem, check_umbra_turris_encounter_system

if TYPE_CHECKING:
    from ..models.umbra_turris_state import UmbraTurrisState


T = TypeVar("T", bound="UmbraTurrisEncounter")


@_attrs_define
class UmbraTurrisEncounter:
    """
    Attributes:
        id (str): 128-bit id, hex.
        name (str):
        version (int): Also the ETag.
        created_at (str):
        updated_at (str):
        seed_commitment (str): sha256 (hex) of the secret server seed.
        client_seed (str):
        server_seed (None | str): Null until revealed.
        revealed (bool):
        sides (list[str]):
        log_length (int):
        system (UmbraTurrisEncounterSystem): The rule system.
        state (UmbraTurrisState):
    """

    id: str
    name: str
    version: int
    created_at: str
    updated_at: str
    seed_commitment: str
    client_seed: str
    server_seed: None | str
    revealed: bool
    sides: list[str]
    log_length: int
    system: UmbraTurrisEncounterSystem
    state: UmbraTurrisState

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        version = self.version

        created_at = self.created_at

        updated_at = self.updated_at

        seed_commitment = self.seed_commitment

        client_seed = self.client_seed

        server_seed: None | str
        server_seed = self.server_seed

        revealed = self.revealed

        sides = self.sides

        log_length = self.log_length

        system: str = self.system

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "version": version,
                "created_at": created_at,
                "updated_at": updated_at,
                "seed_commitment": seed_commitment,
                "client_seed": client_seed,
                "server_seed": server_seed,
                "revealed": revealed,
                "sides": sides,
                "log_length": log_length,
                "system": system,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.umbra_turris_state import UmbraTurrisState  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        version = d.pop("version")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        seed_commitment = d.pop("seed_commitment")

        client_seed = d.pop("client_seed")

        def _parse_server_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_seed = _parse_server_seed(d.pop("server_seed"))

        revealed = d.pop("revealed")

        sides = cast(list[str], d.pop("sides"))

        log_length = d.pop("log_length")

        system = check_umbra_turris_encounter_system(d.pop("system"))

        state = UmbraTurrisState.from_dict(d.pop("state"))

        umbra_turris_encounter = cls(
            id=id,
            name=name,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            seed_commitment=seed_commitment,
            client_seed=client_seed,
            server_seed=server_seed,
            revealed=revealed,
            sides=sides,
            log_length=log_length,
            system=system,
            state=state,
        )

        return umbra_turris_encounter
