from typing import Literal, cast

UmbraTurrisMagicCastRequestProfession = Literal[
    "alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"
]

UMBRA_TURRIS_MAGIC_CAST_REQUEST_PROFESSION_VALUES: set[UmbraTurrisMagicCastRequestProfession] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_magic_cast_request_profession(value: str) -> UmbraTurrisMagicCastRequestProfession:
    if value in UMBRA_TURRIS_MAGIC_CAST_REQUEST_PROFESSION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMagicCastRequestProfession, value)
