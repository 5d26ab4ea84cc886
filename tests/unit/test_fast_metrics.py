"""referee.fast.metrics' `child` is the child prometheus_client's `labels()` returns.

For any label values, of every kind of metric Referee uses, the cached child is the very
object `labels()` answers, before and after the other has been asked, so what the service
counts is what the metric exports.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from prometheus_client import CollectorRegistry, Counter, Histogram

from referee import observability
from referee.fast.metrics import child

REGISTRY = CollectorRegistry()
METRICS = [
    Counter("fast_counter", "A counter.", ["route", "method", "status"], registry=REGISTRY),
    Histogram("fast_histogram", "A histogram.", ["route", "method", "status"], registry=REGISTRY),
    observability.REQUESTS,
]
labels = st.text(max_size=8)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(METRICS), st.tuples(labels, labels, labels), st.booleans())
def test_child_is_the_child_labels_returns(metric, values, labels_first):
    if labels_first:
        expected = metric.labels(*values)
        assert child(metric, *values) is expected
    else:
        got = child(metric, *values)
        assert got is metric.labels(*values)
    assert child(metric, *values) is metric.labels(*values)


def test_what_the_child_counts_the_metric_exports():
    metric, values = METRICS[0], ("a route longer than eight", "POST", "200")
    child(metric, *values).inc(3)
    metric.labels(*values).inc()
    exported = REGISTRY.get_sample_value(
        "fast_counter_total", dict(zip(("route", "method", "status"), values, strict=True))
    )
    assert exported == 4
