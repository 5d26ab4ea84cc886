from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_wounds_request import WalkaWoundsRequest
from ...models.walka_wounds_response import WalkaWoundsResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaWoundsRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/wounds",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WalkaWoundsResponse:
    if response.status_code == 200:
        response_200 = WalkaWoundsResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaWoundsResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaWoundsRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaWoundsResponse]:
    """Wounds: fatigue and bleeding tokens, the sensitive point of a critical (§9)

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
        odds (bool | Unset):  Default: False.
        body (WalkaWoundsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaWoundsResponse]
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
    body: WalkaWoundsRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaWoundsResponse | None:
    """Wounds: fatigue and bleeding tokens, the sensitive point of a critical (§9)

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
        odds (bool | Unset):  Default: False.
        body (WalkaWoundsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaWoundsResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaWoundsRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaWoundsResponse]:
    """Wounds: fatigue and bleeding tokens, the sensitive point of a critical (§9)

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
        odds (bool | Unset):  Default: False.
        body (WalkaWoundsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaWoundsResponse]
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
    body: WalkaWoundsRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaWoundsResponse | None:
    """Wounds: fatigue and bleeding tokens, the sensitive point of a critical (§9)

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
        odds (bool | Unset):  Default: False.
        body (WalkaWoundsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaWoundsResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
