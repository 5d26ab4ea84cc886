"""Recording state changes: what every system's `apply` returns, as {path, from, to}."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

State = dict[str, Any]


class Changes(list):
    """The state changes of one step; each setter records only a real change."""

    def __init__(self, collection: str = "models"):
        super().__init__()
        self.collection = collection

    def model(self, state: State, model_id: str, field: str, value) -> None:
        model = state[self.collection][model_id]
        if model.get(field) != value:
            self.append(
                {
                    "path": f"{self.collection}.{model_id}.{field}",
                    "from": model.get(field),
                    "to": value,
                }
            )
            model[field] = value

    def top(self, state: State, field: str, value) -> None:
        if state.get(field) != value:
            self.append({"path": field, "from": state.get(field), "to": value})
            state[field] = value


def anyone(state: State, params: Mapping[str, Any]) -> None:
    """An actor rule for steps any token may take."""
    return None
