from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.correction_answer import CorrectionAnswer
from ...models.problem import Problem
from ...models.umbra_turris_roster_model_edit import UmbraTurrisRosterModelEdit
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    model_id: str,
    *,
    body: UmbraTurrisRosterModelEdit,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/encounters/{encounter_id}/umbra-turris/models/{model_id}".format(
            encounter_id=quote(str(encounter_id), safe=""),
            model_id=quote(str(model_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CorrectionAnswer | Problem:
    if response.status_code == 200:
        response_200 = CorrectionAnswer.from_dict(response.json())

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
) -> Response[CorrectionAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    encounter_id: str,
    model_id: str,
    *,
    client: AuthenticatedClient,
    body: UmbraTurrisRosterModelEdit,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[CorrectionAnswer | Problem]:
    """Edit a model: each field left out keeps its value (game master only); logged.

     The given fields are merged into the stored model, inside nested objects too, and
    the model this makes is checked as a new one is.

    Who may call it: the game master only. The log and verify list it as a correction;
    it cannot read or replace a side's sealed choices.

    Args:
        encounter_id (str):
        model_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisRosterModelEdit):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CorrectionAnswer | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        model_id=model_id,
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
    model_id: str,
    *,
    client: AuthenticatedClient,
    body: UmbraTurrisRosterModelEdit,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> CorrectionAnswer | Problem | None:
    """Edit a model: each field left out keeps its value (game master only); logged.

     The given fields are merged into the stored model, inside nested objects too, and
    the model this makes is checked as a new one is.

    Who may call it: the game master only. The log and verify list it as a correction;
    it cannot read or replace a side's sealed choices.

    Args:
        encounter_id (str):
        model_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisRosterModelEdit):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CorrectionAnswer | Problem
    """

    return sync_detailed(
        encounter_id=encounter_id,
        model_id=model_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    encounter_id: str,
    model_id: str,
    *,
    client: AuthenticatedClient,
    body: UmbraTurrisRosterModelEdit,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[CorrectionAnswer | Problem]:
    """Edit a model: each field left out keeps its value (game master only); logged.

     The given fields are merged into the stored model, inside nested objects too, and
    the model this makes is checked as a new one is.

    Who may call it: the game master only. The log and verify list it as a correction;
    it cannot read or replace a side's sealed choices.

    Args:
        encounter_id (str):
        model_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisRosterModelEdit):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CorrectionAnswer | Problem]
    """

    kwargs = _get_kwargs(
        encounter_id=encounter_id,
        model_id=model_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    encounter_id: str,
    model_id: str,
    *,
    client: AuthenticatedClient,
    body: UmbraTurrisRosterModelEdit,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> CorrectionAnswer | Problem | None:
    """Edit a model: each field left out keeps its value (game master only); logged.

     The given fields are merged into the stored model, inside nested objects too, and
    the model this makes is checked as a new one is.

    Who may call it: the game master only. The log and verify list it as a correction;
    it cannot read or replace a side's sealed choices.

    Args:
        encounter_id (str):
        model_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisRosterModelEdit):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CorrectionAnswer | Problem
    """

    return (
        await asyncio_detailed(
            encounter_id=encounter_id,
            model_id=model_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
