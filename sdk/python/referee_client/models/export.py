from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.export_format import ExportFormat, check_export_format
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claims_record import ClaimsRecord
    from ..models.correction import Correction
    from ..models.log_entry import LogEntry
    from ..models.umbra_turris_encounter import UmbraTurrisEncounter
    from ..models.urban_war_encounter import UrbanWarEncounter
    from ..models.walka_encounter import WalkaEncounter


T = TypeVar("T", bound="Export")


@_attrs_define
class Export:
    """
    Attributes:
        format_ (ExportFormat): A closed set: the server sends only these values today. A later version may add values
            without a new API version, so a client must accept a value it does not know (show it as it is, or treat it as
            other).
        encounter (UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter):
        log (list[LogEntry]):
        corrections (list[Correction] | Unset): Every game-master correction in the log, oldest first. They roll
            nothing, so verify shows them rather than recomputing them.
        claims (list[ClaimsRecord] | Unset): Every claim in the log with who made and who accepted it, and every
            rejected proposal, dispute and ruling, oldest first.
    """

    format_: ExportFormat
    encounter: UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter
    log: list[LogEntry]
    corrections: list[Correction] | Unset = UNSET
    claims: list[ClaimsRecord] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.umbra_turris_encounter import UmbraTurrisEncounter  # noqa: PLC0415
        from ..models.urban_war_encounter import UrbanWarEncounter  # noqa: PLC0415

        format_: str = self.format_

        encounter: dict[str, Any]
        if isinstance(self.encounter, UrbanWarEncounter):
            encounter = self.encounter.to_dict()
        elif isinstance(self.encounter, UmbraTurrisEncounter):
            encounter = self.encounter.to_dict()
        else:
            encounter = self.encounter.to_dict()

        log = []
        for log_item_data in self.log:
            log_item = log_item_data.to_dict()
            log.append(log_item)

        corrections: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.corrections, Unset):
            corrections = []
            for corrections_item_data in self.corrections:
                corrections_item = corrections_item_data.to_dict()
                corrections.append(corrections_item)

        claims: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.claims, Unset):
            claims = []
            for claims_item_data in self.claims:
                claims_item = claims_item_data.to_dict()
                claims.append(claims_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "encounter": encounter,
                "log": log,
            }
        )
        if corrections is not UNSET:
            field_dict["corrections"] = corrections
        if claims is not UNSET:
            field_dict["claims"] = claims

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claims_record import ClaimsRecord  # noqa: PLC0415
        from ..models.correction import Correction  # noqa: PLC0415
        from ..models.log_entry import LogEntry  # noqa: PLC0415
        from ..models.umbra_turris_encounter import UmbraTurrisEncounter  # noqa: PLC0415
        from ..models.urban_war_encounter import UrbanWarEncounter  # noqa: PLC0415
        from ..models.walka_encounter import WalkaEncounter  # noqa: PLC0415

        d = dict(src_dict)
        format_ = check_export_format(d.pop("format"))

        def _parse_encounter(data: object) -> UmbraTurrisEncounter | UrbanWarEncounter | WalkaEncounter:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encounter_type_0 = UrbanWarEncounter.from_dict(data)

                return componentsschemas_encounter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_encounter_type_1 = UmbraTurrisEncounter.from_dict(data)

                return componentsschemas_encounter_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_encounter_type_2 = WalkaEncounter.from_dict(data)

            return componentsschemas_encounter_type_2

        encounter = _parse_encounter(d.pop("encounter"))

        log = []
        _log = d.pop("log")
        for log_item_data in _log:
            log_item = LogEntry.from_dict(log_item_data)

            log.append(log_item)

        _corrections = d.pop("corrections", UNSET)
        corrections: list[Correction] | Unset = UNSET
        if _corrections is not UNSET:
            corrections = []
            for corrections_item_data in _corrections:
                corrections_item = Correction.from_dict(corrections_item_data)

                corrections.append(corrections_item)

        _claims = d.pop("claims", UNSET)
        claims: list[ClaimsRecord] | Unset = UNSET
        if _claims is not UNSET:
            claims = []
            for claims_item_data in _claims:
                claims_item = ClaimsRecord.from_dict(claims_item_data)

                claims.append(claims_item)

        export = cls(
            format_=format_,
            encounter=encounter,
            log=log,
            corrections=corrections,
            claims=claims,
        )

        return export
