"""Urban War routes under /v1/urban-war, built from the step definitions."""

from referee.api import Blueprint
from referee.steps import add_step_routes
from referee.systems.urban_war.steps import STEPS, SYSTEM

blp = Blueprint(
    SYSTEM,
    __name__,
    url_prefix=f"/v1/{SYSTEM}",
    description="Urban War: Strike-Team Actions (quick start), d10. "
    "Rules: docs/rules/urban-war.md in the Referee repository; every § in this API cites it.",
)
add_step_routes(blp, STEPS)
