"""A request the rules forbid, raised by pure rules code and reported as a 422 (or 409)."""


class RuleViolation(Exception):
    """The rules forbid this request; `detail` says why in player words.

    Rules functions raise it before drawing any die, so a rejected request
    draws nothing and changes nothing (urban-war.md U3).
    """

    status = 422
    # What to do instead, in player words, said after the detail (the field's message keeps
    # the refusal alone): an encounter's 409 names the steps that apply now.
    then: str | None = None

    def __init__(self, code: str, detail: str, field: str | None = None):
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.field = field


class HTTPProblem(Exception):
    """A problem the HTTP layer reports as is: status, machine code, player words, headers."""

    then: str | None = None  # what to do instead, said after the detail

    def __init__(self, status: int, code: str, detail: str, headers: dict | None = None):
        super().__init__(detail)
        self.status, self.code, self.detail = status, code, detail
        self.headers = headers or {}
