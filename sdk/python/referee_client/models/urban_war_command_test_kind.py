from typing import Literal, cast

UrbanWarCommandTestKind = Literal["break_off", "generic", "interrupt_charge", "interrupt_shot", "target_selection"]

URBAN_WAR_COMMAND_TEST_KIND_VALUES: set[UrbanWarCommandTestKind] = {
    "break_off",
    "generic",
    "interrupt_charge",
    "interrupt_shot",
    "target_selection",
}


def check_urban_war_command_test_kind(value: str) -> UrbanWarCommandTestKind:
    if value in URBAN_WAR_COMMAND_TEST_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UrbanWarCommandTestKind, value)
