"""The SDK's one version: the distribution's (pyproject reads it here), the `referee`
command's `--version` and the User-Agent the SDK sends."""

__version__ = "0.1.0"
USER_AGENT = f"referee-sdk-python/{__version__}"
