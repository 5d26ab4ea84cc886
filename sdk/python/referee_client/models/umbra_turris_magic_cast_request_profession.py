from typing import Literal

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
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_MAGIC_CAST_REQUEST_PROFESSION_VALUES!r}"
    )
