from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Revealed")


@_attrs_define
class Revealed:
    """
    Attributes:
        encounter_id (str):
        revealed (bool):
        server_seed (str):
        seed_commitment (str):
        client_seed (str):
        version (int):
    """

    encounter_id: str
    revealed: bool
    server_seed: str
    seed_commitment: str
    client_seed: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        revealed = self.revealed

        server_seed = self.server_seed

        seed_commitment = self.seed_commitment

        client_seed = self.client_seed

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encounter_id": encounter_id,
                "revealed": revealed,
                "server_seed": server_seed,
                "seed_commitment": seed_commitment,
                "client_seed": client_seed,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        revealed = d.pop("revealed")

        server_seed = d.pop("server_seed")

        seed_commitment = d.pop("seed_commitment")

        client_seed = d.pop("client_seed")

        version = d.pop("version")

        revealed = cls(
            encounter_id=encounter_id,
            revealed=revealed,
            server_seed=server_seed,
            seed_commitment=seed_commitment,
            client_seed=client_seed,
            version=version,
        )

        return revealed
