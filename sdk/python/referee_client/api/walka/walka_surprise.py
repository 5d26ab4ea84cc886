from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_surprise_request import WalkaSurpriseRequest
from ...models.walka_surprise_response import WalkaSurpriseResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaSurpriseRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/surprise",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaSurpriseResponse:
    if response.status_code == 200:
        response_200 = WalkaSurpriseResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaSurpriseResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaSurpriseRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaSurpriseResponse]:
    """Surprise: the target's REF test against the detection dc (§10)

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
        odds (bool | Unset):  Default: False.
        body (WalkaSurpriseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaSurpriseResponse]
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
    body: WalkaSurpriseRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaSurpriseResponse | None:
    """Surprise: the target's REF test against the detection dc (§10)

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
        odds (bool | Unset):  Default: False.
        body (WalkaSurpriseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaSurpriseResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaSurpriseRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaSurpriseResponse]:
    """Surprise: the target's REF test against the detection dc (§10)

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
        odds (bool | Unset):  Default: False.
        body (WalkaSurpriseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaSurpriseResponse]
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
    body: WalkaSurpriseRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaSurpriseResponse | None:
    """Surprise: the target's REF test against the detection dc (§10)

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
        odds (bool | Unset):  Default: False.
        body (WalkaSurpriseRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaSurpriseResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
