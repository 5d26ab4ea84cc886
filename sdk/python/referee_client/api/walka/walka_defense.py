from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_defense_request import WalkaDefenseRequest
from ...models.walka_defense_response import WalkaDefenseResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaDefenseRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/defense",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaDefenseResponse:
    if response.status_code == 200:
        response_200 = WalkaDefenseResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaDefenseResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaDefenseRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaDefenseResponse]:
    """Defence: dodge, parry, cover or block sets the attack's dc (§6)

     The defender's roll sets the attack's dc; a fumbled defence sets it to 1.

    walka.md §6 (seed 003_f70b467855ab0e79.txt: Wybór rodzaju ataku i określenie
    rodzaju obrony; Cudowne sukcesy i fatalne porażki; Ataki z zaskoczenia).
    dodge: armour_skill_die + dex_level - armour_dex_penalty; parry:
    weapon_skill_die + str_level; cover: shield_skill_die + dex_level -
    armour_dex_penalty + shield_block; block: shield_skill_die + str_level +
    shield_block; then + modifier. none (chosen, or `defenceless` after a
    surprise): dc `undefended_dc` (1), no die. A fumble sets dc to
    `defence_fumble_dc` (1); a critical success has no effect (DECISION: as for
    dodge, so for every type). Parry and block make a miss a blocked blow.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDefenseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaDefenseResponse]
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
    body: WalkaDefenseRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaDefenseResponse | None:
    """Defence: dodge, parry, cover or block sets the attack's dc (§6)

     The defender's roll sets the attack's dc; a fumbled defence sets it to 1.

    walka.md §6 (seed 003_f70b467855ab0e79.txt: Wybór rodzaju ataku i określenie
    rodzaju obrony; Cudowne sukcesy i fatalne porażki; Ataki z zaskoczenia).
    dodge: armour_skill_die + dex_level - armour_dex_penalty; parry:
    weapon_skill_die + str_level; cover: shield_skill_die + dex_level -
    armour_dex_penalty + shield_block; block: shield_skill_die + str_level +
    shield_block; then + modifier. none (chosen, or `defenceless` after a
    surprise): dc `undefended_dc` (1), no die. A fumble sets dc to
    `defence_fumble_dc` (1); a critical success has no effect (DECISION: as for
    dodge, so for every type). Parry and block make a miss a blocked blow.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDefenseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaDefenseResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaDefenseRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaDefenseResponse]:
    """Defence: dodge, parry, cover or block sets the attack's dc (§6)

     The defender's roll sets the attack's dc; a fumbled defence sets it to 1.

    walka.md §6 (seed 003_f70b467855ab0e79.txt: Wybór rodzaju ataku i określenie
    rodzaju obrony; Cudowne sukcesy i fatalne porażki; Ataki z zaskoczenia).
    dodge: armour_skill_die + dex_level - armour_dex_penalty; parry:
    weapon_skill_die + str_level; cover: shield_skill_die + dex_level -
    armour_dex_penalty + shield_block; block: shield_skill_die + str_level +
    shield_block; then + modifier. none (chosen, or `defenceless` after a
    surprise): dc `undefended_dc` (1), no die. A fumble sets dc to
    `defence_fumble_dc` (1); a critical success has no effect (DECISION: as for
    dodge, so for every type). Parry and block make a miss a blocked blow.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDefenseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaDefenseResponse]
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
    body: WalkaDefenseRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaDefenseResponse | None:
    """Defence: dodge, parry, cover or block sets the attack's dc (§6)

     The defender's roll sets the attack's dc; a fumbled defence sets it to 1.

    walka.md §6 (seed 003_f70b467855ab0e79.txt: Wybór rodzaju ataku i określenie
    rodzaju obrony; Cudowne sukcesy i fatalne porażki; Ataki z zaskoczenia).
    dodge: armour_skill_die + dex_level - armour_dex_penalty; parry:
    weapon_skill_die + str_level; cover: shield_skill_die + dex_level -
    armour_dex_penalty + shield_block; block: shield_skill_die + str_level +
    shield_block; then + modifier. none (chosen, or `defenceless` after a
    surprise): dc `undefended_dc` (1), no die. A fumble sets dc to
    `defence_fumble_dc` (1); a critical success has no effect (DECISION: as for
    dodge, so for every type). Parry and block make a miss a blocked blow.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaDefenseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaDefenseResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
