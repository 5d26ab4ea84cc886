from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.claims_policy import ClaimsPolicy, check_claims_policy
from ..models.walka_system_id import WalkaSystemId, check_walka_system_id
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.next_step import NextStep
    from ..models.proposal import Proposal
    from ..models.signatures import Signatures
    from ..models.unresolved_part import UnresolvedPart
    from ..models.walka_encounter_rules_versions import WalkaEncounterRulesVersions
    from ..models.walka_encounter_side_seeds_type_0 import WalkaEncounterSideSeedsType0
    from ..models.walka_state import WalkaState


T = TypeVar("T", bound="WalkaEncounter")


@_attrs_define
class WalkaEncounter:
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
        system (WalkaSystemId): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        state (WalkaState):
        log_bytes (int | Unset): The bytes the log holds (its entries as stored). An encounter holds at most 32 MiB by
            default: a step is refused (413 `encounter_too_large`) when one more step could pass it. Absent before the first
            entry.
        expires_at (str | Unset): When the encounter expires if nothing changes it (UTC, ISO 8601). Each change moves it
            to 7 days after the change (by default), but never past 30 days after the creation; shown when reading the
            encounter and at creation.
        rules_versions (WalkaEncounterRulesVersions | Unset): The rules versions the encounter was created with, by rule
            system (its game's and `dice` for free rolls; docs/rules/versions.md). Each log entry names the version that
            resolved it.
        require_side_seeds (bool | Unset): Steps that can roll dice wait for every side's seed.
        waive_side_seeds (bool | Unset): The game master waived the side seeds at creation: no side sends one, and no
            side's roll waits for another's (absent: not waived).
        side_seeds_contributed (list[str] | Unset): The sides that sent their seed, in roster order (never the seed).
        side_seed_max (int | Unset): How many characters each side's seed may have here: 64, or less where the
            client_seed and the sides' names leave the dice's 256-byte seed less room (what is left is shared equally among
            the sides).
        side_seeds_open (bool | Unset): Whether sides may still send a seed: until the first die.
        side_seeds (None | Unset | WalkaEncounterSideSeedsType0): side -> the seed it sent; null until revealed. The
            dice's client seed is the creation client_seed followed, for each side that contributed, in roster order, by
            `|<side>=<seed>`; a side that did not contribute adds nothing, and with no creation client_seed the combination
            starts with `|`. The creation client_seed never holds `|` or `=` (refused at creation). With no side seed at all
            it is the creation client_seed unchanged. In a side's name `%`, `|` and `=` are written `%25`, `%7C` and `%3D`;
            a side seed never holds `|` or `=`, so no seed can pass for another side's. Example: client_seed `table-7`, red
            sends `lucky`, blue sends nothing: `table-7|red=lucky`; step k rolls from `<server_seed>:table-7|red=lucky` with
            label k.
        unresolved_parts (list[UnresolvedPart] | Unset): After the reveal: the sealed parts that no step resolved (the
            others' never came), published with everything else that was sealed.
        claims_policy (ClaimsPolicy | Unset): A closed set: the server sends only these values today. A later version
            may add values without a new API version, so a client must accept a value it does not know (show it as it is, or
            treat it as other).
        proposal (None | Proposal | Unset): The open proposal, which every other change waits for; null.
        unresolved_proposal (Proposal | Unset):
        open_disputes (list[int] | Unset): The log indexes of the disputes awaiting the GM's ruling.
        head_hash (str | Unset): The log's head: the SHA-256 (hex) of the last entry's canonical JSON (RFC 8785, without
            `hidden` and `head_hash`), the seed commitment while the log is empty (docs/encounters.md, The record is proof).
        signatures (Signatures | Unset):
        next_steps (list[NextStep] | Unset): What applies now, from the state and each step's declaration (the phase,
            the acting model, the actions taken, the sealed parts awaited): a step left out would be refused with a 409 now.
            Empty once revealed. In the answers of GET and of the creation; the export leaves it out.
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
    system: WalkaSystemId
    state: WalkaState
    log_bytes: int | Unset = UNSET
    expires_at: str | Unset = UNSET
    rules_versions: WalkaEncounterRulesVersions | Unset = UNSET
    require_side_seeds: bool | Unset = UNSET
    waive_side_seeds: bool | Unset = UNSET
    side_seeds_contributed: list[str] | Unset = UNSET
    side_seed_max: int | Unset = UNSET
    side_seeds_open: bool | Unset = UNSET
    side_seeds: None | Unset | WalkaEncounterSideSeedsType0 = UNSET
    unresolved_parts: list[UnresolvedPart] | Unset = UNSET
    claims_policy: ClaimsPolicy | Unset = UNSET
    proposal: None | Proposal | Unset = UNSET
    unresolved_proposal: Proposal | Unset = UNSET
    open_disputes: list[int] | Unset = UNSET
    head_hash: str | Unset = UNSET
    signatures: Signatures | Unset = UNSET
    next_steps: list[NextStep] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.proposal import Proposal  # noqa: PLC0415
        from ..models.walka_encounter_side_seeds_type_0 import WalkaEncounterSideSeedsType0  # noqa: PLC0415

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

        log_bytes = self.log_bytes

        expires_at = self.expires_at

        rules_versions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules_versions, Unset):
            rules_versions = self.rules_versions.to_dict()

        require_side_seeds = self.require_side_seeds

        waive_side_seeds = self.waive_side_seeds

        side_seeds_contributed: list[str] | Unset = UNSET
        if not isinstance(self.side_seeds_contributed, Unset):
            side_seeds_contributed = self.side_seeds_contributed

        side_seed_max = self.side_seed_max

        side_seeds_open = self.side_seeds_open

        side_seeds: dict[str, Any] | None | Unset
        if isinstance(self.side_seeds, Unset):
            side_seeds = UNSET
        elif isinstance(self.side_seeds, WalkaEncounterSideSeedsType0):
            side_seeds = self.side_seeds.to_dict()
        else:
            side_seeds = self.side_seeds

        unresolved_parts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.unresolved_parts, Unset):
            unresolved_parts = []
            for unresolved_parts_item_data in self.unresolved_parts:
                unresolved_parts_item = unresolved_parts_item_data.to_dict()
                unresolved_parts.append(unresolved_parts_item)

        claims_policy: str | Unset = UNSET
        if not isinstance(self.claims_policy, Unset):
            claims_policy = self.claims_policy

        proposal: dict[str, Any] | None | Unset
        if isinstance(self.proposal, Unset):
            proposal = UNSET
        elif isinstance(self.proposal, Proposal):
            proposal = self.proposal.to_dict()
        else:
            proposal = self.proposal

        unresolved_proposal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.unresolved_proposal, Unset):
            unresolved_proposal = self.unresolved_proposal.to_dict()

        open_disputes: list[int] | Unset = UNSET
        if not isinstance(self.open_disputes, Unset):
            open_disputes = self.open_disputes

        head_hash = self.head_hash

        signatures: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signatures, Unset):
            signatures = self.signatures.to_dict()

        next_steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.next_steps, Unset):
            next_steps = []
            for next_steps_item_data in self.next_steps:
                next_steps_item = next_steps_item_data.to_dict()
                next_steps.append(next_steps_item)

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
        if log_bytes is not UNSET:
            field_dict["log_bytes"] = log_bytes
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if rules_versions is not UNSET:
            field_dict["rules_versions"] = rules_versions
        if require_side_seeds is not UNSET:
            field_dict["require_side_seeds"] = require_side_seeds
        if waive_side_seeds is not UNSET:
            field_dict["waive_side_seeds"] = waive_side_seeds
        if side_seeds_contributed is not UNSET:
            field_dict["side_seeds_contributed"] = side_seeds_contributed
        if side_seed_max is not UNSET:
            field_dict["side_seed_max"] = side_seed_max
        if side_seeds_open is not UNSET:
            field_dict["side_seeds_open"] = side_seeds_open
        if side_seeds is not UNSET:
            field_dict["side_seeds"] = side_seeds
        if unresolved_parts is not UNSET:
            field_dict["unresolved_parts"] = unresolved_parts
        if claims_policy is not UNSET:
            field_dict["claims_policy"] = claims_policy
        if proposal is not UNSET:
            field_dict["proposal"] = proposal
        if unresolved_proposal is not UNSET:
            field_dict["unresolved_proposal"] = unresolved_proposal
        if open_disputes is not UNSET:
            field_dict["open_disputes"] = open_disputes
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash
        if signatures is not UNSET:
            field_dict["signatures"] = signatures
        if next_steps is not UNSET:
            field_dict["next_steps"] = next_steps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.next_step import NextStep  # noqa: PLC0415
        from ..models.proposal import Proposal  # noqa: PLC0415
        from ..models.signatures import Signatures  # noqa: PLC0415
        from ..models.unresolved_part import UnresolvedPart  # noqa: PLC0415
        from ..models.walka_encounter_rules_versions import WalkaEncounterRulesVersions  # noqa: PLC0415
        from ..models.walka_encounter_side_seeds_type_0 import WalkaEncounterSideSeedsType0  # noqa: PLC0415
        from ..models.walka_state import WalkaState  # noqa: PLC0415

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

        system = check_walka_system_id(d.pop("system"))

        state = WalkaState.from_dict(d.pop("state"))

        log_bytes = d.pop("log_bytes", UNSET)

        expires_at = d.pop("expires_at", UNSET)

        _rules_versions = d.pop("rules_versions", UNSET)
        rules_versions: WalkaEncounterRulesVersions | Unset
        if isinstance(_rules_versions, Unset):
            rules_versions = UNSET
        else:
            rules_versions = WalkaEncounterRulesVersions.from_dict(_rules_versions)

        require_side_seeds = d.pop("require_side_seeds", UNSET)

        waive_side_seeds = d.pop("waive_side_seeds", UNSET)

        side_seeds_contributed = cast(list[str], d.pop("side_seeds_contributed", UNSET))

        side_seed_max = d.pop("side_seed_max", UNSET)

        side_seeds_open = d.pop("side_seeds_open", UNSET)

        def _parse_side_seeds(data: object) -> None | Unset | WalkaEncounterSideSeedsType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                side_seeds_type_0 = WalkaEncounterSideSeedsType0.from_dict(data)

                return side_seeds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WalkaEncounterSideSeedsType0, data)

        side_seeds = _parse_side_seeds(d.pop("side_seeds", UNSET))

        _unresolved_parts = d.pop("unresolved_parts", UNSET)
        unresolved_parts: list[UnresolvedPart] | Unset = UNSET
        if _unresolved_parts is not UNSET:
            unresolved_parts = []
            for unresolved_parts_item_data in _unresolved_parts:
                unresolved_parts_item = UnresolvedPart.from_dict(unresolved_parts_item_data)

                unresolved_parts.append(unresolved_parts_item)

        _claims_policy = d.pop("claims_policy", UNSET)
        claims_policy: ClaimsPolicy | Unset
        if isinstance(_claims_policy, Unset):
            claims_policy = UNSET
        else:
            claims_policy = check_claims_policy(_claims_policy)

        def _parse_proposal(data: object) -> None | Proposal | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                proposal_type_0 = Proposal.from_dict(data)

                return proposal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Proposal | Unset, data)

        proposal = _parse_proposal(d.pop("proposal", UNSET))

        _unresolved_proposal = d.pop("unresolved_proposal", UNSET)
        unresolved_proposal: Proposal | Unset
        if isinstance(_unresolved_proposal, Unset):
            unresolved_proposal = UNSET
        else:
            unresolved_proposal = Proposal.from_dict(_unresolved_proposal)

        open_disputes = cast(list[int], d.pop("open_disputes", UNSET))

        head_hash = d.pop("head_hash", UNSET)

        _signatures = d.pop("signatures", UNSET)
        signatures: Signatures | Unset
        if isinstance(_signatures, Unset):
            signatures = UNSET
        else:
            signatures = Signatures.from_dict(_signatures)

        _next_steps = d.pop("next_steps", UNSET)
        next_steps: list[NextStep] | Unset = UNSET
        if _next_steps is not UNSET:
            next_steps = []
            for next_steps_item_data in _next_steps:
                next_steps_item = NextStep.from_dict(next_steps_item_data)

                next_steps.append(next_steps_item)

        walka_encounter = cls(
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
            log_bytes=log_bytes,
            expires_at=expires_at,
            rules_versions=rules_versions,
            require_side_seeds=require_side_seeds,
            waive_side_seeds=waive_side_seeds,
            side_seeds_contributed=side_seeds_contributed,
            side_seed_max=side_seed_max,
            side_seeds_open=side_seeds_open,
            side_seeds=side_seeds,
            unresolved_parts=unresolved_parts,
            claims_policy=claims_policy,
            proposal=proposal,
            unresolved_proposal=unresolved_proposal,
            open_disputes=open_disputes,
            head_hash=head_hash,
            signatures=signatures,
            next_steps=next_steps,
        )

        return walka_encounter
