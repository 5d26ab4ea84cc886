from typing import Literal, cast

WalkaDamageRequestAttackKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_REQUEST_ATTACK_KIND_VALUES: set[WalkaDamageRequestAttackKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_request_attack_kind(value: str) -> WalkaDamageRequestAttackKind:
    if value in WALKA_DAMAGE_REQUEST_ATTACK_KIND_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(WalkaDamageRequestAttackKind, value)
