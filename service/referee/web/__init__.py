"""The table in the browser: /table/ (run a fight from phones) and /verify/ (check one).

Static pages built from web/ (TypeScript on the SDK, bundled by esbuild) and committed in
static/, so the service still needs only Python. They are not part of the API and stay
out of the spec. Every asset is served from here (no CDN), under a strict Content
Security Policy; the pages send no Referer, and a join link keeps its token in the URL
fragment, which a browser never sends to a server.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from urllib.parse import urlsplit

from flask import Blueprint, Response, current_app, redirect, request, send_from_directory

STATIC = Path(__file__).resolve().parent / "static"

# Scripts, styles and requests only from this origin; no inline code, no frames, no
# plugins; forms post only here. SVG drawn by the scripts needs nothing more.
CSP = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

blp = Blueprint("web", __name__)


def _secure(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CSP
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Cross-Origin-Opener-Policy"] = "same-origin"
    return response


def _page(name: str) -> Response:
    response = send_from_directory(STATIC, name, max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    return _secure(response)


# The table's page names the address join links use (REFEREE_PUBLIC_URL) in this tag; the
# page falls back to the address its browser reached it by when the tag is empty.
PUBLIC_URL_TAG = '<meta name="referee-public-url" content="">'


def public_url() -> str:
    """REFEREE_PUBLIC_URL as an origin (`https://table.example.org`), or "" when unset or
    not an http(s) address with a host."""
    settings = current_app.extensions["referee.encounters"].settings
    raw = (settings.public_url or "").strip()
    parts = urlsplit(raw)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return ""
    return f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}"


@blp.get("/table/")
def table() -> Response:
    address = public_url()
    if not address:
        return _page("table.html")
    html = (STATIC / "table.html").read_text(encoding="utf-8")
    tag = f'<meta name="referee-public-url" content="{escape(address)}">'
    response = Response(html.replace(PUBLIC_URL_TAG, tag), mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"
    return _secure(response)


@blp.get("/verify/")
def verify() -> Response:
    return _page("verify.html")


@blp.get("/table")
@blp.get("/verify")
def without_slash() -> Response:
    return redirect(request.path + "/", code=308)


@blp.get("/web/<any('table.js', 'verify.js', 'style.css', 'THIRD-PARTY-LICENSES.txt'):name>")
def asset(name: str) -> Response:
    response = send_from_directory(STATIC, name, max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    return _secure(response)
