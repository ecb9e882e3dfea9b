"""The pages' routes (FastAPI, server-rendered Jinja2):

GET /                                      the dashboard (`?repo=&t=`; filters `framework`, `level`, `verdict`)
GET /runs/{run}/{framework}                a check run's page (its details_url)
GET /runs/{run}/{framework}/report.md      the report as posted to GitHub, untrimmed
GET /runs/{run}/{framework}/jobs/{job}/log       the full log, line-numbered (`?raw=1`: text)
GET /runs/{run}/{framework}/jobs/{job}/tail      the live tail: JSON, what the log gained after `offset`
GET /runs/{run}/{framework}/jobs/{job}/metrics   every metric of the job, plotted
GET /runs/{run}/{framework}/jobs/{job}/spec.json the JobSpec (what `python -m runners run --spec` takes)
GET /runs/{run}/{framework}/jobs/{job}/files/{name}  an artifact (metrics.json, run.log, tensorboard/...)
GET /reports/{id}                          older check runs' links: redirected to their run page

Every page needs the repository's token (`t`) unless the repository's pages are public (access.py). Every
response passes `scrub_lines` last, whatever the views already scrubbed.
"""

from __future__ import annotations

import math
import re
import secrets
import time
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape
from starlette.concurrency import run_in_threadpool

from bot.infra.logging import scrub, scrub_json, scrub_lines
from bot.infra.store import JOB_ACTIVE, JobRow, Run, Store
from bot.service.pages import queries, svg, views
from bot.service.pages.access import PageAccess
from bot.service.pages.logs import PLOTS, JobFiles

TEMPLATES = Path(__file__).parent / "templates"
FRAMEWORKS = ("nemo-rl", "verl")
_RUN_ID = re.compile(r"^[0-9a-f]{6,32}$")
_JOB_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}$")
_REPORT_ID = re.compile(r"^[0-9a-f]{32}$")
_REPO = re.compile(r"^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$")
WINDOW_DAYS = 30
TEXT_TYPES = {".json": "application/json", ".md": "text/markdown", ".log": "text/plain"}
MAX_ARTIFACT = 64 * 1024 * 1024


def _env() -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(TEMPLATES)),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals.update(
        utc=views.utc,
        iso=views.iso,
        duration=views.duration,
        css=views.css,
        gpu_minutes=views.gpu_minutes,
        fmt=svg.fmt,
    )
    return env


def _headers(nonce: str) -> dict[str, str]:
    return {
        # Tokens ride in URLs: never hand them to another site in a Referer.
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": (
            f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'unsafe-inline'; img-src 'self' data:; "
            "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
        ),
    }


def pages_router(store: Store, settings: Any, access: PageAccess | None = None) -> APIRouter:
    """The pages over `store`; `settings` gives the workdir (local job files), backends and access settings."""
    acc = access or PageAccess.from_settings(settings)
    env = _env()
    for name in ("run.html", "dashboard.html", "log.html", "metrics.html", "message.html"):
        env.get_template(name)  # compiled now, not on the first request
    router = APIRouter()
    workdir = Path(settings.workdir) if getattr(settings, "workdir", None) else None

    def ctx_for(request: Request, token: str | None) -> views.Ctx:
        return views.Ctx(
            access=acc,
            token=token,
            workdir=workdir,
            github_url=settings.github_url,
            executor=settings.executor,
            ray_address=getattr(settings, "ray_address", None),
            ray_out_root=getattr(settings, "ray_out_root", None),
            actions_repo=getattr(settings, "actions_repo", None),
            base_url=acc.base_url or str(request.base_url).rstrip("/"),
        )

    def render(name: str, status: int = 200, **kw: Any) -> HTMLResponse:
        nonce = secrets.token_urlsafe(16)
        html = env.get_template(name).render(nonce=nonce, **kw)
        html = "\n".join(scrub_lines(html.split("\n")))  # the last line of defence
        return HTMLResponse(html, status_code=status, headers=_headers(nonce))

    def denied(what: str = "page") -> HTMLResponse:
        return render(
            "message.html",
            403,
            heading="This link is not valid, or it has expired",
            body=(
                f"Pages of a private repository open only through the signed link the bot put on the check run. "
                f"Open this {what} again from the check run on GitHub (its Details link); links last "
                f"{acc.link_days:g} days. A new push or `/validate` gives the check run a fresh one."
            ),
        )

    def missing(what: str) -> HTMLResponse:
        return render("message.html", 404, heading=f"No such {what}", body="Check the link, or open it from GitHub.")

    def load_run(run_id: str, framework: str, token: str | None) -> tuple[Run | None, Response | None]:
        if not _RUN_ID.match(run_id) or framework not in FRAMEWORKS:
            return None, missing("run")
        run = store.runs.get(run_id)
        if run is None:
            return None, missing("run")
        if not acc.check(run.repo, token):
            return None, denied()
        return run, None

    def load_job(run: Run, framework: str, job_id: str) -> JobRow | None:
        if not _JOB_ID.match(job_id):
            return None
        job = store.jobs.get(job_id)
        if job is None or job.run_id != run.id or job.framework != framework:
            return None
        return job

    # -- the run page

    def build_run(request: Request, run_id: str, framework: str, t: str | None) -> Response:
        run, err = load_run(run_id, framework, t)
        if err is not None or run is None:
            return err  # type: ignore[return-value]
        rows = queries.run_rows(store, run.id)
        if rows is None:
            return missing("run")
        ctx = ctx_for(request, t)
        plan_ids = sorted({queries.plan_job_id(run.id, j.id) for j in rows.jobs if j.framework == framework})
        bases = queries.base_jobs(store, run, plan_ids) if run.kind != "merge_group" or run.base_sha else {}
        page = views.run_page(ctx, rows, framework, bases)
        if page is None:
            return missing("check run")
        return render("run.html", page=page, title=f"{page.framework_label} · {_what(run)} · {run.repo}")

    @router.get("/runs/{run_id}/{framework}", response_class=HTMLResponse)
    async def run_page(request: Request, run_id: str, framework: str, t: str | None = None) -> Response:
        return await run_in_threadpool(build_run, request, run_id, framework, t)

    @router.get("/runs/{run_id}/{framework}/report.md")
    async def report_md(run_id: str, framework: str, t: str | None = None) -> Response:
        def build() -> Response:
            run, err = load_run(run_id, framework, t)
            if err is not None or run is None:
                return err  # type: ignore[return-value]
            check = next((c for c in store.checks.for_run(run.id) if c.framework == framework), None)
            rep = store.reports.get(check.report_id) if check and check.report_id else None
            if rep is None:
                return missing("report")
            text = scrub(f"# {rep.title}\n\n{rep.summary}\n\n{rep.text}\n")
            return PlainTextResponse(text, media_type="text/markdown; charset=utf-8", headers=_headers("-"))

        return await run_in_threadpool(build)

    # -- a job's log, live tail, metrics, spec and files

    def job_or_error(run_id: str, framework: str, job_id: str, t: str | None) -> tuple[Run, JobRow] | Response:
        run, err = load_run(run_id, framework, t)
        if err is not None or run is None:
            return err  # type: ignore[return-value]
        job = load_job(run, framework, job_id)
        if job is None:
            return missing("job")
        return run, job

    def files_of(job: JobRow) -> JobFiles | None:
        ran = store.jobs.get(job.reused_from) if job.reused_from else job
        return views.files_for(workdir, ran) if ran is not None else None

    @router.get("/runs/{run_id}/{framework}/jobs/{job_id}/log")
    async def job_log(
        request: Request, run_id: str, framework: str, job_id: str, t: str | None = None, raw: int = 0
    ) -> Response:
        def build() -> Response:
            got = job_or_error(run_id, framework, job_id, t)
            if isinstance(got, Response):
                return got
            run, job = got
            files = files_of(job)
            if files is None or not files.parts():
                return render(
                    "message.html",
                    404,
                    heading="The full log is not on this host",
                    body=views._runner(ctx_for(request, t), job, views.loads(job.handle_json))[2]
                    or "This job has no log yet.",
                )
            if raw:
                lines = scrub_lines(files.lines())
                return PlainTextResponse("\n".join(lines) + "\n", headers=_headers("-"))
            result = views.loads(job.result_json)
            rc: dict[str, Any] = result["root_cause"] if isinstance(result.get("root_cause"), dict) else {}
            hit = files.locate(
                rc.get("line_no") if isinstance(rc.get("line_no"), int) else None,
                str(rc.get("line") or result.get("first_error") or "") or None,
            )
            body, count = PLOTS.get(("log", hit, *files.state()), lambda: _log_body(files, hit))
            ctx = ctx_for(request, t)
            return render(
                "log.html",
                title=f"log · {job.id}",
                run=run,
                job=job,
                framework=framework,
                lines=body,
                count=count,
                hit=hit,
                live=job.state in JOB_ACTIVE,
                back=ctx.link(f"/runs/{run.id}/{framework}", run.repo) + f"#{views.dom_id(job.id)}",
                raw_href=ctx.link(f"/runs/{run.id}/{framework}/jobs/{job.id}/log", run.repo, raw=1),
                tail_href=ctx.link(f"/runs/{run.id}/{framework}/jobs/{job.id}/tail", run.repo),
                offset=files.size(),
            )

        return await run_in_threadpool(build)

    @router.get("/runs/{run_id}/{framework}/jobs/{job_id}/tail")
    async def job_tail(run_id: str, framework: str, job_id: str, t: str | None = None, offset: int = 0) -> Response:
        def build() -> Response:
            got = job_or_error(run_id, framework, job_id, t)
            if isinstance(got, Response):
                return JSONResponse({"error": "not found or not allowed"}, status_code=got.status_code)
            _run, job = got
            active = job.state in JOB_ACTIVE
            body: dict[str, Any] = {
                "state": job.state,
                "status": job.verdict or ("Running" if job.state == "running" else job.state.title()),
                "done": not active,
            }
            files = files_of(job)
            if files is not None and files.parts():
                ch = files.since(offset, final=not active)
                body.update(mode="append", offset=ch.offset, first=ch.first_no, lines=scrub_lines(ch.lines),
                            skipped=ch.skipped)
            else:
                progress = views.loads(job.progress_json)
                tail = [str(x) for x in progress.get("tail") or []]
                body.update(mode="replace", lines=scrub_lines(tail), offset=0)
            return JSONResponse(scrub_json(body), headers={"Cache-Control": "no-store"})

        return await run_in_threadpool(build)

    @router.get("/runs/{run_id}/{framework}/jobs/{job_id}/metrics", response_class=HTMLResponse)
    async def job_metrics(request: Request, run_id: str, framework: str, job_id: str, t: str | None = None) -> Response:
        def build() -> Response:
            got = job_or_error(run_id, framework, job_id, t)
            if isinstance(got, Response):
                return got
            run, job = got
            pid = queries.plan_job_id(run.id, job.id)
            base = queries.base_jobs(store, run, [pid]).get(pid)
            origin = store.jobs.get(job.reused_from) if job.reused_from else None
            ctx = ctx_for(request, t)
            plots, note = views.metrics_page_plots(ctx, run, framework, job, base, origin)
            return render(
                "metrics.html",
                title=f"metrics · {job.id}",
                run=run,
                job=job,
                plots=plots,
                note=note,
                base=base,
                back=ctx.link(f"/runs/{run.id}/{framework}", run.repo) + f"#{views.dom_id(job.id)}",
            )

        return await run_in_threadpool(build)

    @router.get("/runs/{run_id}/{framework}/jobs/{job_id}/spec.json")
    async def job_spec(run_id: str, framework: str, job_id: str, t: str | None = None) -> Response:
        def build() -> Response:
            got = job_or_error(run_id, framework, job_id, t)
            if isinstance(got, Response):
                return got
            _run, job = got
            return PlainTextResponse(
                scrub(job.spec_json), media_type="application/json", headers=_headers("-")
            )

        return await run_in_threadpool(build)

    @router.get("/runs/{run_id}/{framework}/jobs/{job_id}/files/{name:path}")
    async def job_file(run_id: str, framework: str, job_id: str, name: str, t: str | None = None) -> Response:
        def build() -> Response:
            got = job_or_error(run_id, framework, job_id, t)
            if isinstance(got, Response):
                return got
            _run, job = got
            files = files_of(job)
            path = files.artifact(name) if files else None
            if path is None:
                return missing("file")
            size = path.stat().st_size
            if size > MAX_ARTIFACT:
                return render("message.html", 413, heading="Too large to serve", body=f"{name}: {size:,} bytes.")
            data = path.read_bytes()
            kind = TEXT_TYPES.get(path.suffix)
            if kind is not None:
                text = "\n".join(scrub_lines(data.decode("utf-8", "replace").split("\n")))
                return PlainTextResponse(text, media_type=f"{kind}; charset=utf-8", headers=_headers("-"))
            # Binary (TensorBoard events): served only when no secret shape or value appears in it.
            as_text = data.decode("latin-1").split("\n")
            if scrub_lines(as_text) != as_text:
                return render(
                    "message.html",
                    403,
                    heading="Withheld",
                    body=f"{name} contains something shaped like a secret; fetch it from the runner's host.",
                )
            return FileResponse(path, media_type="application/octet-stream", filename=path.name, headers=_headers("-"))

        return await run_in_threadpool(build)

    # -- the dashboard

    @router.get("/", response_class=HTMLResponse)
    async def dashboard(
        request: Request,
        t: str | None = None,
        repo: str | None = None,
        framework: str | None = None,
        level: str | None = None,
        verdict: str | None = None,
    ) -> Response:
        def build() -> Response:
            visible = sorted(acc.public)
            if repo and not _REPO.match(repo):
                return missing("repository")
            if t:
                if not repo or not acc.check(repo, t):
                    return denied("dashboard")
                visible = sorted({*visible, repo})
            elif repo and not acc.is_public(repo):
                return denied("dashboard")
            if repo:
                visible = [repo]
            fw = framework if framework in FRAMEWORKS else None
            lvl = int(level) if level and level.isdigit() and len(level) < 3 else None
            vd = verdict if verdict in queries.VERDICTS else None
            f = queries.Filters(repos=visible, framework=fw, level=lvl, verdict=vd)
            ctx = ctx_for(request, t)
            now = time.time()
            since = now - WINDOW_DAYS * queries.DAY
            recent = [views.run_row_view(ctx, rr) for rr in queries.recent_runs(store, f, limit=50)]
            led = queries.ledger(store, f, since, now)
            ws = queries.waits(store, f, since)
            ds = queries.days(led, ws, WINDOW_DAYS, now)
            stacks = [svg.Stack("GPU-minutes spent", [d.spent for d in ds], "spent")]
            for k in queries.SAVINGS:
                label = views.SAVING_LABEL.get(k, f"saved by {k}")
                stacks.append(svg.Stack(label, [d.saved.get(k, 0.0) for d in ds], f"saved-{k}"))
            labels = [d.day[5:] for d in ds]
            spend_svg = svg.bar_chart(labels, stacks, title="GPU-minutes per day", y_label="GPU-min")
            wait_svg = svg.bar_chart(
                labels,
                [svg.Stack("median wait for GPUs (min)", [(d.wait_median or 0.0) / 60 for d in ds], "wait")],
                title="Median wait for GPUs per day",
                y_label="min",
                height=150,
            )
            all_waits = sorted(w for _, w in ws)
            page = views.DashboardPage(
                visible=visible,
                filters=f,
                runs=recent,
                days=ds,
                spend_svg=spend_svg,
                wait_svg=wait_svg,
                spent_total=sum(d.spent for d in ds),
                saved_totals={
                    views.SAVING_LABEL.get(k, k): sum(d.saved.get(k, 0.0) for d in ds) for k in queries.SAVINGS
                },
                queue=queries.queue_now(store, f, now),
                wait_median=all_waits[len(all_waits) // 2] if all_waits else None,
                wait_p90=all_waits[min(len(all_waits) - 1, math.ceil(0.9 * len(all_waits)) - 1)] if all_waits else None,
                flaky=[
                    views.FlakyView(
                        plan_id=x.plan_id,
                        framework=views.FRAMEWORK_LABEL.get(x.framework, x.framework),
                        level=x.level,
                        blocked=x.blocked,
                        retried=x.retried,
                        runs=x.runs,
                        kinds=", ".join(f"{k} ×{n}" for k, n in sorted(x.kinds.items(), key=lambda kv: -kv[1])),
                        last_href=ctx.link(f"/runs/{x.last_run}/{x.framework}", x.last_repo) if x.last_run else None,
                        last_at=x.last_at,
                    )
                    for x in queries.flaky(store, f, since)
                ],
                frameworks=list(FRAMEWORKS),
                levels=list(range(0, 7)),
                verdicts=queries.VERDICTS,
                window_days=WINDOW_DAYS,
                query={k: v for k, v in (("repo", repo), ("t", t)) if v},
            )
            return render("dashboard.html", page=page, title="bridge-validate")

        return await run_in_threadpool(build)

    # -- older links

    @router.get("/reports/{report_id}")
    async def report(report_id: str) -> Response:
        """Check runs posted before the run pages link here (the report id is the capability): to the run page."""

        def build() -> Response:
            if not _REPORT_ID.match(report_id):
                return missing("report")
            rep = store.reports.get(report_id)
            if rep is None:
                return missing("report")
            if rep.run_id and rep.framework and rep.repo:
                path = acc.with_token(acc.run_path(rep.run_id, rep.framework), rep.repo)
                return RedirectResponse(path, status_code=303, headers={"Referrer-Policy": "no-referrer"})
            text = scrub(f"# {rep.title}\n\n{rep.summary}\n\n{rep.text}\n")
            return PlainTextResponse(text, media_type="text/markdown; charset=utf-8")

        return await run_in_threadpool(build)

    return router


def _what(run: Run) -> str:
    if run.kind == "pull_request" and run.pr_number:
        return f"PR #{run.pr_number}"
    if run.kind == "merge_group":
        return "merge queue"
    return run.kind


def _log_body(files: JobFiles, hit: int | None) -> tuple[Markup, int]:
    """The log as line-numbered markup: each line scrubbed and escaped (so the joined text is markup); the number
    is drawn by CSS from the anchor, so copying the text copies the log only."""
    lines = scrub_lines(files.lines())
    first = files.first_no()
    out = []
    for i, ln in enumerate(lines):
        n = first + i
        cls = ' class="hit"' if n == hit else ""
        out.append(f'<span id="L{n}"{cls}><a href="#L{n}">{n}</a>{escape(ln)}\n</span>')
    return Markup("".join(out)), len(lines)  # noqa: S704
