from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.proposal_answer import ProposalAnswer
from ...models.umbra_turris_encounter_shooting_hit_answer import UmbraTurrisEncounterShootingHitAnswer
from ...models.umbra_turris_hit_encounter_params import UmbraTurrisHitEncounterParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: UmbraTurrisHitEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/umbra-turris/shooting/hit".format(
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
) -> Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer:
    if response.status_code == 200:
        response_200 = UmbraTurrisEncounterShootingHitAnswer.from_dict(response.json())

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
) -> Response[Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer]:
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
    body: UmbraTurrisHitEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer]:
    """Hitting; a hit waits for its damage roll (§7, §11, §12)

     One hit awaits its damage roll at a time: while one does, every other shooting step (shooting/hit
    and shooting, by any model) is refused with a 409 that names the pending shot, and so is a new
    Cycle.

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

        umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
        60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
        of 70 cm or more, and Aiming that needs more than 6, are rejected before the
        die is drawn. The shooting modifiers do not affect Hitting. Echoes
        aim_levels: shooting.damage must use the same value.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisHitEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer]
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
    body: UmbraTurrisHitEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer | None:
    """Hitting; a hit waits for its damage roll (§7, §11, §12)

     One hit awaits its damage roll at a time: while one does, every other shooting step (shooting/hit
    and shooting, by any model) is refused with a 409 that names the pending shot, and so is a new
    Cycle.

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

        umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
        60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
        of 70 cm or more, and Aiming that needs more than 6, are rejected before the
        die is drawn. The shooting modifiers do not affect Hitting. Echoes
        aim_levels: shooting.damage must use the same value.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisHitEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer
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
    body: UmbraTurrisHitEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer]:
    """Hitting; a hit waits for its damage roll (§7, §11, §12)

     One hit awaits its damage roll at a time: while one does, every other shooting step (shooting/hit
    and shooting, by any model) is refused with a 409 that names the pending shot, and so is a new
    Cycle.

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

        umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
        60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
        of 70 cm or more, and Aiming that needs more than 6, are rejected before the
        die is drawn. The shooting modifiers do not affect Hitting. Echoes
        aim_levels: shooting.damage must use the same value.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisHitEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer]
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
    body: UmbraTurrisHitEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer | None:
    """Hitting; a hit waits for its damage roll (§7, §11, §12)

     One hit awaits its damage roll at a time: while one does, every other shooting step (shooting/hit
    and shooting, by any model) is refused with a 409 that names the pending shot, and so is a new
    Cycle.

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hitting: a d6 equal to or above the tens of cm to the target, +1 per Aiming level.

        umbra-turris.md §7 (R8, R9, R10): 0-29 cm 2+, 30-39 3+, 40-49 4+, 50-59 5+,
        60-69 6+; a 1 always fails, so at 0-19 cm one Aiming level is free. Distances
        of 70 cm or more, and Aiming that needs more than 6, are rejected before the
        die is drawn. The shooting modifiers do not affect Hitting. Echoes
        aim_levels: shooting.damage must use the same value.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisHitEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | UmbraTurrisEncounterShootingHitAnswer
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
