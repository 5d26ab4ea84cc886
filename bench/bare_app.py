"""The benchmark's baseline: a bare Flask app, served by the same gunicorn settings as Referee.

`gunicorn -c deploy/gunicorn.conf.py 'bare_app:create_app()'` (bench/run.py
starts it beside Referee). It does what every Flask service must do and
nothing else: route one request and answer a small JSON body. Whatever an
endpoint of Referee costs beyond this is Referee's own.
"""

from flask import Flask


def create_app() -> Flask:
    app = Flask(__name__)

    @app.get("/")
    def status():
        return {"status": "ok"}

    return app
