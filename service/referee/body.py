"""Request bodies: the one place a request's JSON is read.

The app's request class (`BodyRequest`) reads every body and webargs' parser
is pointed at it (referee.api), so every route meets the same rules and any
body, however hostile, gets a 4xx problem+json that says what is wrong:

- a body of unknown length (chunked) past REFEREE_MAX_BODY_BYTES is a 413, as
  one with a Content-Length is;
- the body is UTF-8 JSON (RFC 8259 §8.1); a key twice in one object is
  ambiguous; nesting deeper than any request needs is refused before anything
  recurses over it;
- text with half a UTF-16 surrogate pair is a 422 that names the field.

NaN, Infinity and numbers beyond a float's range (1e400) are read as Python
reads them and left to the schemas, whose number fields refuse non-finite
values with a 422 that names the field.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import flask
from flask.json.provider import DefaultJSONProvider
from marshmallow import missing
from webargs.flaskparser import FlaskParser, is_json_request
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.utils import cached_property
from werkzeug.wsgi import LimitedStream

from referee.observability import request_id_of

# The deepest request (an encounter's models, their weapons, a weapon's bands) is 5
# levels; recursion over a 1000-deep body overflows Python's stack.
MAX_DEPTH = 32
_SURROGATE = re.compile("[\ud800-\udfff]")


class BodyError(ValueError):
    """A request body Referee will not read: status, code, player words, and the field."""

    def __init__(self, status: int, code: str, detail: str, field: str | None = None):
        super().__init__(detail)
        self.status, self.code, self.detail, self.field = status, code, detail, field


def _invalid(why: str) -> BodyError:
    return BodyError(400, "invalid_json", f"the request body is not valid JSON: {why}")


def _object(pairs: list[tuple[str, Any]]) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise BodyError(
            400,
            "duplicate_key",
            f"the key {json.dumps(twice)} appears twice in one object of the request body; "
            "send each key once",
        )
    return obj


def _too_deep() -> BodyError:
    return BodyError(
        400,
        "too_deeply_nested",
        f"the request body nests objects and arrays more than {MAX_DEPTH} levels deep; "
        "no Referee request nests that deep",
    )


def _check_depth(value: Any) -> None:
    """Breadth first, without recursion: the check itself must not overflow the stack."""
    level = [value]
    for _ in range(MAX_DEPTH):
        level = [
            child
            for node in level
            for child in (node.values() if type(node) is dict else node)
            if type(child) is dict or type(child) is list
        ]
        if not level:
            return
    raise _too_deep()


def _find_surrogate(value: Any) -> tuple[str, str] | None:
    """The path and text of the first string (key or value) with half a surrogate pair."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, node = stack.pop()
        if type(node) is str:
            if _SURROGATE.search(node):
                return path, node
        elif type(node) is dict:
            for key, child in node.items():
                # The path goes into the answer, which must itself be valid UTF-8.
                name = key.encode("utf-8", "backslashreplace").decode("utf-8")
                at = f"{path}.{name}" if path else name
                if _SURROGATE.search(key):
                    return at, key
                stack.append((at, child))
        elif type(node) is list:
            stack.extend((f"{path}.{i}" if path else str(i), c) for i, c in enumerate(node))
    return None


def loads(data: bytes | str) -> Any:
    """A request body as Python values, or a BodyError that says what is wrong with it."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _invalid(
                f"byte {exc.start + 1} is not UTF-8; send the body as UTF-8 text"
            ) from None
    else:
        text = data
    try:
        value = json.loads(text, object_pairs_hook=_object)
    except BodyError:
        raise
    except json.JSONDecodeError as exc:
        raise _invalid(f"{exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise _too_deep() from None
    except ValueError:  # an integer longer than Python converts (sys.get_int_max_str_digits)
        raise BodyError(
            422,
            "number_too_large",
            "a number in the request body has thousands of digits; no field takes one that large",
        ) from None
    # Brackets inside strings count too, so this only ever walks more often than needed.
    if text.count("[") + text.count("{") > MAX_DEPTH:
        _check_depth(value)
    # Half a surrogate pair can only come from a \u escape: strict UTF-8 refuses it raw.
    if "\\u" in text:
        found = _find_surrogate(value)
        if found is not None:
            path, where = found
            half = next(c for c in where if _SURROGATE.match(c))
            raise BodyError(
                422,
                "invalid_text",
                f"{path or 'body'}: the text has \\u{ord(half):04x}, half of a UTF-16 "
                "surrogate pair without its other half, which is not a character; send "
                "valid Unicode text",
                field=path or "body",
            )
    return value


class BodyJSONProvider(DefaultJSONProvider):
    """The app's JSON: Flask hands request bodies to `loads`; answers dump as Flask does."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return loads(s)


class _Capped(LimitedStream):
    """A body of unknown length, refused with a 413 once it passes `limit` bytes.

    werkzeug's own cap on such a body stops reading at the limit and returns the
    body cut short: the cut JSON was then a misleading 400, or was read as valid
    when the cut fell after the last brace.
    """

    def __init__(self, stream, limit: int):
        super().__init__(stream, limit + 1, is_max=True)

    def readall(self) -> bytes:
        data = super().readall()
        if len(data) >= self.limit:
            raise RequestEntityTooLarge()
        return data


class BodyRequest(flask.Request):
    """The app's request: reads bodies as above, and knows its id and when it began."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.started = time.perf_counter()  # for the request latency metric

    @cached_property
    def request_id(self) -> str:
        """referee.observability.request_id: the id this request is known by."""
        return request_id_of(self.environ)

    @cached_property
    def stream(self):
        # A body with a Content-Length (nearly every one) skips the app's config lookup.
        if self.content_length is None and "wsgi.input_terminated" in self.environ:
            limit = self.max_content_length
            if limit is not None:
                return _Capped(self.environ["wsgi.input"], limit)
        return super().stream

    def on_json_loading_failed(self, e: ValueError | None) -> Any:
        if isinstance(e, BodyError):
            raise e
        return super().on_json_loading_failed(e)


class BodyParser(FlaskParser):
    """webargs reads JSON bodies through the request (and so through `loads`)."""

    def _raw_load_json(self, req: flask.Request) -> Any:
        if not is_json_request(req) or not req.get_data(cache=True):
            return missing
        # The content type was checked above: straight to the (cached) body, read once.
        return req.get_json(force=True)
