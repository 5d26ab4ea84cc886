from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.urban_war_orders_params_orders import UrbanWarOrdersParamsOrders


T = TypeVar("T", bound="UrbanWarOrdersParams")


@_attrs_define
class UrbanWarOrdersParams:
    """
    Attributes:
        side (str | Unset): The player the orders are for; required with the GM token, implied by a side token.
        orders (UrbanWarOrdersParamsOrders | Unset): model id -> snap_fire or overwatch. Models left out get
            config.default_order; engaged models always get snap_fire.
    """

    side: str | Unset = UNSET
    orders: UrbanWarOrdersParamsOrders | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        orders: dict[str, Any] | Unset = UNSET
        if not isinstance(self.orders, Unset):
            orders = self.orders.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if side is not UNSET:
            field_dict["side"] = side
        if orders is not UNSET:
            field_dict["orders"] = orders

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.urban_war_orders_params_orders import UrbanWarOrdersParamsOrders  # noqa: PLC0415

        d = dict(src_dict)
        side = d.pop("side", UNSET)

        _orders = d.pop("orders", UNSET)
        orders: UrbanWarOrdersParamsOrders | Unset
        if isinstance(_orders, Unset):
            orders = UNSET
        else:
            orders = UrbanWarOrdersParamsOrders.from_dict(_orders)

        urban_war_orders_params = cls(
            side=side,
            orders=orders,
        )

        return urban_war_orders_params
