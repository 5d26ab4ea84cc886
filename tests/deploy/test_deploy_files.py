"""The deploy files, validated offline with the tools their ecosystems use (from PyPI)."""

import re
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
BIN = Path(sys.executable).parent


def run(*args):
    result = subprocess.run(
        [str(a) for a in args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout + result.stderr


def test_dockerfile_passes_hadolint():
    run(BIN / "hadolint", DEPLOY / "Dockerfile")


def test_dockerfile_runs_unprivileged_with_a_curl_free_healthcheck():
    text = (DEPLOY / "Dockerfile").read_text()
    assert len(re.findall(r"^FROM ", text, re.M)) == 2  # multi-stage
    assert re.search(r"^USER 10001$", text, re.M)
    healthcheck = next(line for line in text.splitlines() if "CMD" in line and "healthz" in line)
    assert "curl" not in healthcheck and "wget" not in healthcheck


def test_kubernetes_manifests_are_valid_strictly():
    out = run(BIN / "kubernetes-validate", "--strict", *sorted((DEPLOY / "k8s").glob("*.yaml")))
    kinds = {
        doc["kind"]
        for f in (DEPLOY / "k8s").glob("*.yaml")
        for doc in yaml.safe_load_all(f.read_text())
    }
    assert kinds == {
        "ConfigMap",
        "Deployment",
        "Service",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
    }, out


def test_deployment_probes_and_resources():
    deployment = yaml.safe_load((DEPLOY / "k8s" / "deployment.yaml").read_text())
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert {"requests", "limits"} <= container["resources"].keys()
    config = yaml.safe_load((DEPLOY / "k8s" / "configmap.yaml").read_text())
    assert config["data"]["REDIS_URL"].startswith("redis://")
    # Every REFEREE_ setting the deployment gives is one the service reads (no typo that
    # silently leaves a default) and one the README documents.
    read = (ROOT / "service" / "referee" / "config.py").read_text()
    readme = (ROOT / "README.md").read_text()
    for name in config["data"]:
        if name.startswith("REFEREE_"):
            assert f'"{name}"' in read, name
            assert f"`{name}`" in readme, name


def test_compose_file_matches_the_compose_schema():
    run(
        BIN / "check-jsonschema", "--builtin-schema", "vendor.compose-spec", DEPLOY / "compose.yaml"
    )
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    assert compose["services"]["referee"]["depends_on"]["redis"]["condition"] == "service_healthy"
    assert "healthcheck" in compose["services"]["redis"]
