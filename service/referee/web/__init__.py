"""The table in the browser: /table/ (run a fight from phones) and /verify/ (check one).

Static pages built from web/ (TypeScript on the SDK, bundled by esbuild) and committed in
static/, so the service still needs only Python. They are not part of the API and stay
out of the spec. Every asset is served from here (no CDN), under a strict Content
Security Policy; the pages send no Referer, and a join link keeps its token in the URL
fragment, which a browser never sends to a server.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, redirect, request, send_from_directory

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


@blp.get("/table/")
def table() -> Response:
    return _page("table.html")


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
