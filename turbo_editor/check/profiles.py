"""Profiles: which rules apply. ``auto`` is ``turbo`` when the feed declares or uses the Turbo namespace."""

from __future__ import annotations

from ..vocabulary.namespaces import TURBO_NS
from .rule import Profile

# Plain strings, for the commands' --profile: argparse lists the choices of a refused value by their
# repr(), and a Profile's is <Profile.AUTO: 'auto'>. They still compare equal to the Profile members.
PROFILES = tuple(profile.value for profile in (Profile.AUTO, Profile.TURBO, Profile.RSS))


def declares_turbo(root) -> bool:
    """The Turbo namespace (or a ``turbo`` prefix, even bound to a mistyped URI) is declared."""
    nsmap = root.nsmap
    return TURBO_NS in nsmap.values() or "turbo" in nsmap


def uses_turbo(root) -> bool:
    """Any element in the Turbo namespace, anywhere (stops at the first).

    The yandex: namespace alone does not count: Yandex.News feeds use it too.
    """
    return next(root.iter("{%s}*" % TURBO_NS), None) is not None


def resolve(requested: str, root) -> Profile:
    if requested not in PROFILES:
        raise ValueError(f"unknown profile {requested!r}: choose one of {', '.join(PROFILES)}")
    if requested != Profile.AUTO:
        return Profile(requested)
    if root is not None and (declares_turbo(root) or uses_turbo(root)):
        return Profile.TURBO
    return Profile.RSS
