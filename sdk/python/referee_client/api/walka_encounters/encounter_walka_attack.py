from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.proposal_answer import ProposalAnswer
from ...models.walka_attack_encounter_params import WalkaAttackEncounterParams
from ...models.walka_encounter_attack_answer import WalkaEncounterAttackAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaAttackEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/attack".format(
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
) -> Problem | ProposalAnswer | WalkaEncounterAttackAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterAttackAnswer.from_dict(response.json())

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
) -> Response[Problem | ProposalAnswer | WalkaEncounterAttackAnswer]:
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
    body: WalkaAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterAttackAnswer]:
    """The hit test against the dc the target's defence roll set (dc 1 for a surprised target): pays its
    AP, a fumble costs 1 more, a blocked blow adds to the defender's pending penalty, a shot unloads
    (§7). A `defense` given by hand is the game master's

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    skill die + DEX (melee) or ACC (ranged, thrown) + modifiers against the defence's dc.

        walka.md §7 (seed 003_f70b467855ab0e79.txt: Wykonanie ataku; Ataki drugą
        ręką; Ataki bronią dwuręczną trzymaną w jednej dłoni; Ataki od tyłu; Ataki
        bez broni na uzbrojonego przeciwnika; Cudowne sukcesy i fatalne porażki;
        Wybór celu ataku). The attack costs `cost` AP (3), paid first and not
        refunded. Melee adds dex_level - armour_dex_penalty, ranged and thrown
        acc_level and the range modifier (DECISION: added, as the table's values
        are already negative). Modifiers: the chosen location's penalty, off hand
        -20, two-handed weapon in one hand -20, from behind +10, and against a
        parry in melee unarmed vs armed -10, armed vs unarmed +10; then
        `other_modifier`. The damage type follows `form` unless the weapon fixes
        it (DECISION); null when neither tells it, as the hit test needs none. A
        fumble misses and costs 1 more AP (or 1 pending AP penalty at 0 AP), and
        is never a blocked blow (DECISION). `ap` is optional: without it AP are
        not tracked (no affordability check; `attacker_ap` null, and on a fumble
        `attacker_pending_ap_penalty_added` null, since whether the 1 AP comes
        from the pool or from the next regeneration depends on it). A critical
        success hits whatever the dc (DECISION, cfg `critical_auto_hit`).
        Otherwise hit iff total >= dc. A parried or blocked miss is a blocked
        blow: the defender's pending_ap_penalty + 1. Dice: one skill die, after
        the defence's.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterAttackAnswer]
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
    body: WalkaAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterAttackAnswer | None:
    """The hit test against the dc the target's defence roll set (dc 1 for a surprised target): pays its
    AP, a fumble costs 1 more, a blocked blow adds to the defender's pending penalty, a shot unloads
    (§7). A `defense` given by hand is the game master's

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    skill die + DEX (melee) or ACC (ranged, thrown) + modifiers against the defence's dc.

        walka.md §7 (seed 003_f70b467855ab0e79.txt: Wykonanie ataku; Ataki drugą
        ręką; Ataki bronią dwuręczną trzymaną w jednej dłoni; Ataki od tyłu; Ataki
        bez broni na uzbrojonego przeciwnika; Cudowne sukcesy i fatalne porażki;
        Wybór celu ataku). The attack costs `cost` AP (3), paid first and not
        refunded. Melee adds dex_level - armour_dex_penalty, ranged and thrown
        acc_level and the range modifier (DECISION: added, as the table's values
        are already negative). Modifiers: the chosen location's penalty, off hand
        -20, two-handed weapon in one hand -20, from behind +10, and against a
        parry in melee unarmed vs armed -10, armed vs unarmed +10; then
        `other_modifier`. The damage type follows `form` unless the weapon fixes
        it (DECISION); null when neither tells it, as the hit test needs none. A
        fumble misses and costs 1 more AP (or 1 pending AP penalty at 0 AP), and
        is never a blocked blow (DECISION). `ap` is optional: without it AP are
        not tracked (no affordability check; `attacker_ap` null, and on a fumble
        `attacker_pending_ap_penalty_added` null, since whether the 1 AP comes
        from the pool or from the next regeneration depends on it). A critical
        success hits whatever the dc (DECISION, cfg `critical_auto_hit`).
        Otherwise hit iff total >= dc. A parried or blocked miss is a blocked
        blow: the defender's pending_ap_penalty + 1. Dice: one skill die, after
        the defence's.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterAttackAnswer
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
    body: WalkaAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterAttackAnswer]:
    """The hit test against the dc the target's defence roll set (dc 1 for a surprised target): pays its
    AP, a fumble costs 1 more, a blocked blow adds to the defender's pending penalty, a shot unloads
    (§7). A `defense` given by hand is the game master's

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    skill die + DEX (melee) or ACC (ranged, thrown) + modifiers against the defence's dc.

        walka.md §7 (seed 003_f70b467855ab0e79.txt: Wykonanie ataku; Ataki drugą
        ręką; Ataki bronią dwuręczną trzymaną w jednej dłoni; Ataki od tyłu; Ataki
        bez broni na uzbrojonego przeciwnika; Cudowne sukcesy i fatalne porażki;
        Wybór celu ataku). The attack costs `cost` AP (3), paid first and not
        refunded. Melee adds dex_level - armour_dex_penalty, ranged and thrown
        acc_level and the range modifier (DECISION: added, as the table's values
        are already negative). Modifiers: the chosen location's penalty, off hand
        -20, two-handed weapon in one hand -20, from behind +10, and against a
        parry in melee unarmed vs armed -10, armed vs unarmed +10; then
        `other_modifier`. The damage type follows `form` unless the weapon fixes
        it (DECISION); null when neither tells it, as the hit test needs none. A
        fumble misses and costs 1 more AP (or 1 pending AP penalty at 0 AP), and
        is never a blocked blow (DECISION). `ap` is optional: without it AP are
        not tracked (no affordability check; `attacker_ap` null, and on a fumble
        `attacker_pending_ap_penalty_added` null, since whether the 1 AP comes
        from the pool or from the next regeneration depends on it). A critical
        success hits whatever the dc (DECISION, cfg `critical_auto_hit`).
        Otherwise hit iff total >= dc. A parried or blocked miss is a blocked
        blow: the defender's pending_ap_penalty + 1. Dice: one skill die, after
        the defence's.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterAttackAnswer]
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
    body: WalkaAttackEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterAttackAnswer | None:
    """The hit test against the dc the target's defence roll set (dc 1 for a surprised target): pays its
    AP, a fumble costs 1 more, a blocked blow adds to the defender's pending penalty, a shot unloads
    (§7). A `defense` given by hand is the game master's

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    skill die + DEX (melee) or ACC (ranged, thrown) + modifiers against the defence's dc.

        walka.md §7 (seed 003_f70b467855ab0e79.txt: Wykonanie ataku; Ataki drugą
        ręką; Ataki bronią dwuręczną trzymaną w jednej dłoni; Ataki od tyłu; Ataki
        bez broni na uzbrojonego przeciwnika; Cudowne sukcesy i fatalne porażki;
        Wybór celu ataku). The attack costs `cost` AP (3), paid first and not
        refunded. Melee adds dex_level - armour_dex_penalty, ranged and thrown
        acc_level and the range modifier (DECISION: added, as the table's values
        are already negative). Modifiers: the chosen location's penalty, off hand
        -20, two-handed weapon in one hand -20, from behind +10, and against a
        parry in melee unarmed vs armed -10, armed vs unarmed +10; then
        `other_modifier`. The damage type follows `form` unless the weapon fixes
        it (DECISION); null when neither tells it, as the hit test needs none. A
        fumble misses and costs 1 more AP (or 1 pending AP penalty at 0 AP), and
        is never a blocked blow (DECISION). `ap` is optional: without it AP are
        not tracked (no affordability check; `attacker_ap` null, and on a fumble
        `attacker_pending_ap_penalty_added` null, since whether the 1 AP comes
        from the pool or from the next regeneration depends on it). A critical
        success hits whatever the dc (DECISION, cfg `critical_auto_hit`).
        Otherwise hit iff total >= dc. A parried or blocked miss is a blocked
        blow: the defender's pending_ap_penalty + 1. Dice: one skill die, after
        the defence's.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaAttackEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterAttackAnswer
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
