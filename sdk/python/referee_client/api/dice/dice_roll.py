from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.dice_roll_request import DiceRollRequest
from ...models.dice_roll_response import DiceRollResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DiceRollRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/dice/roll",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DiceRollResponse | Problem:
    if response.status_code == 200:
        response_200 = DiceRollResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DiceRollResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DiceRollRequest,
    odds: bool | Unset = False,
) -> Response[DiceRollResponse | Problem]:
    """Roll a dice expression (d20 notation plus Fate dice): rolls, total, tree, readable line

     Dice notation: d20's grammar (Avrae) plus Fate dice. Grammar, semantics and limits:
    docs/dice-notation.md in the Referee repository.

    - Dice: `NdS` (`3d6`; `d20` is `1d20`), `d%` (a d100), `NdF` (Fate dice: -1, 0, +1;
      `3dF+2`).
    - Operators after dice, applied left to right, each with a selector: `k` keep, `p` drop,
      `rr` re-roll until the face no longer matches (at most 100 times), `ro` re-roll once,
      `ra` roll one more die, `e` explode (at most 10 more dice a die), `mi`/`ma` minimum /
      maximum face. Selectors: `X` (faces equal to X), `hX`/`lX` (the highest / lowest X;
      ties favour the earlier die), `>X`, `<X`. Examples: `4d6kh3`, `2d20kl1`, `4d6pl1`,
      `2d6ro<3`, `3d6rr1`, `8d6e6`, `8d6mi2`.
    - Sets: `(1d4 + 1, 3, 2d6kl1)kh1` keeps the highest item (sets take `k` and `p`);
      `(3d6,)` is a set of one item, `(3d6)` is just 3d6.
    - Arithmetic: `+ - * / // %`, unary `+`/`-`, parentheses: `4d6kh3 + 2`, `-(1d8 + 3)`.
    - Comparisons: `10d10>=6` counts the dice (or set items) that meet it, a dice pool;
      any other comparison (`1d20+5 >= 15`) compares two totals: 1 if true, 0 if false.
    - Notes: `3d6 [fire] + 1d4 [piercing]` name terms; they change nothing.
    - Limits: 200 characters, 100 dice a term, 2 to 1000 sides, 1000 dice in all counting
      every re-roll and explosion that could happen, parentheses 20 deep, numbers within
      ±10^15 whatever the dice show, and no division whose right side can come to 0
      (`1/(1d10<6)` is refused under any seed; `10/1d6` is rolled). Every refusal comes
      before the first die is drawn. Over a limit or mistyped: 422 naming the column, e.g.
      `4d6kh`: "expected a number after kh at column 6".

    The answer: `rolls` in draw order (each die's purpose names its term: `4d6kh3, die 2`,
    `2d6ro<3, die 1 re-rolled (ro<3)`, `8d6e6, explosion of die 3`), and the outcome's
    `total`, the evaluation `tree` (kept and dropped dice, re-rolls, explosions) and `line`,
    e.g. `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. Manual `dice` give one value per die in that
    order; a Fate die is given as 1 (-), 2 (0) or 3 (+). With `?odds=true`: the exact
    distribution of the total (of the successes for a pool), its mean and standard
    deviation, and the percentile of this roll.

    Args:
        odds (bool | Unset):  Default: False.
        body (DiceRollRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiceRollResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        odds=odds,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DiceRollRequest,
    odds: bool | Unset = False,
) -> DiceRollResponse | Problem | None:
    """Roll a dice expression (d20 notation plus Fate dice): rolls, total, tree, readable line

     Dice notation: d20's grammar (Avrae) plus Fate dice. Grammar, semantics and limits:
    docs/dice-notation.md in the Referee repository.

    - Dice: `NdS` (`3d6`; `d20` is `1d20`), `d%` (a d100), `NdF` (Fate dice: -1, 0, +1;
      `3dF+2`).
    - Operators after dice, applied left to right, each with a selector: `k` keep, `p` drop,
      `rr` re-roll until the face no longer matches (at most 100 times), `ro` re-roll once,
      `ra` roll one more die, `e` explode (at most 10 more dice a die), `mi`/`ma` minimum /
      maximum face. Selectors: `X` (faces equal to X), `hX`/`lX` (the highest / lowest X;
      ties favour the earlier die), `>X`, `<X`. Examples: `4d6kh3`, `2d20kl1`, `4d6pl1`,
      `2d6ro<3`, `3d6rr1`, `8d6e6`, `8d6mi2`.
    - Sets: `(1d4 + 1, 3, 2d6kl1)kh1` keeps the highest item (sets take `k` and `p`);
      `(3d6,)` is a set of one item, `(3d6)` is just 3d6.
    - Arithmetic: `+ - * / // %`, unary `+`/`-`, parentheses: `4d6kh3 + 2`, `-(1d8 + 3)`.
    - Comparisons: `10d10>=6` counts the dice (or set items) that meet it, a dice pool;
      any other comparison (`1d20+5 >= 15`) compares two totals: 1 if true, 0 if false.
    - Notes: `3d6 [fire] + 1d4 [piercing]` name terms; they change nothing.
    - Limits: 200 characters, 100 dice a term, 2 to 1000 sides, 1000 dice in all counting
      every re-roll and explosion that could happen, parentheses 20 deep, numbers within
      ±10^15 whatever the dice show, and no division whose right side can come to 0
      (`1/(1d10<6)` is refused under any seed; `10/1d6` is rolled). Every refusal comes
      before the first die is drawn. Over a limit or mistyped: 422 naming the column, e.g.
      `4d6kh`: "expected a number after kh at column 6".

    The answer: `rolls` in draw order (each die's purpose names its term: `4d6kh3, die 2`,
    `2d6ro<3, die 1 re-rolled (ro<3)`, `8d6e6, explosion of die 3`), and the outcome's
    `total`, the evaluation `tree` (kept and dropped dice, re-rolls, explosions) and `line`,
    e.g. `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. Manual `dice` give one value per die in that
    order; a Fate die is given as 1 (-), 2 (0) or 3 (+). With `?odds=true`: the exact
    distribution of the total (of the successes for a pool), its mean and standard
    deviation, and the percentile of this roll.

    Args:
        odds (bool | Unset):  Default: False.
        body (DiceRollRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiceRollResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DiceRollRequest,
    odds: bool | Unset = False,
) -> Response[DiceRollResponse | Problem]:
    """Roll a dice expression (d20 notation plus Fate dice): rolls, total, tree, readable line

     Dice notation: d20's grammar (Avrae) plus Fate dice. Grammar, semantics and limits:
    docs/dice-notation.md in the Referee repository.

    - Dice: `NdS` (`3d6`; `d20` is `1d20`), `d%` (a d100), `NdF` (Fate dice: -1, 0, +1;
      `3dF+2`).
    - Operators after dice, applied left to right, each with a selector: `k` keep, `p` drop,
      `rr` re-roll until the face no longer matches (at most 100 times), `ro` re-roll once,
      `ra` roll one more die, `e` explode (at most 10 more dice a die), `mi`/`ma` minimum /
      maximum face. Selectors: `X` (faces equal to X), `hX`/`lX` (the highest / lowest X;
      ties favour the earlier die), `>X`, `<X`. Examples: `4d6kh3`, `2d20kl1`, `4d6pl1`,
      `2d6ro<3`, `3d6rr1`, `8d6e6`, `8d6mi2`.
    - Sets: `(1d4 + 1, 3, 2d6kl1)kh1` keeps the highest item (sets take `k` and `p`);
      `(3d6,)` is a set of one item, `(3d6)` is just 3d6.
    - Arithmetic: `+ - * / // %`, unary `+`/`-`, parentheses: `4d6kh3 + 2`, `-(1d8 + 3)`.
    - Comparisons: `10d10>=6` counts the dice (or set items) that meet it, a dice pool;
      any other comparison (`1d20+5 >= 15`) compares two totals: 1 if true, 0 if false.
    - Notes: `3d6 [fire] + 1d4 [piercing]` name terms; they change nothing.
    - Limits: 200 characters, 100 dice a term, 2 to 1000 sides, 1000 dice in all counting
      every re-roll and explosion that could happen, parentheses 20 deep, numbers within
      ±10^15 whatever the dice show, and no division whose right side can come to 0
      (`1/(1d10<6)` is refused under any seed; `10/1d6` is rolled). Every refusal comes
      before the first die is drawn. Over a limit or mistyped: 422 naming the column, e.g.
      `4d6kh`: "expected a number after kh at column 6".

    The answer: `rolls` in draw order (each die's purpose names its term: `4d6kh3, die 2`,
    `2d6ro<3, die 1 re-rolled (ro<3)`, `8d6e6, explosion of die 3`), and the outcome's
    `total`, the evaluation `tree` (kept and dropped dice, re-rolls, explosions) and `line`,
    e.g. `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. Manual `dice` give one value per die in that
    order; a Fate die is given as 1 (-), 2 (0) or 3 (+). With `?odds=true`: the exact
    distribution of the total (of the successes for a pool), its mean and standard
    deviation, and the percentile of this roll.

    Args:
        odds (bool | Unset):  Default: False.
        body (DiceRollRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiceRollResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        odds=odds,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DiceRollRequest,
    odds: bool | Unset = False,
) -> DiceRollResponse | Problem | None:
    """Roll a dice expression (d20 notation plus Fate dice): rolls, total, tree, readable line

     Dice notation: d20's grammar (Avrae) plus Fate dice. Grammar, semantics and limits:
    docs/dice-notation.md in the Referee repository.

    - Dice: `NdS` (`3d6`; `d20` is `1d20`), `d%` (a d100), `NdF` (Fate dice: -1, 0, +1;
      `3dF+2`).
    - Operators after dice, applied left to right, each with a selector: `k` keep, `p` drop,
      `rr` re-roll until the face no longer matches (at most 100 times), `ro` re-roll once,
      `ra` roll one more die, `e` explode (at most 10 more dice a die), `mi`/`ma` minimum /
      maximum face. Selectors: `X` (faces equal to X), `hX`/`lX` (the highest / lowest X;
      ties favour the earlier die), `>X`, `<X`. Examples: `4d6kh3`, `2d20kl1`, `4d6pl1`,
      `2d6ro<3`, `3d6rr1`, `8d6e6`, `8d6mi2`.
    - Sets: `(1d4 + 1, 3, 2d6kl1)kh1` keeps the highest item (sets take `k` and `p`);
      `(3d6,)` is a set of one item, `(3d6)` is just 3d6.
    - Arithmetic: `+ - * / // %`, unary `+`/`-`, parentheses: `4d6kh3 + 2`, `-(1d8 + 3)`.
    - Comparisons: `10d10>=6` counts the dice (or set items) that meet it, a dice pool;
      any other comparison (`1d20+5 >= 15`) compares two totals: 1 if true, 0 if false.
    - Notes: `3d6 [fire] + 1d4 [piercing]` name terms; they change nothing.
    - Limits: 200 characters, 100 dice a term, 2 to 1000 sides, 1000 dice in all counting
      every re-roll and explosion that could happen, parentheses 20 deep, numbers within
      ±10^15 whatever the dice show, and no division whose right side can come to 0
      (`1/(1d10<6)` is refused under any seed; `10/1d6` is rolled). Every refusal comes
      before the first die is drawn. Over a limit or mistyped: 422 naming the column, e.g.
      `4d6kh`: "expected a number after kh at column 6".

    The answer: `rolls` in draw order (each die's purpose names its term: `4d6kh3, die 2`,
    `2d6ro<3, die 1 re-rolled (ro<3)`, `8d6e6, explosion of die 3`), and the outcome's
    `total`, the evaluation `tree` (kept and dropped dice, re-rolls, explosions) and `line`,
    e.g. `4d6kh3 (6, 5, ~~1~~, 3) + 2 = 16`. Manual `dice` give one value per die in that
    order; a Fate die is given as 1 (-), 2 (0) or 3 (+). With `?odds=true`: the exact
    distribution of the total (of the successes for a pool), its mean and standard
    deviation, and the percentile of this roll.

    Args:
        odds (bool | Unset):  Default: False.
        body (DiceRollRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiceRollResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
