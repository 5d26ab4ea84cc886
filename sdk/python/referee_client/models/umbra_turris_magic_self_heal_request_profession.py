from typing import Literal, cast

UmbraTurrisMagicSelfHealRequestProfession = Literal[
    "alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"
]

UMBRA_TURRIS_MAGIC_SELF_HEAL_REQUEST_PROFESSION_VALUES: set[UmbraTurrisMagicSelfHealRequestProfession] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_magic_self_heal_request_profession(value: str) -> UmbraTurrisMagicSelfHealRequestProfession:
    if value in UMBRA_TURRIS_MAGIC_SELF_HEAL_REQUEST_PROFESSION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMagicSelfHealRequestProfession, value)
