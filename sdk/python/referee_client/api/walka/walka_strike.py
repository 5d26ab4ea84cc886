from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_strike_request import WalkaStrikeRequest
from ...models.walka_strike_response import WalkaStrikeResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaStrikeRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/strike",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WalkaStrikeResponse:
    if response.status_code == 200:
        response_200 = WalkaStrikeResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaStrikeResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaStrikeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaStrikeResponse]:
    """One attack: hit location, defence, attack, damage and wounds in draw order (§0)

     Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

    walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
    ataku): hit location (§5: d100, then dn for an extra limb) -> the
    defender's difficulty (§6: one die, none without a defence) -> the
    attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
    (§9, critical hits only). Every request is checked before the first die.
    As on the attack and damage routes, the attacker's `ap` and the defender's
    `hp` are optional: left out, they are not tracked and the state after
    reports them null (and the attacker's pending penalty after a fumble).
    A miss stops after the attack: no damage, no wound. The outcome carries
    each step's own outcome and the state changes for both characters.
    On an encounter, `defense_rolled` is the defence the defender already
    rolled with the defense step (§6: the defender's roll sets the dc): the
    strike meets it and draws no defence die.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaStrikeResponse]
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
    body: WalkaStrikeRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaStrikeResponse | None:
    """One attack: hit location, defence, attack, damage and wounds in draw order (§0)

     Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

    walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
    ataku): hit location (§5: d100, then dn for an extra limb) -> the
    defender's difficulty (§6: one die, none without a defence) -> the
    attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
    (§9, critical hits only). Every request is checked before the first die.
    As on the attack and damage routes, the attacker's `ap` and the defender's
    `hp` are optional: left out, they are not tracked and the state after
    reports them null (and the attacker's pending penalty after a fumble).
    A miss stops after the attack: no damage, no wound. The outcome carries
    each step's own outcome and the state changes for both characters.
    On an encounter, `defense_rolled` is the defence the defender already
    rolled with the defense step (§6: the defender's roll sets the dc): the
    strike meets it and draws no defence die.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaStrikeResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaStrikeRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaStrikeResponse]:
    """One attack: hit location, defence, attack, damage and wounds in draw order (§0)

     Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

    walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
    ataku): hit location (§5: d100, then dn for an extra limb) -> the
    defender's difficulty (§6: one die, none without a defence) -> the
    attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
    (§9, critical hits only). Every request is checked before the first die.
    As on the attack and damage routes, the attacker's `ap` and the defender's
    `hp` are optional: left out, they are not tracked and the state after
    reports them null (and the attacker's pending penalty after a fumble).
    A miss stops after the attack: no damage, no wound. The outcome carries
    each step's own outcome and the state changes for both characters.
    On an encounter, `defense_rolled` is the defence the defender already
    rolled with the defense step (§6: the defender's roll sets the dc): the
    strike meets it and draws no defence die.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaStrikeResponse]
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
    body: WalkaStrikeRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaStrikeResponse | None:
    """One attack: hit location, defence, attack, damage and wounds in draw order (§0)

     Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

    walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
    ataku): hit location (§5: d100, then dn for an extra limb) -> the
    defender's difficulty (§6: one die, none without a defence) -> the
    attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
    (§9, critical hits only). Every request is checked before the first die.
    As on the attack and damage routes, the attacker's `ap` and the defender's
    `hp` are optional: left out, they are not tracked and the state after
    reports them null (and the attacker's pending penalty after a fumble).
    A miss stops after the attack: no damage, no wound. The outcome carries
    each step's own outcome and the state changes for both characters.
    On an encounter, `defense_rolled` is the defence the defender already
    rolled with the defense step (§6: the defender's roll sets the dc): the
    strike meets it and draws no defence die.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaStrikeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaStrikeResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
