from typing import Literal, cast

UmbraTurrisMagicCastOddsRequestProfession = Literal[
    "alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"
]

UMBRA_TURRIS_MAGIC_CAST_ODDS_REQUEST_PROFESSION_VALUES: set[UmbraTurrisMagicCastOddsRequestProfession] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_magic_cast_odds_request_profession(value: str) -> UmbraTurrisMagicCastOddsRequestProfession:
    if value in UMBRA_TURRIS_MAGIC_CAST_ODDS_REQUEST_PROFESSION_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisMagicCastOddsRequestProfession, value)
