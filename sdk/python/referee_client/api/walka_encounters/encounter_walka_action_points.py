from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.proposal_answer import ProposalAnswer
from ...models.walka_encounter_action_points_answer import WalkaEncounterActionPointsAnswer
from ...models.walka_spend_params import WalkaSpendParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaSpendParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/encounters/{encounter_id}/walka/action-points".format(
            encounter_id=quote(str(encounter_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterActionPointsAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = ProposalAnswer.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: WalkaSpendParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer]:
    """Pay activities from the AP cost table in the character's turn: movement, actions, spells, reload
    steps (borrowing 1-2 AP), standing up (§3)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

        walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
        Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
        + 5. With `turn_start` the turn-start sequence runs first. Each activity
        costs its table price and needs that many AP; the cost is paid at
        declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
        per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
        leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
        step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
        an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
        the move, or the activity `leave_reach` (1 AP) listed right after it.
        Outside the character's own turn only instants and defences can be
        declared.
        walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
        nothing follows a spend that brought AP to 0 (the turn ended, as after a
        borrow); `instant_affordable` is false while `surprised` (§10.3).

        Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
        character's own turn, with no borrowed step outstanding, sets AP to 0,
        adds the shortfall to the pending penalty and ends the turn; the step
        completes at the next turn start, which regenerates that many fewer AP.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSpendParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        odds=odds,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: WalkaSpendParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer | None:
    """Pay activities from the AP cost table in the character's turn: movement, actions, spells, reload
    steps (borrowing 1-2 AP), standing up (§3)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

        walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
        Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
        + 5. With `turn_start` the turn-start sequence runs first. Each activity
        costs its table price and needs that many AP; the cost is paid at
        declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
        per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
        leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
        step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
        an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
        the move, or the activity `leave_reach` (1 AP) listed right after it.
        Outside the character's own turn only instants and defences can be
        declared.
        walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
        nothing follows a spend that brought AP to 0 (the turn ended, as after a
        borrow); `instant_affordable` is false while `surprised` (§10.3).

        Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
        character's own turn, with no borrowed step outstanding, sets AP to 0,
        adds the shortfall to the pending penalty and ends the turn; the step
        completes at the next turn start, which regenerates that many fewer AP.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSpendParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer
    """

    return sync_detailed(
        encounter_id=encounter_id,
        client=client,
        body=body,
        odds=odds,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: WalkaSpendParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer]:
    """Pay activities from the AP cost table in the character's turn: movement, actions, spells, reload
    steps (borrowing 1-2 AP), standing up (§3)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

        walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
        Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
        + 5. With `turn_start` the turn-start sequence runs first. Each activity
        costs its table price and needs that many AP; the cost is paid at
        declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
        per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
        leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
        step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
        an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
        the move, or the activity `leave_reach` (1 AP) listed right after it.
        Outside the character's own turn only instants and defences can be
        declared.
        walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
        nothing follows a spend that brought AP to 0 (the turn ended, as after a
        borrow); `instant_affordable` is false while `surprised` (§10.3).

        Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
        character's own turn, with no borrowed step outstanding, sets AP to 0,
        adds the shortfall to the pending penalty and ends the turn; the step
        completes at the next turn start, which regenerates that many fewer AP.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSpendParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        body=body,
        odds=odds,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    *,
    client: AuthenticatedClient,
    body: WalkaSpendParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer | None:
    """Pay activities from the AP cost table in the character's turn: movement, actions, spells, reload
    steps (borrowing 1-2 AP), standing up (§3)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Maximum AP, the turn-start refill, then each activity of `spend` paid in order; no dice.

        walka.md §3 (seed 003_f70b467855ab0e79.txt: Tura i Punkty Akcji; Akcje;
        Akcje natychmiastowe; Ładowanie broni dystansowej). max_ap = floor(spd / 2)
        + 5. With `turn_start` the turn-start sequence runs first. Each activity
        costs its table price and needs that many AP; the cost is paid at
        declaration and never refunded. Run 1, walk 2, crawl 3 AP per unit, +1
        per unit per foot effect (§9) and per the terrain's extra AP, +1 once for
        leaving an enemy's reach; attack, action, instant 3; a spell x; a reload
        step its cost (3); standing up 3 (§11); a defence 0 (DECISION). Leaving
        an enemy's reach is the flag `leaves_reach` (alias `leave_reach`, §1) on
        the move, or the activity `leave_reach` (1 AP) listed right after it.
        Outside the character's own turn only instants and defences can be
        declared.
        walka.md §14: `turn_start` needs `own_turn`; in the character's own turn
        nothing follows a spend that brought AP to 0 (the turn ended, as after a
        borrow); `instant_affordable` is false while `surprised` (§10.3).

        Borrowing: a reload step short by 1 or 2 AP (cfg `max_borrow`), in the
        character's own turn, with no borrowed step outstanding, sets AP to 0,
        adds the shortfall to the pending penalty and ends the turn; the step
        completes at the next turn start, which regenerates that many fewer AP.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSpendParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterActionPointsAnswer
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            client=client,
            body=body,
            odds=odds,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
