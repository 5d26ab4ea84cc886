from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.proposal_answer import ProposalAnswer
from ...models.walka_encounter_terrain_answer import WalkaEncounterTerrainAnswer
from ...models.walka_terrain_encounter_params import WalkaTerrainEncounterParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaTerrainEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/terrain".format(
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
) -> Problem | ProposalAnswer | WalkaEncounterTerrainAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterTerrainAnswer.from_dict(response.json())

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
) -> Response[Problem | ProposalAnswer | WalkaEncounterTerrainAnswer]:
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
    body: WalkaTerrainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterTerrainAnswer]:
    """Move unit by unit over terrain (ice by default): AP per unit, a DEX test off the safe pace, prone on
    a failure (§11)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

        walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
        cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
        when it leaves an enemy's reach + 1 per foot effect; the character enters
        the unit. Off the safe pace a DEX attribute test (dex_level -
        armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
        DEX). A failed test: prone in that unit, the rest of the path is cancelled
        and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
        character may only crawl. The whole declared path must be affordable
        before the first die (walka.md §0: validation comes before the first
        draw, and §14 names the cede as its one exception), although a fall may
        leave its last units unpaid. `ap` is optional: without it AP are not
        tracked (no affordability check; `ap` after it null, `ap_spent` still
        reported). Other terrains are profiles with the same fields
        (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaTerrainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterTerrainAnswer]
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
    body: WalkaTerrainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterTerrainAnswer | None:
    """Move unit by unit over terrain (ice by default): AP per unit, a DEX test off the safe pace, prone on
    a failure (§11)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

        walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
        cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
        when it leaves an enemy's reach + 1 per foot effect; the character enters
        the unit. Off the safe pace a DEX attribute test (dex_level -
        armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
        DEX). A failed test: prone in that unit, the rest of the path is cancelled
        and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
        character may only crawl. The whole declared path must be affordable
        before the first die (walka.md §0: validation comes before the first
        draw, and §14 names the cede as its one exception), although a fall may
        leave its last units unpaid. `ap` is optional: without it AP are not
        tracked (no affordability check; `ap` after it null, `ap_spent` still
        reported). Other terrains are profiles with the same fields
        (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaTerrainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterTerrainAnswer
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
    body: WalkaTerrainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterTerrainAnswer]:
    """Move unit by unit over terrain (ice by default): AP per unit, a DEX test off the safe pace, prone on
    a failure (§11)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

        walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
        cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
        when it leaves an enemy's reach + 1 per foot effect; the character enters
        the unit. Off the safe pace a DEX attribute test (dex_level -
        armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
        DEX). A failed test: prone in that unit, the rest of the path is cancelled
        and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
        character may only crawl. The whole declared path must be affordable
        before the first die (walka.md §0: validation comes before the first
        draw, and §14 names the cede as its one exception), although a fall may
        leave its last units unpaid. `ap` is optional: without it AP are not
        tracked (no affordability check; `ap` after it null, `ap_spent` still
        reported). Other terrains are profiles with the same fields
        (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaTerrainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterTerrainAnswer]
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
    body: WalkaTerrainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterTerrainAnswer | None:
    """Move unit by unit over terrain (ice by default): AP per unit, a DEX test off the safe pace, prone on
    a failure (§11)

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Per unit: pay the mode's AP (+ the safe pace's extra), and off the safe pace test DEX vs 15.

        walka.md §11 (seed 003_f70b467855ab0e79.txt, Plansze). Per unit in order:
        cost = run 1 / walk 2 / crawl 3 + `safe_extra_ap` at the safe pace + 1
        when it leaves an enemy's reach + 1 per foot effect; the character enters
        the unit. Off the safe pace a DEX attribute test (dex_level -
        armour_dex_penalty) against `test_dc` (15) follows (DECISION: Zwinność is
        DEX). A failed test: prone in that unit, the rest of the path is cancelled
        and not paid (DECISION); standing up costs `stand_up_cost` (3) and a prone
        character may only crawl. The whole declared path must be affordable
        before the first die (walka.md §0: validation comes before the first
        draw, and §14 names the cede as its one exception), although a fall may
        leave its last units unpaid. `ap` is optional: without it AP are not
        tracked (no affordability check; `ap` after it null, `ap_spent` still
        reported). Other terrains are profiles with the same fields
        (DECISION). Dice: one attribute die per unsafe unit, none after a failure.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaTerrainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterTerrainAnswer
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
