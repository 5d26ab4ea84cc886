from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.key_set import KeySet
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/.well-known/jwks.json",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KeySet | Problem:
    if response.status_code == 200:
        response_200 = KeySet.from_dict(response.json())

        return response_200

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KeySet | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KeySet | Problem]:
    """The public keys that check the service's signatures, as a JWK set (RFC 7517).

     Each key is Ed25519 (`kty` OKP, `crv` Ed25519, RFC 8037) with its RFC 7638 thumbprint
    as `kid`; a signature names its key by `kid`. The first key signs today; the others
    signed before a rotation and stay listed so that what they signed still verifies.
    Keep a copy with your archived exports. Open without an API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeySet | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> KeySet | Problem | None:
    """The public keys that check the service's signatures, as a JWK set (RFC 7517).

     Each key is Ed25519 (`kty` OKP, `crv` Ed25519, RFC 8037) with its RFC 7638 thumbprint
    as `kid`; a signature names its key by `kid`. The first key signs today; the others
    signed before a rotation and stay listed so that what they signed still verifies.
    Keep a copy with your archived exports. Open without an API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeySet | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KeySet | Problem]:
    """The public keys that check the service's signatures, as a JWK set (RFC 7517).

     Each key is Ed25519 (`kty` OKP, `crv` Ed25519, RFC 8037) with its RFC 7638 thumbprint
    as `kid`; a signature names its key by `kid`. The first key signs today; the others
    signed before a rotation and stay listed so that what they signed still verifies.
    Keep a copy with your archived exports. Open without an API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeySet | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> KeySet | Problem | None:
    """The public keys that check the service's signatures, as a JWK set (RFC 7517).

     Each key is Ed25519 (`kty` OKP, `crv` Ed25519, RFC 8037) with its RFC 7638 thumbprint
    as `kid`; a signature names its key by `kid`. The first key signs today; the others
    signed before a rotation and stay listed so that what they signed still verifies.
    Keep a copy with your archived exports. Open without an API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeySet | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
