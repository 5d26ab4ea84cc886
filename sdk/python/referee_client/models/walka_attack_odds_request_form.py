from typing import Literal, cast

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
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaAttackOddsRequestForm, value)
