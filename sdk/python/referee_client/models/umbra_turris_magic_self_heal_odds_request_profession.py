from typing import Literal

UmbraTurrisMagicSelfHealOddsRequestProfession = Literal[
    "alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"
]

UMBRA_TURRIS_MAGIC_SELF_HEAL_ODDS_REQUEST_PROFESSION_VALUES: set[UmbraTurrisMagicSelfHealOddsRequestProfession] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_magic_self_heal_odds_request_profession(
    value: str,
) -> UmbraTurrisMagicSelfHealOddsRequestProfession:
    if value in UMBRA_TURRIS_MAGIC_SELF_HEAL_ODDS_REQUEST_PROFESSION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_MAGIC_SELF_HEAL_ODDS_REQUEST_PROFESSION_VALUES!r}"
    )
