from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_instant_chain_request import WalkaInstantChainRequest
from ...models.walka_instant_chain_response import WalkaInstantChainResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WalkaInstantChainRequest,
    odds: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["odds"] = odds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/walka/instant-chain",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WalkaInstantChainResponse:
    if response.status_code == 200:
        response_200 = WalkaInstantChainResponse.from_dict(response.json())

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
) -> Response[Problem | WalkaInstantChainResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaInstantChainRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaInstantChainResponse]:
    """Instant chain: REF tests at rising dc, last in first out (§4)

     Declarations 2, 3, ... pass a REF test against 10, 15, ... to join; the chain runs backwards.

    walka.md §4 (seed 003_f70b467855ab0e79.txt: Akcje natychmiastowe; Łańcuch
    akcji natychmiastowych; Akcje). Rejected before any die: an actor listed
    twice, too few AP for the cost (3, or an instant spell's x), an
    `interrupts` pointing at itself or a later link, a surprised actor. Every
    declarer pays its cost at once. Declaration 1 joins without a test;
    declaration k >= 2 rolls `attribute_die` + ref_level + modifier against
    chain_base_dc + chain_step x (k - 2) (DECISION: 10, 15, 20, ... as the rule
    says, not the example's 25). A failed test still costs the AP and still
    raises the next dc (DECISION). The joined links execute from the last to
    the first, then the trigger; an element interrupted by an `effective`
    link fails and the next one executes (DECISION: the caller reports
    `effective`, since stopping an action is resolved by other steps).
    Declaration 1's `ref_level` is not read (no test), and `ap` is optional: a
    declarer without it is not tracked (no affordability check, `ap` after
    paying null; the cost is still reported). With `phase` "declare" (an
    encounter's declare step, resolved later link by link) only the Declare
    steps run: a joined link and the trigger are `pending`.
    Dice: one attribute die per declaration k >= 2, in declaration order.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInstantChainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaInstantChainResponse]
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
    body: WalkaInstantChainRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaInstantChainResponse | None:
    """Instant chain: REF tests at rising dc, last in first out (§4)

     Declarations 2, 3, ... pass a REF test against 10, 15, ... to join; the chain runs backwards.

    walka.md §4 (seed 003_f70b467855ab0e79.txt: Akcje natychmiastowe; Łańcuch
    akcji natychmiastowych; Akcje). Rejected before any die: an actor listed
    twice, too few AP for the cost (3, or an instant spell's x), an
    `interrupts` pointing at itself or a later link, a surprised actor. Every
    declarer pays its cost at once. Declaration 1 joins without a test;
    declaration k >= 2 rolls `attribute_die` + ref_level + modifier against
    chain_base_dc + chain_step x (k - 2) (DECISION: 10, 15, 20, ... as the rule
    says, not the example's 25). A failed test still costs the AP and still
    raises the next dc (DECISION). The joined links execute from the last to
    the first, then the trigger; an element interrupted by an `effective`
    link fails and the next one executes (DECISION: the caller reports
    `effective`, since stopping an action is resolved by other steps).
    Declaration 1's `ref_level` is not read (no test), and `ap` is optional: a
    declarer without it is not tracked (no affordability check, `ap` after
    paying null; the cost is still reported). With `phase` "declare" (an
    encounter's declare step, resolved later link by link) only the Declare
    steps run: a joined link and the trigger are `pending`.
    Dice: one attribute die per declaration k >= 2, in declaration order.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInstantChainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaInstantChainResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        odds=odds,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WalkaInstantChainRequest,
    odds: bool | Unset = False,
) -> Response[Problem | WalkaInstantChainResponse]:
    """Instant chain: REF tests at rising dc, last in first out (§4)

     Declarations 2, 3, ... pass a REF test against 10, 15, ... to join; the chain runs backwards.

    walka.md §4 (seed 003_f70b467855ab0e79.txt: Akcje natychmiastowe; Łańcuch
    akcji natychmiastowych; Akcje). Rejected before any die: an actor listed
    twice, too few AP for the cost (3, or an instant spell's x), an
    `interrupts` pointing at itself or a later link, a surprised actor. Every
    declarer pays its cost at once. Declaration 1 joins without a test;
    declaration k >= 2 rolls `attribute_die` + ref_level + modifier against
    chain_base_dc + chain_step x (k - 2) (DECISION: 10, 15, 20, ... as the rule
    says, not the example's 25). A failed test still costs the AP and still
    raises the next dc (DECISION). The joined links execute from the last to
    the first, then the trigger; an element interrupted by an `effective`
    link fails and the next one executes (DECISION: the caller reports
    `effective`, since stopping an action is resolved by other steps).
    Declaration 1's `ref_level` is not read (no test), and `ap` is optional: a
    declarer without it is not tracked (no affordability check, `ap` after
    paying null; the cost is still reported). With `phase` "declare" (an
    encounter's declare step, resolved later link by link) only the Declare
    steps run: a joined link and the trigger are `pending`.
    Dice: one attribute die per declaration k >= 2, in declaration order.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInstantChainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaInstantChainResponse]
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
    body: WalkaInstantChainRequest,
    odds: bool | Unset = False,
) -> Problem | WalkaInstantChainResponse | None:
    """Instant chain: REF tests at rising dc, last in first out (§4)

     Declarations 2, 3, ... pass a REF test against 10, 15, ... to join; the chain runs backwards.

    walka.md §4 (seed 003_f70b467855ab0e79.txt: Akcje natychmiastowe; Łańcuch
    akcji natychmiastowych; Akcje). Rejected before any die: an actor listed
    twice, too few AP for the cost (3, or an instant spell's x), an
    `interrupts` pointing at itself or a later link, a surprised actor. Every
    declarer pays its cost at once. Declaration 1 joins without a test;
    declaration k >= 2 rolls `attribute_die` + ref_level + modifier against
    chain_base_dc + chain_step x (k - 2) (DECISION: 10, 15, 20, ... as the rule
    says, not the example's 25). A failed test still costs the AP and still
    raises the next dc (DECISION). The joined links execute from the last to
    the first, then the trigger; an element interrupted by an `effective`
    link fails and the next one executes (DECISION: the caller reports
    `effective`, since stopping an action is resolved by other steps).
    Declaration 1's `ref_level` is not read (no test), and `ap` is optional: a
    declarer without it is not tracked (no affordability check, `ap` after
    paying null; the cost is still reported). With `phase` "declare" (an
    encounter's declare step, resolved later link by link) only the Declare
    steps run: a joined link and the trigger are `pending`.
    Dice: one attribute die per declaration k >= 2, in declaration order.

    Args:
        odds (bool | Unset):  Default: False.
        body (WalkaInstantChainRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaInstantChainResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            odds=odds,
        )
    ).parsed
