from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.proposal_answer import ProposalAnswer
from ...models.walka_encounter_strike_answer import WalkaEncounterStrikeAnswer
from ...models.walka_strike_encounter_params import WalkaStrikeEncounterParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    encounter_id: str,
    *,
    body: WalkaStrikeEncounterParams,
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
        "url": "/v1/encounters/{encounter_id}/walka/strike".format(
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
) -> Problem | ProposalAnswer | WalkaEncounterStrikeAnswer:
    if response.status_code == 200:
        response_200 = WalkaEncounterStrikeAnswer.from_dict(response.json())

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
) -> Response[Problem | ProposalAnswer | WalkaEncounterStrikeAnswer]:
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
    body: WalkaStrikeEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterStrikeAnswer]:
    """One attack from the hit location to the wound, written to both characters (§0, §5-§9); it meets the
    defence the target already rolled, else rolls defense_type. No defence for a target that can defend
    is the game master's or the target's choice

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

        walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
        ataku): hit location (§5: d100, then dn for an extra limb) -> the
        defender's difficulty (§6: one die, none without a defence) -> the
        attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
        (§9, critical hits only). Every request is checked before the first die.
        As on the attack and damage routes, the attacker's `ap` and the defender's
        `hp` are optional: left out, they are not tracked and the state after
        reports them null (and the attacker's pending penalty after a fumble).
        A miss stops after the attack: no damage, no wound. The outcome carries
        each step's own outcome and the state changes for both characters.
        On an encounter, `defense_rolled` is the defence the defender already
        rolled with the defense step (§6: the defender's roll sets the dc): the
        strike meets it and draws no defence die.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaStrikeEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterStrikeAnswer]
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
    body: WalkaStrikeEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterStrikeAnswer | None:
    """One attack from the hit location to the wound, written to both characters (§0, §5-§9); it meets the
    defence the target already rolled, else rolls defense_type. No defence for a target that can defend
    is the game master's or the target's choice

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

        walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
        ataku): hit location (§5: d100, then dn for an extra limb) -> the
        defender's difficulty (§6: one die, none without a defence) -> the
        attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
        (§9, critical hits only). Every request is checked before the first die.
        As on the attack and damage routes, the attacker's `ap` and the defender's
        `hp` are optional: left out, they are not tracked and the state after
        reports them null (and the attacker's pending penalty after a fumble).
        A miss stops after the attack: no damage, no wound. The outcome carries
        each step's own outcome and the state changes for both characters.
        On an encounter, `defense_rolled` is the defence the defender already
        rolled with the defense step (§6: the defender's roll sets the dc): the
        strike meets it and draws no defence die.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaStrikeEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterStrikeAnswer
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
    body: WalkaStrikeEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | ProposalAnswer | WalkaEncounterStrikeAnswer]:
    """One attack from the hit location to the wound, written to both characters (§0, §5-§9); it meets the
    defence the target already rolled, else rolls defense_type. No defence for a target that can defend
    is the game master's or the target's choice

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

        walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
        ataku): hit location (§5: d100, then dn for an extra limb) -> the
        defender's difficulty (§6: one die, none without a defence) -> the
        attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
        (§9, critical hits only). Every request is checked before the first die.
        As on the attack and damage routes, the attacker's `ap` and the defender's
        `hp` are optional: left out, they are not tracked and the state after
        reports them null (and the attacker's pending penalty after a fumble).
        A miss stops after the attack: no damage, no wound. The outcome carries
        each step's own outcome and the state changes for both characters.
        On an encounter, `defense_rolled` is the defence the defender already
        rolled with the defense step (§6: the defender's roll sets the dc): the
        strike meets it and draws no defence die.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaStrikeEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProposalAnswer | WalkaEncounterStrikeAnswer]
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
    body: WalkaStrikeEncounterParams,
    odds: bool | Unset = False,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | ProposalAnswer | WalkaEncounterStrikeAnswer | None:
    """One attack from the hit location to the wound, written to both characters (§0, §5-§9); it meets the
    defence the target already rolled, else rolls defense_type. No defence for a target that can defend
    is the game master's or the target's choice

     Who may call it: the game master, or the side whose model acts (where no model acts, any side).

    Hit location, defence, attack, damage and wounds in one call, in the digest's draw order.

        walka.md §0 Dice and order 3 (seed 003_f70b467855ab0e79.txt, Przebieg
        ataku): hit location (§5: d100, then dn for an extra limb) -> the
        defender's difficulty (§6: one die, none without a defence) -> the
        attacker's hit roll (§7) -> damage (§8, no dice) -> the sensitive point d2
        (§9, critical hits only). Every request is checked before the first die.
        As on the attack and damage routes, the attacker's `ap` and the defender's
        `hp` are optional: left out, they are not tracked and the state after
        reports them null (and the attacker's pending penalty after a fumble).
        A miss stops after the attack: no damage, no wound. The outcome carries
        each step's own outcome and the state changes for both characters.
        On an encounter, `defense_rolled` is the defence the defender already
        rolled with the defense step (§6: the defender's roll sets the dc): the
        strike meets it and draws no defence die.

    Args:
        encounter_id (str):
        odds (bool | Unset):  Default: False.
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (WalkaStrikeEncounterParams):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProposalAnswer | WalkaEncounterStrikeAnswer
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
