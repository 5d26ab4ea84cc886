from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_hit_location_request import WalkaHitLocationRequest
from ...models.walka_hit_location_response import WalkaHitLocationResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaHitLocationRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/hit-location",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaHitLocationResponse:
    if response.status_code == 200:
        response_200 = WalkaHitLocationResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaHitLocationResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaHitLocationRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaHitLocationResponse]:
    """Hit location: chosen with its penalty, or d100 from the front or behind (§5)

     A chosen location with its penalty, or d100 on the front or behind column; extra limbs dn.

    walka.md §5 (seed 003_f70b467855ab0e79.txt: Cel i jego wybór; Wybór celu
    ataku). The target must be visible unless `visibility_exception`. Chosen:
    torso and lower abdomen 0, arms and legs -5, head -15; the back 0 and only
    from behind (DECISION, cfg `allow_back_from_front`); no dice. Random: d100
    on the "from behind" column when `from_behind`, else the front one (only
    torso, lower abdomen and back differ); then, for a location with n >= 2
    copies, dn picks the copy (DECISION: d3, d5, ... occur). A random location
    is not aimed: penalty 0 (DECISION, cfg `random_location_penalty`).

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaHitLocationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaHitLocationResponse]
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
    body: WalkaHitLocationRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaHitLocationResponse | None:
    """Hit location: chosen with its penalty, or d100 from the front or behind (§5)

     A chosen location with its penalty, or d100 on the front or behind column; extra limbs dn.

    walka.md §5 (seed 003_f70b467855ab0e79.txt: Cel i jego wybór; Wybór celu
    ataku). The target must be visible unless `visibility_exception`. Chosen:
    torso and lower abdomen 0, arms and legs -5, head -15; the back 0 and only
    from behind (DECISION, cfg `allow_back_from_front`); no dice. Random: d100
    on the "from behind" column when `from_behind`, else the front one (only
    torso, lower abdomen and back differ); then, for a location with n >= 2
    copies, dn picks the copy (DECISION: d3, d5, ... occur). A random location
    is not aimed: penalty 0 (DECISION, cfg `random_location_penalty`).

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaHitLocationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaHitLocationResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaHitLocationRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaHitLocationResponse]:
    """Hit location: chosen with its penalty, or d100 from the front or behind (§5)

     A chosen location with its penalty, or d100 on the front or behind column; extra limbs dn.

    walka.md §5 (seed 003_f70b467855ab0e79.txt: Cel i jego wybór; Wybór celu
    ataku). The target must be visible unless `visibility_exception`. Chosen:
    torso and lower abdomen 0, arms and legs -5, head -15; the back 0 and only
    from behind (DECISION, cfg `allow_back_from_front`); no dice. Random: d100
    on the "from behind" column when `from_behind`, else the front one (only
    torso, lower abdomen and back differ); then, for a location with n >= 2
    copies, dn picks the copy (DECISION: d3, d5, ... occur). A random location
    is not aimed: penalty 0 (DECISION, cfg `random_location_penalty`).

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaHitLocationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaHitLocationResponse]
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
    body: WalkaHitLocationRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaHitLocationResponse | None:
    """Hit location: chosen with its penalty, or d100 from the front or behind (§5)

     A chosen location with its penalty, or d100 on the front or behind column; extra limbs dn.

    walka.md §5 (seed 003_f70b467855ab0e79.txt: Cel i jego wybór; Wybór celu
    ataku). The target must be visible unless `visibility_exception`. Chosen:
    torso and lower abdomen 0, arms and legs -5, head -15; the back 0 and only
    from behind (DECISION, cfg `allow_back_from_front`); no dice. Random: d100
    on the "from behind" column when `from_behind`, else the front one (only
    torso, lower abdomen and back differ); then, for a location with n >= 2
    copies, dn picks the copy (DECISION: d3, d5, ... occur). A random location
    is not aimed: penalty 0 (DECISION, cfg `random_location_penalty`).

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaHitLocationRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaHitLocationResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
