from typing import Literal, cast

WalkaStrikeOddsRequestDefenseType = Literal["block", "cover", "dodge", "none", "parry"]

WALKA_STRIKE_ODDS_REQUEST_DEFENSE_TYPE_VALUES: set[WalkaStrikeOddsRequestDefenseType] = {
    "block",
    "cover",
    "dodge",
    "none",
    "parry",
}


def check_walka_strike_odds_request_defense_type(value: str) -> WalkaStrikeOddsRequestDefenseType:
    if value in WALKA_STRIKE_ODDS_REQUEST_DEFENSE_TYPE_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaStrikeOddsRequestDefenseType, value)
