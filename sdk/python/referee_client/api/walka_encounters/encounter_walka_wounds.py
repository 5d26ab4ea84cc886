from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_encounter_wounds_answer import WalkaEncounterWoundsAnswer
from ...models.walka_wounds_encounter_params import WalkaWoundsEncounterParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaWoundsEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/wounds".format(
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
) -> Problem | WalkaEncounterWoundsAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterWoundsAnswer.from_dict(response.json())

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
) -> Response[Problem | WalkaEncounterWoundsAnswer]:
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
    body: WalkaWoundsEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WalkaEncounterWoundsAnswer]:
    """The wound of a hit on the target: fatigue and bleeding tokens, a critical's sensitive point (§9)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    A wound per hit with its damage and location; fatigue per 5, bleeding per 10; critical d2.

        walka.md §9 (seed 003_f70b467855ab0e79.txt: Rany; Zmęczenie i Krwawienie;
        Efekty trafień przy cudownych sukcesach). taken 0: no wound, no tokens, no
        die. Otherwise a wound of `taken` damage with floor(taken / 10) active
        bleeding tokens and floor(taken / 5) fatigue (DECISION: on the damage
        taken, doubled for a critical; cfg `fatigue_per`, `bleeding_per`). A
        critical hit then finds its sensitive point: torso d2 heart (+3 bleeding)
        or solar plexus (+3 fatigue); lower abdomen the groin without a roll (AP 0,
        no regeneration at the next 2 own turn starts); a leg d2 foot (+1 AP per
        unit moved until healed) or artery (+1 bleeding); an arm d2 hand (unusable
        until healed) or artery (+1 bleeding); the head d2 eyes (one eye lost, two
        blind) or neck (+3 bleeding); the back none. DECISION: d2 = 1 is the first
        point listed. DECISION: a critical whose damage was all stopped has no
        effect (cfg `crit_effect_requires_damage`; with it off, a wound of 0 damage
        carries the effect). walka.md §14: taken 0 records no wound unless a
        sensitive point's effect applies, so a 0-damage critical on the back
        records nothing whatever the option says. Dice: d2 only for a critical on
        the torso, a leg, an arm or the head.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaWoundsEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaEncounterWoundsAnswer]
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
    body: WalkaWoundsEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WalkaEncounterWoundsAnswer | None:
    """The wound of a hit on the target: fatigue and bleeding tokens, a critical's sensitive point (§9)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    A wound per hit with its damage and location; fatigue per 5, bleeding per 10; critical d2.

        walka.md §9 (seed 003_f70b467855ab0e79.txt: Rany; Zmęczenie i Krwawienie;
        Efekty trafień przy cudownych sukcesach). taken 0: no wound, no tokens, no
        die. Otherwise a wound of `taken` damage with floor(taken / 10) active
        bleeding tokens and floor(taken / 5) fatigue (DECISION: on the damage
        taken, doubled for a critical; cfg `fatigue_per`, `bleeding_per`). A
        critical hit then finds its sensitive point: torso d2 heart (+3 bleeding)
        or solar plexus (+3 fatigue); lower abdomen the groin without a roll (AP 0,
        no regeneration at the next 2 own turn starts); a leg d2 foot (+1 AP per
        unit moved until healed) or artery (+1 bleeding); an arm d2 hand (unusable
        until healed) or artery (+1 bleeding); the head d2 eyes (one eye lost, two
        blind) or neck (+3 bleeding); the back none. DECISION: d2 = 1 is the first
        point listed. DECISION: a critical whose damage was all stopped has no
        effect (cfg `crit_effect_requires_damage`; with it off, a wound of 0 damage
        carries the effect). walka.md §14: taken 0 records no wound unless a
        sensitive point's effect applies, so a 0-damage critical on the back
        records nothing whatever the option says. Dice: d2 only for a critical on
        the torso, a leg, an arm or the head.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaWoundsEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaEncounterWoundsAnswer
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
    body: WalkaWoundsEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WalkaEncounterWoundsAnswer]:
    """The wound of a hit on the target: fatigue and bleeding tokens, a critical's sensitive point (§9)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    A wound per hit with its damage and location; fatigue per 5, bleeding per 10; critical d2.

        walka.md §9 (seed 003_f70b467855ab0e79.txt: Rany; Zmęczenie i Krwawienie;
        Efekty trafień przy cudownych sukcesach). taken 0: no wound, no tokens, no
        die. Otherwise a wound of `taken` damage with floor(taken / 10) active
        bleeding tokens and floor(taken / 5) fatigue (DECISION: on the damage
        taken, doubled for a critical; cfg `fatigue_per`, `bleeding_per`). A
        critical hit then finds its sensitive point: torso d2 heart (+3 bleeding)
        or solar plexus (+3 fatigue); lower abdomen the groin without a roll (AP 0,
        no regeneration at the next 2 own turn starts); a leg d2 foot (+1 AP per
        unit moved until healed) or artery (+1 bleeding); an arm d2 hand (unusable
        until healed) or artery (+1 bleeding); the head d2 eyes (one eye lost, two
        blind) or neck (+3 bleeding); the back none. DECISION: d2 = 1 is the first
        point listed. DECISION: a critical whose damage was all stopped has no
        effect (cfg `crit_effect_requires_damage`; with it off, a wound of 0 damage
        carries the effect). walka.md §14: taken 0 records no wound unless a
        sensitive point's effect applies, so a 0-damage critical on the back
        records nothing whatever the option says. Dice: d2 only for a critical on
        the torso, a leg, an arm or the head.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaWoundsEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaEncounterWoundsAnswer]
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
    body: WalkaWoundsEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WalkaEncounterWoundsAnswer | None:
    """The wound of a hit on the target: fatigue and bleeding tokens, a critical's sensitive point (§9)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

    A wound per hit with its damage and location; fatigue per 5, bleeding per 10; critical d2.

        walka.md §9 (seed 003_f70b467855ab0e79.txt: Rany; Zmęczenie i Krwawienie;
        Efekty trafień przy cudownych sukcesach). taken 0: no wound, no tokens, no
        die. Otherwise a wound of `taken` damage with floor(taken / 10) active
        bleeding tokens and floor(taken / 5) fatigue (DECISION: on the damage
        taken, doubled for a critical; cfg `fatigue_per`, `bleeding_per`). A
        critical hit then finds its sensitive point: torso d2 heart (+3 bleeding)
        or solar plexus (+3 fatigue); lower abdomen the groin without a roll (AP 0,
        no regeneration at the next 2 own turn starts); a leg d2 foot (+1 AP per
        unit moved until healed) or artery (+1 bleeding); an arm d2 hand (unusable
        until healed) or artery (+1 bleeding); the head d2 eyes (one eye lost, two
        blind) or neck (+3 bleeding); the back none. DECISION: d2 = 1 is the first
        point listed. DECISION: a critical whose damage was all stopped has no
        effect (cfg `crit_effect_requires_damage`; with it off, a wound of 0 damage
        carries the effect). walka.md §14: taken 0 records no wound unless a
        sensitive point's effect applies, so a 0-damage critical on the back
        records nothing whatever the option says. Dice: d2 only for a critical on
        the torso, a leg, an arm or the head.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaWoundsEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaEncounterWoundsAnswer
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
