from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.umbra_turris_attack_encounter_params import UmbraTurrisAttackEncounterParams
from ...models.umbra_turris_encounter_melee_attack_answer import UmbraTurrisEncounterMeleeAttackAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: UmbraTurrisAttackEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/umbra-turris/melee/attack".format(
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
) -> Problem | UmbraTurrisEncounterMeleeAttackAnswer:
    if response.status_code == 200:
        response_200 = UmbraTurrisEncounterMeleeAttackAnswer.from_dict(response.json())

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
) -> Response[Problem | UmbraTurrisEncounterMeleeAttackAnswer]:
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
    body: UmbraTurrisAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | UmbraTurrisEncounterMeleeAttackAnswer]:
    """The attack after a failed Parry, with its damage to the defender's wounds (§6, §11)

     It completes the exchange its attacker declared, so an attacker that self-healed since still makes
    it (§10).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    A standard, force or precise attack after a failed Parry, with its damage.

        umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
        2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
        Success only if the attacker's total is strictly greater (a tie favours the
        defender). Damage: standard and force the difference minus armour (not below
        0); precise a fixed 2 that armour does not reduce, and a six on either attacker
        die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
        the defender's. With wounds_remaining (or W) the wounds after are reported;
        reaching 0 sets out_of_action.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisEncounterMeleeAttackAnswer]
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
    body: UmbraTurrisAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | UmbraTurrisEncounterMeleeAttackAnswer | None:
    """The attack after a failed Parry, with its damage to the defender's wounds (§6, §11)

     It completes the exchange its attacker declared, so an attacker that self-healed since still makes
    it (§10).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    A standard, force or precise attack after a failed Parry, with its damage.

        umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
        2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
        Success only if the attacker's total is strictly greater (a tie favours the
        defender). Damage: standard and force the difference minus armour (not below
        0); precise a fixed 2 that armour does not reduce, and a six on either attacker
        die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
        the defender's. With wounds_remaining (or W) the wounds after are reported;
        reaching 0 sets out_of_action.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisEncounterMeleeAttackAnswer
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
    body: UmbraTurrisAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | UmbraTurrisEncounterMeleeAttackAnswer]:
    """The attack after a failed Parry, with its damage to the defender's wounds (§6, §11)

     It completes the exchange its attacker declared, so an attacker that self-healed since still makes
    it (§10).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    A standard, force or precise attack after a failed Parry, with its damage.

        umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
        2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
        Success only if the attacker's total is strictly greater (a tie favours the
        defender). Damage: standard and force the difference minus armour (not below
        0); precise a fixed 2 that armour does not reduce, and a six on either attacker
        die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
        the defender's. With wounds_remaining (or W) the wounds after are reported;
        reaching 0 sets out_of_action.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UmbraTurrisEncounterMeleeAttackAnswer]
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
    body: UmbraTurrisAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | UmbraTurrisEncounterMeleeAttackAnswer | None:
    """The attack after a failed Parry, with its damage to the defender's wounds (§6, §11)

     It completes the exchange its attacker declared, so an attacker that self-healed since still makes
    it (§10).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    A standard, force or precise attack after a failed Parry, with its damage.

        umbra-turris.md §6 (R4-R7): standard 1d6 + WS each; force 2d6 + S against
        2d6 + T; precise 2d6 + Sp each. Only the attacker adds the weapon modifier.
        Success only if the attacker's total is strictly greater (a tie favours the
        defender). Damage: standard and force the difference minus armour (not below
        0); precise a fixed 2 that armour does not reduce, and a six on either attacker
        die reports critical_chance (no die is drawn for it). Dice: the attacker's, then
        the defender's. With wounds_remaining (or W) the wounds after are reported;
        reaching 0 sets out_of_action.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UmbraTurrisEncounterMeleeAttackAnswer
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
