from typing import Literal, cast

ProposalStatus = Literal["proposed", "withdrawn"]

PROPOSAL_STATUS_VALUES: set[ProposalStatus] = {
    "proposed",
    "withdrawn",
}


def check_proposal_status(value: str) -> ProposalStatus:
    if value in PROPOSAL_STATUS_VALUES:
        return value
    # A value from a newer server: adding one is not a breaking change.
    return cast(ProposalStatus, value)
