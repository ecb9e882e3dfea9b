"""An RSA key pair for the test App (generated once per process: generation costs ~0.1 s)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa


@dataclass(frozen=True)
class AppKey:
    private_pem: str
    public_pem: str


@functools.lru_cache(maxsize=4)
def app_key(name: str = "app") -> AppKey:
    """A key pair; ``name`` gives distinct keys (e.g. 'other' for a JWT signed by the wrong key)."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    public = (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    return AppKey(private_pem=private, public_pem=public)
