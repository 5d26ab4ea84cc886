from typing import Literal

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
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_REQUEST_FORM_VALUES!r}")
