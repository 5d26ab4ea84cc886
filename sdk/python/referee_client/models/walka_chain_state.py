from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.walka_chain_entry import WalkaChainEntry
    from ..models.walka_chain_link_state import WalkaChainLinkState
    from ..models.walka_chain_trigger_state import WalkaChainTriggerState


T = TypeVar("T", bound="WalkaChainState")


@_attrs_define
class WalkaChainState:
    """
    Attributes:
        trigger (WalkaChainTriggerState):
        links (list[WalkaChainLinkState]):
        execution_order (list[WalkaChainEntry]):
        position (int): Index in execution_order of the due element.
    """

    trigger: WalkaChainTriggerState
    links: list[WalkaChainLinkState]
    execution_order: list[WalkaChainEntry]
    position: int

    def to_dict(self) -> dict[str, Any]:
        trigger = self.trigger.to_dict()

        links = []
        for links_item_data in self.links:
            links_item = links_item_data.to_dict()
            links.append(links_item)

        execution_order = []
        for execution_order_item_data in self.execution_order:
            execution_order_item = execution_order_item_data.to_dict()
            execution_order.append(execution_order_item)

        position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "trigger": trigger,
                "links": links,
                "execution_order": execution_order,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.walka_chain_entry import WalkaChainEntry  # noqa: PLC0415
        from ..models.walka_chain_link_state import WalkaChainLinkState  # noqa: PLC0415
        from ..models.walka_chain_trigger_state import WalkaChainTriggerState  # noqa: PLC0415

        d = dict(src_dict)
        trigger = WalkaChainTriggerState.from_dict(d.pop("trigger"))

        links = []
        _links = d.pop("links")
        for links_item_data in _links:
            links_item = WalkaChainLinkState.from_dict(links_item_data)

            links.append(links_item)

        execution_order = []
        _execution_order = d.pop("execution_order")
        for execution_order_item_data in _execution_order:
            execution_order_item = WalkaChainEntry.from_dict(execution_order_item_data)

            execution_order.append(execution_order_item)

        position = d.pop("position")

        walka_chain_state = cls(
            trigger=trigger,
            links=links,
            execution_order=execution_order,
            position=position,
        )

        return walka_chain_state
