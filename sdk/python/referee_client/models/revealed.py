from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.revealed_side_seeds import RevealedSideSeeds
    from ..models.signatures import Signatures
    from ..models.unresolved_part import UnresolvedPart


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
        side_seeds (RevealedSideSeeds | Unset): side -> the seed it sent (only the sides that sent one).
        combined_client_seed (str | Unset): The client seed the dice used: step k rolls from
            server_seed:combined_client_seed with label k. The dice's client seed is the creation client_seed followed, for
            each side that contributed, in roster order, by `|<side>=<seed>`; a side that did not contribute adds nothing,
            and with no creation client_seed the combination starts with `|`. The creation client_seed never holds `|` or
            `=` (refused at creation). With no side seed at all it is the creation client_seed unchanged. In a side's name
            `%`, `|` and `=` are written `%25`, `%7C` and `%3D`; a side seed never holds `|` or `=`, so no seed can pass for
            another side's. Example: client_seed `table-7`, red sends `lucky`, blue sends nothing: `table-7|red=lucky`; step
            k rolls from `<server_seed>:table-7|red=lucky` with label k.
        unresolved_parts (list[UnresolvedPart] | Unset): After the reveal: the sealed parts that no step resolved (the
            others' never came), published with everything else that was sealed.
        head_hash (str | Unset): The log's head: the SHA-256 (hex) of the last entry's canonical JSON (RFC 8785, without
            `hidden` and `head_hash`), the seed commitment while the log is empty (docs/encounters.md, The record is proof).
        signatures (Signatures | Unset):
    """

    encounter_id: str
    revealed: bool
    server_seed: str
    seed_commitment: str
    client_seed: str
    version: int
    side_seeds: RevealedSideSeeds | Unset = UNSET
    combined_client_seed: str | Unset = UNSET
    unresolved_parts: list[UnresolvedPart] | Unset = UNSET
    head_hash: str | Unset = UNSET
    signatures: Signatures | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        encounter_id = self.encounter_id

        revealed = self.revealed

        server_seed = self.server_seed

        seed_commitment = self.seed_commitment

        client_seed = self.client_seed

        version = self.version

        side_seeds: dict[str, Any] | Unset = UNSET
        if not isinstance(self.side_seeds, Unset):
            side_seeds = self.side_seeds.to_dict()

        combined_client_seed = self.combined_client_seed

        unresolved_parts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.unresolved_parts, Unset):
            unresolved_parts = []
            for unresolved_parts_item_data in self.unresolved_parts:
                unresolved_parts_item = unresolved_parts_item_data.to_dict()
                unresolved_parts.append(unresolved_parts_item)

        head_hash = self.head_hash

        signatures: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signatures, Unset):
            signatures = self.signatures.to_dict()

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
        if side_seeds is not UNSET:
            field_dict["side_seeds"] = side_seeds
        if combined_client_seed is not UNSET:
            field_dict["combined_client_seed"] = combined_client_seed
        if unresolved_parts is not UNSET:
            field_dict["unresolved_parts"] = unresolved_parts
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash
        if signatures is not UNSET:
            field_dict["signatures"] = signatures

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.revealed_side_seeds import RevealedSideSeeds  # noqa: PLC0415
        from ..models.signatures import Signatures  # noqa: PLC0415
        from ..models.unresolved_part import UnresolvedPart  # noqa: PLC0415

        d = dict(src_dict)
        encounter_id = d.pop("encounter_id")

        revealed = d.pop("revealed")

        server_seed = d.pop("server_seed")

        seed_commitment = d.pop("seed_commitment")

        client_seed = d.pop("client_seed")

        version = d.pop("version")

        _side_seeds = d.pop("side_seeds", UNSET)
        side_seeds: RevealedSideSeeds | Unset
        if isinstance(_side_seeds, Unset):
            side_seeds = UNSET
        else:
            side_seeds = RevealedSideSeeds.from_dict(_side_seeds)

        combined_client_seed = d.pop("combined_client_seed", UNSET)

        _unresolved_parts = d.pop("unresolved_parts", UNSET)
        unresolved_parts: list[UnresolvedPart] | Unset = UNSET
        if _unresolved_parts is not UNSET:
            unresolved_parts = []
            for unresolved_parts_item_data in _unresolved_parts:
                unresolved_parts_item = UnresolvedPart.from_dict(unresolved_parts_item_data)

                unresolved_parts.append(unresolved_parts_item)

        head_hash = d.pop("head_hash", UNSET)

        _signatures = d.pop("signatures", UNSET)
        signatures: Signatures | Unset
        if isinstance(_signatures, Unset):
            signatures = UNSET
        else:
            signatures = Signatures.from_dict(_signatures)

        revealed = cls(
            encounter_id=encounter_id,
            revealed=revealed,
            server_seed=server_seed,
            seed_commitment=seed_commitment,
            client_seed=client_seed,
            version=version,
            side_seeds=side_seeds,
            combined_client_seed=combined_client_seed,
            unresolved_parts=unresolved_parts,
            head_hash=head_hash,
            signatures=signatures,
        )

        return revealed
