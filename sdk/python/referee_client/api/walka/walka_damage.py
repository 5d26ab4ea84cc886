from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_damage_request import WalkaDamageRequest
from ...models.walka_damage_response import WalkaDamageResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaDamageRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/damage",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WalkaDamageResponse:
    if response.status_code == 200:
        response_200 = WalkaDamageResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaDamageResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaDamageRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaDamageResponse]:
    """Damage: dealt, NAC, armour absorption, Quality, critical doubling; no dice (§8)

     dealt - NAC - absorption at the hit location, Quality conversion and loss, critical x2.

    walka.md §8 (seed 003_f70b467855ab0e79.txt: Obrażenia; Określanie
    pochłanialności i rozproszenia pancerza; Cudowne sukcesy i fatalne
    porażki). dealt: melee weapon_damage + str_level, shot ammo_damage +
    launcher_damage, thrown weapon_damage + floor(str_level / 2). The piece
    covering (location, copy) with the highest absorption counts; none: 0.
    Weapon Quality below the armour's turns slashing and piercing into blunt
    less `quality_step` (10) per point of difference. taken = max(0, dealt -
    nac - absorption) (DECISION: NAC after the conversion too), times
    `critical_multiplier` (2) on a critical hit (DECISION: after NAC and
    absorption). Quality: a lower-Quality weapon that still does damage
    (taken > 0) loses 1; a higher-Quality weapon whose dealt exceeds the
    absorption takes 1 from that armour piece; never below 0. For a shot the
    ammunition's Quality counts; an unarmed attack (weapon_quality null) has
    none (DECISIONs). The armour loadout is checked first (a 422 naming both
    pieces of a conflict). `weapon_quality` left out (not stated, unlike null
    for unarmed) is asked for only when an armour piece covers the hit
    location, the one place the Quality is read; `hp` left out gives null
    `hp_before`, `hp_after` and `hp_depleted`. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaDamageResponse]
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
    body: WalkaDamageRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaDamageResponse | None:
    """Damage: dealt, NAC, armour absorption, Quality, critical doubling; no dice (§8)

     dealt - NAC - absorption at the hit location, Quality conversion and loss, critical x2.

    walka.md §8 (seed 003_f70b467855ab0e79.txt: Obrażenia; Określanie
    pochłanialności i rozproszenia pancerza; Cudowne sukcesy i fatalne
    porażki). dealt: melee weapon_damage + str_level, shot ammo_damage +
    launcher_damage, thrown weapon_damage + floor(str_level / 2). The piece
    covering (location, copy) with the highest absorption counts; none: 0.
    Weapon Quality below the armour's turns slashing and piercing into blunt
    less `quality_step` (10) per point of difference. taken = max(0, dealt -
    nac - absorption) (DECISION: NAC after the conversion too), times
    `critical_multiplier` (2) on a critical hit (DECISION: after NAC and
    absorption). Quality: a lower-Quality weapon that still does damage
    (taken > 0) loses 1; a higher-Quality weapon whose dealt exceeds the
    absorption takes 1 from that armour piece; never below 0. For a shot the
    ammunition's Quality counts; an unarmed attack (weapon_quality null) has
    none (DECISIONs). The armour loadout is checked first (a 422 naming both
    pieces of a conflict). `weapon_quality` left out (not stated, unlike null
    for unarmed) is asked for only when an armour piece covers the hit
    location, the one place the Quality is read; `hp` left out gives null
    `hp_before`, `hp_after` and `hp_depleted`. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaDamageResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaDamageRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaDamageResponse]:
    """Damage: dealt, NAC, armour absorption, Quality, critical doubling; no dice (§8)

     dealt - NAC - absorption at the hit location, Quality conversion and loss, critical x2.

    walka.md §8 (seed 003_f70b467855ab0e79.txt: Obrażenia; Określanie
    pochłanialności i rozproszenia pancerza; Cudowne sukcesy i fatalne
    porażki). dealt: melee weapon_damage + str_level, shot ammo_damage +
    launcher_damage, thrown weapon_damage + floor(str_level / 2). The piece
    covering (location, copy) with the highest absorption counts; none: 0.
    Weapon Quality below the armour's turns slashing and piercing into blunt
    less `quality_step` (10) per point of difference. taken = max(0, dealt -
    nac - absorption) (DECISION: NAC after the conversion too), times
    `critical_multiplier` (2) on a critical hit (DECISION: after NAC and
    absorption). Quality: a lower-Quality weapon that still does damage
    (taken > 0) loses 1; a higher-Quality weapon whose dealt exceeds the
    absorption takes 1 from that armour piece; never below 0. For a shot the
    ammunition's Quality counts; an unarmed attack (weapon_quality null) has
    none (DECISIONs). The armour loadout is checked first (a 422 naming both
    pieces of a conflict). `weapon_quality` left out (not stated, unlike null
    for unarmed) is asked for only when an armour piece covers the hit
    location, the one place the Quality is read; `hp` left out gives null
    `hp_before`, `hp_after` and `hp_depleted`. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaDamageResponse]
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
    body: WalkaDamageRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaDamageResponse | None:
    """Damage: dealt, NAC, armour absorption, Quality, critical doubling; no dice (§8)

     dealt - NAC - absorption at the hit location, Quality conversion and loss, critical x2.

    walka.md §8 (seed 003_f70b467855ab0e79.txt: Obrażenia; Określanie
    pochłanialności i rozproszenia pancerza; Cudowne sukcesy i fatalne
    porażki). dealt: melee weapon_damage + str_level, shot ammo_damage +
    launcher_damage, thrown weapon_damage + floor(str_level / 2). The piece
    covering (location, copy) with the highest absorption counts; none: 0.
    Weapon Quality below the armour's turns slashing and piercing into blunt
    less `quality_step` (10) per point of difference. taken = max(0, dealt -
    nac - absorption) (DECISION: NAC after the conversion too), times
    `critical_multiplier` (2) on a critical hit (DECISION: after NAC and
    absorption). Quality: a lower-Quality weapon that still does damage
    (taken > 0) loses 1; a higher-Quality weapon whose dealt exceeds the
    absorption takes 1 from that armour piece; never below 0. For a shot the
    ammunition's Quality counts; an unarmed attack (weapon_quality null) has
    none (DECISIONs). The armour loadout is checked first (a 422 naming both
    pieces of a conflict). `weapon_quality` left out (not stated, unlike null
    for unarmed) is asked for only when an armour piece covers the hit
    location, the one place the Quality is read; `hp` left out gives null
    `hp_before`, `hp_after` and `hp_depleted`. No dice.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDamageRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaDamageResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
