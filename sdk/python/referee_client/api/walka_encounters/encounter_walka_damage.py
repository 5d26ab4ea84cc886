from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.walka_damage_encounter_params import WalkaDamageEncounterParams
from ...models.walka_encounter_damage_answer import WalkaEncounterDamageAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaDamageEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/damage".format(
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
) -> Problem | WalkaEncounterDamageAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterDamageAnswer.from_dict(response.json())

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
) -> Response[Problem | WalkaEncounterDamageAnswer]:
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
    body: WalkaDamageEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WalkaEncounterDamageAnswer]:
    """Damage of a hit with the attacker's weapon against the target's NAC and armour: HP and Quality
    losses; no dice (§8)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaDamageEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaEncounterDamageAnswer]
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
    body: WalkaDamageEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WalkaEncounterDamageAnswer | None:
    """Damage of a hit with the attacker's weapon against the target's NAC and armour: HP and Quality
    losses; no dice (§8)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaDamageEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaEncounterDamageAnswer
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
    body: WalkaDamageEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WalkaEncounterDamageAnswer]:
    """Damage of a hit with the attacker's weapon against the target's NAC and armour: HP and Quality
    losses; no dice (§8)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaDamageEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WalkaEncounterDamageAnswer]
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
    body: WalkaDamageEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WalkaEncounterDamageAnswer | None:
    """Damage of a hit with the attacker's weapon against the target's NAC and armour: HP and Quality
    losses; no dice (§8)

     Who may call it: the game master only (it sets a result without dice, or changes the course of the
    fight).

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
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaDamageEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WalkaEncounterDamageAnswer
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
