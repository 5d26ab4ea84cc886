from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sealed_waiting import SealedWaiting
from ...models.umbra_turris_encounter_melee_parry_answer import UmbraTurrisEncounterMeleeParryAnswer
from ...models.umbra_turris_parry_part_params import UmbraTurrisParryPartParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: UmbraTurrisParryPartParams,
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
        "url": "/v1/encounters/{encounter_id}/umbra-turris/melee/parry".format(
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
) -> Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer:
    if response.status_code == 200:
        response_200 = UmbraTurrisEncounterMeleeParryAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = SealedWaiting.from_dict(response.json())

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
) -> Response[Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer]:
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
    body: UmbraTurrisParryPartParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer]:
    """Parrying with sealed choices: each side sends its location; it resolves when the last one arrives,
    and a hit lets the attacker attack (§5, §11, §12)

     A part stands once given: a second part from the same side for the same exchange is a 409. The
    defender's use_shield is checked when its part arrives; if the shield can no longer be used when the
    parry resolves (the defender regained its Action Die), the parry resolves without it. No answer
    before the parry resolves depends on what a sealed part holds.

    A part holds no claim (a proposal would show it): under opponent_confirms or gm_confirms the
    defender's part blocks only at the table's shield target (config.shield_block_target); a target of
    its own is a 422 and is claimed first with melee/shield-block (§13).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Parrying: attacker's and defender's locations revealed together; the same one parries.

        umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
        (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
        A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
        from behind always gets through (the defender can't react): the defender's
        location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
        when reached. Outcome blocked or parried ends the attack with no other effect;
        hit means an attack follows (melee.attack).

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisParryPartParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer]
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
    body: UmbraTurrisParryPartParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer | None:
    """Parrying with sealed choices: each side sends its location; it resolves when the last one arrives,
    and a hit lets the attacker attack (§5, §11, §12)

     A part stands once given: a second part from the same side for the same exchange is a 409. The
    defender's use_shield is checked when its part arrives; if the shield can no longer be used when the
    parry resolves (the defender regained its Action Die), the parry resolves without it. No answer
    before the parry resolves depends on what a sealed part holds.

    A part holds no claim (a proposal would show it): under opponent_confirms or gm_confirms the
    defender's part blocks only at the table's shield target (config.shield_block_target); a target of
    its own is a 422 and is claimed first with melee/shield-block (§13).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Parrying: attacker's and defender's locations revealed together; the same one parries.

        umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
        (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
        A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
        from behind always gets through (the defender can't react): the defender's
        location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
        when reached. Outcome blocked or parried ends the attack with no other effect;
        hit means an attack follows (melee.attack).

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisParryPartParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer
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
    body: UmbraTurrisParryPartParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer]:
    """Parrying with sealed choices: each side sends its location; it resolves when the last one arrives,
    and a hit lets the attacker attack (§5, §11, §12)

     A part stands once given: a second part from the same side for the same exchange is a 409. The
    defender's use_shield is checked when its part arrives; if the shield can no longer be used when the
    parry resolves (the defender regained its Action Die), the parry resolves without it. No answer
    before the parry resolves depends on what a sealed part holds.

    A part holds no claim (a proposal would show it): under opponent_confirms or gm_confirms the
    defender's part blocks only at the table's shield target (config.shield_block_target); a target of
    its own is a 422 and is claimed first with melee/shield-block (§13).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Parrying: attacker's and defender's locations revealed together; the same one parries.

        umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
        (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
        A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
        from behind always gets through (the defender can't react): the defender's
        location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
        when reached. Outcome blocked or parried ends the attack with no other effect;
        hit means an attack follows (melee.attack).

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisParryPartParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer]
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
    body: UmbraTurrisParryPartParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer | None:
    """Parrying with sealed choices: each side sends its location; it resolves when the last one arrives,
    and a hit lets the attacker attack (§5, §11, §12)

     A part stands once given: a second part from the same side for the same exchange is a 409. The
    defender's use_shield is checked when its part arrives; if the shield can no longer be used when the
    parry resolves (the defender regained its Action Die), the parry resolves without it. No answer
    before the parry resolves depends on what a sealed part holds.

    A part holds no claim (a proposal would show it): under opponent_confirms or gm_confirms the
    defender's part blocks only at the table's shield target (config.shield_block_target); a target of
    its own is a 422 and is claimed first with melee/shield-block (§13).

    Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Parrying: attacker's and defender's locations revealed together; the same one parries.

        umbra-turris.md §5 (R1, R2, R3). With use_shield the defender's shield block
        (house rule: d6 >= shield_block_target) comes first and a block ends the attack.
        A location `random` is a d6 read as legs 1-2, body 3-4, head 5-6. An attack
        from behind always gets through (the defender can't react): the defender's
        location is never rolled, the attacker's still is. Dice: D_shield, A_loc, D_loc, each only
        when reached. Outcome blocked or parried ends the attack with no other effect;
        hit means an attack follows (melee.attack).

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (UmbraTurrisParryPartParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SealedWaiting | UmbraTurrisEncounterMeleeParryAnswer
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
