from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_encounter_surprise_answer import WalkaEncounterSurpriseAnswer
from ...models.walka_surprise_encounter_params import WalkaSurpriseEncounterParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaSurpriseEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/surprise".format(
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
) -> Problem | WalkaEncounterSurpriseAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterSurpriseAnswer.from_dict(response.json())

        return response_200

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
) -> Response[Problem | WalkaEncounterSurpriseAnswer]:
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
    body: WalkaSurpriseEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WalkaEncounterSurpriseAnswer]:
    """The target's REF test against the detection dc: surprised, defenceless until its turn, no turn in
    round 1 when the ambush opens the combat (§10)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    REF test: attribute die + ref_level + modifier against detection_dc; failing it surprises.

        walka.md §10 (seed 003_f70b467855ab0e79.txt: Ataki z zaskoczenia; Kolejka).
        A critical passes, a fumble fails. A surprised target cannot defend (its
        defence is `none`, dc `undefended_dc` = 1) and cannot declare instants
        until its first turn starts (DECISION; cfg `surprise_scope` first_attack
        limits the lost defence to the first attack against it), and when the
        surprise opens the combat it has no turn in round 1 (§2). DECISION: against
        several hidden attackers the target tests once, against the highest
        detection_dc; a surprise in a running combat skips no turn. walka.md §14:
        `detection_dcs` gives the dcs of several hidden attackers, the highest
        applies. Dice: one attribute die, before any die of the ambush attack.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSurpriseEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaEncounterSurpriseAnswer]
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
    body: WalkaSurpriseEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WalkaEncounterSurpriseAnswer | None:
    """The target's REF test against the detection dc: surprised, defenceless until its turn, no turn in
    round 1 when the ambush opens the combat (§10)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    REF test: attribute die + ref_level + modifier against detection_dc; failing it surprises.

        walka.md §10 (seed 003_f70b467855ab0e79.txt: Ataki z zaskoczenia; Kolejka).
        A critical passes, a fumble fails. A surprised target cannot defend (its
        defence is `none`, dc `undefended_dc` = 1) and cannot declare instants
        until its first turn starts (DECISION; cfg `surprise_scope` first_attack
        limits the lost defence to the first attack against it), and when the
        surprise opens the combat it has no turn in round 1 (§2). DECISION: against
        several hidden attackers the target tests once, against the highest
        detection_dc; a surprise in a running combat skips no turn. walka.md §14:
        `detection_dcs` gives the dcs of several hidden attackers, the highest
        applies. Dice: one attribute die, before any die of the ambush attack.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSurpriseEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaEncounterSurpriseAnswer
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
    body: WalkaSurpriseEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WalkaEncounterSurpriseAnswer]:
    """The target's REF test against the detection dc: surprised, defenceless until its turn, no turn in
    round 1 when the ambush opens the combat (§10)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    REF test: attribute die + ref_level + modifier against detection_dc; failing it surprises.

        walka.md §10 (seed 003_f70b467855ab0e79.txt: Ataki z zaskoczenia; Kolejka).
        A critical passes, a fumble fails. A surprised target cannot defend (its
        defence is `none`, dc `undefended_dc` = 1) and cannot declare instants
        until its first turn starts (DECISION; cfg `surprise_scope` first_attack
        limits the lost defence to the first attack against it), and when the
        surprise opens the combat it has no turn in round 1 (§2). DECISION: against
        several hidden attackers the target tests once, against the highest
        detection_dc; a surprise in a running combat skips no turn. walka.md §14:
        `detection_dcs` gives the dcs of several hidden attackers, the highest
        applies. Dice: one attribute die, before any die of the ambush attack.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSurpriseEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaEncounterSurpriseAnswer]
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
    body: WalkaSurpriseEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WalkaEncounterSurpriseAnswer | None:
    """The target's REF test against the detection dc: surprised, defenceless until its turn, no turn in
    round 1 when the ambush opens the combat (§10)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    REF test: attribute die + ref_level + modifier against detection_dc; failing it surprises.

        walka.md §10 (seed 003_f70b467855ab0e79.txt: Ataki z zaskoczenia; Kolejka).
        A critical passes, a fumble fails. A surprised target cannot defend (its
        defence is `none`, dc `undefended_dc` = 1) and cannot declare instants
        until its first turn starts (DECISION; cfg `surprise_scope` first_attack
        limits the lost defence to the first attack against it), and when the
        surprise opens the combat it has no turn in round 1 (§2). DECISION: against
        several hidden attackers the target tests once, against the highest
        detection_dc; a surprise in a running combat skips no turn. walka.md §14:
        `detection_dcs` gives the dcs of several hidden attackers, the highest
        applies. Dice: one attribute die, before any die of the ambush attack.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaSurpriseEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaEncounterSurpriseAnswer
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
