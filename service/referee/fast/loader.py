"""Loading bodies with marshmallow schemas, faster: it accepts, or marshmallow decides.

`fast_loader(schema)` reads a schema instance once and builds a function that loads a
body as `schema.load` would, for the inputs it is sure of, without marshmallow's
per-call machinery (hooks looked up, option checks, a per-field closure, an error
store). Whenever it is not sure, on anything marshmallow would refuse and on any
value of a kind it does not read itself, it raises `Defer` and the caller runs
`schema.load`, so every refusal, and every error message, is marshmallow's own.

What it reads itself: JSON objects for schemas with `unknown = RAISE` or `EXCLUDE`
whose fields are marshmallow's own Integer, Float, String, Boolean, List and Nested
(of such a schema); it calls the schema's pre_load, validates_schema and post_load
hooks and every field's validators as marshmallow calls them. Any other field goes
through the field's own `deserialize`, as marshmallow calls it. A schema it cannot
read this way (field-level `@validates` hooks, `only`/`partial`/`many`, dotted
attributes) gets no fast loader at all.

It reads marshmallow's private hooks (`schema._hooks`, keyed by `decorators.PRE_LOAD`,
`VALIDATES`, ...) and calls them as marshmallow's `_invoke_*` methods do; a schema class
that overrides one of those methods gets no fast loader. tests/unit/test_fast_loader.py
proves, with hypothesis, that on valid and invalid bodies alike the fast loader either
returns exactly what `schema.load` returns or defers, and that it defers whenever
`schema.load` raises.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import marshmallow as ma
from marshmallow import fields
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA
from marshmallow.exceptions import RegistryError
from marshmallow.validate import Validator

from referee.fast.switch import on

missing = ma.missing
Load = Callable[[Any], Any]


class Defer(Exception):  # noqa: N818 (not an error: the caller runs marshmallow)
    """The fast loader is not sure of this input: `schema.load` decides."""


ON = on("loader")
_DEFER = Defer()
# marshmallow's loading methods: a schema class that overrides any of them (OneOfSchema
# overrides `load`) loads in its own way, which only marshmallow knows.
_LOADING = (
    "load",
    "_do_load",
    "_deserialize",
    "_invoke_load_processors",
    "_invoke_processors",
    "_invoke_field_validators",
    "_invoke_schema_validators",
    "_run_validator",
)


def fast_loader(schema: ma.Schema) -> Load | None:
    """A function that loads a body as `schema.load(body)` does or raises Defer; None when
    the schema has something the fast path does not read (or the path is off)."""
    if not ON:
        return None
    return _SchemaCompiler().schema(schema)


def load(schema: ma.Schema, fast: Load | None, body: Any) -> Any:
    """`schema.load(body)`, through `fast` when it is sure."""
    if fast is not None:
        try:
            return fast(body)
        except Defer:
            pass
    return schema.load(body)


def _hooks(schema: ma.Schema, tag: str) -> list[tuple[Callable, bool]]:
    """(bound hook, pass_original) in the order marshmallow calls them for one object:
    the pass_collection hooks first, then the others."""
    hooks = schema._hooks[tag]
    ordered = [h for h in hooks if h[1]] + [h for h in hooks if not h[1]]
    return [(getattr(schema, name), bool(kw.get("pass_original"))) for name, _, kw in ordered]


def _validate(validators: list, value: Any) -> None:
    """A field's validators as `validate.And` runs them; any refusal defers."""
    for validator in validators:
        try:
            result = validator(value)
        except ma.ValidationError:
            raise _DEFER from None
        if result is False and not isinstance(validator, Validator):
            raise _DEFER


class _SchemaCompiler:
    def __init__(self) -> None:
        self._done: dict[int, Load | None] = {}

    def schema(self, schema: ma.Schema) -> Load | None:
        key = id(schema)
        if key not in self._done:
            self._done[key] = None  # a schema nested in itself is read by marshmallow
            self._done[key] = self._compile(schema)
        return self._done[key]

    def _compile(self, schema: ma.Schema) -> Load | None:
        unknown = schema.unknown
        if (
            any(getattr(type(schema), name) is not getattr(ma.Schema, name) for name in _LOADING)
            or schema.many
            or schema.partial
            or unknown not in (ma.RAISE, ma.EXCLUDE)
            or schema._hooks[VALIDATES]
        ):
            return None
        plan = []
        for attr_name, field in schema.load_fields.items():
            key = field.data_key if field.data_key is not None else attr_name
            out = field.attribute or attr_name
            if "." in out:
                return None
            plan.append((key, out, self.field(field)))
        pre_hooks = _hooks(schema, PRE_LOAD)
        validators = _hooks(schema, VALIDATES_SCHEMA)
        post_hooks = _hooks(schema, POST_LOAD)
        partial = schema.partial
        dict_class = schema.dict_class
        raise_unknown = unknown == ma.RAISE
        hook_kwargs = {"partial": partial, "unknown": unknown}

        def call(hook, pass_original, data, original):
            if pass_original:
                return hook(data, original, many=False, **hook_kwargs)
            return hook(data, many=False, **hook_kwargs)

        def load(original: Any) -> Any:
            data = original
            try:
                for hook, pass_original in pre_hooks:
                    data = call(hook, pass_original, data, original)
            except ma.ValidationError:
                raise _DEFER from None
            if type(data) is not dict:
                raise _DEFER
            result = dict_class()
            found = 0
            for key, out, read in plan:
                raw = data.get(key, missing)
                if raw is not missing:
                    found += 1
                value = read(raw, key, data)
                if value is not missing:
                    result[out] = value
            if raise_unknown and found != len(data):
                raise _DEFER  # a key no field reads: marshmallow names it
            try:
                for hook, pass_original in validators:
                    call(hook, pass_original, result, original)
                for hook, pass_original in post_hooks:
                    result = call(hook, pass_original, result, original)
            except ma.ValidationError:
                raise _DEFER from None
            return result

        return load

    def field(self, field: fields.Field) -> Callable[[Any, str, dict], Any]:
        """read(raw, key, data): the field's value for `raw` (marshmallow's `missing` when
        absent), as `field.deserialize(raw, key, data)` returns it, or Defer."""
        convert = None if (field.pre_load or field.post_load) else self._converter(field)
        if convert is None:

            def delegated(raw, key, data, field=field):
                try:
                    return field.deserialize(raw, key, data)
                except ma.ValidationError:
                    raise _DEFER from None

            return delegated

        required, allow_none = field.required, field.allow_none
        load_default = field.load_default
        validators = list(field.validators)

        def read(raw, key, data):
            if raw is missing:
                if required:
                    raise _DEFER
                return load_default() if callable(load_default) else load_default
            if raw is None:
                if allow_none:
                    return None
                raise _DEFER
            value = convert(raw)
            if validators:
                _validate(validators, value)
            return value

        return read

    def _converter(self, field: fields.Field) -> Load | None:
        """The field's `_deserialize` for the JSON values it is sure of; None: delegate.

        A project field class may declare its own fast path, for itself only (a subclass
        of it is delegated again unless it declares one too): `fast_as = fields.Float`,
        it loads every value the fast path of that marshmallow class accepts as that
        class does; or `fast_reader(self, compile)`, which returns a converter (or None)
        given `compile(schema)`, this module's loader of a schema (or None).
        """
        kind = type(field)
        declared = kind.__dict__
        if "fast_reader" in declared:
            return field.fast_reader(self.schema)
        kind = declared.get("fast_as", kind)
        if kind is fields.Integer:
            return _integer
        if kind is fields.Float:
            return _finite_float if not field.allow_nan else _float
        if kind is fields.String:
            return _string
        if kind is fields.Boolean:
            return self._boolean(field)
        if kind is fields.List:
            inner = self.field(field.inner)

            def read_list(value):
                if type(value) is not list:
                    raise _DEFER
                return [inner(each, None, None) for each in value]

            return read_list
        if kind is fields.Nested:
            if field.many or field.unknown is not None:
                return None
            try:
                schema = field.schema
            except RegistryError:  # named by a class not defined yet: marshmallow finds it
                return None
            nested = self.schema(schema)
            if nested is None:
                return None

            def read_nested(value):
                if type(value) is not dict:
                    raise _DEFER
                return nested(value)

            return read_nested
        return None

    @staticmethod
    def _boolean(field: fields.Boolean) -> Load:
        truthy, falsy = field.truthy, field.falsy

        def read_boolean(value):
            if type(value) is not bool:
                raise _DEFER
            if not truthy:
                return value
            if value in truthy:
                return True
            if value in falsy:
                return False
            raise _DEFER

        return read_boolean


def _exactly(kind: type) -> Load:
    """A value of exactly this JSON type, as it is (for Integer: int(value) is the value)."""

    def read(value):
        if type(value) is not kind:
            raise _DEFER
        return value

    return read


_integer, _string = _exactly(int), _exactly(str)


def _float(value: Any) -> float:
    if type(value) is float:
        return value
    if type(value) is int:
        try:
            return float(value)
        except OverflowError:
            raise _DEFER from None
    raise _DEFER


def _finite_float(value: Any) -> float:
    number = _float(value)
    if math.isinf(number) or math.isnan(number):
        raise _DEFER
    return number
