from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.encounter_step_name import EncounterStepName, check_encounter_step_name
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.change import Change
    from ..models.log_entry_bound_type_0 import LogEntryBoundType0
    from ..models.log_entry_claims import LogEntryClaims
    from ..models.log_entry_given_by import LogEntryGivenBy
    from ..models.log_entry_hidden import LogEntryHidden
    from ..models.log_entry_outcome import LogEntryOutcome
    from ..models.log_entry_params import LogEntryParams
    from ..models.roll import Roll


T = TypeVar("T", bound="LogEntry")


@_attrs_define
class LogEntry:
    """
    Attributes:
        index (int):
        step (EncounterStepName): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        role (str):
        time (str):
        params (LogEntryParams): The request as sent.
        bound (LogEntryBoundType0 | None): The rules' parameters, read from the state: what verify recomputes.
        rolls (list[Roll]):
        outcome (LogEntryOutcome):
        changes (list[Change]):
        summary (str | Unset): What happened, in sentences a player reads (see a step answer's `summary`). Logged with
            the entry since 2026-12-03, so the hash chain covers it; an entry logged before has none in the export, and GET
            .../log says it from the entry.
        model (str | Unset): The model that acted in the step, where one did: a dispute of the step stays open until
            that model's next step.
        rules_version (int | Unset): The rules version that resolved the step (docs/rules/versions.md): its game's, or
            dice notation's for a free roll. Verify recomputes it with that version.
        hidden (LogEntryHidden | Unset): Sealed choices: `sealed` until revealed.
        given_by (LogEntryGivenBy | Unset): Sealed steps: who gave each part (`gm` or `side:<name>`), by part.
        claims (LogEntryClaims | Unset): A step that declares claims: `values` (each claim as sent), `made_by`,
            `accepted_by` (`trusted`, `neutral`, `gm` or `side:<name>`) and, when it was proposed first, `proposal`.
        prev_hash (str | Unset): The previous entry's hash (the seed commitment for entry 0): what chains the log.
        hidden_hash (str | Unset): Sealed steps: HMAC-SHA256 keyed with the server seed over the canonical JSON of
            {"index": <index>, "hidden": <hidden>}, so the hash holds before the reveal.
        head_hash (str | Unset): Live updates only: this entry's own hash, the log's head once it is logged.
    """

    index: int
    step: EncounterStepName
    role: str
    time: str
    params: LogEntryParams
    bound: LogEntryBoundType0 | None
    rolls: list[Roll]
    outcome: LogEntryOutcome
    changes: list[Change]
    summary: str | Unset = UNSET
    model: str | Unset = UNSET
    rules_version: int | Unset = UNSET
    hidden: LogEntryHidden | Unset = UNSET
    given_by: LogEntryGivenBy | Unset = UNSET
    claims: LogEntryClaims | Unset = UNSET
    prev_hash: str | Unset = UNSET
    hidden_hash: str | Unset = UNSET
    head_hash: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.log_entry_bound_type_0 import LogEntryBoundType0  # noqa: PLC0415

        index = self.index

        step: str = self.step

        role = self.role

        time = self.time

        params = self.params.to_dict()

        bound: dict[str, Any] | None
        if isinstance(self.bound, LogEntryBoundType0):
            bound = self.bound.to_dict()
        else:
            bound = self.bound

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        outcome = self.outcome.to_dict()

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        summary = self.summary

        model = self.model

        rules_version = self.rules_version

        hidden: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hidden, Unset):
            hidden = self.hidden.to_dict()

        given_by: dict[str, Any] | Unset = UNSET
        if not isinstance(self.given_by, Unset):
            given_by = self.given_by.to_dict()

        claims: dict[str, Any] | Unset = UNSET
        if not isinstance(self.claims, Unset):
            claims = self.claims.to_dict()

        prev_hash = self.prev_hash

        hidden_hash = self.hidden_hash

        head_hash = self.head_hash

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "step": step,
                "role": role,
                "time": time,
                "params": params,
                "bound": bound,
                "rolls": rolls,
                "outcome": outcome,
                "changes": changes,
            }
        )
        if summary is not UNSET:
            field_dict["summary"] = summary
        if model is not UNSET:
            field_dict["model"] = model
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if given_by is not UNSET:
            field_dict["given_by"] = given_by
        if claims is not UNSET:
            field_dict["claims"] = claims
        if prev_hash is not UNSET:
            field_dict["prev_hash"] = prev_hash
        if hidden_hash is not UNSET:
            field_dict["hidden_hash"] = hidden_hash
        if head_hash is not UNSET:
            field_dict["head_hash"] = head_hash

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change import Change  # noqa: PLC0415
        from ..models.log_entry_bound_type_0 import LogEntryBoundType0  # noqa: PLC0415
        from ..models.log_entry_claims import LogEntryClaims  # noqa: PLC0415
        from ..models.log_entry_given_by import LogEntryGivenBy  # noqa: PLC0415
        from ..models.log_entry_hidden import LogEntryHidden  # noqa: PLC0415
        from ..models.log_entry_outcome import LogEntryOutcome  # noqa: PLC0415
        from ..models.log_entry_params import LogEntryParams  # noqa: PLC0415
        from ..models.roll import Roll  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        step = check_encounter_step_name(d.pop("step"))

        role = d.pop("role")

        time = d.pop("time")

        params = LogEntryParams.from_dict(d.pop("params"))

        def _parse_bound(data: object) -> LogEntryBoundType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bound_type_0 = LogEntryBoundType0.from_dict(data)

                return bound_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LogEntryBoundType0 | None, data)

        bound = _parse_bound(d.pop("bound"))

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = Roll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        outcome = LogEntryOutcome.from_dict(d.pop("outcome"))

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = Change.from_dict(changes_item_data)

            changes.append(changes_item)

        summary = d.pop("summary", UNSET)

        model = d.pop("model", UNSET)

        rules_version = d.pop("rules_version", UNSET)

        _hidden = d.pop("hidden", UNSET)
        hidden: LogEntryHidden | Unset
        if isinstance(_hidden, Unset):
            hidden = UNSET
        else:
            hidden = LogEntryHidden.from_dict(_hidden)

        _given_by = d.pop("given_by", UNSET)
        given_by: LogEntryGivenBy | Unset
        if isinstance(_given_by, Unset):
            given_by = UNSET
        else:
            given_by = LogEntryGivenBy.from_dict(_given_by)

        _claims = d.pop("claims", UNSET)
        claims: LogEntryClaims | Unset
        if isinstance(_claims, Unset):
            claims = UNSET
        else:
            claims = LogEntryClaims.from_dict(_claims)

        prev_hash = d.pop("prev_hash", UNSET)

        hidden_hash = d.pop("hidden_hash", UNSET)

        head_hash = d.pop("head_hash", UNSET)

        log_entry = cls(
            index=index,
            step=step,
            role=role,
            time=time,
            params=params,
            bound=bound,
            rolls=rolls,
            outcome=outcome,
            changes=changes,
            summary=summary,
            model=model,
            rules_version=rules_version,
            hidden=hidden,
            given_by=given_by,
            claims=claims,
            prev_hash=prev_hash,
            hidden_hash=hidden_hash,
            head_hash=head_hash,
        )

        return log_entry
