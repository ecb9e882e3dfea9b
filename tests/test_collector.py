"""bot.infra.collector.paused: the collector is off inside, back on after the last holder leaves, and left off
when someone else had turned it off."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from bot.infra import collector


@pytest.fixture(autouse=True)
def _collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


def test_paused_inside_and_on_again_after_even_on_error() -> None:
    with collector.paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector.paused():
        raise RuntimeError("planning failed")
    assert gc.isenabled()


def test_a_nested_block_does_not_turn_it_back_on_early() -> None:
    with collector.paused():
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_someone_turned_off_stays_off() -> None:
    gc.disable()
    with collector.paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_overlapping_threads_keep_it_paused_until_the_last_leaves() -> None:
    inside = threading.Barrier(2)
    first_left = threading.Event()
    seen: dict[str, bool] = {}

    def first() -> None:
        with collector.paused():
            inside.wait()
        first_left.set()

    def second() -> None:
        with collector.paused():
            inside.wait()
            first_left.wait(5)
            seen["after the first left"] = gc.isenabled()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert seen == {"after the first left": False}
    assert gc.isenabled()
