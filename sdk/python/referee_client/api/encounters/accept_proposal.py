from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.accept_body import AcceptBody
from ...models.accepted_answer import AcceptedAnswer
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    proposal_id: str,
    *,
    body: AcceptBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/encounters/{encounter_id}/proposals/{proposal_id}/accept".format(
            encounter_id=quote(str(encounter_id), safe=""),
            proposal_id=quote(str(proposal_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AcceptedAnswer | Problem:
    if response.status_code == 200:
        response_200 = AcceptedAnswer.from_dict(response.json())

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
) -> Response[AcceptedAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: str,
    proposal_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AcceptedAnswer | Problem]:
    """Accept a proposal: its step resolves now, exactly as proposed.

     Who may call it: one of the proposal's `confirm` (the side of the model the step
    acts on, else the other side; the game master under gm_confirms); never its
    proposer (403 `own_proposal`). The step is logged as its proposer's, with its claims,
    who made them and who accepted them; the answer is the step's own. The accepting side
    may add its own claims on its model (`claims`: those with `owner: target`), which a
    proposer never makes (403 `not_your_claim`).

    A proposal is a side's step whose claims (each step's `x-referee-claims`) are not
    neutral, on an encounter whose `claims_policy` is `opponent_confirms` or
    `gm_confirms`: it was answered 202, rolled nothing and logged nothing, and every
    other change waits for it (409 `proposal_open`). docs/encounters.md, "Claims and
    consent".

    Args:
        encounter_id (str):
        proposal_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AcceptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AcceptedAnswer | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        proposal_id=proposal_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    encounter_id: str,
    proposal_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AcceptedAnswer | Problem | None:
    """Accept a proposal: its step resolves now, exactly as proposed.

     Who may call it: one of the proposal's `confirm` (the side of the model the step
    acts on, else the other side; the game master under gm_confirms); never its
    proposer (403 `own_proposal`). The step is logged as its proposer's, with its claims,
    who made them and who accepted them; the answer is the step's own. The accepting side
    may add its own claims on its model (`claims`: those with `owner: target`), which a
    proposer never makes (403 `not_your_claim`).

    A proposal is a side's step whose claims (each step's `x-referee-claims`) are not
    neutral, on an encounter whose `claims_policy` is `opponent_confirms` or
    `gm_confirms`: it was answered 202, rolled nothing and logged nothing, and every
    other change waits for it (409 `proposal_open`). docs/encounters.md, "Claims and
    consent".

    Args:
        encounter_id (str):
        proposal_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AcceptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AcceptedAnswer | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        proposal_id=proposal_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    proposal_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AcceptedAnswer | Problem]:
    """Accept a proposal: its step resolves now, exactly as proposed.

     Who may call it: one of the proposal's `confirm` (the side of the model the step
    acts on, else the other side; the game master under gm_confirms); never its
    proposer (403 `own_proposal`). The step is logged as its proposer's, with its claims,
    who made them and who accepted them; the answer is the step's own. The accepting side
    may add its own claims on its model (`claims`: those with `owner: target`), which a
    proposer never makes (403 `not_your_claim`).

    A proposal is a side's step whose claims (each step's `x-referee-claims`) are not
    neutral, on an encounter whose `claims_policy` is `opponent_confirms` or
    `gm_confirms`: it was answered 202, rolled nothing and logged nothing, and every
    other change waits for it (409 `proposal_open`). docs/encounters.md, "Claims and
    consent".

    Args:
        encounter_id (str):
        proposal_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AcceptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AcceptedAnswer | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        proposal_id=proposal_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    proposal_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AcceptedAnswer | Problem | None:
    """Accept a proposal: its step resolves now, exactly as proposed.

     Who may call it: one of the proposal's `confirm` (the side of the model the step
    acts on, else the other side; the game master under gm_confirms); never its
    proposer (403 `own_proposal`). The step is logged as its proposer's, with its claims,
    who made them and who accepted them; the answer is the step's own. The accepting side
    may add its own claims on its model (`claims`: those with `owner: target`), which a
    proposer never makes (403 `not_your_claim`).

    A proposal is a side's step whose claims (each step's `x-referee-claims`) are not
    neutral, on an encounter whose `claims_policy` is `opponent_confirms` or
    `gm_confirms`: it was answered 202, rolled nothing and logged nothing, and every
    other change waits for it (409 `proposal_open`). docs/encounters.md, "Claims and
    consent".

    Args:
        encounter_id (str):
        proposal_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AcceptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AcceptedAnswer | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            proposal_id=proposal_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
