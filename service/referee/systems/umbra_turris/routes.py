"""umbra-turris routes under /v1/umbra-turris, built from the step definitions."""

from referee.api import Blueprint
from referee.steps import add_step_routes
from referee.systems.umbra_turris.steps import STEPS, SYSTEM

blp = Blueprint(
    SYSTEM,
    __name__,
    url_prefix=f"/v1/{SYSTEM}",
    description="Umbra Turris (skirmish), d6. "
    "Rules: docs/rules/umbra-turris.md in the Referee repository; every § in this API cites it.",
)
add_step_routes(blp, STEPS)
