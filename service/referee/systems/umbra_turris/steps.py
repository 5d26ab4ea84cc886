"""Every umbra-turris step, defined once: params, outcome, rules."""

from referee.steps import Step  # noqa: F401

SYSTEM = "umbra-turris"

STEPS: tuple = ()
