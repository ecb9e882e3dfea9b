"""Who may open a page: links carry a token, `<expiry>.<HMAC>`, scoped to one repository.

A private repository's pages stay private: a run page opens only with a token signed for the run's repository
and not yet expired. Anyone who can read the pull request on GitHub sees its check run and so the link; a token
lets its holder read that repository's pages (its other runs, its dashboard) until it expires, nothing more.
The repositories named in `BRIDGE_VALIDATE_PAGES_PUBLIC_REPOS` (public ones) need no token.

Expiries are rounded up to a whole day, so the links of one check run's updates are the same string.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass
from urllib.parse import quote, urlencode

DAY = 86400
_SIG_HEX = 32  # 128 bits of HMAC-SHA256


@dataclass(frozen=True)
class PageAccess:
    key: bytes | None
    link_days: float = 90.0
    public: frozenset[str] = frozenset()
    base_url: str | None = None  # BRIDGE_VALIDATE_PUBLIC_URL: absolute links for check runs

    @classmethod
    def from_settings(cls, settings: object) -> PageAccess:
        return cls(
            key=settings.pages_key(),  # type: ignore[attr-defined]
            link_days=settings.pages_link_days,  # type: ignore[attr-defined]
            public=settings.public_repos(),  # type: ignore[attr-defined]
            base_url=settings.public_url,  # type: ignore[attr-defined]
        )

    # -- tokens

    def _sig(self, repo: str, exp: int) -> str:
        assert self.key is not None
        msg = f"bridge-validate pages\n{repo.lower()}\n{exp}".encode()
        return hmac.new(self.key, msg, hashlib.sha256).hexdigest()[:_SIG_HEX]

    def token(self, repo: str, now: float | None = None, days: float | None = None) -> str | None:
        """A token for `repo`'s pages, valid `link_days` (rounded up to the end of a UTC day)."""
        if self.key is None:
            return None
        t = time.time() if now is None else now
        exp = int(t + (self.link_days if days is None else days) * DAY)
        exp = -(-exp // DAY) * DAY
        return f"{exp}.{self._sig(repo, exp)}"

    def expiry(self, token: str | None) -> int | None:
        """When a (well-formed) token expires, without checking its signature."""
        if not token or "." not in token:
            return None
        head = token.split(".", 1)[0]
        return int(head) if head.isdigit() and len(head) <= 12 else None

    def check(self, repo: str, token: str | None, now: float | None = None) -> bool:
        """Whether `token` opens `repo`'s pages now (or the repository's pages are public)."""
        if self.is_public(repo):
            return True
        if self.key is None or not token or len(token) > 64:
            return False
        exp = self.expiry(token)
        if exp is None or exp < (time.time() if now is None else now):
            return False
        return hmac.compare_digest(token.split(".", 1)[1].encode(), self._sig(repo, exp).encode())

    def is_public(self, repo: str) -> bool:
        return repo.lower() in self.public

    # -- links

    def run_path(self, run_id: str, framework: str) -> str:
        return f"/runs/{quote(run_id)}/{quote(framework)}"

    def with_token(self, path: str, repo: str, token: str | None = None, /, **params: object) -> str:
        """`path` with the query a page needs: a token unless the repository is public."""
        query = {k: v for k, v in params.items() if v not in (None, "")}
        if not self.is_public(repo):
            tok = token or self.token(repo)
            if tok:
                query["t"] = tok
        return path + ("?" + urlencode(query) if query else "")

    def run_url(self, repo: str, run_id: str, framework: str) -> str | None:
        """The absolute, signed link to a check run's page (its `details_url`); None without PUBLIC_URL."""
        if not self.base_url:
            return None
        return self.base_url + self.with_token(self.run_path(run_id, framework), repo)

    def dashboard_url(self, repo: str) -> str | None:
        if not self.base_url:
            return None
        return self.base_url + self.with_token("/", repo, repo=repo)
