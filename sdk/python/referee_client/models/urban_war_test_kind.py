from typing import Literal, cast

UrbanWarTestKind = Literal[
    "break_off", "generic", "interrupt_charge", "interrupt_shot", "panic", "rally", "target_selection"
]

URBAN_WAR_TEST_KIND_VALUES: set[UrbanWarTestKind] = {
    "break_off",
    "generic",
    "interrupt_charge",
    "interrupt_shot",
    "panic",
    "rally",
    "target_selection",
}


def check_urban_war_test_kind(value: str) -> UrbanWarTestKind:
    if value in URBAN_WAR_TEST_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarTestKind, value)
