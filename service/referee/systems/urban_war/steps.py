"""Every Urban War step, defined once: params, outcome, rules (urban-war.md §6)."""

from referee.steps import Step
from referee.systems.urban_war import schemas
from referee.systems.urban_war.rules import morale

SYSTEM = "urban-war"

STEPS = (
    Step(
        SYSTEM,
        "command_test",
        "command-test",
        schemas.CommandTestParams,
        schemas.CommandTestOutcome,
        morale.command_test,
        "Command test: 2d10 + CD + modifiers against 15 (§6.1)",
    ),
    Step(
        SYSTEM,
        "panic_test",
        "panic-test",
        schemas.PanicTestParams,
        schemas.PanicTestOutcome,
        morale.panic_test,
        "Panic test: a command test; failing it gives a panic token (§6.2)",
    ),
    Step(
        SYSTEM,
        "rally",
        "rally",
        schemas.RallyParams,
        schemas.RallyOutcome,
        morale.rally,
        "Rally: a panicked model's command test to remove its token (§6.2)",
    ),
)
