"""walka routes under /v1/walka, built from the step definitions."""

from referee.api import Blueprint
from referee.steps import add_step_routes
from referee.systems.walka.steps import STEPS, SYSTEM

blp = Blueprint(
    SYSTEM,
    __name__,
    url_prefix=f"/v1/{SYSTEM}",
    description="Walka, combat chapter of a Polish RPG, skill dice. "
    "Rules: docs/rules/walka.md in the Referee repository; every § in this API cites it.",
)
add_step_routes(blp, STEPS)
