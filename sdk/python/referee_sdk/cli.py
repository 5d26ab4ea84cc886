"""`referee`: Referee from a shell, for scripting and auditing.

    referee verify export.json                      # exit 0 verified, 1 not
    referee verify export.json --offline --keys jwks.json
    referee roll "4d6kh3 + 2" --odds                # any dice expression, with its odds
    referee step urban-war command-test --json '{"command": 7}' --odds
    referee encounter create --json @fight.json     # prints the id and the tokens (--full: all)
    referee encounter step ID initiative --token=GM --json '{}'
    referee encounter accept ID PROPOSAL --token=BLUE   # a proposal's answer (claims)
    referee encounter reject ID PROPOSAL --reason "no cover there" --token=BLUE
    referee encounter withdraw ID PROPOSAL --token=RED
    referee encounter dispute ID LOG_INDEX --reason "it was out of range" --token=BLUE
    referee encounter rule ID DISPUTE_INDEX dismissed --note "in range" --token=GM
    referee encounter reveal ID --token=GM
    referee encounter export ID > export.json

`verify` sends an export to the server's POST /v1/verify (every roll and outcome
recomputed, the chain and the signatures checked) when the server answers, and checks it
offline otherwise (rolls, chain, and the signatures against `--keys`, a saved JWK set).
The server is `--url` or `$REFEREE_URL` (default http://127.0.0.1:8000); the token is
`--token=TOKEN` (with `=`: a token may start with `-`) or `$REFEREE_TOKEN`. Answers are
printed as JSON, or as a table of `field  value` rows with `--table`. An error answer
prints its status, code, detail and request id on stderr and exits 1. A step that answers
a proposal (a confirming claims policy) prints it, and on stderr who must answer it and how.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._version import USER_AGENT, __version__
from .errors import RefereeProblem

if TYPE_CHECKING:
    from .calls import Retry

# The retry policies and the verifier are imported where a command needs them: a
# shell command pays for its start every time (`referee --help` loads none of them).
DEFAULT_URL = "http://127.0.0.1:8000"


def _json_argument(text: str) -> Any:
    """`--json` takes JSON text, `@file` or `-` (stdin)."""
    if text == "-":
        text = sys.stdin.read()
    elif text.startswith("@"):
        text = Path(text[1:]).read_text("utf-8")
    try:
        return json.loads(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"not JSON: {error}") from error


def _rows(value: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict) and value:
        for key, item in value.items():
            yield from _rows(item, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, list) and value:
        for index, item in enumerate(value):
            yield from _rows(item, f"{prefix}[{index}]")
    else:
        yield prefix or "(answer)", json.dumps(value, ensure_ascii=False)


def _print(value: Any, table: bool) -> None:
    if not table:
        print(json.dumps(value, indent=2, ensure_ascii=False))
        return
    rows = list(_rows(value))
    width = max(len(name) for name, _ in rows)
    for name, text in rows:
        print(f"{name.ljust(width)}  {text}")


class _Session:
    """The command's HTTP client: the standard library's, not httpx. A shell command pays
    for its start on every run, and importing httpx and httpcore took longer than the rest
    of `referee roll 2d6` together (its start is meant to stay under 0.25 s)."""

    def __init__(self, url: str, token: str | None):
        import urllib.request  # here, not above: `referee --help` needs none of it

        class NoRedirects(urllib.request.HTTPRedirectHandler):
            """A redirect is answered as it is (as the SDK's httpx client does), never
            followed with the token in tow."""

            def redirect_request(self, *args: Any, **kwargs: Any) -> None:
                return None

        self.url = url.rstrip("/")
        self.headers = {"User-Agent": f"{USER_AGENT} (cli)", "Accept": "application/json"}
        if token:
            self.headers["Authorization"] = f"Bearer {token}"
        self.opener = urllib.request.build_opener(NoRedirects)

    def close(self) -> None:
        self.opener.close()

    def _request(
        self,
        method: str,
        path: str,
        body: Any,
        params: dict[str, str] | None,
        headers: dict[str, str],
    ) -> Any:
        import urllib.error
        import urllib.parse
        import urllib.request

        query = f"?{urllib.parse.urlencode(params)}" if params else ""
        data = None
        sent = {**self.headers, **headers}
        if body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        request = urllib.request.Request(
            f"{self.url}{path}{query}", data=data, headers=sent, method=method
        )
        try:
            with self.opener.open(request, timeout=30.0) as response:
                content = response.read()
        except urllib.error.HTTPError as error:
            with error:
                raise RefereeProblem.from_response(
                    error.code, error.read(), dict(error.headers.items())
                ) from None
        return json.loads(content) if content else None

    def send(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        params: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
        retry: Retry | None = None,
    ) -> Any:
        from .calls import NO_RETRY, RETRY_STATUSES

        retry = retry or NO_RETRY
        for attempt in range(retry.attempts):
            try:
                return self._request(method, path, body, params, headers or {})
            # OSError: no answer (the network, a timeout, a cut; urllib's URLError is one).
            except (RefereeProblem, OSError) as error:
                retryable = (
                    error.status in RETRY_STATUSES if isinstance(error, RefereeProblem) else True
                )
                if attempt + 1 >= retry.attempts or not retryable:
                    raise
                wait = error.retry_after if isinstance(error, RefereeProblem) else None
                time.sleep(retry.delay(attempt, wait))
        raise AssertionError("unreachable")


def _verify(args: argparse.Namespace) -> int:
    try:
        document = json.loads(Path(args.file).read_text("utf-8"))
    except (OSError, ValueError) as error:
        print(f"referee verify: cannot read {args.file}: {error}", file=sys.stderr)
        return 2
    try:
        keys = Path(args.keys).read_text("utf-8") if args.keys else None
    except OSError as error:
        print(f"referee verify: cannot read the key set {args.keys}: {error}", file=sys.stderr)
        return 2
    from .verification import verify, verify_encounter

    is_export = isinstance(document, dict) and "log" in document and "encounter" in document
    if is_export and not args.offline:
        try:
            answer = _verify_on_server(args.url, document)
        except RefereeProblem as problem:
            if problem.status in {401, 403, 429} or problem.status >= 500:
                answer = None  # the server is there but will not check it now: offline
            else:
                print(f"NOT verified by the server: {problem.code}: {problem.detail}")
                return 1
        if answer is not None:
            return _print_server_verification(answer, args.json)
        print(f"referee verify: {args.url} did not verify it; checking offline", file=sys.stderr)
    try:
        result = (
            verify_encounter(document, keys=keys) if is_export else verify(document, seed=args.seed)
        )
    except (TypeError, ValueError) as error:
        print(f"referee verify: {error}", file=sys.stderr)
        return 2
    if args.json:
        _print(
            {
                "ok": result.ok,
                "rolls_checked": result.rolls_checked,
                "chain_ok": result.chain_ok,
                "signed": result.signed,
                "first_failure": result.first_failure,
                "failures": list(result.failures),
            },
            table=False,
        )
    else:
        print(result if result.ok else "NOT verified:")
        for failure in [] if result.ok else result.failures:
            print(f"  - {failure}")
    return 0 if result.ok else 1


def _verify_on_server(url: str, document: Any) -> dict[str, Any] | None:
    """POST /v1/verify's answer, or None when no server answers (then: offline)."""
    session = _Session(url, None)
    try:
        answer: dict[str, Any] = session.send("POST", "/v1/verify", body=document)
        return answer
    except OSError:  # no server answers: check offline
        return None
    finally:
        session.close()


def _print_server_verification(answer: dict[str, Any], as_json: bool) -> int:
    if as_json:
        _print(answer, table=False)
    elif answer["ok"]:
        said = (
            f"verified by the server: {answer['steps_recomputed']} of {answer['entries']} "
            "log entries recomputed (the others roll nothing)"
        )
        if answer.get("chain_ok"):
            said += "; the hash chain holds"
        if answer.get("signed"):
            said += "; signed by the service"
        print(said)
    else:
        failure = answer.get("first_failure") or {}
        print("NOT verified by the server:")
        where = f"log[{failure['index']}] " if failure.get("index") is not None else ""
        print(
            f"  - first failure: {failure.get('check')} at {where}{failure.get('field')}"
            + (f": {failure['detail']}" if failure.get("detail") else "")
            + (
                f" (recomputed {json.dumps(failure.get('recomputed'))}, "
                f"logged {json.dumps(failure.get('logged'))})"
                if failure.get("detail") is None
                else ""
            )
        )
    return 0 if answer["ok"] else 1


def _step(args: argparse.Namespace, session: _Session) -> Any:
    params = {"odds": "true"} if args.odds else None
    return session.send("POST", f"/v1/{args.system}/{args.step}", body=args.json, params=params)


def _roll(args: argparse.Namespace, session: _Session) -> Any:
    body: dict[str, Any] = {"expression": args.expression}
    if args.seed is not None:
        body["seed"] = args.seed
    if args.dice is not None:
        body["dice"] = args.dice
    params = {"odds": "true"} if args.odds else None
    return session.send("POST", "/v1/dice/roll", body=body, params=params)


def _roll_lines(answer: Any) -> list[str]:
    """A roll in words: its line, then (with --odds) where it fell."""
    outcome = answer["outcome"]
    lines = [outcome["line"]]
    odds = answer.get("odds")
    if odds and odds.get("available") is False:
        lines.append(f"odds: not available ({odds['reason']})")
    elif odds:
        (result,) = odds["results"]
        lines.append(
            f"{result['name']}: mean {result['mean']:.2f} ({result['mean_exact']}), "
            f"standard deviation {result['standard_deviation']:.2f}, "
            f"this roll at the {_ordinal(round(result['percentile']))} percentile"
        )
    if answer.get("seed"):
        lines.append(f"seed: {answer['seed']}")
    return lines


SUFFIXES = {1: "st", 2: "nd", 3: "rd"}


def _ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st, 22nd, 101st."""
    suffix = "th" if number % 100 in (11, 12, 13) else SUFFIXES.get(number % 10, "th")
    return f"{number}{suffix}"


def _roll_rows(answer: Any) -> dict[str, Any]:
    """What `roll --table` shows: the roll as a player reads it, not its evaluation tree
    (which `--json` prints in full)."""
    outcome = answer["outcome"]
    rows: dict[str, Any] = {
        "expression": outcome["expression"],
        "total": outcome["total"],
        "line": outcome["line"],
        "dice": " ".join(f"d{die['sides']}:{die['value']}" for die in answer.get("rolls", [])),
    }
    odds = answer.get("odds")
    if odds and odds.get("available") is False:
        rows["odds"] = f"not available ({odds['reason']})"
    elif odds:
        (result,) = odds["results"]
        rows["mean"] = result["mean"]
        rows["percentile"] = result["percentile"]
    if answer.get("seed"):
        rows["seed"] = answer["seed"]
    return rows


def _created(answer: Any) -> dict[str, Any]:
    """What `encounter create` shows: the id and the tokens, which are shown only once
    (`--full` prints the whole answer)."""
    return {
        "id": answer["encounter"]["id"],
        "gm_token": answer["gm_token"],
        "side_tokens": answer.get("side_tokens", {}),
    }


def _dice_list(text: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",")]
    except ValueError as error:
        raise argparse.ArgumentTypeError("give the dice as whole numbers: 6,5,1,3") from error


def _encounter(args: argparse.Namespace, session: _Session) -> Any:
    path = f"/v1/encounters/{getattr(args, 'id', '')}"
    if args.action == "create":
        return session.send("POST", "/v1/encounters", body=args.json)
    if args.action == "get":
        return session.send("GET", path)
    if args.action == "export":
        return session.send("GET", f"{path}/export")
    from .calls import DEFAULT_RETRY, new_idempotency_key

    key = {"Idempotency-Key": args.idempotency_key or new_idempotency_key()}
    if args.action == "reveal":
        return session.send("POST", f"{path}/reveal", headers=key, retry=DEFAULT_RETRY)
    claims = _claims_request(args, path)
    if claims is not None:
        where, body = claims
        return session.send("POST", where, body=body, headers=key, retry=DEFAULT_RETRY)
    system = session.send("GET", path)["system"]
    if args.if_match:
        key["If-Match"] = args.if_match
    params = {"odds": "true"} if args.odds else None
    return session.send(
        "POST",
        f"{path}/{system}/{args.step}",
        body=args.json if args.json is not None else {},
        params=params,
        headers=key,
        retry=DEFAULT_RETRY,
    )


def _claims_request(args: argparse.Namespace, path: str) -> tuple[str, Any] | None:
    """Where a proposal's answer, a dispute or a ruling goes, and its body (None: a step)."""
    action = args.action
    if action in ("accept", "withdraw"):
        return f"{path}/proposals/{args.proposal}/{action}", None
    if action == "reject":
        return f"{path}/proposals/{args.proposal}/reject", {"reason": args.reason}
    if action == "dispute":
        return f"{path}/disputes", {"log_index": args.log_index, "reason": args.reason}
    if action == "rule":
        return f"{path}/disputes/{args.dispute}/ruling", {"ruling": args.ruling, "note": args.note}
    return None


def _told_proposal(answer: Any, encounter_id: str) -> None:
    """A step that became a proposal: say on stderr who answers it, and with what."""
    if not (isinstance(answer, dict) and answer.get("status") == "proposed"):
        return
    proposal = answer["proposal"]
    print(
        f"referee: nothing rolled yet: proposal {proposal['id']} awaits "
        f"{' or '.join(proposal['confirm'])} (referee encounter accept|reject {encounter_id} "
        f"{proposal['id']}); its proposer may withdraw it",
        file=sys.stderr,
    )


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--url",
        default=os.environ.get("REFEREE_URL", DEFAULT_URL),
        help="Referee's base URL (default: $REFEREE_URL, else %(default)s)",
    )
    common.add_argument(
        "--token",
        default=os.environ.get("REFEREE_TOKEN"),
        help="a game-master or side token, sent as Bearer (default: $REFEREE_TOKEN); a token "
        "may start with '-', so write --token=TOKEN",
    )
    common.add_argument("--table", action="store_true", help="print a table, not JSON")

    parser = argparse.ArgumentParser(
        prog="referee",
        description="Referee from a shell: steps, dice rolls, encounters, verification.",
    )
    parser.add_argument("--version", action="version", version=f"referee {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    check = commands.add_parser(
        "verify",
        help="verify an export (on the server when it answers, else offline), or one "
        "answer's rolls offline; exit 0 or 1",
    )
    check.add_argument("file", help="an encounter export, or one step answer with its seed")
    check.add_argument("--seed", help="the seed of an encounter step answer, once revealed")
    check.add_argument("--json", action="store_true", help="print the result as JSON")
    check.add_argument(
        "--url",
        default=os.environ.get("REFEREE_URL", DEFAULT_URL),
        help="the server whose POST /v1/verify checks the export (default: $REFEREE_URL, "
        "else %(default)s)",
    )
    check.add_argument("--offline", action="store_true", help="never ask a server")
    check.add_argument(
        "--keys", help="the service's JWK set (a saved /.well-known/jwks.json) for offline"
    )

    step = commands.add_parser("step", parents=[common], help="a stateless step")
    step.add_argument("system", help="urban-war, umbra-turris or walka")
    step.add_argument("step", help="the step, e.g. command-test, shooting")
    step.add_argument("--json", type=_json_argument, required=True, help="the request body")
    step.add_argument("--odds", action="store_true", help="add the exact odds")

    dice = commands.add_parser(
        "roll", parents=[common], help='roll a dice expression, e.g. "4d6kh3 + 2"'
    )
    dice.add_argument("expression", help="d20 notation plus Fate dice: 2d20kh1+5, 10d10>=6")
    dice.add_argument("--seed", help="roll from this seed (default: the server picks one)")
    dice.add_argument("--dice", type=_dice_list, help="dice rolled at the table: 6,5,1,3")
    dice.add_argument("--odds", action="store_true", help="add the exact odds of the total")
    dice.add_argument("--json", action="store_true", help="print the whole answer as JSON")

    encounter = commands.add_parser("encounter", help="an encounter's common flow")
    actions = encounter.add_subparsers(dest="action", required=True)
    create = actions.add_parser("create", parents=[common], help="create one")
    create.add_argument("--json", type=_json_argument, required=True, help="the encounter")
    create.add_argument(
        "--full", action="store_true", help="print the whole answer, not just the id and tokens"
    )
    for name, what in (("get", "its state"), ("export", "its export (after reveal)")):
        actions.add_parser(name, parents=[common], help=what).add_argument("id")
    reveal = actions.add_parser("reveal", parents=[common], help="end it, reveal its seed")
    reveal.add_argument("id")
    reveal.add_argument("--idempotency-key")
    apply = actions.add_parser("step", parents=[common], help="apply a step")
    apply.add_argument("id")
    apply.add_argument("step", help="e.g. orders, initiative, shooting")
    apply.add_argument("--json", type=_json_argument, help="the step's parameters")
    apply.add_argument("--odds", action="store_true", help="add the exact odds")
    apply.add_argument("--if-match", help="refuse the step unless the version is this ETag")
    apply.add_argument("--idempotency-key", help="default: a fresh one (retries reuse it)")
    _claims_parsers(actions, common)
    return parser


def _claims_parsers(actions: Any, common: argparse.ArgumentParser) -> None:
    """Proposals (a step's claims awaiting consent) and disputes (docs/encounters.md)."""
    key_help = "default: a fresh one (retries reuse it)"
    for name, what in (
        ("accept", "accept a proposal (the confirming side or gm): its step resolves now"),
        ("reject", "reject a proposal, with a reason: logged, nothing rolled"),
        ("withdraw", "withdraw your own proposal: nothing rolled or logged"),
    ):
        answer = actions.add_parser(name, parents=[common], help=what)
        answer.add_argument("id")
        answer.add_argument("proposal", help="the proposal's id (the step's 202 answer)")
        if name == "reject":
            answer.add_argument("--reason", required=True, help="why, in the players' words")
        answer.add_argument("--idempotency-key", help=key_help)
    dispute = actions.add_parser(
        "dispute", parents=[common], help="dispute a logged step (a side token)"
    )
    dispute.add_argument("id")
    dispute.add_argument("log_index", type=int, help="the disputed step's log index")
    dispute.add_argument("--reason", required=True, help="why, in the players' words")
    dispute.add_argument("--idempotency-key", help=key_help)
    rule = actions.add_parser("rule", parents=[common], help="rule on a dispute (the gm token)")
    rule.add_argument("id")
    rule.add_argument("dispute", type=int, help="the dispute's own log index")
    rule.add_argument("ruling", choices=("upheld", "dismissed"))
    rule.add_argument("--note", default="", help="what the game master says of it")
    rule.add_argument("--idempotency-key", help=key_help)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader went away (`referee ... | head`): stop quietly, as other tools do,
        # and keep Python from complaining again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "verify":
        return _verify(args)
    session = _Session(args.url, args.token)
    commands = {"step": _step, "roll": _roll, "encounter": _encounter}
    try:
        answer = commands[args.command](args, session)
    except RefereeProblem as problem:
        print(
            f"referee: {problem.status} {problem.code or problem.title}: {problem.detail}",
            file=sys.stderr,
        )
        for field, messages in problem.errors.items():
            print(f"  {field}: {'; '.join(messages)}", file=sys.stderr)
        if problem.request_id:
            print(f"  request id: {problem.request_id}", file=sys.stderr)
        return 1
    except OSError as error:  # no answer at all (urllib's URLError is an OSError)
        print(f"referee: cannot reach {args.url}: {error}", file=sys.stderr)
        return 1
    finally:
        session.close()
    if args.command == "roll":
        if args.table:
            answer = _roll_rows(answer)
        elif not args.json:
            print("\n".join(_roll_lines(answer)))
            return 0
    if args.command == "encounter" and args.action == "create" and not args.full:
        answer = _created(answer)
    if args.command == "encounter" and args.action == "step":
        _told_proposal(answer, args.id)
    _print(answer, args.table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
