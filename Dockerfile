# bridge-validate: the GitHub App service (`bridge-validate serve`).
#
#   docker build -t bridge-validate .
#   docker run -p 8080:8080 -v bv-data:/data -v /secrets/app.pem:/run/secrets/app.pem:ro \
#     -e BRIDGE_VALIDATE_APP_ID=... -e BRIDGE_VALIDATE_PRIVATE_KEY_PATH=/run/secrets/app.pem \
#     -e BRIDGE_VALIDATE_WEBHOOK_SECRET=... bridge-validate
#
# Two stages: the build stage compiles nothing but keeps pip's caches and the sources out of the image.

FROM python:3.11-slim-bookworm AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY runners ./runners
RUN python -m venv /opt/venv && /opt/venv/bin/pip install --no-cache-dir ".[bot]"

FROM python:3.11-slim-bookworm
# git: the local executor records and checks the Bridge / downstream checkouts' commits.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends git \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --no-log-init --create-home --uid 10001 --shell /usr/sbin/nologin bridge-validate \
    && mkdir -p /data && chown bridge-validate /data
COPY --from=build /opt/venv /opt/venv
COPY configs /app/configs
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    BRIDGE_VALIDATE_CONFIG_DIR=/app/configs \
    BRIDGE_VALIDATE_DATABASE_URL=sqlite:////data/bridge-validate.sqlite \
    BRIDGE_VALIDATE_WORKDIR=/data/runs
WORKDIR /data
USER 10001
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8080/healthz', timeout=4).status != 200)"]
CMD ["bridge-validate", "serve", "--host", "0.0.0.0"]
