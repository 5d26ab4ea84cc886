from typing import Literal, cast

LiveProposalStatus = Literal["accepted", "open", "rejected", "withdrawn"]

LIVE_PROPOSAL_STATUS_VALUES: set[LiveProposalStatus] = {
    "accepted",
    "open",
    "rejected",
    "withdrawn",
}


def check_live_proposal_status(value: str) -> LiveProposalStatus:
    if value in LIVE_PROPOSAL_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(LiveProposalStatus, value)
