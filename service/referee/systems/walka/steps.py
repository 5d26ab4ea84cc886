"""Every walka step, defined once: params, outcome, rules."""

from referee.steps import Step  # noqa: F401

SYSTEM = "walka"

STEPS: tuple = ()
