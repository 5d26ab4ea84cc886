from typing import Literal

UmbraTurrisRosterModelProfessionType2Type1 = Literal[
    "alchemist", "cleric", "druid", "priest", "shaman", "wizard", "wizards_apprentice"
]

UMBRA_TURRIS_ROSTER_MODEL_PROFESSION_TYPE_2_TYPE_1_VALUES: set[UmbraTurrisRosterModelProfessionType2Type1] = {
    "alchemist",
    "cleric",
    "druid",
    "priest",
    "shaman",
    "wizard",
    "wizards_apprentice",
}


def check_umbra_turris_roster_model_profession_type_2_type_1(value: str) -> UmbraTurrisRosterModelProfessionType2Type1:
    if value in UMBRA_TURRIS_ROSTER_MODEL_PROFESSION_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UMBRA_TURRIS_ROSTER_MODEL_PROFESSION_TYPE_2_TYPE_1_VALUES!r}"
    )
