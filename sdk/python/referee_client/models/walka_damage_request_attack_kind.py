from typing import Literal

WalkaDamageRequestAttackKind = Literal["melee", "shot", "thrown"]

WALKA_DAMAGE_REQUEST_ATTACK_KIND_VALUES: set[WalkaDamageRequestAttackKind] = {
    "melee",
    "shot",
    "thrown",
}


def check_walka_damage_request_attack_kind(value: str) -> WalkaDamageRequestAttackKind:
    if value in WALKA_DAMAGE_REQUEST_ATTACK_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WALKA_DAMAGE_REQUEST_ATTACK_KIND_VALUES!r}")
