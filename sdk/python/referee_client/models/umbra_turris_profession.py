from typing import Literal, cast

UmbraTurrisProfession = Literal["alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"]

UMBRA_TURRIS_PROFESSION_VALUES: set[UmbraTurrisProfession] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_profession(value: str) -> UmbraTurrisProfession:
    if value in UMBRA_TURRIS_PROFESSION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisProfession, value)
