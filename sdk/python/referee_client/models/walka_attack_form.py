from typing import Literal, cast

WalkaAttackForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_ATTACK_FORM_VALUES: set[WalkaAttackForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_attack_form(value: str) -> WalkaAttackForm:
    if value in WALKA_ATTACK_FORM_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackForm, value)
