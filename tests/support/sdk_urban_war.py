"""Urban War models as the Python SDK types them (referee_client's UrbanWarRosterModel)."""

from __future__ import annotations

from referee_client.models import UrbanWarRosterModel


def model(id_, side):
    return UrbanWarRosterModel(
        id=id_,
        side=side,
        assault_skill=4,
        shooting_skill=4,
        strength=4,
        toughness=4,
        wounds_max=1,
        command=6,
        size=2,
        movement=3,
        first_strike=4,
    )
