"""Recording state changes: the runner passes each step's `apply` a recorder, and logs
what it recorded as a list of {path, from, to}."""

from __future__ import annotations

import copy
from typing import Any

State = dict[str, Any]


class Changes(list):
    """The state changes of one step; each setter records only a real change.

    Values are copied on the way in and out: the log is written after `apply` runs, so a
    recorded value must never alias the state, the outcome or the bound params.
    """

    def _put(self, container: dict, path: str, field: str, value) -> None:
        if container.get(field) != value:
            self.append(
                {
                    "path": f"{path}.{field}" if path else field,
                    "from": copy.deepcopy(container.get(field)),
                    "to": copy.deepcopy(value),
                }
            )
            container[field] = copy.deepcopy(value)

    def added(self, state: State, model_id: str, model: dict) -> None:
        """A model joins: the entry carries the whole model, so a log replays from its changes."""
        state["models"][model_id] = model
        self.append({"path": f"models.{model_id}", "from": None, "to": copy.deepcopy(model)})

    def model(self, state: State, model_id: str, field: str, value) -> None:
        self._put(state["models"][model_id], f"models.{model_id}", field, value)

    def top(self, state: State, field: str, value) -> None:
        self._put(state, "", field, value)

    def condition(self, state: State, model_id: str, field: str, value) -> None:
        self._put(
            state["models"][model_id]["conditions"], f"models.{model_id}.conditions", field, value
        )

    def item(self, state: State, model_id: str, collection: str, item_id: str, field: str, value):
        for item in state["models"][model_id][collection]:
            if item["id"] == item_id:
                self._put(item, f"models.{model_id}.{collection}.{item_id}", field, value)
                return
