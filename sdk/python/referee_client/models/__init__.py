"""Contains all the data models used in inputs/outputs"""

from .health import Health
from .pagination_metadata import PaginationMetadata
from .problem import Problem
from .problem_errors import ProblemErrors
from .readiness import Readiness
from .roll import Roll
from .urban_war_command_test_outcome import UrbanWarCommandTestOutcome
from .urban_war_command_test_request import UrbanWarCommandTestRequest
from .urban_war_command_test_request_band import UrbanWarCommandTestRequestBand
from .urban_war_command_test_request_kind import UrbanWarCommandTestRequestKind
from .urban_war_command_test_response import UrbanWarCommandTestResponse
from .urban_war_modifier import UrbanWarModifier
from .urban_war_panic_test_outcome import UrbanWarPanicTestOutcome
from .urban_war_panic_test_request import UrbanWarPanicTestRequest
from .urban_war_panic_test_request_trigger import UrbanWarPanicTestRequestTrigger
from .urban_war_panic_test_response import UrbanWarPanicTestResponse
from .urban_war_rally_outcome import UrbanWarRallyOutcome
from .urban_war_rally_request import UrbanWarRallyRequest
from .urban_war_rally_request_occasion import UrbanWarRallyRequestOccasion
from .urban_war_rally_response import UrbanWarRallyResponse

__all__ = (
    "Health",
    "PaginationMetadata",
    "Problem",
    "ProblemErrors",
    "Readiness",
    "Roll",
    "UrbanWarCommandTestOutcome",
    "UrbanWarCommandTestRequest",
    "UrbanWarCommandTestRequestBand",
    "UrbanWarCommandTestRequestKind",
    "UrbanWarCommandTestResponse",
    "UrbanWarModifier",
    "UrbanWarPanicTestOutcome",
    "UrbanWarPanicTestRequest",
    "UrbanWarPanicTestRequestTrigger",
    "UrbanWarPanicTestResponse",
    "UrbanWarRallyOutcome",
    "UrbanWarRallyRequest",
    "UrbanWarRallyRequestOccasion",
    "UrbanWarRallyResponse",
)
