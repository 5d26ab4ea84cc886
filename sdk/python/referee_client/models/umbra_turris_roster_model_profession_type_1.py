from typing import Literal, cast

UmbraTurrisRosterModelProfessionType1 = Literal[
    "alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"
]

UMBRA_TURRIS_ROSTER_MODEL_PROFESSION_TYPE_1_VALUES: set[UmbraTurrisRosterModelProfessionType1] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_roster_model_profession_type_1(value: str) -> UmbraTurrisRosterModelProfessionType1:
    if value in UMBRA_TURRIS_ROSTER_MODEL_PROFESSION_TYPE_1_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(UmbraTurrisRosterModelProfessionType1, value)
