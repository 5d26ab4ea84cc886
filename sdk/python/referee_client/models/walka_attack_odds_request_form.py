from typing import Literal

WalkaAttackOddsRequestForm = Literal["cut", "maneuver", "strike", "thrust"]

WALKA_ATTACK_ODDS_REQUEST_FORM_VALUES: set[WalkaAttackOddsRequestForm] = {
    "cut",
    "maneuver",
    "strike",
    "thrust",
}


def check_walka_attack_odds_request_form(value: str) -> WalkaAttackOddsRequestForm:
    if value in WALKA_ATTACK_ODDS_REQUEST_FORM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_ATTACK_ODDS_REQUEST_FORM_VALUES!r}")
