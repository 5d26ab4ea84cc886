from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.export_format import ExportFormat, check_export_format
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claims_record import ClaimsRecord
    from ..models.correction import Correction
    from ..models.failure import Failure
    from ..models.mismatch import Mismatch
    from ..models.signature_checks import SignatureChecks


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        ok (bool): Every check passed (for v2: the chain and signatures too).
        commitment_ok (bool): sha256(server_seed) matches.
        entries (int | None):
        steps_recomputed (int | None):
        first_mismatch (Mismatch | None):
        corrections (list[Correction]): Every game-master correction in the log, oldest first. They roll nothing, so
            verify shows them rather than recomputing them.
        format_ (ExportFormat | Unset): A closed set: the server sends only these values today. A later version may add
            values without a new API version, so a client must accept a value it does not know (show it as it is, or treat
            it as other).
        chain_ok (bool | None | Unset): The hash chain and its head hold; null for v1 (no chain).
        head_hash (None | str | Unset): The head recomputed from the log; null for v1.
        signatures (None | SignatureChecks | Unset): Each signature checked against the service's keys; null for v1.
        signed (bool | Unset): Both signatures are the service's: the record is authentic.
        first_failure (Failure | None | Unset):
        claims (list[ClaimsRecord] | Unset): Every claim in the log with who made and who accepted it, and every
            rejected proposal, dispute and ruling, oldest first.
    """

    ok: bool
    commitment_ok: bool
    entries: int | None
    steps_recomputed: int | None
    first_mismatch: Mismatch | None
    corrections: list[Correction]
    format_: ExportFormat | Unset = UNSET
    chain_ok: bool | None | Unset = UNSET
    head_hash: None | str | Unset = UNSET
    signatures: None | SignatureChecks | Unset = UNSET
    signed: bool | Unset = UNSET
    first_failure: Failure | None | Unset = UNSET
    claims: list[ClaimsRecord] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.failure import Failure  # noqa: PLC0415
        from ..models.mismatch import Mismatch  # noqa: PLC0415
        from ..models.signature_checks import SignatureChecks  # noqa: PLC0415

        ok = self.ok

        commitment_ok = self.commitment_ok

        entries: int | None
        entries = self.entries

        steps_recomputed: int | None
        steps_recomputed = self.steps_recomputed

        first_mismatch: dict[str, Any] | None
        if isinstance(self.first_mismatch, Mismatch):
            first_mismatch = self.first_mismatch.to_dict()
        else:
            first_mismatch = self.first_mismatch

        corrections = []
        for corrections_item_data in self.corrections:
            corrections_item = corrections_item_data.to_dict()
            corrections.append(corrections_item)

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_

        chain_ok: bool | None | Unset
        if isinstance(self.chain_ok, Unset):
            chain_ok = UNSET
        else:
            chain_ok = self.chain_ok

        head_hash: None | str | Unset
        if isinstance(self.head_hash, Unset):
            head_hash = UNSET
        else:
            head_hash = self.head_hash

        signatures: dict[str, Any] | None | Unset
        if isinstance(self.signatures, Unset):
            signatures = UNSET
        elif isinstance(self.signatures, SignatureChecks):
            signatures = self.signatures.to_dict()
        else:
            signatures = self.signatures

        signed = self.signed

        first_failure: dict[str, Any] | None | Unset
        if isinstance(self.first_failure, Unset):
            first_failure = UNSET
        elif isinstance(self.first_failure, Failure):
            first_failure = self.first_failure.to_dict()
        else:
            first_failure = self.first_failure

        claims: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.claims, Unset):
            claims = []
            for claims_item_data in self.claims:
                claims_item = claims_item_data.to_dict()
                claims.append(claims_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "commitment_ok": commitment_ok,
                "entries": entries,
                "steps_recomputed": steps_recomputed,
                "first_mismatch": first_mismatch,
                "corrections": corrections,
            }
        )
        if format_ is not UNSET:
            field_dict["format"] = format_
        if chain_ok is not UNSET:
            field_dict["chain_ok"] = chain_ok
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash
        if signatures is not UNSET:
            field_dict["signatures"] = signatures
        if signed is not UNSET:
            field_dict["signed"] = signed
        if first_failure is not UNSET:
            field_dict["first_failure"] = first_failure
        if claims is not UNSET:
            field_dict["claims"] = claims

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claims_record import ClaimsRecord  # noqa: PLC0415
        from ..models.correction import Correction  # noqa: PLC0415
        from ..models.failure import Failure  # noqa: PLC0415
        from ..models.mismatch import Mismatch  # noqa: PLC0415
        from ..models.signature_checks import SignatureChecks  # noqa: PLC0415

        d = dict(src_dict)
        ok = d.pop("ok")

        commitment_ok = d.pop("commitment_ok")

        def _parse_entries(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        entries = _parse_entries(d.pop("entries"))

        def _parse_steps_recomputed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        steps_recomputed = _parse_steps_recomputed(d.pop("steps_recomputed"))

        def _parse_first_mismatch(data: object) -> Mismatch | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_mismatch_type_0 = Mismatch.from_dict(data)

                return first_mismatch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Mismatch | None, data)

        first_mismatch = _parse_first_mismatch(d.pop("first_mismatch"))

        corrections = []
        _corrections = d.pop("corrections")
        for corrections_item_data in _corrections:
            corrections_item = Correction.from_dict(corrections_item_data)

            corrections.append(corrections_item)

        _format_ = d.pop("format", UNSET)
        format_: ExportFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = check_export_format(_format_)

        def _parse_chain_ok(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        chain_ok = _parse_chain_ok(d.pop("chain_ok", UNSET))

        def _parse_head_hash(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        head_hash = _parse_head_hash(d.pop("head_hash", UNSET))

        def _parse_signatures(data: object) -> None | SignatureChecks | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                signatures_type_0 = SignatureChecks.from_dict(data)

                return signatures_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SignatureChecks | Unset, data)

        signatures = _parse_signatures(d.pop("signatures", UNSET))

        signed = d.pop("signed", UNSET)

        def _parse_first_failure(data: object) -> Failure | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                first_failure_type_0 = Failure.from_dict(data)

                return first_failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Failure | None | Unset, data)

        first_failure = _parse_first_failure(d.pop("first_failure", UNSET))

        _claims = d.pop("claims", UNSET)
        claims: list[ClaimsRecord] | Unset = UNSET
        if _claims is not UNSET:
            claims = []
            for claims_item_data in _claims:
                claims_item = ClaimsRecord.from_dict(claims_item_data)

                claims.append(claims_item)

        verification = cls(
            ok=ok,
            commitment_ok=commitment_ok,
            entries=entries,
            steps_recomputed=steps_recomputed,
            first_mismatch=first_mismatch,
            corrections=corrections,
            format_=format_,
            chain_ok=chain_ok,
            head_hash=head_hash,
            signatures=signatures,
            signed=signed,
            first_failure=first_failure,
            claims=claims,
        )

        return verification
