"""Referee's fast paths: each does what a library does, faster, by knowing its internals.

- `loader`: marshmallow's `schema.load` of a request body (referee.fast.loader);
- `views`: flask-smorest's run-time wrappers of a view, one plain layer each
  (referee.fast.views, used by referee.api.Blueprint);
- `ensure_sync`: Flask's `ensure_sync` for a plain function (referee.fast.sync);
- `metric_children`: prometheus_client's `labels()` (referee.fast.metrics).

README.md beside this file names, for each, the library internal it reads, the test that
proves it behaves as the library does and the benchmark figures that justify it. Those
libraries are pinned to the minor versions the tests ran on (pyproject.toml). The package
sits at the bottom of the layers: it imports no other part of Referee. `REFEREE_BENCH_WITHOUT`
switches fast paths off for the benchmark only (referee.fast.switch).
"""
