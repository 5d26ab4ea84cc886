from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.proposal_answer import ProposalAnswer
from ...models.walka_encounter_instant_chain_answer import WalkaEncounterInstantChainAnswer
from ...models.walka_instant_chain_encounter_params import WalkaInstantChainEncounterParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaInstantChainEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/instant-chain".format(
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
) -> Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterInstantChainAnswer.from_dict(response.json())

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
) -> Response[Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer]:
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
    body: WalkaInstantChainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer]:
    """Declare instants against the current character's declared action: REF tests at rising dc, every
    declarer pays now, and so does the trigger's actor unless it moved a unit; the last joined link is
    due first (§4). The side of everyone it charges takes it; several sides: the game master

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaInstantChainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer]
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
    body: WalkaInstantChainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer | None:
    """Declare instants against the current character's declared action: REF tests at rising dc, every
    declarer pays now, and so does the trigger's actor unless it moved a unit; the last joined link is
    due first (§4). The side of everyone it charges takes it; several sides: the game master

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaInstantChainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer
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
    body: WalkaInstantChainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer]:
    """Declare instants against the current character's declared action: REF tests at rising dc, every
    declarer pays now, and so does the trigger's actor unless it moved a unit; the last joined link is
    due first (§4). The side of everyone it charges takes it; several sides: the game master

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaInstantChainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer]
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
    body: WalkaInstantChainEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer | None:
    """Declare instants against the current character's declared action: REF tests at rising dc, every
    declarer pays now, and so does the trigger's actor unless it moved a unit; the last joined link is
    due first (§4). The side of everyone it charges takes it; several sides: the game master

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaInstantChainEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterInstantChainAnswer
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
