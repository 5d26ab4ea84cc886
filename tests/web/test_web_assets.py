"""The built pages of /table/ and /verify/: rebuilt from web/ they are byte for byte the
committed ones; the sources type-check; the service serves them itself, under a strict
Content Security Policy, with no Referer, and keeps them out of the API spec."""

from __future__ import annotations

import dataclasses
import re

import pytest

from referee.app import create_app

BUILD_TIMEOUT = 240


@pytest.mark.timeout(BUILD_TIMEOUT)
def test_committed_assets_are_the_build_of_web_sources(web_client, tmp_path):
    built = web_client.build(
        tmp_path / "static", capture_output=True, text=True, timeout=BUILD_TIMEOUT
    )
    assert built.returncode == 0, built.stdout + built.stderr
    fresh = {p.name: p.read_bytes() for p in (tmp_path / "static").iterdir()}
    committed = {p.name: p.read_bytes() for p in web_client.STATIC.iterdir()}
    assert (
        sorted(fresh)
        == sorted(committed)
        == [
            "THIRD-PARTY-LICENSES.txt",
            "style.css",
            "table.html",
            "table.js",
            "verify.html",
            "verify.js",
        ]
    )
    stale = [name for name in fresh if fresh[name] != committed[name]]
    assert not stale, f"rebuild with `python scripts/web_client.py` and commit: {stale} differ"


@pytest.mark.timeout(BUILD_TIMEOUT)
def test_web_sources_type_check_strictly(web_client):
    checked = web_client.typecheck(capture_output=True, text=True, timeout=BUILD_TIMEOUT)
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.parametrize("path", ["/table/", "/verify/"])
def test_pages_are_served_with_a_strict_policy_and_no_referer(client, path):
    page = client.get(path)
    assert page.status_code == 200 and page.mimetype == "text/html"
    policy = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "script-src 'self'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert page.headers["Referrer-Policy"] == "no-referrer"
    html = page.get_data(as_text=True)
    assert '<meta name="referrer" content="no-referrer">' in html
    # Every script and sheet comes from this server: no CDN, no other host.
    for reference in re.findall(r'(?:src|href)="([^"]+)"', html):
        local = reference.startswith("/") and not reference.startswith("//")
        assert local or reference.startswith("#") or reference == "data:,", reference
        if reference.startswith("/web/"):
            asset = client.get(reference)
            assert asset.status_code == 200, reference
            assert asset.headers["Content-Security-Policy"] == policy


def test_assets_reach_no_other_host(web_client):
    for name in ("table.js", "verify.js", "style.css"):
        text = (web_client.STATIC / name).read_text()
        hosts = set(re.findall(r"https?://[^\s\"'`)]+", text))
        # The SVG namespace is a name, never fetched.
        assert hosts <= {"http://www.w3.org/2000/svg"}, (name, hosts)


def test_pages_are_not_api_routes(client):
    spec = client.get("/openapi.json").get_json()
    assert not [p for p in spec["paths"] if p.startswith(("/table", "/verify", "/web"))]
    assert client.get("/table").status_code == 308
    assert client.get("/web/nothing.js").status_code == 404


def test_pages_load_without_an_api_key_where_keys_are_on(settings):
    keyed = create_app(dataclasses.replace(settings, api_keys="alpha")).test_client()
    for path in ("/table/", "/verify/", "/web/table.js", "/web/style.css"):
        assert keyed.get(path).status_code == 200, path
    # The API itself still needs the key.
    assert keyed.post("/v1/encounters", json={}).status_code == 401


@pytest.mark.parametrize(
    ("configured", "named"),
    [
        (None, ""),
        ("https://table.example.org/", "https://table.example.org"),
        ("http://192.168.1.20:8000", "http://192.168.1.20:8000"),
        ("javascript:alert(1)", ""),  # not an address: the page's own is used
        ('https://x.example/"><script>', "https://x.example/&quot;&gt;&lt;script&gt;"),
    ],
)
def test_table_names_the_public_url_join_links_use(settings, configured, named):
    """REFEREE_PUBLIC_URL reaches the page in its referee-public-url tag (escaped); unset or
    not an http(s) address, the tag is empty and the links use the browser's address."""
    app = create_app(dataclasses.replace(settings, public_url=configured))
    page = app.test_client().get("/table/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert f'<meta name="referee-public-url" content="{named}">' in html
    assert "<script>" not in html
    assert page.headers["Content-Security-Policy"].startswith("default-src 'none'")
