from typing import Literal, cast

DiceOperator = Literal["!=", "%", "*", "+", "-", "/", "//", "<", "<=", "==", ">", ">="]

DICE_OPERATOR_VALUES: set[DiceOperator] = {
    "!=",
    "%",
    "*",
    "+",
    "-",
    "/",
    "//",
    "<",
    "<=",
    "==",
    ">",
    ">=",
}


def check_dice_operator(value: str) -> DiceOperator:
    if value in DICE_OPERATOR_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(DiceOperator, value)
