from typing import Literal, cast

WalkaAttackRequestForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_ATTACK_REQUEST_FORM_VALUES: set[WalkaAttackRequestForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_attack_request_form(value: str) -> WalkaAttackRequestForm:
    if value in WALKA_ATTACK_REQUEST_FORM_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackRequestForm, value)
